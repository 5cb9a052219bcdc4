/*
 * Number formatting for the explanations (`explain`) only: compute functions never round.
 * US English, as the rest of the site.
 */

/** $1,234.56; negative amounts as -$1,234.56. One money format for the whole site. */
export { money } from '@/lib/kit/numbers';

const numberFormats = new Map<number, Intl.NumberFormat>();

/** A plain number with thousands separators and at most `digits` decimals: 1,234.5. */
export function num(n: number, digits = 4): string {
  let f = numberFormats.get(digits);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    numberFormats.set(digits, f);
  }
  const text = f.format(n);
  return text === '-0' ? '0' : text;
}

/** A percentage given in percent units (12.5 -> "12.5%"). */
export function pct(n: number, digits = 2): string {
  return `${num(n, digits)}%`;
}
