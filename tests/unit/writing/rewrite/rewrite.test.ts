import { describe, expect, it } from 'vitest';
import { diffPieces, similarity } from '@/lib/writing/rewrite/diff';
import { checkInput, countWords, looksNonEnglish } from '@/lib/writing/rewrite/input';
import { REWRITE_GOALS, rewriteText } from '@/lib/writing/rewrite/rewrite';
import { ARTICLE } from './fixtures';

const LETTER =
  'So, we are pleased to inform you that your application was approved! We met on Monday. We agreed on a plan. Please do not hesitate to contact us, e.g. by email; we will answer in a timely manner. In order to utilize the new system, employees are required to complete the training, and they must submit their timesheets on a weekly basis before the deadline.';

const steps = (goal: (typeof REWRITE_GOALS)[number], text = LETTER) =>
  Object.fromEntries(rewriteText(text, goal).steps.map((s) => [s.label, s.count]));

/** Two sentences too few for the shorten goal to drop one: what the word rules do is visible. */
const NOTICE =
  'In order to utilize the new system, employees are required to complete the training, and they must submit their timesheets on a weekly basis before the deadline. We met on Monday. We agreed on a plan.';

describe('the paragraph rewriter', () => {
  it('shortens: wordy phrases cut, short sentences with the same subject merged, a fifth or more gone', () => {
    const out = rewriteText(LETTER, 'shorten');
    expect(out.text).toContain('We met on Monday and agreed on a plan.');
    expect(out.text).toContain('we will answer promptly');
    expect(out.after.words).toBeLessThanOrEqual(out.before.words * 0.8);
    expect(steps('shorten')).toMatchObject({
      'Short sentences merged': 1,
      'Least central sentences dropped': 1,
    });
    const short = rewriteText(NOTICE, 'shorten').text;
    expect(short).toContain('To use the new system');
    expect(short).toContain('submit their timesheets weekly before the deadline');
  });

  it('simplifies: a long sentence split at a new clause, and the reading grade goes down', () => {
    const out = rewriteText(LETTER, 'simplify');
    expect(out.text).toContain('are required to complete the training. They must');
    expect(out.after.sentences).toBe(out.before.sentences + 1);
    expect(out.after.grade!).toBeLessThan(out.before.grade!);
  });

  it('keeps a fixed passive phrase like "are required to" intact', () => {
    for (const goal of REWRITE_GOALS) expect(rewriteText(NOTICE, goal).text).toContain('are required to');
  });

  it('makes text formal: contractions out, casual openers and exclamation marks gone', () => {
    const out = rewriteText("So, we can't wait to meet you! It's a lot of fun.", 'formal');
    expect(out.text).toBe('We cannot wait to meet you. It is much fun.');
  });

  it('makes text friendly: stiff phrases softened and contractions used before a word', () => {
    const out = rewriteText(
      'We regret to inform you that we are unable to proceed. Please do not hesitate to call.',
      'friendly',
    );
    expect(out.text).toBe("Unfortunately, we're unable to proceed. Feel free to call.");
  });

  it('expands with the text’s own content, repeating no sentence', () => {
    const out = rewriteText(ARTICLE, 'expand');
    expect(out.after.words).toBeGreaterThan(out.before.words);
    expect(out.text).toContain('In addition, a posting will need to show a good-faith salary range');
    // Every sentence of the result is one of the text's own, reworded: none is added or repeated.
    expect(out.after.sentences).toBe(out.before.sentences);
    const said = out.text.split(/(?<=\.)\s+/);
    expect(new Set(said).size).toBe(said.length);
    expect(out.text).not.toMatch(/In short|The main topics are/);
    expect(rewriteText('Call me e.g. tomorrow & bring the forms, etc.', 'expand').text).toBe(
      'Call me for example tomorrow and bring the forms, and so on.',
    );
  });

  it('keeps frozen words exactly, even where a goal would change them', () => {
    const out = rewriteText(NOTICE, 'shorten', { frozen: ['In order to', 'on a weekly basis', 'We met'] });
    expect(out.text).toContain('In order to use the new system');
    expect(out.text).toContain('on a weekly basis');
    expect(out.text).toContain('We met on Monday');
    // Merging would drop the second "We": frozen, both sentences stay whole.
    expect(rewriteText('We met on Monday. We agreed on a plan.', 'shorten').text).toBe(
      'We met on Monday and agreed on a plan.',
    );
    expect(
      rewriteText('We met on Monday. We agreed on a plan.', 'shorten', { frozen: ['we agreed'] }).text,
    ).toBe('We met on Monday. We agreed on a plan.');
  });

  it('is deterministic and keeps paragraph breaks', () => {
    for (const goal of REWRITE_GOALS) {
      const out = rewriteText(ARTICLE, goal);
      expect(out).toEqual(rewriteText(ARTICLE, goal));
      expect(out.text.split('\n\n')).toHaveLength(3);
    }
  });
});

describe('word comparison', () => {
  it('scores kept words in order and marks the new ones', () => {
    expect(similarity('We hired two analysts.', 'We hired two analysts.')).toMatchObject({
      similarity: 1,
      changed: 0,
    });
    const s = similarity('We hired two analysts.', 'We recruited two analysts.');
    expect(s.changed).toBe(0.25);
    expect(diffPieces('We hired two analysts.', 'We recruited two new analysts.')).toEqual([
      { text: 'We ', marked: false },
      { text: 'recruited', marked: true },
      { text: ' two ', marked: false },
      { text: 'new', marked: true },
      { text: ' analysts.', marked: false },
    ]);
  });
});

describe('input checks', () => {
  it('counts words and names the problem', () => {
    expect(countWords('Hello, wide world — it’s 2026.')).toBe(5);
    expect(checkInput('  ', 10)).toEqual({ kind: 'empty' });
    expect(checkInput('one two three', 2)).toEqual({ kind: 'too-long', words: 3, limit: 2 });
    expect(checkInput('one two', 2)).toBeNull();
  });

  it('notices text that is not English', () => {
    expect(looksNonEnglish(ARTICLE)).toBe(false);
    expect(
      looksNonEnglish(
        'El equipo de selección revisó las solicitudes y eligió a tres candidatos para la entrevista final.',
      ),
    ).toBe(true);
    expect(
      looksNonEnglish(
        'Das Team hat die Bewerbungen geprüft und drei Kandidaten für das letzte Gespräch ausgewählt.',
      ),
    ).toBe(true);
    expect(
      looksNonEnglish(
        '採用チームは応募書類を確認し、最終面接に進む三人の候補者を選びました。今回は多くの応募がありました。',
      ),
    ).toBe(true);
    expect(looksNonEnglish('Short note.')).toBe(false);
  });
});

describe('apostrophes', () => {
  it('writes contractions with the apostrophe the text already uses', () => {
    expect(rewriteText('We do not know. It’s late.', 'friendly').text).toBe('We don’t know. It’s late.');
    expect(rewriteText("We do not know. It's late.", 'friendly').text).toBe("We don't know. It's late.");
  });
});
