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
 * A measured quantity (a conversion result): six decimals at most, so 0.1 + 0.2 shows as 0.3 and
 * 1 mg shows as 0.001 g; tiny values keep four significant digits instead of rounding to zero;
 * huge ones switch to scientific notation rather than a line of digits.
 */
export function quantity(value: number): string {
  const size = Math.abs(value);
  if (size !== 0 && size < 0.000001) return formatter({ maximumSignificantDigits: 4 }).format(value);
  if (size >= 1e15) return formatter({ notation: 'scientific', maximumSignificantDigits: 6 }).format(value);
  return number(value, 6);
}

/** `1 year`, `3 years`: the count formatted, the noun pluralised. */
export function count(value: number, singular: string, plural = `${singular}s`): string {
  return `${number(value, 2)} ${value === 1 ? singular : plural}`;
}
