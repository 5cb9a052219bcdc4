/*
 * Federal payroll tax figures for tax year 2026. Copied from the project's sourced data
 * (payroll-tax-2026.json, gathered 2026); each figure's source is named beside it.
 */

export type FilingStatus = 'single' | 'marriedJoint' | 'headOfHousehold';

export const federalTaxYear = 2026;

/**
 * 2026 federal income tax brackets, [lower bound of taxable income, marginal rate]. IRS Rev. Proc.
 * 2025-32 (IRS news release of 9 October 2025, tax year 2026 inflation adjustments including the
 * One Big Beautiful Bill Act), as reproduced by several tax-firm pages that agree with each other.
 */
export const federalBrackets: Record<FilingStatus, readonly (readonly [number, number])[]> = {
  single: [
    [0, 0.1],
    [12_400, 0.12],
    [50_400, 0.22],
    [105_700, 0.24],
    [201_775, 0.32],
    [256_225, 0.35],
    [640_600, 0.37],
  ],
  marriedJoint: [
    [0, 0.1],
    [24_800, 0.12],
    [100_800, 0.22],
    [211_400, 0.24],
    [403_550, 0.32],
    [512_450, 0.35],
    [768_700, 0.37],
  ],
  headOfHousehold: [
    [0, 0.1],
    [17_700, 0.12],
    [67_450, 0.22],
    [105_700, 0.24],
    [201_750, 0.32],
    [256_200, 0.35],
    [640_600, 0.37],
  ],
};

/**
 * 2026 standard deduction, IRS Rev. Proc. 2025-32 (same release). Pub 15-T's percentage method for
 * a 2020-or-later Form W-4 without the Step 2 box builds this in: its line 1g amount plus the
 * zero-rate band at the bottom of each annual table add up to the standard deduction.
 */
export const standardDeduction: Record<FilingStatus, number> = {
  single: 16_100,
  marriedJoint: 32_200,
  headOfHousehold: 24_150,
};

/**
 * IRS Publication 15-T, Worksheet 1A line 1g (2020-or-later Form W-4, Step 2 box not checked):
 * $12,900 married filing jointly, $8,600 otherwise. These have been the same since the 2020 redesign
 * of the W-4; the rest of the standard deduction sits in the zero-rate first row of the annual
 * percentage method tables (2026: $7,500 single, $19,300 joint, $15,550 head of household), which is
 * how the tables are rebuilt from the brackets and the standard deduction here.
 */
export const pub15TLine1g: Record<FilingStatus, number> = {
  single: 8_600,
  marriedJoint: 12_900,
  headOfHousehold: 8_600,
};

/**
 * Social Security (OASDI) employee rate and 2026 wage base. SSA 2026 COLA announcement (October
 * 2025): taxable maximum $184,500; rate 6.2% (unchanged since 1990).
 */
export const socialSecurity = { rate: 0.062, wageBase: 184_500 } as const;

/**
 * Medicare employee rate 1.45% with no wage cap, plus the 0.9% Additional Medicare Tax, which the
 * employer withholds on wages above $200,000 in the calendar year whatever the filing status
 * (IRS, "Questions and Answers for the Additional Medicare Tax"; IRS Tax Tip 2016-31). The tax
 * owed on the return starts at $250,000 for a joint return; the difference is settled there.
 */
export const medicare = {
  rate: 0.0145,
  additionalRate: 0.009,
  additionalWithholdingThreshold: 200_000,
} as const;

export const payPeriods = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
  monthly: 12,
  annual: 1,
} as const;

export type PayFrequency = keyof typeof payPeriods;
