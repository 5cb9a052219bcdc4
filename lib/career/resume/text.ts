/**
 * Cleaning shared by the preview, the checks and the downloads: bullet lines, links and the
 * characters the PDF's standard fonts can show.
 */

const BULLET_MARK = /^\s*(?:[•\-*–—·▪●◦‣]|\d+[.)])\s+/;

/** One item per non-empty line, without bullet marks typed or pasted in front. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(BULLET_MARK, '').trim())
    .filter((line) => line.length > 0);
}

export interface SafeLink {
  /** What the reader sees: no scheme, no trailing slash. */
  readonly text: string;
  /** An http(s) address; anything else (javascript:, data:) never becomes a link. */
  readonly href: string;
}

const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

/** `linkedin.com/in/x` or `https://x.dev`, as a safe link; undefined when it is not a web address. */
export function webLink(raw: string): SafeLink | undefined {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return undefined;
  const withScheme = /^https?:\/\//i.test(text) ? text : DOMAIN.test(text) ? `https://${text}` : undefined;
  if (!withScheme) return undefined;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (!url.hostname.includes('.')) return undefined;
    const shown = text
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, '')
      .replace(/\/$/, '');
    return { text: shown, href: url.href };
  } catch {
    return undefined;
  }
}

export const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[a-z]{2,}$/i;

export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * The standard PDF fonts know Windows-1252 only. Letters outside it lose their accents (ă → a,
 * ș → s) and a few common ones with no decomposition are mapped by hand; what is left (Cyrillic,
 * CJK) is reported by `pdfUnsupported` so the visitor is told before downloading.
 */
const BY_HAND: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': ' ',
  '\u200B': '',
  '\uFEFF': '',
};

const EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRAS.has(char);
}

function foldChar(char: string): string {
  if (isWinAnsi(char) || char === '\n') return char;
  const hand = BY_HAND[char];
  if (hand !== undefined) return hand;
  const stripped = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (stripped && [...stripped].every(isWinAnsi)) return stripped;
  return char;
}

/** Text the PDF fonts can draw as letters, with accents dropped where they must be. */
export function foldForPdf(text: string): string {
  let result = '';
  for (const char of text) result += foldChar(char);
  return result;
}

/**
 * Letters the PDF shows without their accents (`ł` as `l`) and characters it cannot show at all
 * (`Ж`, which prints as `?`), each once in order of appearance, so the visitor is told beforehand.
 */
export function pdfCharacterReport(text: string): { folded: string[]; missing: string[] } {
  const folded = new Set<string>();
  const missing = new Set<string>();
  for (const char of text) {
    if (isWinAnsi(char) || /\s/u.test(char)) continue;
    const result = foldChar(char);
    if (result === char) missing.add(char);
    else if (/\p{L}/u.test(char)) folded.add(char);
  }
  return { folded: [...folded], missing: [...missing] };
}

/** A file-name stem from a person's name: `Zoë O'Neil` → `zoe-oneil`. */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'my';
}

export const resumeFileName = (name: string, extension: 'pdf' | 'docx' | 'json'): string =>
  `${fileStem(name)}-resume.${extension}`;
