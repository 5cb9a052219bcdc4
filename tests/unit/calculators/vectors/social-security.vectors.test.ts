// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compute, inputSchema } from '@/lib/calculators/social-security';
import { parseOk } from '../helpers';

/*
 * Primary sources: SSA, "Primary Insurance Amount" (ssa.gov/oact/COLA/piaformula.html): PIA = 90%
 * of AIME to the first bend point + 32% to the second + 15% above, rounded down to the dime, with
 * the 2026 bend points $1,286 / $7,749 (SSA's formula: $180 / $1,085 × AWI 2024 69,846.57 ÷ AWI
 * 1977 9,779.44); SSA, "Early or late retirement?" (ssa.gov/OACT/quickcalc/early_late.html) and
 * the retirement chart: 5/9 of 1% a month for the first 36 months early, 5/12 of 1% beyond, and its
 * published example of a $1,000 PIA with FRA 67 paying $700 at 62, $750 at 63, $800 at 64, $866 at
 * 65 and $933 at 66; delayed credits 2/3 of 1% a month to 70 (SSA delayed retirement credits fact
 * sheet; $1,240 at 70). The monthly benefit is rounded down to the dollar. Worked by hand.
 */
// AIME 1,111.12 makes the PIA $1,000: 90% × 1,111.12 = 1,000.008 → 1,000.00 at the dime.
const thousand = { aime: '1111.12', birthDate: '1970-07-15', asOf: '2026-11-26' };

const vectors: { name: string; input: Record<string, string>; pia: number; monthly: number }[] = [
  {
    name: 'PIA $1,000 claimed at 62: 1,000 × (1 − 36 × 5/9% − 24 × 5/12%) = 700',
    input: { ...thousand, claimAgeYears: '62' },
    pia: 1000,
    monthly: 700,
  },
  {
    name: 'at 63: 1,000 × (1 − 20% − 5%) = 750',
    input: { ...thousand, claimAgeYears: '63' },
    pia: 1000,
    monthly: 750,
  },
  {
    name: 'at 64: 1,000 × (1 − 20%) = 800',
    input: { ...thousand, claimAgeYears: '64' },
    pia: 1000,
    monthly: 800,
  },
  {
    name: 'at 65: 1,000 × (1 − 24 × 5/9%) = 866.67 → 866',
    input: { ...thousand, claimAgeYears: '65' },
    pia: 1000,
    monthly: 866,
  },
  {
    name: 'at 66: 1,000 × (1 − 12 × 5/9%) = 933.33 → 933',
    input: { ...thousand, claimAgeYears: '66' },
    pia: 1000,
    monthly: 933,
  },
  {
    name: 'at 70: 1,000 × (1 + 36 × 2/3%) = 1,240',
    input: { ...thousand, claimAgeYears: '70' },
    pia: 1000,
    monthly: 1240,
  },
  {
    // 90% × 1,286 = 1,157.40; 32% × 4,714 = 1,508.48; 2,665.88 → 2,665.80
    name: 'AIME $6,000 at full retirement age',
    input: { aime: '6000', birthDate: '1970-07-15', asOf: '2026-11-26' },
    pia: 2665.8,
    monthly: 2665,
  },
  {
    // 1,157.40 + 32% × 6,463 = 2,068.16 + 15% × 2,251 = 337.65 → 3,563.21 → 3,563.20
    name: 'AIME $10,000 reaches the 15% bracket',
    input: { aime: '10000', birthDate: '1970-07-15', asOf: '2026-11-26' },
    pia: 3563.2,
    monthly: 3563,
  },
  {
    // exactly the first bend point: 90% × 1,286 = 1,157.40
    name: 'AIME at the first bend point',
    input: { aime: '1286', birthDate: '1970-07-15', asOf: '2026-11-26' },
    pia: 1157.4,
    monthly: 1157,
  },
  {
    // born 1958: FRA 66 and 8 months; 62 is 56 months early: 36 × 5/9% + 20 × 5/12% = 28.333%;
    // 1,000 × 0.716667 = 716.67 → 716
    name: 'FRA 66 and 8 months, claimed at 62',
    input: { aime: '1111.12', birthDate: '1958-05-10', asOf: '2019-01-01', claimAgeYears: '62' },
    pia: 1000,
    monthly: 716,
  },
  {
    // born 1950: FRA 66, 48 months of credits to 70: 1,000 × 1.32 = 1,320
    name: 'FRA 66, claimed at 70',
    input: { aime: '1111.12', birthDate: '1950-09-09', asOf: '2012-01-01', claimAgeYears: '70' },
    pia: 1000,
    monthly: 1320,
  },
];

describe('social security calculator: primary-source vectors', () => {
  it.each(vectors)('$name', (vector) => {
    const result = compute(parseOk(inputSchema, vector.input));
    expect(result.pia).toBe(vector.pia);
    expect(result.monthlyBenefit).toBe(vector.monthly);
  });
});
