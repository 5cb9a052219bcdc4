import type { Problem } from '../problems';
import { BE_HAVE, MODALS, verbForms } from './lexicon';
import { nounNumber } from './agreement';
import { matchCase, replace, ruleProblem } from './problem';
import type { Sentence, Token } from './tokens';

/**
 * Pronoun case: an object form as a subject ("Me and him went", "Her and I will", "Us managers")
 * and a subject form as an object ("to John and I", "between you and I").
 */
const SUBJECT_FORM: Record<string, string> = { me: 'I', him: 'he', her: 'she', us: 'we', them: 'they' };

const isVerb = (token: Token | undefined) =>
  Boolean(token && (BE_HAVE.has(token.lower) || MODALS.has(token.lower) || verbForms(token.lower)));

export function pronounRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  for (const { words } of sentences) {
    const first = words[0];
    const second = words[1];
    if (first && second && SUBJECT_FORM[first.lower]) {
      if (second.lower === 'and') {
        // "Her and I will…": with "I" after it the fix is sure; "Me and my team" needs rewording.
        const partner = words[2];
        const sure =
          partner?.text === 'I' ||
          (partner && SUBJECT_FORM[partner.lower] === undefined && first.lower !== 'me');
        out.push(
          ruleProblem(
            text,
            'pronoun-case',
            first.start,
            first.end,
            'Pronoun',
            `Use “${matchCase(first.text, SUBJECT_FORM[first.lower]!)}” as the subject of a verb.`,
            [replace(matchCase(first.text, SUBJECT_FORM[first.lower]!))],
            { safe: Boolean(sure) },
          ),
        );
        const other = words[2];
        if (other && SUBJECT_FORM[other.lower] && isVerb(words[3]))
          out.push(
            ruleProblem(
              text,
              'pronoun-case',
              other.start,
              other.end,
              'Pronoun',
              `Use “${SUBJECT_FORM[other.lower]}” as the subject of a verb.`,
              [replace(SUBJECT_FORM[other.lower]!)],
            ),
          );
      } else if (
        // "US employers" is the country.
        (first.text === 'Us' || first.text === 'Them') &&
        nounNumber(second.text) === 'plural' &&
        isVerb(words[2])
      ) {
        const fix = first.lower === 'us' ? 'We' : 'Those';
        out.push(
          ruleProblem(
            text,
            'pronoun-case',
            first.start,
            first.end,
            'Pronoun',
            `Use “${fix}” here.`,
            [replace(fix)],
            { safe: true },
          ),
        );
      }
    }
    words.forEach((word, i) => {
      if (word.text !== 'I' || words[i - 1]?.lower !== 'and' || i < 3) return;
      const after = text.slice(word.end).trimStart();
      if (!/^([.,;:!?)]|$)/.test(after)) return;
      out.push(
        ruleProblem(
          text,
          'pronoun-case',
          word.start,
          word.end,
          'Pronoun',
          'After a verb or a preposition, use “me”: “to John and me”.',
          [replace('me')],
        ),
      );
    });
  }
  return out;
}
