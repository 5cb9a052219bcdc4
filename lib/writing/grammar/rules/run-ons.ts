import type { Problem } from '../problems';
import {
  BE_HAVE,
  CLAUSE_VERBS,
  CONJUNCTIONS,
  DETERMINERS,
  MODALS,
  PREPOSITIONS,
  SUBORDINATORS,
  verbForms,
} from './lexicon';
import { replace, insertAfter, ruleProblem } from './problem';
import type { Sentence, Token } from './tokens';

/**
 * Two sentences joined by a comma ("The deadline is Friday, we cannot extend it") or by nothing
 * ("Our team is growing we need two more designers"). Read only when the first part already has
 * a verb of its own and the second starts with a subject and a verb.
 */
const OPENING_WORDS = new Set(['where', 'what', 'how', 'why', 'who', 'which', 'whether', ...PREPOSITIONS]);
const QUESTION_WORDS = new Set([
  'whether',
  'how',
  'what',
  'why',
  'where',
  'which',
  'who',
  'do',
  'does',
  'did',
]);
const TIME_NOUNS = new Set([
  'week',
  'month',
  'year',
  'today',
  'yesterday',
  'tomorrow',
  'now',
  'morning',
  'afternoon',
  'evening',
  'night',
  'weekend',
]);
const NEW_SUBJECTS = new Set(['i', 'we', 'he', 'she', 'they', 'it', 'you']);
const OBJECT_TAKERS = new Set([
  'thank',
  'thanks',
  'help',
  'tell',
  'told',
  'ask',
  'asked',
  'let',
  'see',
  'call',
  'email',
  'send',
  'give',
  'show',
]);

function hasVerb(words: Token[]): boolean {
  return words.some((word, i) => {
    if (BE_HAVE.has(word.lower) || MODALS.has(word.lower) || /n[’']t$/.test(word.lower)) return true;
    const forms = verbForms(word.lower);
    if (!forms) return false;
    if (i === 0 && (forms.forms.has('base') || word.lower === 'thank')) return true;
    const before = words[i - 1];
    if (before && (DETERMINERS.has(before.lower) || PREPOSITIONS.has(before.lower))) return false;
    return (
      forms.forms.has('past') ||
      forms.forms.has('third') ||
      (Boolean(before) && NEW_SUBJECTS.has(before!.lower))
    );
  });
}

/** A subject and its verb start at `at`: "we will", "it should", "the benefits are", "please work". */
function clauseStarts(words: Token[], at: number): boolean {
  const word = words[at];
  if (!word) return false;
  if (word.lower === 'please') return Boolean(words[at + 1] && verbForms(words[at + 1]!.lower));
  const next = words[at + 1];
  if (!next) return false;
  const verbal = (t: Token | undefined) =>
    Boolean(t && (BE_HAVE.has(t.lower) || MODALS.has(t.lower) || /n[’']t$/.test(t.lower)));
  if (NEW_SUBJECTS.has(word.lower)) return verbal(next) || Boolean(verbForms(next.lower));
  if (DETERMINERS.has(word.lower))
    return verbal(words[at + 2]) || (verbal(words[at + 3]) && !NEW_SUBJECTS.has(words[at + 2]?.lower ?? ''));
  return false;
}

export function runOnRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  for (const { tokens, words } of sentences) {
    const first = words[0];
    // Sentences opening with "if", "where", "for…" have an opening part, not a first sentence.
    if (!first || OPENING_WORDS.has(first.lower) || words.length < 6) continue;
    if (words.slice(0, 3).some((w) => SUBORDINATORS.has(w.lower))) continue;
    // Comma splices.
    let spliced = false;
    tokens.forEach((token, t) => {
      if (spliced || token.text !== ',') return;
      const after = words.findIndex((w) => w.start > token.start);
      if (after < 0) return;
      const before = words.slice(0, after);
      const quoted = /["“”]/.test(text.slice(token.start, words[after]!.start));
      if (
        quoted ||
        before.length < 3 ||
        !hasVerb(before) ||
        before.some((w) => w.lower === 'and' || w.lower === 'or')
      )
        return;
      if (CLAUSE_VERBS.has(before.at(-1)!.lower) || tokens.slice(0, t).some((x) => x.text === ',')) return;
      if (!clauseStarts(words, after)) return;
      // "…is booked, the decision is made and work starts" is a list of clauses, not a splice.
      if (words.slice(after).some((w) => w.lower === 'and' || w.lower === 'or')) return;
      if (/[(:]/.test(text.slice(words[0]!.start, token.start))) return;
      spliced = true;
      out.push(
        ruleProblem(
          text,
          'comma-splice',
          token.start,
          token.end,
          'Punctuation',
          'A comma cannot join two sentences. Use a full stop or a semicolon, or join them with “and”.',
          [replace(';')],
        ),
      );
    });
    if (spliced || tokens.some((t) => t.text === ',' || t.text === ';')) continue;
    // Run-ons: a new subject and verb straight after the end of a complete clause.
    for (let at = 3; at < words.length - 1; at += 1) {
      const word = words[at]!;
      const previous = words[at - 1]!;
      const plainNoun =
        !words
          .slice(Math.max(0, at - 3), at)
          .some((w) => DETERMINERS.has(w.lower) || PREPOSITIONS.has(w.lower)) &&
        /^\p{Ll}+s$/u.test(word.text) &&
        MODALS.has(words[at + 1]!.lower);
      if (!NEW_SUBJECTS.has(word.lower) && !plainNoun) continue;
      if (
        word.lower === 'you' ||
        CONJUNCTIONS.has(previous.lower) ||
        PREPOSITIONS.has(previous.lower) ||
        DETERMINERS.has(previous.lower)
      )
        continue;
      // "should I", "how we", "…changes. For": inversions, question words and any punctuation between.
      if (MODALS.has(previous.lower) || BE_HAVE.has(previous.lower) || QUESTION_WORDS.has(previous.lower))
        continue;
      if (!/^\s+$/.test(text.slice(previous.end, word.start))) continue;
      const previousIsVerb =
        verbForms(previous.lower)?.forms.has('base') && !DETERMINERS.has(words[at - 2]?.lower ?? '');
      if (OBJECT_TAKERS.has(previous.lower) || previousIsVerb) continue;
      // "the candidate we hired": after a noun phrase, "we", "they"… usually open a relative clause.
      const nounPhrase = words.slice(Math.max(0, at - 3), at).some((w) => DETERMINERS.has(w.lower));
      if (nounPhrase && word.lower !== 'it' && !plainNoun) continue;
      const recent = words.slice(Math.max(0, at - 3), at);
      if (/^\d/.test(previous.text) || recent.some((w) => QUESTION_WORDS.has(w.lower))) continue;
      // After a noun, "we hired" may open a relative clause ("people we hired before"); only a
      // be, have or modal verb, or a clause that plainly ended ("is growing", "last week"), is read.
      const next = words[at + 1]!;
      const auxiliary = BE_HAVE.has(next.lower) || MODALS.has(next.lower) || /n[’']t$/.test(next.lower);
      const ended = /(ing|ed)$/.test(previous.lower) || TIME_NOUNS.has(previous.lower);
      if (!auxiliary && !ended && !plainNoun) continue;
      const before = words.slice(0, at);
      if (!hasVerb(before) || before.some((w) => CLAUSE_VERBS.has(w.lower) || CONJUNCTIONS.has(w.lower)))
        continue;
      if (!clauseStarts(words, at) && !plainNoun) continue;
      out.push(
        ruleProblem(
          text,
          'run-on',
          previous.start,
          previous.end,
          'Punctuation',
          'These look like two sentences run together. End the first with a full stop or a semicolon.',
          [insertAfter(';')],
        ),
      );
      break;
    }
  }
  return out;
}
