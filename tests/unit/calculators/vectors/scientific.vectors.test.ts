// Sources: NIST Digital Library of Mathematical Functions (DLMF) §4.2 (logarithms: log_b x = ln x ÷ ln b,
// log10 100 = 2), §4.14–4.15 (exact values sin 30° = cos 60° = 1/2, tan 45° = 1, arcsin 1 = π/2 = 90°),
// §3.12 and §4.2.21 for π and e; OEIS A002193 (√2), A000796 (π), A001113 (e), A002392 (ln 10) for the
// digits; the usual order of operations (exponent before unary minus: −2² = −4). Results are shown to
// 12 significant digits, so each constant is its published digits rounded there.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compute, inputSchema } from '@/lib/calculators/scientific';

type Vector = [expression: string, angleMode: 'deg' | 'rad', display: string];

const vectors: Vector[] = [
  // DLMF 4.2: log10 100 = 2, read as one function name, not log(10) × 100.
  ['log10(100)', 'deg', '2'],
  // DLMF 4.2: change of base, log_2 8 = ln 8 ÷ ln 2 = 3.
  ['log(8, 2)', 'deg', '3'],
  // log2 1024 = 10 since 2^10 = 1024.
  ['log2(1024)', 'deg', '10'],
  // ln e = 1.
  ['ln(e)', 'deg', '1'],
  // OEIS A002392: ln 10 = 2.302585092994045… → 2.30258509299.
  ['ln(10)', 'deg', '2.30258509299'],
  // DLMF 4.14: sin 30° = 1/2, cos 60° = 1/2, tan 45° = 1.
  ['sin(30)', 'deg', '0.5'],
  ['cos(60)', 'deg', '0.5'],
  ['tan(45)', 'deg', '1'],
  // DLMF 4.23: arcsin 1 = π/2 rad = 90°.
  ['asin(1)', 'deg', '90'],
  // sin(π/6) = 1/2 in radians.
  ['sin(pi/6)', 'rad', '0.5'],
  // OEIS A002193: √2 = 1.41421356237309… → 1.41421356237.
  ['sqrt(2)', 'deg', '1.41421356237'],
  // OEIS A000796: π = 3.14159265358979… → 3.14159265359.
  ['pi', 'deg', '3.14159265359'],
  // OEIS A001113: e = 2.71828182845904… → 2.71828182846; exp(1) = e.
  ['exp(1)', 'deg', '2.71828182846'],
  // 2^10 = 1024; 5! = 120.
  ['2^10', 'deg', '1024'],
  ['5!', 'deg', '120'],
  // Precedence: × before +, and the power before the unary minus.
  ['1 + 2 × 3', 'deg', '7'],
  ['-2^2', 'deg', '-4'],
];

describe('scientific calculator vectors', () => {
  it.each(vectors)('%s (%s) shows %s', (expression, angleMode, display) => {
    const result = compute(inputSchema.parse({ expression, angleMode }));
    expect(result).toMatchObject({ ok: true, display });
  });
});
