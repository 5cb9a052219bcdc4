import type { Problem } from '../problems';
import { DETERMINERS, SUBJECT_PRONOUNS, verbForms } from './lexicon';
import { matchCase, replace, ruleProblem } from './problem';
import type { Sentence, Token } from './tokens';

/**
 * A verb in the present in a sentence that says when in the past it happened ("Yesterday I go",
 * "We meet the client last Tuesday"), or in the past in one about the future ("Tomorrow we
 * interviewed"). Only the sentence's first subject and verb are read, where the time phrase
 * clearly belongs to them.
 */
const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const PAST = new RegExp(
  `\\b(yesterday|last (?:week|month|year|night|summer|winter|spring|fall|autumn|quarter|time|${DAYS}|${MONTHS})|(?:\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|several) (?:days?|weeks?|months?|years?|hours?) ago)\\b`,
  'i',
);
const FUTURE = new RegExp(`\\b(tomorrow|next (?:week|month|year|quarter|${DAYS}|${MONTHS}))\\b`, 'i');
const YEAR_START = /^in (?:19|20)\d\d\b/i;

/** The first subject's verb, after a leading time phrase: after a pronoun, or "the/our…" and a word or two. */
function firstVerb(words: Token[], skipTo: number): { verb: Token; index: number } | undefined {
  let i = 0;
  while (i < words.length && words[i]!.start < skipTo) i += 1;
  const subject = words[i];
  if (!subject) return undefined;
  if (SUBJECT_PRONOUNS.has(subject.lower)) {
    const verb = words[i + 1];
    return verb ? { verb, index: i + 1 } : undefined;
  }
  if (!DETERMINERS.has(subject.lower)) return undefined;
  for (let j = i + 2; j <= i + 3 && j < words.length; j += 1) {
    const candidate = words[j]!;
    if (verbForms(candidate.lower)) return { verb: candidate, index: j };
  }
  return undefined;
}

export function tenseRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  for (const sentence of sentences) {
    const body = text.slice(sentence.start, sentence.end);
    const past = PAST.test(body) || YEAR_START.test(body);
    // The future only where the sentence opens with it: "Tomorrow we interviewed".
    const future = !past && FUTURE.exec(body)?.index === 0;
    if (!past && !future) continue;
    if (/\b(will|going to|plan to|next)\b/i.test(body) && past) continue;
    // A time phrase that opens the sentence is skipped to reach its subject.
    const opening = (past ? (PAST.exec(body) ?? YEAR_START.exec(body)) : FUTURE.exec(body))!;
    const skipTo = opening.index === 0 ? sentence.start + opening[0].length : sentence.start;
    const found = firstVerb(sentence.words, skipTo);
    if (!found) continue;
    const { verb, index } = found;
    const forms = verbForms(verb.lower);
    if (past && ['have', 'has'].includes(verb.lower)) {
      const participle = sentence.words[index + 1];
      const after = participle && verbForms(participle.lower);
      if (!participle || !after?.forms.has('participle')) continue;
      out.push(
        ruleProblem(
          text,
          'past-perfect',
          verb.start,
          participle.end,
          'Tense',
          'This sentence says when it happened, so use the simple past.',
          [replace(participle.text)],
          {},
        ),
      );
      continue;
    }
    if (!forms) continue;
    if (past && (forms.forms.has('base') || forms.forms.has('third')) && !forms.forms.has('past')) {
      out.push(
        ruleProblem(
          text,
          'past-time',
          verb.start,
          verb.end,
          'Tense',
          'This sentence is about the past, so the verb should be in the past tense.',
          [replace(matchCase(verb.text, forms.verb.past))],
          { outranks: true },
        ),
      );
    } else if (future && forms.forms.has('past') && !forms.forms.has('base')) {
      out.push(
        ruleProblem(
          text,
          'future-time',
          verb.start,
          verb.end,
          'Tense',
          'This sentence is about the future, so the verb should not be in the past tense.',
          [replace(`will ${forms.verb.base}`)],
        ),
      );
    }
  }
  return out;
}
