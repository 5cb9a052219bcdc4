/**
 * Reads a number the way people type it: `25,000`, `$25,000.50`, ` 6.5 % `, `1e3`, `-4`, `.5`.
 * Returns null when the text is not a number at all, so a validator can say so instead of showing NaN.
 */
export function parseNumber(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$|^\+/, '')
    .replace(/[\s$%]/g, '')
    .replace(/(\d),(?=\d{3}(\D|$))/g, '$1')
    // A minus typed as an en dash or the Unicode minus sign.
    .replace(/^[\u2212\u2013]/, '-');
  if (!/^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}
