/*
 * Social Security benefit formula figures. Copied from the project's sourced data
 * (social-security-2026.json, gathered 2026) with each figure's source below.
 */

/**
 * PIA bend points by the year a worker turns 62 (eligibility year), in dollars of AIME.
 * 2005-2024: SSA, "Primary Insurance Amount", table of bend points by year
 * (https://www.ssa.gov/oact/COLA/piaformula.html; 2024 = $1,174 / $7,078); the earlier years agree
 * with several independent public copies of that table.
 * 2025 and 2026: worked out with SSA's published formula (1979 bend points $180 / $1,085 × AWI(year − 2)
 * ÷ AWI(1977) 9,779.44; AWI 2023 = 66,621.80, AWI 2024 = 69,846.57, SSA average wage index series,
 * https://www.ssa.gov/oact/cola/AWI.html), rounded to the dollar: 2025 $1,226 / $7,391,
 * 2026 $1,286 / $7,749. The 2026 pair matches ssa.tools/guides/pia. Retrieved 2026.
 */
export const bendPointsByYear: Record<number, readonly [number, number]> = {
  2005: [627, 3779],
  2006: [656, 3955],
  2007: [680, 4100],
  2008: [711, 4288],
  2009: [744, 4483],
  2010: [761, 4586],
  2011: [749, 4517],
  2012: [767, 4624],
  2013: [791, 4768],
  2014: [816, 4917],
  2015: [826, 4980],
  2016: [856, 5157],
  2017: [885, 5336],
  2018: [895, 5397],
  2019: [926, 5583],
  2020: [960, 5785],
  2021: [996, 6002],
  2022: [1024, 6172],
  2023: [1115, 6721],
  2024: [1174, 7078],
  2025: [1226, 7391],
  2026: [1286, 7749],
};

/** The latest year in the table: used for anyone turning 62 later (an estimate in today's dollars). */
export const latestBendPointYear = 2026;

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
