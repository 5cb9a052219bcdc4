/**
 * The grammar checker as a test oracle: the same harper.js and slim wasm the page loads, run in
 * Node with the page's Harper settings, merged with the rule layer exactly as the page merges
 * them. One engine per test worker (the node project shares modules between files), so every
 * suite that asks pays the start-up once.
 */
import { pathToFileURL } from 'node:url';
import { createBinaryModuleFromUrl, Dialect, LocalLinter } from 'harper.js';
import { HARPER_WASM_SOURCE } from '@/lib/writing/grammar/assets';
import { HARPER_LINT_CONFIG } from '@/lib/writing/grammar/harper-config';
import { mergeProblems } from '@/lib/writing/grammar/merge';
import { toProblems, withRuleNames, type Problem } from '@/lib/writing/grammar/problems';
import { nameSet, withoutNames } from '@/lib/writing/grammar/proper-nouns';
import { ruleProblems } from '@/lib/writing/grammar/rules';
import { GRAMMAR_NAMES } from '@/content/tools/writing/grammar-names';

const NAMES = nameSet(GRAMMAR_NAMES);

let linter: Promise<LocalLinter> | null = null;

export function harper(): Promise<LocalLinter> {
  linter ??= (async () => {
    const binary = createBinaryModuleFromUrl(pathToFileURL(HARPER_WASM_SOURCE).href, 'slim');
    const local = new LocalLinter({ binary, dialect: Dialect.American });
    await local.setup();
    await local.setLintConfig(HARPER_LINT_CONFIG);
    return local;
  })();
  return linter;
}

/** Harper's problems alone, as the page maps them. */
export async function harperProblems(text: string): Promise<Problem[]> {
  const engine = await harper();
  const lints = withRuleNames(await engine.organizedLints(text, { language: 'plaintext' }));
  const problems = toProblems(text, lints);
  for (const lint of lints) lint.free();
  return problems;
}

/** Every problem the checker would show for `text`: Harper's (less names) and the rule layer's, merged. */
export async function grammarProblems(text: string): Promise<Problem[]> {
  return mergeProblems(withoutNames(text, await harperProblems(text), NAMES), ruleProblems(text));
}
