/**
 * The one reader of typed numbers: every calculator, converter, document and KPI field reads a
 * number through it, so the same text means the same number everywhere on the site.
 *
 * The rule, for a US-first audience that also types numbers the European way:
 * - The decimal mark is a point: `6.5`, `.5`, `5.`.
 * - A comma is a thousands separator where it groups digits in threes after a first group of one
 *   to three digits (not starting with 0): `25,000`, `1,234,567.89`, `1,500`.
 * - Any other single comma in a number without a point is a decimal comma: `1,50` is 1.5, `3,5` is
 *   3.5, `0,125` is 0.125. A number holding both marks some other way (`1.234,5`) or commas that
 *   group unevenly (`1,23,456`) is refused, because its meaning is a guess.
 * - Spaces group digits and are ignored: `1 000` is 1000 (thin and no-break spaces too).
 * - Scientific notation is a number: `1e3` is 1000, `2.5E-3` is 0.0025.
 * - A leading `+` or `$`, a trailing `%`, and a minus typed as `−` (minus sign) or `–` (en dash) are
 *   read as people mean them: `-$1,200`, `6.5 %`, `−4`.
 * Anything else (`12abc`, `1/2`, `0x10`), and a number too large to hold (`1e400`), is refused.
 */

const plain = /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const grouped = /^-?[1-9]\d{0,2}(,\d{3})+(\.\d*)?(e[-+]?\d+)?$/i;
const decimalComma = /^-?\d*,\d+(e[-+]?\d+)?$/i;

/** The number `text` holds by the rule above, or null when it holds none (empty text included). */
export function parseNumber(text: string): number | null {
  let cleaned = text
    .replace(/\s/g, '')
    // A minus typed as the Unicode minus sign or an en dash.
    .replace(/^[\u2212\u2013]/, '-')
    .replace(/%$/, '');
  const sign = /^[-+]?\$?[-+]?/.exec(cleaned)?.[0] ?? '';
  if (sign.replace('$', '').length > 1) return null;
  cleaned = (sign.includes('-') ? '-' : '') + cleaned.slice(sign.length);
  if (grouped.test(cleaned)) cleaned = cleaned.replace(/,/g, '');
  else if (decimalComma.test(cleaned)) cleaned = cleaned.replace(',', '.');
  if (!plain.test(cleaned)) return null;
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value;
}
