/**
 * The grammar engine as a test oracle: the same harper.js and slim wasm the page loads, run in
 * Node, through the same mapping the checker uses. One engine per test worker (the node project
 * shares modules between files), so every suite that asks pays the start-up once.
 */
import { pathToFileURL } from 'node:url';
import { createBinaryModuleFromUrl, Dialect, LocalLinter } from 'harper.js';
import { HARPER_WASM_SOURCE } from '@/lib/writing/grammar/assets';
import { toProblems, type Problem } from '@/lib/writing/grammar/problems';

let linter: Promise<LocalLinter> | null = null;

function harper(): Promise<LocalLinter> {
  linter ??= (async () => {
    const binary = createBinaryModuleFromUrl(pathToFileURL(HARPER_WASM_SOURCE).href, 'slim');
    const local = new LocalLinter({ binary, dialect: Dialect.American });
    await local.setup();
    return local;
  })();
  return linter;
}

/** Every problem the checker would show for `text`. */
export async function grammarProblems(text: string): Promise<Problem[]> {
  const engine = await harper();
  const lints = await engine.lint(text, { language: 'plaintext' });
  const problems = toProblems(text, lints);
  for (const lint of lints) lint.free();
  return problems;
}
