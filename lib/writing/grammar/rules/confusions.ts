import type { Problem } from '../problems';
import { DO_FORMS, MODALS, NEGATED_MODALS, SUBJECT_PRONOUNS } from './lexicon';
import { nounNumber } from './agreement';
import { matchCase, replace, ruleProblem } from './problem';
import type { Sentence, Token } from './tokens';

/**
 * Commonly confused words where the words around decide: less/fewer, loose/lose,
 * except/accept, complement/compliment, advice/advise.
 */
const OBJECTS = new Set(['me', 'him', 'her', 'them', 'us', 'you']);

export function confusionRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  const flag = (word: Token, fix: string, message: string) =>
    out.push(
      ruleProblem(
        text,
        'confusion',
        word.start,
        word.end,
        'Word choice',
        message,
        [replace(matchCase(word.text, fix))],
        {
          safe: true,
          outranks: true,
        },
      ),
    );
  for (const { words } of sentences) {
    words.forEach((word, i) => {
      const before = words[i - 1];
      const next = words[i + 1];
      const verbSlot =
        !before ||
        MODALS.has(before.lower) ||
        NEGATED_MODALS.has(before.lower) ||
        DO_FORMS.has(before.lower) ||
        ['to', 'not', 'never', 'please'].includes(before.lower) ||
        SUBJECT_PRONOUNS.has(before.lower);
      switch (word.lower) {
        case 'less':
          // "Sales, less returns": in accounts "less" means minus.
          if (
            /[,;(]\s*$/.test(text.slice(0, word.start)) ||
            before?.lower === 'plus' ||
            /^\d/.test(before?.text ?? '')
          )
            break;
          if (next && nounNumber(next.text) === 'plural' && /s$/.test(next.lower) && next.lower !== 'less')
            flag(word, 'fewer', 'Use “fewer” with things you can count, “less” with amounts.');
          else if (next?.lower === 'people')
            flag(word, 'fewer', 'Use “fewer” with things you can count, “less” with amounts.');
          break;
        case 'loose':
          if (verbSlot && before)
            flag(word, 'lose', '“Lose” is the verb (to lose something); “loose” means not tight.');
          break;
        case 'except':
          if (verbSlot && before && before.lower !== 'please')
            flag(word, 'accept', '“Accept” means to agree to or receive; “except” means “apart from”.');
          break;
        case 'accept':
          if (
            before &&
            ['everyone', 'everybody', 'everything', 'all', 'anyone', 'nobody', 'nothing'].includes(
              before.lower,
            ) &&
            next &&
            /^\p{Lu}/u.test(next.text)
          )
            flag(word, 'except', '“Except” means “apart from”; “accept” means to agree to or receive.');
          break;
        case 'complemented':
        case 'complement':
          if (next && OBJECTS.has(next.lower))
            flag(
              word,
              word.lower.replace('complement', 'compliment'),
              '“Compliment” is praise; “complement” is something that completes.',
            );
          break;
        case 'advice':
          if (verbSlot && before && next && (OBJECTS.has(next.lower) || next.lower === 'that'))
            flag(word, 'advise', '“Advise” is the verb; “advice” is the noun.');
          break;
      }
    });
  }
  return out;
}
