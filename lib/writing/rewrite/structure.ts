import { pastFromParticiple } from './inflect';
import type { Sentence, Token } from './tokens';

/**
 * Sentence-level rewrites, each applied only where it is safe: a short subject and agent, nothing
 * after them but the full stop, no quoted words. Anything more complex is left as written.
 */
export type Restructured = { start: number; end: number; text: string; note: string };

const SUBJECT_OF: Record<string, string> = {
  me: 'I',
  him: 'he',
  her: 'she',
  us: 'we',
  them: 'they',
  it: 'it',
  you: 'you',
};
const OBJECT_OF: Record<string, string> = {
  i: 'me',
  he: 'him',
  she: 'her',
  we: 'us',
  they: 'them',
  it: 'it',
  you: 'you',
};
const NOUN_PHRASE_TAGS = ['Determiner', 'Adjective', 'Noun', 'Possessive', 'ProperNoun', 'Pronoun', 'Value'];
const INTRO_WORDS = new Set([
  'in',
  'on',
  'at',
  'during',
  'after',
  'before',
  'since',
  'over',
  'for',
  'last',
  'this',
  'next',
  'every',
  'each',
  'within',
  'throughout',
  'by',
  'until',
  'from',
  'with',
  'as',
  'across',
  'among',
  'under',
  'around',
  'without',
]);

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function isNounPhrase(tokens: readonly Token[], text: string): boolean {
  if (!tokens.length || tokens.length > 5) return false;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.tags.has('Verb') || token.tags.has('Preposition') || token.tags.has('Conjunction'))
      return false;
    if (!NOUN_PHRASE_TAGS.some((tag) => token.tags.has(tag))) return false;
    const next = tokens[i + 1];
    if (next && !/^\s+$/.test(text.slice(token.end, next.start))) return false;
  }
  return !tokens.some((t) => /["“”]/.test(text.slice(t.start - 1, t.end + 1)));
}

/** The sentence's end mark when nothing but it (and spaces) follows the last word. */
function terminal(sentence: Sentence, text: string): { mark: string; end: number } | null {
  const last = sentence.tokens[sentence.tokens.length - 1]!;
  const after = /^[.!]/.exec(text.slice(last.end));
  if (!after) return null;
  const rest = text.slice(last.end + 1);
  if (rest && !/^\s/.test(rest)) return null;
  return { mark: after[0], end: last.end + 1 };
}

function sliceOf(tokens: readonly Token[], text: string): string {
  return text.slice(tokens[0]!.start, tokens[tokens.length - 1]!.end);
}

/** How a run of tokens is written out: as in the text, or with the word swaps the engine chose. */
export type Render = (tokens: readonly Token[]) => string;

/** "The offer was accepted by the candidate." → "The candidate accepted the offer." (past tense only). */
export function passiveToActive(
  sentence: Sentence,
  text: string,
  render: Render = (tokens) => sliceOf(tokens, text),
): Restructured | null {
  const t = sentence.tokens;
  const be = t.findIndex((token) => token.norm === 'was' || token.norm === 'were');
  if (be < 1) return null;
  const verb = t[be + 1];
  const by = t[be + 2];
  if (!verb || !by || by.norm !== 'by' || !verb.tags.has('Verb') || verb.locked) return null;
  const past = pastFromParticiple(verb.norm);
  if (!past) return null;
  const subject = t.slice(0, be);
  const agent = t.slice(be + 3);
  const end = terminal(sentence, text);
  if (!end || !isNounPhrase(subject, text) || !isNounPhrase(agent, text)) return null;
  const agentText =
    agent.length === 1 && SUBJECT_OF[agent[0]!.norm] ? SUBJECT_OF[agent[0]!.norm]! : render(agent);
  let subjectText = render(subject);
  const pronoun = subject.length === 1 ? OBJECT_OF[subject[0]!.norm] : undefined;
  if (pronoun) subjectText = pronoun;
  else if (!subject[0]!.locked) subjectText = lowerFirst(subjectText);
  return {
    start: t[0]!.start,
    end: end.end,
    text: `${upperFirst(agentText)} ${past} ${subjectText}${end.mark}`,
    note: 'Passive sentence made active',
  };
}

/** "In 2024, the team hired 12 people." → "The team hired 12 people in 2024." */
export function moveIntroPhrase(
  sentence: Sentence,
  text: string,
  render: Render = (tokens) => sliceOf(tokens, text),
): Restructured | null {
  const t = sentence.tokens;
  if (!t[0] || !INTRO_WORDS.has(t[0].norm)) return null;
  const comma = t.findIndex(
    (token, i) => i < 9 && text.slice(token.end, t[i + 1]?.start ?? token.end).trim() === ',',
  );
  if (comma < 1) return null;
  const intro = t.slice(0, comma + 1);
  const rest = t.slice(comma + 1);
  const end = terminal(sentence, text);
  if (!end || rest.length < 4 || end.mark !== '.') return null;
  // A quotation or a comma list in the opening phrase reads badly at the end: left alone.
  if (/["“”;:]/.test(sliceOf(t, text))) return null;
  const first = rest[0]!;
  if (first.tags.has('Conjunction') || first.tags.has('Adverb')) return null;
  const restText = render(rest);
  const introText = render(intro);
  return {
    start: t[0].start,
    end: end.end,
    text: `${upperFirst(restText)} ${t[0].locked ? introText : lowerFirst(introText)}.`,
    note: 'Opening phrase moved to the end',
  };
}

const CLAUSE_OPENERS = new Set([
  'if',
  'when',
  'once',
  'after',
  'before',
  'although',
  'though',
  'because',
  'since',
  'while',
  'unless',
  'whenever',
]);

/** "If it rains, we'll move it to Sunday." → "We'll move it to Sunday if it rains." */
export function moveOpeningClause(
  sentence: Sentence,
  text: string,
  render: Render = (tokens) => sliceOf(tokens, text),
): Restructured | null {
  const t = sentence.tokens;
  if (!t[0] || !CLAUSE_OPENERS.has(t[0].norm) || t[0].locked) return null;
  const comma = t.findIndex(
    (token, i) => i < 16 && text.slice(token.end, t[i + 1]?.start ?? token.end) === ', ',
  );
  if (comma < 2) return null;
  const clause = t.slice(0, comma + 1);
  const rest = t.slice(comma + 1);
  const end = terminal(sentence, text);
  if (!end || rest.length < 4 || end.mark !== '.') return null;
  const whole = text.slice(t[0].start, end.end);
  // Quotations, lists and second clauses make the moved clause ambiguous: those are left alone.
  if (/["“”;:()]/.test(whole) || (whole.match(/,/g)?.length ?? 0) > 1) return null;
  const first = rest[0]!;
  const softener = ['just', 'please', 'simply', 'always'].includes(first.norm);
  if (first.tags.has('Conjunction') || (first.tags.has('Adverb') && !softener) || first.norm === 'then')
    return null;
  const restText = render(rest);
  const clauseText = render(clause);
  const lead =
    first.locked || first.text === 'I' || /^I['’]/.test(first.text) ? restText : upperFirst(restText);
  return {
    start: t[0].start,
    end: end.end,
    text: `${lead} ${lowerFirst(clauseText)}.`,
    note: 'Opening clause moved to the end',
  };
}

const SPLIT_SUBJECTS = new Set(['we', 'they', 'he', 'she', 'i', 'you', 'it', 'this', 'these', 'there']);

/**
 * Where a long sentence can become two: before "and/but/so" + a subject pronoun after a comma, or
 * after a semicolon. Returns the index of the token the new sentence starts at, or -1.
 */
export function splitPoint(sentence: Sentence, text: string, minWords: number): number {
  const t = sentence.tokens;
  if (t.length <= minWords) return -1;
  const middle = t.length / 2;
  let best = -1;
  for (let i = 5; i < t.length - 5; i += 1) {
    const gap = text.slice(t[i - 1]!.end, t[i]!.start);
    const joint =
      (gap === ', ' &&
        ['and', 'but', 'so'].includes(t[i]!.norm) &&
        SPLIT_SUBJECTS.has(t[i + 1]!.norm.replace(/'.*$/, ''))) ||
      (gap === '; ' && /^\p{Ll}/u.test(t[i]!.text));
    if (!joint || t.slice(i - 1, i + 2).some((token) => token.frozen)) continue;
    // "I learn quickly, I ask questions, and I listen": a list of clauses would leave a comma splice.
    if (
      gap === ', ' &&
      /,\s+(?:i|we|you|they|he|she|it|this|there)\b/i.test(text.slice(t[0]!.start, t[i - 1]!.end))
    )
      continue;
    if (/["“”]/.test(text.slice(t[0]!.start, t[i]!.start))) continue;
    if (best < 0 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  return best;
}

const END_CLAUSE_OPENERS = new Set(['if', 'when', 'before', 'after', 'because', 'once', 'unless', 'until']);
const BACK_REFERENCES = new Set([
  'it',
  'them',
  'him',
  'her',
  'this',
  'that',
  'these',
  'those',
  'one',
  'its',
  'their',
  'there',
]);

/**
 * The full stop of a statement of at least `minTokens` words with no comma, colon, quotation or
 * bracket in it: the only sentences whose closing clause or phrase can move to the front safely.
 */
function plainStatementEnd(sentence: Sentence, text: string, minTokens: number) {
  const t = sentence.tokens;
  const end = terminal(sentence, text);
  if (!end || end.mark !== '.' || t.length < minTokens || !t[0] || t[0].locked) return null;
  const whole = text.slice(t[0].start, end.end);
  return /[,;:"“”()]/.test(whole.slice(0, -1)) ? null : end;
}

/** "Please fill a few bottles if you'll need water." → "If you'll need water, please fill a few bottles." */
export function moveClosingClause(
  sentence: Sentence,
  text: string,
  render: Render = (tokens) => sliceOf(tokens, text),
): Restructured | null {
  const t = sentence.tokens;
  const end = plainStatementEnd(sentence, text, 8);
  if (!end) return null;
  const at = t.findIndex((token, i) => i >= 4 && END_CLAUSE_OPENERS.has(token.norm));
  if (at < 0 || t.length - at < 3 || t.length - at > 12) return null;
  const before = t[at - 1]!;
  const after = t[at + 1]!;
  // "ask if" means whether, "an hour before" measures from it, "when to stop" is no clause.
  if (before.tags.has('Verb') && !before.tags.has('Adjective') && ['if', 'when'].includes(t[at]!.norm))
    return null;
  // After a noun, "before"/"after"/"until" may measure from it ("an hour before the shift"): left alone.
  const timed = ['before', 'after', 'until'].includes(t[at]!.norm);
  if ((timed && before.tags.has('Noun')) || before.tags.has('Value') || before.tags.has('Adverb'))
    return null;
  if (
    after.norm === 'to' ||
    after.norm === 'of' ||
    !(after.tags.has('Pronoun') || after.tags.has('Determiner') || after.tags.has('Noun'))
  )
    return null;
  const clause = t.slice(at);
  const main = t.slice(0, at);
  // A pronoun in the moved clause would point forward to what it names: left alone.
  if (clause.some((token) => BACK_REFERENCES.has(token.norm))) return null;
  const first = main[0]!;
  const mainText = render(main);
  const lead = first.text === 'I' || /^I['’]/.test(first.text) ? mainText : lowerFirst(mainText);
  return {
    start: t[0]!.start,
    end: end.end,
    text: `${upperFirst(render(clause))}, ${lead}.`,
    note: 'Closing clause moved to the front',
  };
}

const TIME_WORDS = new Set([
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
  'morning',
  'afternoon',
  'evening',
  'night',
  'weekend',
  'summer',
  'spring',
  'winter',
  'autumn',
  'quarter',
  'time',
  'today',
  'tomorrow',
  'yesterday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'noon',
  'midnight',
  'hours',
  'hour',
  'minutes',
]);
const TIME_OPENERS = new Set([
  'in',
  'on',
  'at',
  'during',
  'by',
  'last',
  'next',
  'this',
  'every',
  'each',
  'within',
  'over',
]);

/** "The menu changed last week." → "Last week, the menu changed." (a closing time phrase only). */
export function moveClosingTime(
  sentence: Sentence,
  text: string,
  render: Render = (tokens) => sliceOf(tokens, text),
): Restructured | null {
  const t = sentence.tokens;
  const end = plainStatementEnd(sentence, text, 7);
  if (!end) return null;
  for (let size = 2; size <= 4; size += 1) {
    const phrase = t.slice(t.length - size);
    const opener = phrase[0]!;
    const last = phrase[phrase.length - 1]!;
    if (!TIME_OPENERS.has(opener.norm)) continue;
    const timed =
      TIME_WORDS.has(last.norm) || last.tags.has('Date') || (last.tags.has('Value') && opener.norm !== 'at');
    if (!timed || phrase.slice(1).some((token) => token.tags.has('Verb') || token.tags.has('Preposition')))
      continue;
    const main = t.slice(0, t.length - size);
    const joint = main[main.length - 1]!;
    // "into the next year": the phrase is the object of what comes before it, not a time adverb.
    if (
      main.length < 4 ||
      TIME_OPENERS.has(joint.norm) ||
      ['Determiner', 'Preposition', 'Adjective', 'Possessive'].some((tag) => joint.tags.has(tag))
    )
      return null;
    const first = main[0]!;
    const mainText = render(main);
    const lead = first.text === 'I' || /^I['’]/.test(first.text) ? mainText : lowerFirst(mainText);
    return {
      start: t[0]!.start,
      end: end.end,
      text: `${upperFirst(render(phrase))}, ${lead}.`,
      note: 'Closing time phrase moved to the front',
    };
  }
  return null;
}
