import type { Problem } from './problems';
import { BE_HAVE, MODALS, verbForms } from './rules/lexicon';

/**
 * Names of people, places and products are not misspellings. Harper's dictionary knows common
 * English names, not "Siobhan", "Okafor’s", "Zürich" or "HubSpot", so its spelling lints on words
 * written the way names are written are dropped: a capital inside the word (HubSpot, iPhone), a
 * capital in mid-sentence, or, at the start of a sentence, a word on the names list, a word with
 * letters English does not use, a possessive, or one followed by another name or by its verb.
 */

/** The names list (a compact string of lower-case words, passed in from content) as a set. */
export function nameSet(compact: string): ReadonlySet<string> {
  return new Set(compact.split(/\s+/).filter(Boolean));
}

const POSSESSIVE = /['’]s?$/u;
const SENTENCE_START = /(^|[.!?:]["”’)]?\s+|\n\s*|^["“(]\s*)$/u;

export function looksLikeName(
  text: string,
  start: number,
  word: string,
  names: ReadonlySet<string>,
): boolean {
  const possessive = POSSESSIVE.test(word) && word.length > 2;
  const base = word.replace(POSSESSIVE, '');
  if (!/^[\p{L}][\p{L}'’-]*$/u.test(base)) return false;
  // CamelCase and lower-then-upper brands: HubSpot, LinkedIn, iPhone, eBay.
  if (/^\p{L}+\p{Lu}/u.test(base) && /\p{Ll}/u.test(base)) return true;
  if (!/^\p{Lu}/u.test(base) || base === base.toUpperCase()) return false;
  const lower = base.toLowerCase();
  if (names.has(lower)) return true;
  if (!SENTENCE_START.test(text.slice(0, start))) return true;
  if (possessive || /[^\u0000-\u007f]/u.test(base)) return true;
  const after = text.slice(start + word.length);
  // "Chidi Okafor", "Tadhg and Niamh", "Saoirse works…", "Aleksandra will…": a name opening
  // its sentence as the subject.
  if (/^\s+(and\s+|&\s+)?\p{Lu}\p{Ll}/u.test(after)) return true;
  const next = /^\s+(\p{Ll}+)/u.exec(after)?.[1];
  if (
    next &&
    (BE_HAVE.has(next) ||
      MODALS.has(next) ||
      verbForms(next)?.forms.has('third') ||
      verbForms(next)?.forms.has('past'))
  )
    return true;
  // The same word written with a capital in mid-sentence elsewhere in the text.
  const elsewhere = new RegExp(`[\\p{Ll},;]\\s+${base}(?![\\p{L}])`, 'u');
  return elsewhere.test(text);
}

/** The problems without spelling lints on words that are written as names. */
export function withoutNames(
  text: string,
  problems: readonly Problem[],
  names: ReadonlySet<string>,
): Problem[] {
  return problems.filter((p) => !(p.kind === 'Spelling' && looksLikeName(text, p.start, p.flagged, names)));
}
