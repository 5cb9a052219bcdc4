/** Name, email, phone, location and links from the top of a resume. */
import { splitLocation, TITLE_WORDS } from './words';

export const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
export const PHONE =
  /(?:\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b|\+\d{2,3}(?:[\s.-]?\d{2,4}){3,4}/;
const LINK =
  /\b(?:https?:\/\/)?(?:www\.)?(?:linkedin\.com\/in\/[\w%-]+|github\.com\/[\w-]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|io|dev|me|net|org|co|ai|app)(?:\/[\w%./-]*)?)\/?/gi;

const SEPARATORS = /\s*(?:\||•|·|◦|‣|\t| {3,}|\s[-–—]\s)\s*/;

export interface Contact {
  readonly name: string;
  readonly headline: string;
  readonly email: string;
  readonly phone: string;
  readonly location: string;
  readonly links: readonly string[];
}

/** A name in a script written without capitals or spaces: 王小明, 김민준, やまだ. */
const UNCASED_NAME =
  /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}・·\s]{2,12}$/u;
/** One word of a name: a capital then letters, marks, hyphens or apostrophes (González-Ortiz, O'Neill, Петрова). */
const NAME_WORD = /^\p{Lu}[\p{L}\p{M}'’.-]*,?$/u;
const PARTICLE = /^(?:de|la|le|du|van|von|der|den|da|di|del|dos|das|bin|ibn|al|el|y|e|zu|ter|ten)$/;

function looksLikeName(line: string, strict: boolean): boolean {
  if (UNCASED_NAME.test(line.trim())) return true;
  const words = line.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    !/[@\d:/|]/.test(line) &&
    // "Senior HR Business Partner" is a headline, however capitalized.
    !(strict && TITLE_WORDS.test(line)) &&
    words.every((word) => NAME_WORD.test(word) || PARTICLE.test(word))
  );
}

/** Links found in `text`, without emails' domains. */
export function linksIn(text: string): string[] {
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'g'), ' ');
  const found = withoutEmails.match(LINK) ?? [];
  return [...new Set(found.map((link) => link.replace(/\/$/, '')))];
}

/**
 * Reads the header lines (before the first section heading); email and phone fall back to the whole
 * text, since some templates put contact details in a side column or at the bottom.
 */
export function readContact(header: readonly string[], allText: string): Contact {
  const email = (EMAIL.exec(header.join('\n')) ?? EMAIL.exec(allText))?.[0] ?? '';
  const phone = ((PHONE.exec(header.join('\n')) ?? PHONE.exec(allText))?.[0] ?? '').trim();
  const links = linksIn(header.join('\n'));
  const pieces = header
    .flatMap((line) => line.replace(/^• /, '').split(SEPARATORS))
    .map((p) => p.trim())
    .filter(Boolean);
  const isContactPiece = (piece: string) =>
    EMAIL.test(piece) ||
    PHONE.test(piece) ||
    linksIn(piece).length > 0 ||
    splitLocation(piece).location !== '';
  const location =
    pieces
      .filter((piece, index) => index > 0 || header.length > 1)
      .filter((piece) => !EMAIL.test(piece) && !PHONE.test(piece) && linksIn(piece).length === 0)
      .map((piece) => splitLocation(piece).location)
      .find(Boolean) ?? '';

  const lines = header.map((line) => line.replace(/^• /, '').trim());
  const firstPiece = (line: string) => line.split(SEPARATORS)[0]!.trim();
  // A surname can be a job word (Dana Head), so a headline-like line is a name only when nothing else is.
  const strictIndex = lines.slice(0, 4).findIndex((line) => looksLikeName(firstPiece(line), true));
  const nameIndex =
    strictIndex >= 0
      ? strictIndex
      : lines.slice(0, 4).findIndex((line) => looksLikeName(firstPiece(line), false));
  const written = nameIndex >= 0 ? firstPiece(lines[nameIndex]!) : '';
  // "Maria Gonzalez, RN" is Maria Gonzalez; "PRIYA NAIR" is Priya Nair.
  const bare = written
    .replace(/,?\s*(?:,\s*)?(?:[A-Z]{2,5}\.?,?\s*)+$/, (tail) => (tail.includes(',') ? '' : tail))
    .trim();
  const name =
    bare === bare.toUpperCase()
      ? bare.toLowerCase().replace(/(^|[\s'’-])\p{L}/gu, (c) => c.toUpperCase())
      : bare;
  const headline =
    lines
      .slice(nameIndex + 1, nameIndex + 4)
      .map(
        (line) =>
          line
            .split(SEPARATORS)
            .filter((piece) => !isContactPiece(piece.trim()))[0]
            ?.trim() ?? '',
      )
      .find((line) => line.length > 2 && line.length <= 80 && !/[.]$/.test(line)) ?? '';
  return { name, headline, email, phone, location, links };
}
