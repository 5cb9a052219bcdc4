/*
 * Typed amounts are decimals, but binary floating point holds 0.35 as 0.34999999999999997 and
 * gives 10.01 − 10 = 0.00999999999999979. Where a result lands exactly on half a cent that noise
 * decides which way the cent goes (0.35 × 1.5 showed $0.52 instead of $0.53), so results a visitor
 * reads to the cent are cleaned with these before they are shown.
 */

/**
 * Snaps the few-bit noise that × and ÷ of decimals leave onto the millionth meant:
 * 0.5249999999999999 → 0.525. Only values within a few units in the last place move, so a real
 * result (36 ÷ 0.7 = 51.428571428571…) is kept, and so is any value too large for a millionth to
 * show in a double; six decimals is plenty for deciding a half cent.
 */
export function clean(x: number): number {
  if (!Number.isFinite(x)) return x;
  const snapped = Number(x.toFixed(6));
  return Math.abs(snapped - x) <= Math.abs(x) * 2 * Number.EPSILON ? snapped : x;
}

/** Decimal places needed to write x as JavaScript prints it: 1.25 → 2, 1e-7 → 7. */
function places(x: number): number {
  const [mantissa = '', exponent = '0'] = String(x).split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

/**
 * a − b as decimal arithmetic gives it: 10.01 − 10 = 0.01. The error of a subtraction is relative
 * to the operands, not to the (small) difference, so it is rounded to the operands' own decimals.
 */
export function difference(a: number, b: number): number {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a - b;
  return Number((a - b).toFixed(Math.min(100, Math.max(places(a), places(b)))));
}

/** a + b as decimal arithmetic gives it: 0.1 + 0.2 = 0.3. */
export function sum(a: number, b: number): number {
  return difference(a, -b);
}

/**
 * To the cent, half a cent up: the rule of the Streamlined Sales and Use Tax Agreement §324 (a
 * third decimal above four rounds up), which ordinary money rounding shares. For amounts ≥ 0.
 */
export function roundCents(x: number): number {
  return Math.round(clean(x * 100)) / 100;
}
