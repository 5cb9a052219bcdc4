import type { Problem } from '../problems';
import { DETERMINERS, verbForms } from './lexicon';
import { nounNumber } from './agreement';
import { matchCase, replace, ruleProblem } from './problem';
import type { Sentence, Token } from './tokens';

/**
 * Mistakes where one part of a sentence sets what another must be:
 * - "He walked in and starts presenting": a second verb joined by "and" to a past one.
 * - "When I joined, the team has four people": a past "when" clause before a present main verb.
 * - "Neither the desk nor the chair were": after "nor", the verb agrees with the nearer noun.
 * - "It seem like": "it", "he" or "she" opening a clause with the verb's bare form.
 */
const PRESENT_TO_PAST: Record<string, string> = {
  is: 'was',
  are: 'were',
  has: 'had',
  have: 'had',
  does: 'did',
  "doesn't": "didn't",
  'doesn’t': 'didn’t',
};
const TO_SINGULAR: Record<string, string> = { were: 'was', are: 'is', have: 'has' };
const TO_PLURAL: Record<string, string> = { was: 'were', is: 'are', has: 'have' };
const PAST_CLAUSE = new Set(['when', 'after', 'before', 'while', 'once', 'until']);
const SUBJECTS = new Set(['i', 'we', 'he', 'she', 'they']);
const CLAUSE_STARTS = new Set(['and', 'but', 'so', 'when', 'then', 'because']);
const PRONOUN_STARTS = new Set(['it', 'he', 'she']);
const NOT_AFTER = new Set([
  'to',
  'did',
  'does',
  'do',
  'let',
  'make',
  'made',
  'help',
  'helped',
  'saw',
  'see',
  'watch',
  'hear',
  'heard',
  'had',
  'have',
  'would',
  'will',
  'can',
  'could',
  'should',
  'must',
  'might',
  'may',
]);

const isPast = (token: Token | undefined) => {
  const forms = token && verbForms(token.lower)?.forms;
  return Boolean(forms?.has('past') && !forms.has('base'));
};

export function shiftRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  const add = (token: Token, fix: string, rule: string, kind: string, message: string, safe = false) =>
    out.push(
      ruleProblem(text, rule, token.start, token.end, kind, message, [replace(matchCase(token.text, fix))], {
        safe,
      }),
    );
  for (const { words, tokens } of sentences) {
    // "He walked in and starts": a subject, its past verb, then "and" and a verb with -s, in one
    // comma-free clause.
    words.forEach((word, k) => {
      if (!SUBJECTS.has(word.lower) || !isPast(words[k + 1])) return;
      if (
        k > 0 &&
        !/[,;]/.test(text.slice(words[k - 1]!.end, word.start)) &&
        !CLAUSE_STARTS.has(words[k - 1]!.lower)
      )
        return;
      for (let i = k + 2; i < Math.min(words.length, k + 9); i += 1) {
        if (/[,;:]/.test(text.slice(words[i - 1]!.end, words[i]!.start))) return;
        if (words[i]!.lower !== 'and') continue;
        // "the risks and costs": nouns joined, not verbs.
        if (/s$/.test(words[i - 1]!.lower) && !isPast(words[i - 1])) return;
        const next = words[i + 1];
        const forms = next && verbForms(next.lower);
        if (next && forms?.forms.has('third') && !forms.forms.has('base'))
          add(
            next,
            forms.verb.past,
            'and-tense',
            'Tense',
            'The first verb is in the past, so this one should be too.',
          );
        return;
      }
    });
    // "When I joined in 2019, the team has…"
    const first = words[0];
    if (first && PAST_CLAUSE.has(first.lower)) {
      const comma = tokens.findIndex((t) => t.text === ',');
      if (comma > 0) {
        const clause = tokens.slice(1, comma);
        const subjectThenPast = clause.some((t, j) => SUBJECTS.has(t.lower) && isPast(clause[j + 1]));
        const main = tokens.slice(comma + 1).filter((t) => t.word);
        if (subjectThenPast) {
          const verb = main.slice(0, 5).find((t) => PRESENT_TO_PAST[t.lower]);
          const after = verb && main[main.indexOf(verb) + 1];
          // "has grown" is a present perfect, right after "since" and often after "when".
          const perfect =
            verb &&
            ['has', 'have'].includes(verb.lower) &&
            after &&
            verbForms(after.lower)?.forms.has('participle');
          if (verb && !perfect)
            add(
              verb,
              PRESENT_TO_PAST[verb.lower]!,
              'clause-tense',
              'Tense',
              'The sentence is about the past, so this verb should be too.',
            );
        }
      }
    }
    // "Neither the desk nor the chair were"
    if (first?.lower === 'neither') {
      const nor = words.findIndex((w) => w.lower === 'nor');
      if (nor > 0) {
        let j = nor + 1;
        while (words[j] && DETERMINERS.has(words[j]!.lower)) j += 1;
        let head: Token | undefined;
        while (
          words[j] &&
          !verbForms(words[j]!.lower) &&
          !TO_SINGULAR[words[j]!.lower] &&
          !TO_PLURAL[words[j]!.lower] &&
          j < nor + 5
        ) {
          head = words[j];
          j += 1;
        }
        const verb = words[j];
        const number = head && nounNumber(head.text);
        if (verb && number === 'singular' && TO_SINGULAR[verb.lower])
          add(
            verb,
            TO_SINGULAR[verb.lower]!,
            'neither-nor',
            'Agreement',
            'After “nor”, the verb agrees with the nearer subject, which is singular.',
            true,
          );
        else if (verb && number === 'plural' && TO_PLURAL[verb.lower])
          add(
            verb,
            TO_PLURAL[verb.lower]!,
            'neither-nor',
            'Agreement',
            'After “nor”, the verb agrees with the nearer subject, which is plural.',
            true,
          );
      }
    }
    // "It seem like", "He look tired": only where the pronoun opens the sentence or follows a comma-free "and"/"but".
    words.forEach((word, i) => {
      if (
        !PRONOUN_STARTS.has(word.lower) ||
        (i > 0 && !['and', 'but', 'so', 'because', 'if', 'when', 'that'].includes(words[i - 1]!.lower))
      )
        return;
      if (i > 0 && NOT_AFTER.has(words[i - 1]!.lower)) return;
      const verb = words[i + 1];
      const forms = verb && verbForms(verb.lower);
      if (!verb || !forms || !forms.forms.has('base') || forms.forms.has('past') || forms.forms.has('third'))
        return;
      if (
        ['it'].includes(word.lower) &&
        ![
          'seem',
          'look',
          'sound',
          'feel',
          'appear',
          'mean',
          'work',
          'need',
          'take',
          'make',
          'cost',
          'happen',
          'matter',
          'help',
          'require',
          'include',
        ].includes(forms.verb.base)
      )
        return;
      add(
        verb,
        forms.verb.third,
        'pronoun-verb',
        'Agreement',
        `With “${word.text.toLowerCase()}”, the verb takes -s.`,
        true,
      );
    });
  }
  return out;
}
