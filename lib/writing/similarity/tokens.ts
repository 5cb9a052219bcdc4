import { words } from '../segment';
import { STOP_WORDS } from '../stopwords';

/** A content word reduced to the form two texts are compared on, with where it sits in the text. */
export type Token = { key: string; start: number; end: number };

/**
 * Strips the commonest English endings so "hired", "hires" and "hiring" compare equal. Deliberately
 * crude: both texts go through the same rules, so a wrong stem still matches its twin.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(?:[sxz]|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('ly') && word.length > 4) return word.slice(0, -2);
  return word;
}

/** Lower case, accents and curly apostrophes folded, a possessive dropped. */
export function fold(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u2019/g, "'")
    .replace(/'s?$/, '');
}

/** The words that carry a text's content (function words left out), in order, folded and stemmed. */
export function contentTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const word of words(text)) {
    const folded = fold(word.text);
    if (!folded || STOP_WORDS.has(folded) || STOP_WORDS.has(fold(word.text.replace(/'s$/i, '')))) continue;
    tokens.push({ key: stem(folded), start: word.start, end: word.end });
  }
  return tokens;
}
