/** Small text helpers shared by the engines. */

export const capitalize = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : word);

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'nor',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
  'with',
]);

/** Title Case as style guides write headlines: small words lower case unless first or last. */
export function titleCase(text: string): string {
  const words = text.split(' ');
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && index < words.length - 1 && SMALL_WORDS.has(lower)) return lower;
      // Keep words typed with inner capitals as typed (iPhone, HubSpot, HR).
      if (/[A-Z]/.test(word.slice(1))) return word;
      return capitalize(word);
    })
    .join(' ');
}

/** A verb's -ing form: write → writing, plan → planning, tie → tying, hire → hiring. */
export function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (/ie$/.test(lower)) return `${verb.slice(0, -2)}ying`;
  if (/[^eoy]e$/.test(lower)) return `${verb.slice(0, -1)}ing`;
  // One syllable ending consonant-vowel-consonant doubles its last letter (plan, get, run, set).
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(lower)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/**
 * A task typed as "how to write an offer letter" turned into the noun phrase a title slot holds:
 * "writing an offer letter". Anything else is returned as typed. Without it, "The Complete Guide to
 * {keyword}" read "The Complete Guide to How to Write…".
 */
export function taskAsNoun(phrase: string): string {
  const match = /^how to\s+([a-z]+)\b(.*)$/i.exec(phrase.trim());
  return match ? `${gerund(match[1]!)}${match[2]}` : phrase;
}

// Singular nouns that end in -s: the verb after them takes -s too ("news travels").
const SINGULAR_IN_S = /(ss|us|is|ness|news|series|species|analytics|physics|economics)$/;

/** Whether a noun phrase takes a plural verb: "pain-free checkups start", "faster hiring starts". */
export function isPluralPhrase(phrase: string): boolean {
  const last = (phrase
    .trim()
    .toLowerCase()
    .match(/[a-z']+$/) ?? [''])[0];
  return /s$/.test(last) && !SINGULAR_IN_S.test(last) && !/'s$/.test(last);
}

/** The visitor's keywords: split on commas and spaces, lower case, letters only, no repeats. */
export function keywordList(text: string, max = 3): string[] {
  const words = text
    .toLowerCase()
    .split(/[\s,;/+&]+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, max);
}

/** A comma-separated list typed by the visitor, trimmed, repeats removed (case-insensitive). */
export function phraseList(text: string, max = 10): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[,;\n]+/)) {
    const phrase = raw.trim().replace(/\s+/g, ' ');
    if (!phrase || seen.has(phrase.toLowerCase())) continue;
    seen.add(phrase.toLowerCase());
    out.push(phrase);
    if (out.length === max) break;
  }
  return out;
}

/** Removes repeats by a key (case and spacing ignored by default), keeping the first. */
export function dedupe<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

const VOWELS = /[aeiouy]/;

/** Joins a stem and a suffix the way brand names do: "coffee" + "ify" → "coffify", "snap" + "ly". */
export function attach(stem: string, suffix: string): string {
  const s = suffix.toLowerCase();
  if (VOWELS.test(s[0] ?? '') && /[aeiou]$/.test(stem) && stem.length > 3)
    return stem.replace(/[aeiou]+$/, '') + s;
  if (stem.endsWith(s[0] ?? '') && stem.length > 2) return stem + s.slice(1);
  return stem + s;
}

/**
 * A portmanteau of two words where they share letters ("brew" + "wave" → "brewave"); null when
 * they share none, since a forced cut ("cofnova") rarely reads as a word.
 */
export function blend(a: string, b: string): string | null {
  for (let overlap = Math.min(3, a.length - 2, b.length - 2); overlap >= 1; overlap -= 1) {
    // A single shared vowel makes a smear ("coffee" + "elevate"); a shared consonant reads cleanly.
    if (overlap === 1 && /[aeiouy]/.test(a.slice(-1))) continue;
    if (a.slice(-overlap) === b.slice(0, overlap)) return a + b.slice(overlap);
  }
  return null;
}

/** Rough pronounceability: long runs of consonants or vowels are hard to say and spell. */
export function sayable(word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  return !/[bcdfghjklmnpqrstvwxz]{4,}/.test(w) && !/[aeiou]{3,}/.test(w);
}
