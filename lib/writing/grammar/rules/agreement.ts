import type { Problem } from '../problems';
import {
  DETERMINERS,
  EITHER_NUMBER,
  MODALS,
  IRREGULAR_PLURALS,
  NUMBER_WORDS,
  PLURAL_AUX,
  PREPOSITIONS,
  SINGULAR_AUX,
  SINGULAR_PRONOUNS,
  SINGULAR_S,
  verbForms,
} from './lexicon';
import { matchCase, replace, ruleProblem } from './problem';
import type { Sentence, Token } from './tokens';

/**
 * Subject–verb agreement where Harper is silent: a noun phrase at the start of a sentence whose
 * verb, after an "of…" phrase or a second noun joined by "and", does not match it ("The list of
 * items are", "The manager and her team is", "Each of the candidates have"), "there is" before a
 * plural, and "she don’t".
 */
type Number = 'singular' | 'plural';

const SINGULAR_STARTS = new Set([
  'each',
  'every',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'nobody',
  'one',
  'everything',
  'anyone',
]);
const ADVERBS = new Set([
  'also',
  'only',
  'still',
  'often',
  'always',
  'never',
  'just',
  'already',
  'usually',
  'now',
  'then',
  'sometimes',
]);
const STOPS = new Set([
  'it',
  'if',
  'as',
  'because',
  'but',
  'or',
  'will',
  'would',
  'can',
  'could',
  'should',
  'must',
  'might',
  'may',
  'shall',
  'i',
  'we',
  'you',
  'he',
  'she',
  'they',
  'who',
  'that',
  'which',
  'whom',
  'whose',
  'where',
  'when',
  ',',
  ';',
  ':',
  '(',
  '—',
  '–',
]);
const SWAP: Record<string, string> = {
  is: 'are',
  are: 'is',
  was: 'were',
  were: 'was',
  has: 'have',
  have: 'has',
  does: 'do',
  do: 'does',
  'isn’t': 'aren’t',
  'aren’t': 'isn’t',
  'wasn’t': 'weren’t',
  'weren’t': 'wasn’t',
  'hasn’t': 'haven’t',
  'haven’t': 'hasn’t',
  'doesn’t': 'don’t',
  'don’t': 'doesn’t',
  "isn't": "aren't",
  "aren't": "isn't",
  "wasn't": "weren't",
  "weren't": "wasn't",
  "hasn't": "haven't",
  "haven't": "hasn't",
  "doesn't": "don't",
  "don't": "doesn't",
};

export function nounNumber(word: string): Number | undefined {
  const lower = word.toLowerCase();
  if (EITHER_NUMBER.has(lower) || /['’]$/.test(lower) || /['’]s$/.test(lower)) return undefined;
  if (IRREGULAR_PLURALS.has(lower)) return 'plural';
  if (SINGULAR_S.has(lower) || /(ss|us|is|ics)$/.test(lower)) return 'singular';
  if (/^\p{L}+s$/u.test(lower) && lower.length > 3) return 'plural';
  if (/^\p{L}+$/u.test(lower)) return 'singular';
  return undefined;
}

/** The number a verb shows, if any: "are" plural, "shows" singular, "showed" neither. */
function verbNumber(token: Token): Number | undefined {
  if (SINGULAR_AUX.has(token.lower)) return 'singular';
  if (PLURAL_AUX.has(token.lower)) return 'plural';
  const forms = verbForms(token.lower);
  if (!forms) return undefined;
  if (forms.forms.has('third')) return 'singular';
  if (forms.forms.has('base') && !forms.forms.has('past')) return 'plural';
  return undefined;
}

function agreeing(token: Token, wanted: Number): string | undefined {
  if (SWAP[token.lower]) return SWAP[token.lower];
  const forms = verbForms(token.lower);
  if (!forms) return undefined;
  return wanted === 'singular' ? forms.verb.third : forms.verb.base;
}

function isVerbHere(tokens: Token[], index: number): boolean {
  const token = tokens[index]!;
  if (SINGULAR_AUX.has(token.lower) || PLURAL_AUX.has(token.lower)) return true;
  const before = tokens[index - 1];
  // A verb form straight after "the", "of" or a preposition is a noun ("the survey", "of offers").
  if (!verbForms(token.lower) || !before) return false;
  if (DETERMINERS.has(before.lower) || PREPOSITIONS.has(before.lower) || before.lower === 'and') return false;
  // Nor is a bare form that another verb follows closely: "remote work policies are", "handover
  // plan covers" ("says", "went" are verbs wherever they stand).
  if (!verbForms(token.lower)!.forms.has('base')) return true;
  for (const next of tokens.slice(index + 1, index + 4)) {
    if (!next.word || PREPOSITIONS.has(next.lower)) break;
    if (SINGULAR_AUX.has(next.lower) || PLURAL_AUX.has(next.lower) || MODALS.has(next.lower)) return false;
    const forms = verbForms(next.lower)?.forms;
    if (forms?.has('third') && !forms.has('base')) return false;
  }
  return true;
}

/** Words that can follow a verb: "the", "me", "on", "remotely", "written", a number. */
function opensObject(token: Token): boolean {
  const lower = token.lower;
  if (DETERMINERS.has(lower) || PREPOSITIONS.has(lower) || /^\d/.test(lower) || /ly$/.test(lower))
    return true;
  if (
    ['me', 'him', 'her', 'us', 'them', 'it', 'you', 'not', 'all', 'both', 'more', 'less', 'well'].includes(
      lower,
    )
  )
    return true;
  const forms = verbForms(lower)?.forms;
  return Boolean(forms && (forms.has('participle') || forms.has('past')) && !forms.has('base'));
}

/** Another finite verb later in the sentence: then the first "verb" was a noun ("A job offer that becomes…"). */
function finiteVerbAfter(tokens: Token[], index: number): boolean {
  return tokens.slice(index + 1).some((t) => {
    if (SINGULAR_AUX.has(t.lower) || PLURAL_AUX.has(t.lower) || MODALS.has(t.lower)) return true;
    const forms = verbForms(t.lower)?.forms;
    return Boolean(forms && (forms.has('third') || forms.has('past')) && !forms.has('base'));
  });
}

/** A be/have/do form, or a verb form that is never a noun ("explains", "went"). */
function clearlyVerb(token: Token): boolean {
  if (SINGULAR_AUX.has(token.lower) || PLURAL_AUX.has(token.lower)) return true;
  const forms = verbForms(token.lower)?.forms;
  return Boolean(forms && !forms.has('base'));
}

/** Words that open an aside between commas which never changes the subject's number. */
const ASIDES = [
  'along with',
  'together with',
  'as well as',
  'in addition to',
  'alongside',
  'accompanied by',
  'including',
  'like',
  'plus',
];

/**
 * The tokens without ", along with the board," and the like: "The director, along with her
 * assistants, is" agrees with the director alone.
 */
function withoutAsides(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.text === ',') {
      const ahead = tokens
        .slice(i + 1, i + 4)
        .map((t) => t.lower)
        .join(' ');
      const aside = ASIDES.find((a) => ahead === a || ahead.startsWith(`${a} `));
      const close = aside ? tokens.findIndex((t, j) => j > i && t.text === ',') : -1;
      if (close > 0) {
        i = close;
        continue;
      }
    }
    out.push(token);
  }
  return out;
}

function subjectPhrase(text: string, sentence: Sentence): Problem | undefined {
  const tokens = withoutAsides(sentence.tokens);
  const first = tokens[0];
  if (!first?.word) return undefined;
  let subject: Number | undefined;
  let index = 1;
  if (SINGULAR_STARTS.has(first.lower)) {
    subject = 'singular';
  } else if (DETERMINERS.has(first.lower) && !['some', 'any', 'no', 'each', 'every'].includes(first.lower)) {
    let head: Token | undefined;
    while (index < tokens.length && index < 6) {
      const token = tokens[index]!;
      if (!token.word || STOPS.has(token.lower) || PREPOSITIONS.has(token.lower) || token.lower === 'and')
        break;
      // "A job offer", "A formal request": the word after "a" and one more is still the noun phrase.
      if (
        head &&
        /^\p{Ll}/u.test(token.text) &&
        isVerbHere(tokens, index) &&
        (index > 2 || clearlyVerb(token))
      )
        break;
      // Adverbs ("also", "only", "quickly") are never the head noun.
      if (ADVERBS.has(token.lower) || /ly$/.test(token.lower)) {
        index += 1;
        continue;
      }
      head = token;
      index += 1;
    }
    if (!head) return undefined;
    if (['these', 'those'].includes(first.lower)) subject = 'plural';
    else subject = nounNumber(head.text);
    if (tokens[index]?.lower === 'and') subject = 'plural';
  } else {
    return undefined;
  }
  if (!subject) return undefined;
  // Skip the rest of the subject ("of the survey", "and her team") to its verb.
  for (let i = index; i < tokens.length && i < index + 8; i += 1) {
    const token = tokens[i]!;
    if (STOPS.has(token.lower) || !token.word) return undefined;
    if (!isVerbHere(tokens, i)) continue;
    // A bare verb claiming a plural subject must read as one: "require written approval", "work
    // remotely", not a noun in a fragment ("A large test library").
    const next = tokens[i + 1];
    const baseOnly =
      !SINGULAR_AUX.has(token.lower) &&
      !PLURAL_AUX.has(token.lower) &&
      verbForms(token.lower)?.forms.has('base');
    if (baseOnly && (!next?.word || !opensObject(next) || finiteVerbAfter(tokens, i))) return undefined;
    const shown = verbNumber(token);
    if (!shown || shown === subject) return undefined;
    const fix = agreeing(token, subject);
    if (!fix) return undefined;
    return ruleProblem(
      text,
      'subject-phrase',
      token.start,
      token.end,
      'Agreement',
      subject === 'singular'
        ? 'The subject of this verb is singular, so the verb should be too.'
        : 'The subject of this verb is plural, so the verb should be too.',
      [replace(matchCase(token.text, fix))],
      // Sure only with a be/have/do verb: a bare verb may be a noun in a fragment ("A video call").
      { safe: SINGULAR_AUX.has(token.lower) || PLURAL_AUX.has(token.lower) },
    );
  }
  return undefined;
}

function thereIs(text: string, sentence: Sentence): Problem[] {
  const out: Problem[] = [];
  const words = sentence.words;
  words.forEach((word, i) => {
    const be = words[i + 1];
    const next = words[i + 2];
    if (word.lower !== 'there' || !be || !next || !['is', 'was'].includes(be.lower)) return;
    const plural = NUMBER_WORDS.has(next.lower) || (/^\d+$/.test(next.text) && next.text !== '1');
    if (!plural) return;
    out.push(
      ruleProblem(
        text,
        'there-is',
        be.start,
        be.end,
        'Agreement',
        'Use a plural verb before a plural: “there are”.',
        [replace(be.lower === 'is' ? 'are' : 'were')],
        { safe: true },
      ),
    );
  });
  return out;
}

function pronounDont(text: string, sentence: Sentence): Problem[] {
  const out: Problem[] = [];
  const words = sentence.words;
  words.forEach((word, i) => {
    const verb = words[i + 1];
    if (!verb || !SINGULAR_PRONOUNS.has(word.lower)) return;
    if (verb.lower !== 'don’t' && verb.lower !== "don't") return;
    // "It don't" yes, but not in "that it don't" quotes of speech… there is no such safe case.
    out.push(
      ruleProblem(
        text,
        'pronoun-dont',
        verb.start,
        verb.end,
        'Agreement',
        `Use “doesn’t” with “${word.text}”.`,
        [replace(verb.text.replace(/on/i, 'oesn'))],
        { safe: true },
      ),
    );
  });
  return out;
}

export function agreementRules(text: string, sentences: Sentence[]): Problem[] {
  const out: Problem[] = [];
  for (const sentence of sentences) {
    const found = subjectPhrase(text, sentence);
    if (found) out.push(found);
    out.push(...thereIs(text, sentence), ...pronounDont(text, sentence));
  }
  return out;
}
