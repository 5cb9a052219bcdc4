import type { Problem } from '../problems';
import { DETERMINERS, NUMBER_WORDS, PREPOSITIONS, verbForms } from './lexicon';
import { matchCase, replace, ruleProblem } from './problem';
import { apostropheOf, type Sentence } from './tokens';
import { BELONGINGS, PEOPLE } from './words';

/**
 * Apostrophes: "its’" (never a word), a plural written as a possessive ("the employee’s
 * received", "the team lead’s are"), a possessive written as a plural ("the managers office"),
 * and contractions missing theirs ("Lets meet").
 */
const CONTRACTIONS: Record<string, string> = {
  dont: 'don’t',
  doesnt: 'doesn’t',
  didnt: 'didn’t',
  isnt: 'isn’t',
  wasnt: 'wasn’t',
  arent: 'aren’t',
  werent: 'weren’t',
  hasnt: 'hasn’t',
  havent: 'haven’t',
  couldnt: 'couldn’t',
  shouldnt: 'shouldn’t',
  wouldnt: 'wouldn’t',
  theyre: 'they’re',
  youre: 'you’re',
  cant: 'can’t',
};
/** Words that end a counted noun phrase: "four designer’s today". */
const WHEN_WORDS = new Set([
  'today',
  'yesterday',
  'tomorrow',
  'now',
  'already',
  'too',
  'then',
  'this',
  'last',
  'next',
  'again',
  'and',
  'or',
]);
const QUANTIFIERS = new Set(['all', 'many', 'several', 'both', 'few', 'some', ...NUMBER_WORDS]);

export function apostropheRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  const mark = apostropheOf(text);
  for (const match of text.matchAll(/\b(its)['’](?![\p{L}])/giu)) {
    out.push(
      ruleProblem(
        text,
        'its-apostrophe',
        match.index,
        match.index + match[0].length,
        'Punctuation',
        '“Its’” is not a word: the possessive is “its”, and “it is” is “it’s”.',
        [replace(match[1]!)],
        { safe: true, outranks: true },
      ),
    );
  }
  for (const { words } of sentences) {
    words.forEach((word, i) => {
      const next = words[i + 1];
      const before = words[i - 1];
      const possessive = /^(\p{L}+)['’]s$/u.exec(word.text);
      if (
        possessive &&
        !['it', 'that', 'there', 'what', 'who', 'he', 'she', 'let', 'here'].includes(
          possessive[1]!.toLowerCase(),
        )
      ) {
        const plural = `${possessive[1]}s`;
        const quantified = words.slice(Math.max(0, i - 3), i).some((w) => QUANTIFIERS.has(w.lower));
        const pluralVerb =
          next &&
          [
            'are',
            'were',
            'have',
            'must',
            'need',
            'don’t',
            "don't",
            'aren’t',
            "aren't",
            'weren’t',
            "weren't",
            'haven’t',
            "haven't",
          ].includes(next.lower);
        // "three new hire's!", "two opening's in": a number or "all" before, and no noun after.
        const countedPlural =
          quantified &&
          /^\p{Ll}/u.test(possessive[1]!) &&
          (!next ||
            PREPOSITIONS.has(next.lower) ||
            WHEN_WORDS.has(next.lower) ||
            /[.,;:!?]/.test(text.slice(word.end, next.start)));
        // "Employee’s who travel": people in the plural, then "who" and a verb.
        const pluralWho =
          next?.lower === 'who' && i === 0 && verbForms(words[i + 2]?.lower ?? '')?.forms.has('base');
        const endsPhrase =
          next &&
          PREPOSITIONS.has(next.lower) &&
          before &&
          DETERMINERS.has(before.lower) &&
          !BELONGINGS.has(next.lower);
        if (
          pluralVerb ||
          countedPlural ||
          pluralWho ||
          (quantified && next && verbForms(next.lower)?.forms.has('past'))
        ) {
          out.push(
            ruleProblem(
              text,
              'plural-apostrophe',
              word.start,
              word.end,
              'Punctuation',
              'A plural takes no apostrophe.',
              [replace(plural)],
              {
                safe: true,
                outranks: true,
              },
            ),
          );
        } else if (endsPhrase && text.slice(word.end, next.start) === ' ') {
          out.push(
            ruleProblem(
              text,
              'plural-apostrophe',
              word.start,
              word.end,
              'Punctuation',
              'If you mean more than one, a plural takes no apostrophe.',
              [replace(plural)],
            ),
          );
        }
        return;
      }
      const contraction = CONTRACTIONS[word.lower];
      if (contraction) {
        out.push(
          ruleProblem(
            text,
            'contraction',
            word.start,
            word.end,
            'Punctuation',
            `Write “${contraction}” with an apostrophe.`,
            [replace(matchCase(word.text, contraction.replace('’', mark)))],
            { safe: true },
          ),
        );
        return;
      }
      if (word.text === 'Lets' && i === 0 && next && verbForms(next.lower)?.forms.has('base')) {
        out.push(
          ruleProblem(
            text,
            'contraction',
            word.start,
            word.end,
            'Punctuation',
            'Write “Let’s” (let us) with an apostrophe.',
            [replace(`Let${mark}s`)],
            {
              safe: true,
            },
          ),
        );
        return;
      }
      // "the managers office": a person in the plural straight before something they have.
      const stem = /^(\p{L}+?)s$/u.exec(word.text)?.[1];
      const ownerFirst = stem && PEOPLE.has(stem.toLowerCase()) && before && DETERMINERS.has(before.lower);
      const ownerAbbreviation = /^[A-Z]{2,}s$/.test(word.text) && before && DETERMINERS.has(before.lower);
      if ((ownerFirst || ownerAbbreviation) && next && BELONGINGS.has(next.lower)) {
        const after = words[i + 2];
        if (after && ['us', 'me', 'him', 'her', 'them', 'you'].includes(after.lower)) return;
        const base = word.text.slice(0, -1);
        out.push(
          ruleProblem(
            text,
            'possessive-apostrophe',
            word.start,
            word.end,
            'Punctuation',
            'A possessive needs an apostrophe.',
            [replace(`${base}${mark}s`), replace(`${base}s${mark}`)],
            { outranks: true },
          ),
        );
      }
    });
  }
  return out;
}
