import { beforeAll, describe, expect, it } from 'vitest';
import { similarity } from '@/lib/writing/rewrite/diff';
import { paraphrase, PARAPHRASE_MODES, STRENGTHS, type ParaphraseMode } from '@/lib/writing/rewrite/engine';
import { isChange, resolveText } from '@/lib/writing/rewrite/pieces';
import { register } from '@/lib/writing/rewrite/register';
import { REWRITE_GOALS, rewriteText, type RewriteGoal } from '@/lib/writing/rewrite/rewrite';
import { CORPUS } from './corpus';
import { grade, median, pct, sentenceWords, wordTotal } from './corpus/measure';

/**
 * Each mode of the paraphraser and each goal of the rewriter measured over the whole corpus: the
 * median paragraph must move the way the mode's name promises.
 */
const paraphrased = new Map<string, string[]>();
const para = (mode: ParaphraseMode) => {
  let outs = paraphrased.get(mode);
  if (!outs) {
    outs = CORPUS.map(({ text }) => resolveText(paraphrase(text, mode).pieces));
    paraphrased.set(mode, outs);
  }
  return outs;
};
const rewritten = new Map<string, string[]>();
const rewrite = (goal: RewriteGoal) => {
  let outs = rewritten.get(goal);
  if (!outs) {
    outs = CORPUS.map(({ text }) => rewriteText(text, goal).text);
    rewritten.set(goal, outs);
  }
  return outs;
};

const changed = (outs: readonly string[]) =>
  median(outs.map((out, i) => similarity(CORPUS[i]!.text, out).changed));
const shrink = (outs: readonly string[]) =>
  outs.map((out, i) => 1 - wordTotal(out) / wordTotal(CORPUS[i]!.text));
const gradeDrop = (outs: readonly string[]) => outs.map((out, i) => grade(CORPUS[i]!.text) - grade(out));
const registerShift = (outs: readonly string[]) =>
  outs.map((out, i) => register(out).score - register(CORPUS[i]!.text).score);

// Every mode and goal over the whole corpus once, before the tests that compare them.
beforeAll(() => {
  for (const mode of PARAPHRASE_MODES) para(mode);
  for (const goal of REWRITE_GOALS) rewrite(goal);
}, 180_000);

describe('the corpus', () => {
  it('has at least 100 paragraphs of 40 to 150 words', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(100);
    for (const { id, text } of CORPUS) {
      const n = wordTotal(text);
      expect(n, id).toBeGreaterThanOrEqual(40);
      expect(n, id).toBeLessThanOrEqual(150);
    }
    expect(new Set(CORPUS.map((p) => p.id)).size).toBe(CORPUS.length);
  });
});

describe('each mode does what its name says, over the corpus', () => {
  it('prints the figures per mode and goal', () => {
    const lines = PARAPHRASE_MODES.map((mode) => {
      const outs = para(mode);
      return `paraphrase ${mode}: words changed ${pct(changed(outs))}, words cut ${pct(median(shrink(outs)))}, grade drop ${median(gradeDrop(outs)).toFixed(2)}, register shift ${median(registerShift(outs)).toFixed(2)}`;
    });
    for (const goal of REWRITE_GOALS) {
      const outs = rewrite(goal);
      lines.push(
        `rewrite ${goal}: words changed ${pct(changed(outs))}, words cut ${pct(median(shrink(outs)))}, grade drop ${median(gradeDrop(outs)).toFixed(2)}, register shift ${median(registerShift(outs)).toFixed(2)}`,
      );
    }
    console.log(lines.join('\n'));
  }, 60_000);

  it('standard changes at least 15% of the words of the median paragraph', () => {
    expect(changed(para('standard'))).toBeGreaterThanOrEqual(0.15);
  });

  it('shorten cuts at least 20% of the words, and never lengthens a paragraph', () => {
    for (const outs of [para('shorten'), rewrite('shorten')]) {
      expect(median(shrink(outs))).toBeGreaterThanOrEqual(0.2);
      outs.forEach((out, i) =>
        expect(wordTotal(out), CORPUS[i]!.id).toBeLessThanOrEqual(wordTotal(CORPUS[i]!.text)),
      );
    }
  });

  it('expand makes the text longer and repeats no sentence word for word', () => {
    for (const outs of [para('expand'), rewrite('expand')]) {
      expect(median(shrink(outs))).toBeLessThan(0);
      outs.forEach((out, i) => {
        const input = sentenceWords(CORPUS[i]!.text);
        const output = sentenceWords(out);
        // No output sentence contains a whole input sentence twice over, nor two output sentences the same.
        for (const sentence of input) {
          const copies = output.filter((o) => ` ${o} `.includes(` ${sentence} `)).length;
          expect(copies, `${CORPUS[i]!.id}: ${sentence}`).toBeLessThanOrEqual(1);
        }
        expect(new Set(output).size, CORPUS[i]!.id).toBe(output.length);
      });
    }
  });

  it('simple lowers the reading grade of the median paragraph', () => {
    expect(median(gradeDrop(para('simple')))).toBeGreaterThan(0);
    expect(median(gradeDrop(rewrite('simplify')))).toBeGreaterThan(0);
  });

  it('formal and academic raise the register score; friendly lowers it', () => {
    expect(median(registerShift(para('formal')))).toBeGreaterThan(0);
    expect(median(registerShift(para('academic')))).toBeGreaterThan(0);
    expect(median(registerShift(rewrite('formal')))).toBeGreaterThan(0);
    expect(median(registerShift(para('friendly')))).toBeLessThan(0);
    expect(median(registerShift(rewrite('friendly')))).toBeLessThan(0);
  });

  it('gives nine modes nine different results on most paragraphs', () => {
    const distinct = CORPUS.map((_, i) => new Set(PARAPHRASE_MODES.map((mode) => para(mode)[i])).size);
    expect(median(distinct)).toBeGreaterThanOrEqual(7);
  });
});

describe('the change strength', () => {
  it('changes more words at each step, for every mode that swaps words', () => {
    const sample = CORPUS.filter((_, i) => i % 3 === 0);
    const lines: string[] = [];
    for (const mode of ['standard', 'creative', 'fluent', 'simple', 'formal'] as const) {
      const shares = STRENGTHS.map((strength) =>
        median(
          sample.map(
            ({ text }) => similarity(text, resolveText(paraphrase(text, mode, { strength }).pieces)).changed,
          ),
        ),
      );
      lines.push(`${mode}: ${shares.map(pct).join(' → ')}`);
      expect(shares[0]!, mode).toBeLessThan(shares[1]!);
      expect(shares[1]!, mode).toBeLessThanOrEqual(shares[2]!);
    }
    console.log(`words changed, fewer → balanced → more:\n${lines.join('\n')}`);
  }, 60_000);
});

describe('frozen words', () => {
  it('are never changed, moved apart or removed, in any mode or goal', () => {
    const frozen = ['team', 'customers', 'help us', 'employees', 'job', 'quickly', 'we’re', 'at least'];
    // Every occurrence is still there, spelled the same (another word may become one, never the reverse).
    const exact = (s: string, phrase: string) =>
      s.match(new RegExp(`(?<![\\p{L}])${phrase.replace(/’/g, "['’]")}(?![\\p{L}])`, 'gu'))?.length ?? 0;
    let checked = 0;
    for (const { id, text } of CORPUS) {
      for (const mode of PARAPHRASE_MODES) {
        const { pieces } = paraphrase(text, mode, { frozen, strength: 'more' });
        for (const piece of pieces.filter(isChange))
          for (const phrase of frozen)
            expect(exact(piece.original, phrase), `${id} ${mode}: ${piece.original}`).toBe(0);
        const out = resolveText(pieces);
        for (const phrase of frozen)
          expect(exact(out, phrase), `${id} ${mode}: ${out}`).toBeGreaterThanOrEqual(exact(text, phrase));
        checked += 1;
      }
      for (const goal of REWRITE_GOALS) {
        const out = rewriteText(text, goal, { frozen }).text;
        for (const phrase of frozen)
          expect(exact(out, phrase), `${id} ${goal}: ${out}`).toBeGreaterThanOrEqual(exact(text, phrase));
        checked += 1;
      }
    }
    expect(checked).toBe(CORPUS.length * 14);
  }, 60_000);
});
