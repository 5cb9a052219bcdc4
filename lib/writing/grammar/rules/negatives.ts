import type { Problem } from '../problems';
import { verbForms } from './lexicon';
import { matchCase, replace, ruleProblem } from './problem';
import type { Sentence } from './tokens';

/**
 * A double negative: "don’t have no time", "didn’t receive nothing", "never said nothing". The
 * second negative becomes its "any" form. A clause ends at a comma, a semicolon or a word that
 * opens a new one, so "I don’t know, but nobody asked" is left alone, as is "can’t say no".
 */
const SECOND: Record<string, string> = {
  no: 'any',
  nothing: 'anything',
  nobody: 'anybody',
  none: 'any',
  nowhere: 'anywhere',
  'no one': 'anyone',
  noone: 'anyone',
};
const CLAUSE_BREAKS = new Set([
  'but',
  'because',
  'that',
  'which',
  'who',
  'if',
  'when',
  'while',
  'although',
  'though',
  'so',
  'and',
  'or',
  'since',
  'until',
  'unless',
  'whether',
  'than',
]);
const isNegation = (lower: string) =>
  /n['’]t$/.test(lower) || lower === 'never' || lower === 'not' || lower === 'cannot';

export function negativeRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  for (const { tokens } of sentences) {
    let negated = false;
    let verbs = 0;
    tokens.forEach((token, i) => {
      if (!token.word) {
        if (/[,;:—–()]/.test(token.text)) negated = false;
        return;
      }
      if (CLAUSE_BREAKS.has(token.lower)) {
        negated = false;
        return;
      }
      if (isNegation(token.lower)) {
        negated = true;
        verbs = 0;
        return;
      }
      if (!negated) return;
      // A second verb starts another clause: "invitations never opened cost nothing".
      if (verbForms(token.lower) && !['no', 'none'].includes(token.lower) && (verbs += 1) > 1) {
        negated = false;
        return;
      }
      const previous = tokens[i - 1]?.lower;
      const next = tokens[i + 1];
      // "say no", "no longer", "no doubt", "no matter", "not … no less" are idioms, not a second negative.
      if (
        token.lower === 'no' &&
        (previous === 'say' ||
          previous === 'said' ||
          ['longer', 'doubt', 'matter', 'less', 'more than'].includes(next?.lower ?? ''))
      )
        return;
      const twoWords = token.lower === 'no' && next?.lower === 'one';
      const key = twoWords ? 'no one' : token.lower;
      const fix = SECOND[key];
      if (!fix) return;
      const end = twoWords ? next!.end : token.end;
      out.push(
        ruleProblem(
          text,
          'double-negative',
          token.start,
          end,
          'Grammar',
          `One negative is enough: use “${fix}” after “not” or “never”.`,
          [replace(matchCase(token.text, fix))],
          { safe: true, outranks: true },
        ),
      );
      negated = false;
    });
  }
  return out;
}
