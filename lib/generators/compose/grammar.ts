/**
 * The small pieces of English every composer needs so that text built from slots still reads as
 * written by a person: a or an, plurals, lists, pronouns, sentence endings and milestone wording.
 */

// Words spelled with a vowel but said with a consonant sound ("a user", "a one-off"), and the
// reverse ("an hour", "an MBA"); the rest follow the first letter.
const CONSONANT_SOUND = /^(uni(?!nt|mp|nd|nf|ns|nv|nh|nl)|use|usu|ute|uti|uro|eu|ewe|one|once|ubiq|u\.s\.)/i;
const VOWEL_SOUND = /^(hour|honest|honor|honour|heir)/i;
// Letters said with a vowel sound when an acronym is spelled out: an FAQ, an HR manager, an MBA.
const VOWEL_LETTERS = new Set('AEFHILMNORSX'.split(''));

/** `a` or `an` for the word that follows, by how it is said. */
export function article(next: string): 'a' | 'an' {
  const word = next.trim().replace(/^["“'(]+/, '');
  if (!word) return 'a';
  const first = word.split(/[\s-]/)[0] ?? word;
  if (/^[A-Z]{2,}s?$/.test(first)) return VOWEL_LETTERS.has(first.charAt(0)) ? 'an' : 'a';
  if (/^\d/.test(first)) return /^(8|11|18)(\D|$)|^8\d\d/.test(first) ? 'an' : 'a';
  if (VOWEL_SOUND.test(first)) return 'an';
  if (CONSONANT_SOUND.test(first)) return 'a';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

/** `an interview`, `a user`. */
export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}

const IRREGULAR_PLURALS: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  analysis: 'analyses',
  criterion: 'criteria',
  thesis: 'theses',
  crisis: 'crises',
};

/** The plural of a regular English noun (the last word of a phrase): policy -> policies. */
export function plural(noun: string): string {
  const match = /^(.*?)([A-Za-z]+)$/.exec(noun);
  if (!match) return noun;
  const [, head = '', word = ''] = match;
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular) return head + (word[0] === word[0]?.toUpperCase() ? capitalize(irregular) : irregular);
  if (/[^aeiou]y$/i.test(word)) return `${head}${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${head}${word}es`;
  return `${head}${word}s`;
}

/** `1 year`, `5 years`: the count with the right form of its noun. */
export function count(n: number, singular: string, pluralForm = plural(singular)): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : pluralForm}`;
}

/**
 * `A`, `A and B`, `A, B, and C`. US business writing (Chicago, and the house style of the
 * document generators) keeps the serial comma; `serial: false` gives AP's `A, B and C`.
 */
export function list(items: readonly string[], { conjunction = 'and', serial = true } = {}): string {
  const present = items.map((item) => item.trim()).filter(Boolean);
  if (present.length <= 1) return present[0] ?? '';
  if (present.length === 2) return `${present[0]} ${conjunction} ${present[1]}`;
  const head = present.slice(0, -1).join(', ');
  return `${head}${serial ? ',' : ''} ${conjunction} ${present[present.length - 1]}`;
}

export type PronounSet = 'she' | 'he' | 'they';

export type Pronouns = {
  subject: string;
  object: string;
  possessive: string;
  /** `is` or `are`, agreeing with the subject. */
  be: string;
  /** `has` or `have`. */
  have: string;
};

export function pronouns(set: PronounSet): Pronouns {
  if (set === 'she') return { subject: 'she', object: 'her', possessive: 'her', be: 'is', have: 'has' };
  if (set === 'he') return { subject: 'he', object: 'him', possessive: 'his', be: 'is', have: 'has' };
  return { subject: 'they', object: 'them', possessive: 'their', be: 'are', have: 'have' };
}

/** `Maria’s`, `James’`. */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}’` : `${name}’s`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A typed fragment made a sentence: capital first letter, one closing mark. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  return capitalize(/[.!?]["”’)]?$/.test(trimmed) ? trimmed : `${trimmed}.`);
}

/** A typed fragment placed mid-sentence: no trailing full stop, semicolon or comma. */
export function fragment(text: string): string {
  return text.trim().replace(/[\s.;,:!]+$/, '');
}

/**
 * A typed fragment placed after a lead-in ("We discussed ..."): lower-cased first letter unless
 * the first word looks like a name or an acronym (two capitals, or a capital after the first word).
 */
export function inline(text: string): string {
  const clean = fragment(text);
  const first = clean.split(/\s/)[0] ?? '';
  if (/^[A-Z][a-z]+$/.test(first) && !/^(I|I’m|I'm)$/.test(first)) {
    return clean.charAt(0).toLowerCase() + clean.slice(1);
  }
  return clean;
}

const ORDINAL_WORDS = [
  'zeroth',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

/** `1st`, `22nd`, `113th`; written out up to ten (`first`, `fifth`) when `words`. */
export function ordinal(n: number, { words = false } = {}): string {
  if (words && n >= 0 && n <= 10) return ORDINAL_WORDS[n] ?? String(n);
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** One to ten in words, larger numbers in figures (the AP and Chicago rule for prose). */
export function numberWord(n: number): string {
  return n >= 0 && n <= 10 ? (NUMBER_WORDS[n] ?? String(n)) : n.toLocaleString('en-US');
}

/** The visitor's lines as items: bullets, numbers and blank lines removed. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•–]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
}

/** The visitor's comma- or line-separated words, without duplicates. */
export function terms(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,;\n]+/)) {
    const term = part.trim().replace(/\s+/g, ' ');
    if (term && !seen.has(term.toLowerCase())) {
      seen.add(term.toLowerCase());
      out.push(term);
    }
  }
  return out;
}

/** The first name of a full name, for greetings: "Dr. Ana María Ruiz" keeps "Dr. Ruiz". */
export function greetingName(full: string): string {
  const name = full.trim().replace(/\s+/g, ' ');
  const title = /^(Dr|Prof|Mr|Mrs|Ms|Mx)\.?\s+/i.exec(name);
  if (title) {
    const last = name.split(' ').pop() ?? '';
    return `${capitalize(title[1]!.toLowerCase())}. ${last}`;
  }
  return name.split(' ')[0] ?? name;
}
