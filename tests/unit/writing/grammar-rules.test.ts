/**
 * The rule layer's plumbing, without Harper: merging with Harper's problems, the visitor's
 * dictionary, and which words Fix all must not touch. What the rules find is scored on the corpus
 * (grammar-corpus.test.ts) with the real engine.
 */
import { describe, expect, it } from 'vitest';
import { addWord, parseDictionary, removeWord, withoutKnownWords } from '@/lib/writing/grammar/dictionary';
import { mergeProblems } from '@/lib/writing/grammar/merge';
import type { Problem } from '@/lib/writing/grammar/problems';
import { isProtected } from '@/lib/writing/grammar/protect';
import { ruleProblems } from '@/lib/writing/grammar/rules';

const problem = (text: string, flagged: string, extra: Partial<Problem> = {}): Problem => {
  const start = new RegExp(`(?<![\\p{L}])${flagged}(?![\\p{L}])`, 'u').exec(text)!.index;
  return {
    id: `${start}-${flagged}`,
    start,
    end: start + flagged.length,
    kind: 'Spelling',
    message: 'x',
    flagged,
    fixes: [{ kind: 'replace', text: 'y' }],
    safe: false,
    source: 'harper',
    ...extra,
  };
};

describe('merging the rule layer with Harper', () => {
  const text = 'We met in paris and recieved a hour.';
  const harperParis = problem(text, 'paris', { fixes: [{ kind: 'replace', text: "par's" }] });
  const harperArticle = problem(text, 'a', {
    kind: 'Miscellaneous',
    safe: true,
    fixes: [{ kind: 'replace', text: 'an' }],
  });

  it('lets a sure rule replace Harper’s guess on the same word', () => {
    const [rule] = ruleProblems(text).filter((p) => p.flagged === 'paris');
    const merged = mergeProblems([harperParis, harperArticle], [rule!]);
    expect(merged.map((p) => `${p.source}:${p.flagged}:${p.fixes[0]!.text}`)).toEqual([
      'rules:paris:Paris',
      'harper:a:an',
    ]);
  });

  it('drops a rule problem Harper already covers, and keeps one Harper is silent on', () => {
    const own = problem(text, 'a', { source: 'rules', kind: 'Grammar', safe: true });
    const extra = problem(text, 'recieved', { source: 'rules', kind: 'Grammar' });
    const merged = mergeProblems([harperArticle], [own, extra]);
    expect(merged).toEqual([extra, harperArticle]);
  });
});

describe('the rules leave correct writing alone', () => {
  it.each([
    'If you want, call me.',
    'None of the candidates is ready, and the data are clear.',
    'The candidate we hired starts on Monday.',
    'Between you and me, the offer is generous.',
    'The hiring manager said, “We need someone who can start in June.”',
  ])('%j', (text) => {
    expect(ruleProblems(text)).toEqual([]);
  });
});

describe('the visitor’s dictionary', () => {
  it('reads what is stored, and survives a damaged value', () => {
    expect(parseDictionary('["Priya","Okonkwo"]')).toEqual(['Priya', 'Okonkwo']);
    expect(parseDictionary('not json')).toEqual([]);
    expect(parseDictionary(null)).toEqual([]);
  });

  it('adds a word once whatever its case, and removes it', () => {
    const words = addWord(addWord([], 'Priya'), 'priya');
    expect(words).toEqual(['Priya']);
    expect(removeWord(words, 'PRIYA')).toEqual([]);
  });

  it('hides spelling problems about its words, and nothing else', () => {
    const text = 'Priya sent a offer.';
    const spelling = problem(text, 'Priya');
    const article = problem(text, 'a', { kind: 'Miscellaneous' });
    expect(withoutKnownWords([spelling, article], ['priya'])).toEqual([article]);
  });
});

describe('words Fix all keeps', () => {
  it('protects dictionary words and likely names, but lets a known name get its capital', () => {
    const text = 'Send it to Okonkwoh. okonkwoh agreed in paris.';
    const name = problem(text, 'okonkwoh');
    expect(isProtected(text, name)).toBe(true);
    expect(isProtected(text, problem(text, 'Send'), new Set(['send']))).toBe(true);
    expect(isProtected(text, problem(text, 'paris', { fixes: [{ kind: 'replace', text: 'Paris' }] }))).toBe(
      false,
    );
    expect(isProtected(text, problem(text, 'paris', { fixes: [{ kind: 'replace', text: "par's" }] }))).toBe(
      true,
    );
    expect(isProtected(text, problem(text, 'agreed'))).toBe(false);
  });
});
