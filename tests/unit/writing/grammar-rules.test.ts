/**
 * The rule layer's plumbing, without Harper: merging with Harper's problems, the visitor's
 * dictionary, names, and which words Fix all must not touch; and the newer rules on sentences of
 * their own. How well the rules do overall is scored on the corpus (grammar-corpus.test.ts) with
 * the real engine.
 */
import { describe, expect, it } from 'vitest';
import { addWord, parseDictionary, removeWord, withoutKnownWords } from '@/lib/writing/grammar/dictionary';
import { mergeProblems } from '@/lib/writing/grammar/merge';
import { fixAll, type Problem } from '@/lib/writing/grammar/problems';
import { isProtected } from '@/lib/writing/grammar/protect';
import { nameSet, withoutNames } from '@/lib/writing/grammar/proper-nouns';
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

/** What Fix all makes of `text` with the rule layer alone. */
const fixedByRules = (text: string) => fixAll(text, ruleProblems(text)).text;

describe('the rules for mistakes people reported', () => {
  it('turns the second of two negatives into its “any” form, and leaves idioms alone', () => {
    expect(fixedByRules('We can’t find nothing in the shared drive.')).toBe(
      'We can’t find anything in the shared drive.',
    );
    expect(fixedByRules('They never told no one about the move.')).toBe(
      'They never told anyone about the move.',
    );
    for (const clean of [
      'I can’t say no to a good offer.',
      'We didn’t hire anyone, but nobody complained.',
      'It doesn’t matter that no one replied.',
    ])
      expect(ruleProblems(clean), clean).toEqual([]);
  });

  it('uses “lie” where something rests and “lay” where something is put down', () => {
    expect(fixedByRules('You should lay down if you feel dizzy.')).toBe(
      'You should lie down if you feel dizzy.',
    );
    expect(fixedByRules('Your badge is laying on the printer.')).toBe('Your badge is lying on the printer.');
    expect(fixedByRules('The report has laid unread since March.')).toBe(
      'The report has lain unread since March.',
    );
    for (const clean of [
      'Please lay the forms on my desk.',
      'The company laid off forty people.',
      'We laid around 200 cables last week.',
      'They are laying down new rules for expenses.',
    ])
      expect(ruleProblems(clean), clean).toEqual([]);
  });

  it('flags “whom” as a subject and “who” after a preposition that opens a question, nothing else', () => {
    expect(fixedByRules('Whom is leading the audit?')).toBe('Who is leading the audit?');
    expect(fixedByRules('The analyst whom wrote this deserves credit.')).toBe(
      'The analyst who wrote this deserves credit.',
    );
    expect(fixedByRules('By who was this approved?')).toBe('By whom was this approved?');
    for (const clean of [
      'Whom did the panel recommend?',
      'The client to whom we wrote has replied.',
      'Talk to who is on call tonight.',
      'Who should I ask about parking?',
    ])
      expect(ruleProblems(clean), clean).toEqual([]);
  });

  it('adds the missing article where one is plainly needed', () => {
    expect(fixedByRules('He worked as electrician for ten years.')).toBe(
      'He worked as an electrician for ten years.',
    );
    expect(fixedByRules('Please forward me copy of the lease.')).toBe(
      'Please forward me a copy of the lease.',
    );
    expect(fixedByRules('We have short question about billing.')).toBe(
      'We have a short question about billing.',
    );
    for (const clean of [
      'It works as expected.',
      'Please send me feedback on the draft.',
      'I have questions about the rota.',
      'This is good news for the team.',
    ])
      expect(ruleProblems(clean), clean).toEqual([]);
  });

  it('takes the apostrophe out of a counted plural', () => {
    expect(fixedByRules('We interviewed four designer’s today.')).toBe(
      'We interviewed four designers today.',
    );
    expect(fixedByRules("Several contractor's must renew their badges.")).toBe(
      'Several contractors must renew their badges.',
    );
    expect(ruleProblems('The designer’s laptop is new.')).toEqual([]);
  });

  it('reads agreement past an aside, and after “neither … nor”', () => {
    expect(fixedByRules('The founder, together with two advisers, are visiting Lagos.')).toBe(
      'The founder, together with two advisers, is visiting Lagos.',
    );
    expect(fixedByRules('Neither the printer nor the scanner were working.')).toBe(
      'Neither the printer nor the scanner was working.',
    );
  });

  it('asks for a question mark after a question, not after a polite request', () => {
    expect(fixedByRules('Is the offer still open.')).toBe('Is the offer still open?');
    expect(ruleProblems('Could you please send the file.')).toEqual([]);
    expect(ruleProblems('When the offer arrives, we will sign it.')).toEqual([]);
  });
});

describe('names, places and brands', () => {
  const names = nameSet('siobhan zürich');
  const spelling = (text: string, word: string) => problem(text, word);
  const kept = (text: string, word: string) => withoutNames(text, [spelling(text, word)], names).length;

  it('are never misspellings when written as names are written', () => {
    expect(kept('We moved the pipeline to HubSpot.', 'HubSpot')).toBe(0);
    expect(kept('The new iPhone arrived.', 'iPhone')).toBe(0);
    expect(kept('Please ask Okafor before Friday.', 'Okafor')).toBe(0);
    expect(kept('We need Okafor’s answer.', 'Okafor’s')).toBe(0);
    expect(kept('Siobhan will lead the review.', 'Siobhan')).toBe(0);
    expect(kept('Zürich is our second office.', 'Zürich')).toBe(0);
    expect(kept('Tadhg and Niamh lead the project.', 'Tadhg')).toBe(0);
  });

  it('still are when the word is an ordinary misspelling', () => {
    expect(kept('We recieved the forms.', 'recieved')).toBe(1);
    expect(kept('Unfortunatly the role is filled.', 'Unfortunatly')).toBe(1);
    expect(kept('Please book the hotle.', 'hotle')).toBe(1);
  });

  it('keep problems that are not about spelling', () => {
    const text = 'Okafor have three interviews.';
    const agreement = problem(text, 'have', { kind: 'Agreement' });
    expect(withoutNames(text, [agreement], names)).toEqual([agreement]);
  });
});
