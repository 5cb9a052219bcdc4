// @vitest-environment node
/**
 * The real Harper engine (the same harper.js and slim wasm the page loads) run in Node, through the
 * same mapping the island uses: what it flags in the classic mistakes, and that applying our fixes
 * gives the same text as Harper's own applySuggestion.
 */
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBinaryModuleFromUrl, Dialect, LocalLinter, type Lint } from 'harper.js';
import { HARPER_WASM_SOURCE } from '@/lib/writing/grammar/assets';
import { applyFix, fixAll, toProblems } from '@/lib/writing/grammar/problems';

let linter: LocalLinter;

beforeAll(async () => {
  const binary = createBinaryModuleFromUrl(pathToFileURL(HARPER_WASM_SOURCE).href, 'slim');
  linter = new LocalLinter({ binary, dialect: Dialect.American });
  await linter.setup();
}, 60_000);

async function check(text: string) {
  const lints = await linter.lint(text, { language: 'plaintext' });
  return { lints, problems: toProblems(text, lints) };
}

describe('Harper through the problem mapping', () => {
  it.each([
    ['I ate a apple today.', 'a', 'I ate an apple today.'],
    ['Their going to the store.', 'Their', "They're going to the store."],
    ['This is is a test.', 'is is', 'This is a test.'],
    ['I has a dog.', 'has', 'I have a dog.'],
  ])('flags %j and its first fix corrects it', async (text, flagged, corrected) => {
    const { problems } = await check(text);
    const problem = problems.find((p) => p.flagged === flagged);
    expect(problem, JSON.stringify(problems)).toBeDefined();
    expect(text.slice(problem!.start, problem!.end)).toBe(flagged);
    expect(applyFix(text, problem!, problem!.fixes[0]!)).toBe(corrected);
  });

  it('places problems after an emoji and an accented word by JavaScript offsets', async () => {
    const text = 'Café team 👨‍👩‍👧 said we need a hour to decide.';
    const { problems } = await check(text);
    const article = problems.find((p) => p.message.includes('indefinite article'));
    expect(article?.flagged).toBe('a');
    expect(text.slice(article!.start, article!.end + 5)).toBe('a hour');
    expect(applyFix(text, article!, article!.fixes[0]!)).toBe('Café team 👨‍👩‍👧 said we need an hour to decide.');
  });

  it('applies every fix exactly as Harper itself would', async () => {
    const text = 'We need a hour. This is is odd. I has a plan and we recieve mail.';
    const { lints, problems } = await check(text);
    expect(problems.length).toBeGreaterThanOrEqual(4);
    for (const lint of lints as Lint[]) {
      const problem = problems.find((p) => p.start === lint.span().start && p.end === lint.span().end)!;
      const first = lint.suggestions()[0];
      if (!first || !problem.fixes[0]) continue;
      expect(applyFix(text, problem, problem.fixes[0])).toBe(await linter.applySuggestion(text, lint, first));
    }
  });

  it('fixes everything at once, then finds nothing left of those mistakes', async () => {
    const text = 'I ate a apple. This is is a test. I has a dog.';
    const { problems } = await check(text);
    const { text: fixed, fixed: count } = fixAll(text, problems);
    expect(count).toBe(3);
    expect(fixed).toBe('I ate an apple. This is a test. I have a dog.');
    expect((await check(fixed)).problems).toEqual([]);
  });
});
