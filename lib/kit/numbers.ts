/**
 * Display formatting for tool results. Computation keeps full precision; only these functions round,
 * and only for what the visitor reads. One formatter per option set is cached because building an
 * Intl.NumberFormat is slow compared with using one.
 */
const cache = new Map<string, Intl.NumberFormat>();

function formatter(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat('en-US', options);
    cache.set(key, found);
  }
  return found;
}

/** Avoids "-$0.00" when a tiny negative rounds to zero. */
const clean = (value: number, decimals: number) => (Math.abs(value) < 0.5 * 10 ** -decimals ? 0 : value);

/** `$1,234.56`; `whole` drops the cents for large sums (a nest egg, a yearly total). */
export function money(value: number, { whole = false }: { whole?: boolean } = {}): string {
  const decimals = whole ? 0 : 2;
  return formatter({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(clean(value, decimals));
}

/** A percentage given in percent units: `percent(6.5)` → `6.5%`. */
export function percent(value: number, maxDecimals = 2): string {
  return `${formatter({ maximumFractionDigits: maxDecimals }).format(clean(value, maxDecimals))}%`;
}

/** A plain number with grouping and at most `maxDecimals` decimals, trailing zeros dropped. */
export function number(value: number, maxDecimals = 2): string {
  return formatter({ maximumFractionDigits: maxDecimals }).format(clean(value, maxDecimals));
}

/** A number with exactly `decimals` decimals (GPA 3.50, BMI 22.9). */
export function fixed(value: number, decimals: number): string {
  return formatter({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    clean(value, decimals),
  );
}

/**
 * A measured quantity (a conversion result): six significant digits, so floating-point noise never
 * shows (0.1 + 0.2 is 0.3, 30.479999999 cm is 30.48) and 1 cm reads 0.393701 in, yet whole-number
 * digits are never rounded away (1,234,567.8 shows 1,234,568); huge values switch to scientific
 * notation rather than a line of digits.
 */
export function quantity(value: number): string {
  const size = Math.abs(value);
  if (size >= 1e15) return formatter({ notation: 'scientific', maximumSignificantDigits: 6 }).format(value);
  if (size >= 1e6) return number(value, 0);
  // Rounding to six figures first keeps a value such as 0.99999999 from reading "1.00000".
  return formatter({ maximumSignificantDigits: 6 }).format(value === 0 ? 0 : Number(value.toPrecision(6)));
}

/**
 * A number exactly as typed or defined, for the figures of a worked line (a factor such as 0.45359237
 * or 29.5735295625, the visitor's 1.234567): up to 15 significant digits, which is every digit a typed
 * decimal keeps in a double, so a line recomputed from what it shows gives what it shows.
 */
export function exactNumber(value: number): string {
  if (Math.abs(value) >= 1e15)
    return formatter({ notation: 'scientific', maximumSignificantDigits: 15 }).format(value);
  return formatter({ maximumSignificantDigits: 15 }).format(value);
}

/** `1 year`, `3 years`: the count formatted, the noun pluralised. */
export function count(value: number, singular: string, plural = `${singular}s`): string {
  return `${number(value, 2)} ${value === 1 ? singular : plural}`;
}

/** `value` to `digits` significant digits, plain (no grouping, no exponent): for addresses and files. */
export function plainDigits(value: number, digits: number): string {
  return formatter({ maximumSignificantDigits: digits, useGrouping: false }).format(value);
}
