/*
 * Social Security benefit formula figures. Copied from the project's sourced data
 * (social-security-2026.json, gathered 2026) with each figure's source below.
 */

/**
 * The 2026 PIA bend points, in dollars of AIME: $1,286 and $7,749. Worked out with SSA's published
 * formula (SSA, "Primary Insurance Amount", https://www.ssa.gov/oact/COLA/piaformula.html): the 1979
 * bend points $180 / $1,085 × AWI(2024) ÷ AWI(1977) = 180 × 69,846.57 ÷ 9,779.44 = 1,285.59 and
 * 1,085 × 69,846.57 ÷ 9,779.44 = 7,749.27, rounded to the dollar (AWI series,
 * https://www.ssa.gov/oact/cola/AWI.html); the pair matches ssa.tools/guides/pia. Retrieved 2026.
 *
 * Every estimate uses these, whatever the birth year, and takes the AIME entered as indexed to 2026
 * wage levels, so the benefit comes out in 2026 dollars. SSA itself uses the bend points of the year
 * the worker turns 62 and raises the benefit by each COLA from then on; for someone who turned 62
 * years ago, an older year's bend points without those COLAs would understate today's benefit.
 */
export const bendPoints2026 = [1286, 7749] as const;

export const bendPointYear = 2026;

/** 90% / 32% / 15% of AIME below, between and above the bend points (SSA piaformula.html). */
export const piaFactors = [0.9, 0.32, 0.15] as const;

/**
 * Full retirement age by year of birth, as [years, months]. SSA, "Normal retirement age"
 * (https://www.ssa.gov/OACT/ProgData/nra.html) and "Retirement age calculator" chart
 * (https://www.ssa.gov/retire2/retirechart.htm); SSA FAQ KA-03391: 67 for 1960 and later.
 * People born on 1 January use the previous year.
 */
export function fullRetirementAge(birthYear: number): { years: number; months: number } {
  if (birthYear <= 1937) return { years: 65, months: 0 };
  if (birthYear <= 1942) return { years: 65, months: (birthYear - 1937) * 2 };
  if (birthYear <= 1954) return { years: 66, months: 0 };
  if (birthYear <= 1959) return { years: 66, months: (birthYear - 1954) * 2 };
  return { years: 67, months: 0 };
}

/**
 * Early claiming: benefits drop 5/9 of 1% for each of the first 36 months before full retirement
 * age and 5/12 of 1% for each month beyond. SSA, "Early or late retirement?"
 * (https://www.ssa.gov/OACT/quickcalc/early_late.html); with FRA 67, 62 gives 70%.
 */
export const earlyReduction = { firstMonths: 36, firstRate: 5 / 9 / 100, laterRate: 5 / 12 / 100 } as const;

/**
 * Delayed retirement credits for people born in 1943 or later: 2/3 of 1% a month (8% a year), up
 * to age 70. SSA, "Delayed Retirement Credits" (https://www.ssa.gov/pressoffice/DlyRetCrdtFactSheet.html)
 * and POMS RS 00615.693.
 */
export const delayedCredit = { perMonth: 2 / 3 / 100, lastAge: 70 } as const;

export const earliestClaimAge = 62;
