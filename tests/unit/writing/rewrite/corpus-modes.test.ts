import { beforeAll, describe, expect, it } from 'vitest';
import { similarity } from '@/lib/writing/rewrite/diff';
import { paraphrase, PARAPHRASE_MODES, STRENGTHS, type ParaphraseMode } from '@/lib/writing/rewrite/engine';
import { isChange, resolveText } from '@/lib/writing/rewrite/pieces';
import { register } from '@/lib/writing/rewrite/register';
import { REWRITE_GOALS, rewriteText, type RewriteGoal } from '@/lib/writing/rewrite/rewrite';
import { CORPUS, type CorpusParagraph } from './corpus';
import { HELD_OUT } from './corpus/held-out';
import { grade, median, pct, sentenceWords, wordTotal } from './corpus/measure';

/**
 * Each mode of the paraphraser and each goal of the rewriter measured over the whole corpus: the
 * median paragraph must move the way the mode's name promises.
 */
type Outputs = { para: (mode: ParaphraseMode) => string[]; rewrite: (goal: RewriteGoal) => string[] };

/** Each mode and goal run once over a set of paragraphs, on first use. */
function outputsOf(corpus: readonly CorpusParagraph[]): Outputs {
  const paraphrased = new Map<string, string[]>();
  const rewritten = new Map<string, string[]>();
  return {
    para: (mode) => {
      let outs = paraphrased.get(mode);
      if (!outs) {
        outs = corpus.map(({ text }) => resolveText(paraphrase(text, mode).pieces));
        paraphrased.set(mode, outs);
      }
      return outs;
    },
    rewrite: (goal) => {
      let outs = rewritten.get(goal);
      if (!outs) {
        outs = corpus.map(({ text }) => rewriteText(text, goal).text);
        rewritten.set(goal, outs);
      }
      return outs;
    },
  };
}

const tuning = outputsOf(CORPUS);
const heldOut = outputsOf(HELD_OUT);
const { para, rewrite } = tuning;

const changedOf = (corpus: readonly CorpusParagraph[], outs: readonly string[]) =>
  median(outs.map((out, i) => similarity(corpus[i]!.text, out).changed));
const shrinkOf = (corpus: readonly CorpusParagraph[], outs: readonly string[]) =>
  outs.map((out, i) => 1 - wordTotal(out) / wordTotal(corpus[i]!.text));
const gradeDropOf = (corpus: readonly CorpusParagraph[], outs: readonly string[]) =>
  outs.map((out, i) => grade(corpus[i]!.text) - grade(out));
const registerShiftOf = (corpus: readonly CorpusParagraph[], outs: readonly string[]) =>
  outs.map((out, i) => register(out).score - register(corpus[i]!.text).score);

const changed = (outs: readonly string[]) => changedOf(CORPUS, outs);
const shrink = (outs: readonly string[]) => shrinkOf(CORPUS, outs);
const gradeDrop = (outs: readonly string[]) => gradeDropOf(CORPUS, outs);
const registerShift = (outs: readonly string[]) => registerShiftOf(CORPUS, outs);

/** One line of figures for a mode's or goal's outputs over a set of paragraphs. */
const figures = (corpus: readonly CorpusParagraph[], outs: readonly string[]) =>
  `words changed ${pct(changedOf(corpus, outs))}, words cut ${pct(median(shrinkOf(corpus, outs)))}, grade drop ${median(gradeDropOf(corpus, outs)).toFixed(2)}, register shift ${median(registerShiftOf(corpus, outs)).toFixed(2)}`;

// Every mode and goal over the whole corpus once, before the tests that compare them.
beforeAll(() => {
  for (const outputs of [heldOut, tuning]) {
    for (const mode of PARAPHRASE_MODES) outputs.para(mode);
    for (const goal of REWRITE_GOALS) outputs.rewrite(goal);
  }
}, 360_000);

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

  it('has a held-out set at least as large, of the same lengths and kinds', () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(CORPUS.length);
    for (const { id, text } of HELD_OUT) {
      const n = wordTotal(text);
      expect(n, id).toBeGreaterThanOrEqual(40);
      expect(n, id).toBeLessThanOrEqual(150);
    }
    const ids = [...CORPUS, ...HELD_OUT].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(HELD_OUT.map((p) => p.kind))).toEqual(new Set(CORPUS.map((p) => p.kind)));
  });
});

// The held-out paragraphs are the headline: no rule or word bank was changed while looking at them.
describe('each mode does what its name says, over held-out paragraphs', () => {
  const { para: heldPara, rewrite: heldRewrite } = heldOut;
  const H = HELD_OUT;

  it('prints the figures per mode and goal, held-out first and the tuning corpus beside them', () => {
    const lines = [`held-out (${H.length} paragraphs) | tuning (${CORPUS.length})`];
    for (const mode of PARAPHRASE_MODES)
      lines.push(
        `paraphrase ${mode}: ${figures(H, heldPara(mode))}\n    tuning: ${figures(CORPUS, para(mode))}`,
      );
    for (const goal of REWRITE_GOALS)
      lines.push(
        `rewrite ${goal}: ${figures(H, heldRewrite(goal))}\n    tuning: ${figures(CORPUS, rewrite(goal))}`,
      );
    console.log(lines.join('\n'));
  }, 60_000);

  // Held out, standard changes fewer words than the 15% goal it meets on the tuning corpus, whose
  // paragraphs its synonym groups were written against. The floor sits a little under what the
  // held-out set measures, so a regression fails while the gap stays in view.
  it('standard changes at least 10% of the words of the median paragraph (tuning goal 15%)', () => {
    expect(changedOf(H, heldPara('standard'))).toBeGreaterThanOrEqual(0.1);
  });

  it('shorten cuts at least 20% of the words, and never lengthens a paragraph', () => {
    for (const outs of [heldPara('shorten'), heldRewrite('shorten')]) {
      expect(median(shrinkOf(H, outs))).toBeGreaterThanOrEqual(0.2);
      outs.forEach((out, i) => expect(wordTotal(out), H[i]!.id).toBeLessThanOrEqual(wordTotal(H[i]!.text)));
    }
  });

  it('expand makes the text longer and repeats no sentence word for word', () => {
    for (const outs of [heldPara('expand'), heldRewrite('expand')]) {
      expect(median(shrinkOf(H, outs))).toBeLessThan(0);
      outs.forEach((out, i) => {
        const output = sentenceWords(out);
        for (const sentence of sentenceWords(H[i]!.text)) {
          const copies = output.filter((o) => ` ${o} `.includes(` ${sentence} `)).length;
          expect(copies, `${H[i]!.id}: ${sentence}`).toBeLessThanOrEqual(1);
        }
        expect(new Set(output).size, H[i]!.id).toBe(output.length);
      });
    }
  });

  it('simple lowers the reading grade of the median paragraph', () => {
    expect(median(gradeDropOf(H, heldPara('simple')))).toBeGreaterThan(0);
    expect(median(gradeDropOf(H, heldRewrite('simplify')))).toBeGreaterThan(0);
  });

  it('formal and academic raise the register score; friendly lowers it', () => {
    expect(median(registerShiftOf(H, heldPara('formal')))).toBeGreaterThan(0);
    expect(median(registerShiftOf(H, heldPara('academic')))).toBeGreaterThan(0);
    expect(median(registerShiftOf(H, heldRewrite('formal')))).toBeGreaterThan(0);
    expect(median(registerShiftOf(H, heldPara('friendly')))).toBeLessThan(0);
    expect(median(registerShiftOf(H, heldRewrite('friendly')))).toBeLessThan(0);
  });

  it('gives nine modes nine different results on most paragraphs', () => {
    const distinct = H.map((_, i) => new Set(PARAPHRASE_MODES.map((mode) => heldPara(mode)[i])).size);
    expect(median(distinct)).toBeGreaterThanOrEqual(7);
  });
});

describe('each mode does what its name says, over the corpus', () => {
  it('prints the figures per mode and goal', () => {
    const lines = PARAPHRASE_MODES.map((mode) => `paraphrase ${mode}: ${figures(CORPUS, para(mode))}`);
    for (const goal of REWRITE_GOALS) lines.push(`rewrite ${goal}: ${figures(CORPUS, rewrite(goal))}`);
    console.log(`tuning corpus\n${lines.join('\n')}`);
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
