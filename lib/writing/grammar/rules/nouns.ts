import type { Problem } from '../problems';
import { CONJUNCTIONS, DETERMINERS, PREPOSITIONS, verbForms } from './lexicon';
import { nounNumber } from './agreement';
import { matchCase, replace, ruleProblem } from './problem';
import type { Sentence } from './tokens';
import { ALSO_VERBS, UNCOUNTABLE } from './words';

/**
 * Nouns and their quantity words: no plural for uncountable nouns ("informations"), "many" with
 * things counted ("how much candidates"), no "a" before a plural ("a candidates"), and "the"
 * before a superlative ("is best candidate").
 */
const PHRASE_ENDS = new Set([
  'yesterday',
  'today',
  'tomorrow',
  'last',
  'this',
  'next',
  'and',
  ...PREPOSITIONS,
]);

export function nounRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  for (const { words } of sentences) {
    words.forEach((word, i) => {
      const before = words[i - 1];
      const next = words[i + 1];
      const singular = UNCOUNTABLE[word.lower];
      if (
        singular &&
        (!ALSO_VERBS.has(word.lower) ||
          (before && (DETERMINERS.has(before.lower) || ['of', 'good', 'new'].includes(before.lower))))
      ) {
        out.push(
          ruleProblem(
            text,
            'uncountable',
            word.start,
            word.end,
            'Grammar',
            `“${matchCase(word.text, singular)}” has no plural.`,
            [replace(matchCase(word.text, singular))],
            { safe: true, outranks: true },
          ),
        );
        return;
      }
      // "How much candidates applied?", but not "how much leaks away".
      const afterNext = words[i + 2];
      const verbAfter =
        !afterNext ||
        /^[.?!,]/.test(text.slice(next?.end ?? 0).trim()) ||
        Boolean(verbForms(afterNext.lower)) ||
        ['do', 'did', 'does', 'are', 'were', 'have', 'will', 'can'].includes(afterNext.lower);
      if (
        word.lower === 'much' &&
        next &&
        nounNumber(next.text) === 'plural' &&
        /s$/.test(next.lower) &&
        !UNCOUNTABLE[next.lower] &&
        verbAfter
      ) {
        out.push(
          ruleProblem(
            text,
            'much-many',
            word.start,
            word.end,
            'Grammar',
            'Use “many” with things you can count.',
            [replace(matchCase(word.text, 'many'))],
            { safe: true },
          ),
        );
        return;
      }
      if (
        (word.lower === 'a' || word.lower === 'an') &&
        next &&
        nounNumber(next.text) === 'plural' &&
        /s$/.test(next.lower)
      ) {
        const after = words[i + 2];
        const gap = after ? text.slice(next.end, after.start) : '.';
        if (/[.,;!?]/.test(gap) || (after && PHRASE_ENDS.has(after.lower))) {
          out.push(
            // The flagged stretch takes the space after the article, so removing it leaves one space.
            ruleProblem(
              text,
              'article-plural',
              word.start,
              next.start,
              'Grammar',
              `“${word.text}” goes with one thing; “${next.text}” is plural.`,
              [{ kind: 'remove', text: '' }],
            ),
          );
        }
        return;
      }
      if (
        ['is', 'was', 'are', 'were'].includes(word.lower) &&
        next &&
        ['best', 'worst', 'biggest', 'largest', 'smallest', 'strongest'].includes(next.lower)
      ) {
        const noun = words[i + 2];
        if (
          !noun ||
          PREPOSITIONS.has(noun.lower) ||
          CONJUNCTIONS.has(noun.lower) ||
          /ly$/.test(noun.lower) ||
          ['practice', 'practices'].includes(noun.lower)
        )
          return;
        if (text.slice(next.end, noun.start) !== ' ') return;
        out.push(
          ruleProblem(
            text,
            'superlative-article',
            next.start,
            next.end,
            'Grammar',
            'A superlative before a noun needs “the”.',
            [replace(`the ${next.text}`)],
            {},
          ),
        );
      }
    });
  }
  return out;
}
