import type { Problem } from '../problems';
import {
  DETERMINERS,
  DO_FORMS,
  MODALS,
  NEGATED_MODALS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  verbForms,
} from './lexicon';
import { matchCase, replace, ruleProblem } from './problem';
import type { Sentence, Token } from './tokens';

/**
 * The base form after a modal, "do" or "to": "can speaks", "will sent", "doesn’t knows",
 * "to finished". Verbs whose past looks like their base ("put", "read") are left alone.
 */
function wrongForm(token: Token | undefined): string | undefined {
  if (!token) return undefined;
  const found = verbForms(token.lower);
  if (!found || found.forms.has('base')) return undefined;
  return found.verb.base;
}

export function verbFormRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  const flag = (token: Token, base: string, after: string) =>
    out.push(
      ruleProblem(
        text,
        'verb-form',
        token.start,
        token.end,
        'Agreement',
        `Use the base form of the verb after “${after}”.`,
        [replace(matchCase(token.text, base))],
        { safe: true, outranks: true },
      ),
    );
  for (const { words } of sentences) {
    words.forEach((word, i) => {
      const lower = word.lower;
      const modal = MODALS.has(lower) || NEGATED_MODALS.has(lower);
      const doForm = DO_FORMS.has(lower);
      if (modal || doForm) {
        // "can speaks", "can not speaks", "did you received", "doesn’t knows".
        let at = i + 1;
        if (words[at]?.lower === 'not') at += 1;
        if (doForm && i === 0 && SUBJECT_PRONOUNS.has(words[at]?.lower ?? '')) at += 1;
        const target = words[at];
        const base = wrongForm(target);
        // "…what the team did; makes basic errors": the verb must follow with nothing but spaces.
        if (!target || !base || !/^\s+$/.test(text.slice(words[at - 1]!.end, target.start))) return;
        // "could have", "will be" are fine; "had" after "did" is caught as "have".
        const found = verbForms(target.lower)!;
        if (modal && found.forms.has('participle') && !found.forms.has('past')) return;
        flag(target, base, word.text);
        return;
      }
      if (lower === 'to') {
        const target = words[i + 1];
        const found = target && verbForms(target.lower);
        if (!target || !found || found.forms.has('base') || !found.forms.has('past')) return;
        if (!/^\s+$/.test(text.slice(word.end, target.start))) return;
        // "to finished the report" but not "to signed contracts": the next word must start a phrase.
        const next = words[i + 2];
        const gap = next ? text.slice(target.end, next.start) : '';
        const opens =
          !next ||
          /[.,;!?]/.test(gap) ||
          DETERMINERS.has(next.lower) ||
          PREPOSITIONS.has(next.lower) ||
          SUBJECT_PRONOUNS.has(next.lower) ||
          ['me', 'him', 'them', 'us'].includes(next.lower);
        if (opens) flag(target, found.verb.base, 'to');
      }
    });
  }
  return out;
}
