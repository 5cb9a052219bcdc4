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

/** "The offer was accepted by the candidate." → "The candidate accepted the offer." (past tense only). */
export function passiveToActive(sentence: Sentence, text: string): Restructured | null {
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
    agent.length === 1 && SUBJECT_OF[agent[0]!.norm] ? SUBJECT_OF[agent[0]!.norm]! : sliceOf(agent, text);
  let subjectText = sliceOf(subject, text);
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
export function moveIntroPhrase(sentence: Sentence, text: string): Restructured | null {
  const t = sentence.tokens;
  if (!t[0] || !INTRO_WORDS.has(t[0].norm)) return null;
  const comma = t.findIndex(
    (token, i) => i < 6 && text.slice(token.end, t[i + 1]?.start ?? token.end).trim() === ',',
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
  const restText = sliceOf(rest, text);
  const introText = sliceOf(intro, text);
  return {
    start: t[0].start,
    end: end.end,
    text: `${upperFirst(restText)} ${t[0].locked ? introText : lowerFirst(introText)}.`,
    note: 'Opening phrase moved to the end',
  };
}
