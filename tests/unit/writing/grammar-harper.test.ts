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
import { HARPER_LINT_CONFIG } from '@/lib/writing/grammar/harper-config';
import { isProtected } from '@/lib/writing/grammar/protect';
import { applyFix, fixAll, toProblems, withRuleNames } from '@/lib/writing/grammar/problems';
import { grammarProblems } from './grammar-oracle';

let linter: LocalLinter;

beforeAll(async () => {
  const binary = createBinaryModuleFromUrl(pathToFileURL(HARPER_WASM_SOURCE).href, 'slim');
  linter = new LocalLinter({ binary, dialect: Dialect.American });
  await linter.setup();
  await linter.setLintConfig(HARPER_LINT_CONFIG);
}, 60_000);

async function check(text: string) {
  const lints = withRuleNames(await linter.organizedLints(text, { language: 'plaintext' }));
  return { lints, problems: toProblems(text, lints) };
}

/** Fix all as the page runs it: Harper and the rule layer merged, protected words kept. */
async function fixEverything(text: string, dictionary: ReadonlySet<string> = new Set()) {
  const problems = await grammarProblems(text);
  return fixAll(text, problems, (p) => isProtected(text, p, dictionary));
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
    const { text: fixed, fixed: count, left } = await fixEverything(text);
    expect({ count, left }).toEqual({ count: 3, left: 0 });
    expect(fixed).toBe('I ate an apple. This is a test. I have a dog.');
    expect(await grammarProblems(fixed)).toEqual([]);
  });
});

describe('Fix all applies only sure fixes', () => {
  it('capitalises a known place instead of guessing a spelling: “in paris” becomes “in Paris”', async () => {
    const result = await fixEverything('We opened an office in paris last year.');
    expect(result.text).toBe('We opened an office in Paris last year.');
    expect(result.text).not.toContain('par’s');
  });

  it('removes a doubled word rather than rewording it: “the the report” becomes “the report”', async () => {
    const result = await fixEverything('Please review the the report before Friday.');
    expect(result.text).toBe('Please review the report before Friday.');
  });

  it('leaves misspellings with several candidates and unknown names for the visitor, and says how many', async () => {
    const text = 'Priya definately wants a update.';
    const result = await fixEverything(text);
    expect(result.text).toBe('Priya definately wants an update.');
    expect(result.fixed).toBe(1);
    expect(result.left).toBeGreaterThanOrEqual(1);
  });

  it('never changes a word from the visitor’s dictionary', async () => {
    const text = 'Our recruiter Okonkwoh sent a offer.';
    const plain = await fixEverything(text);
    const withWord = await fixEverything(text, new Set(['okonkwoh']));
    expect(withWord.text).toBe('Our recruiter Okonkwoh sent an offer.');
    expect(plain.text).toContain('Okonkwoh');
  });
});
