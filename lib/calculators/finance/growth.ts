/**
 * Compound growth with regular contributions, worked year by year in closed form so a 100-year
 * projection costs 100 steps. A contribution period's rate comes from the compounding rate:
 * (1 + r/n)^(n/p) − 1, or e^(r/p) − 1 for continuous compounding; contributions at the start of a
 * period earn one more period of interest (an annuity due).
 */
export type GrowthYear = {
  year: number;
  /** Money put in up to the end of this year, the starting amount included. */
  contributed: number;
  /** Interest earned up to the end of this year, after any tax on it. */
  interest: number;
  balance: number;
  /** Tax paid on the interest up to the end of this year (0 without a tax rate). */
  taxPaid: number;
};

export type Compounding = number | 'continuous';

/** Growth factor over one contribution period, given the nominal annual rate in percent. */
export function periodGrowth(ratePercent: number, compounding: Compounding, periodsPerYear: number): number {
  const r = ratePercent / 100;
  if (compounding === 'continuous') return Math.exp(r / periodsPerYear);
  return (1 + r / compounding) ** (compounding / periodsPerYear);
}

/** Future value of `count` payments of 1, each at the start (`due`) or end of its period. */
export function annuityFactor(growth: number, count: number, due: boolean): number {
  const i = growth - 1;
  const sum = Math.abs(i) < 1e-12 ? count : (growth ** count - 1) / i;
  return due ? sum * growth : sum;
}

export function growYears(options: {
  start: number;
  ratePercent: number;
  compounding: Compounding;
  /** Whole years. */
  years: number;
  /** Amount added each period of the first year. */
  contribution: number;
  periodsPerYear: number;
  atStart: boolean;
  /** Contributions rise by this percent each year (0 for flat). */
  contributionGrowthPercent?: number;
  /**
   * Tax on each year's earnings, paid from the balance at the year's end, as on a taxable savings
   * account; a year that loses money pays none. 0 for a tax-free account.
   */
  taxPercent?: number;
}): GrowthYear[] {
  const g = periodGrowth(options.ratePercent, options.compounding, options.periodsPerYear);
  const yearFactor = g ** options.periodsPerYear;
  const perYear = annuityFactor(g, options.periodsPerYear, options.atStart);
  const rise = 1 + (options.contributionGrowthPercent ?? 0) / 100;
  const rows: GrowthYear[] = [];
  let balance = options.start;
  let contributed = options.start;
  let contribution = options.contribution;
  const taxRate = (options.taxPercent ?? 0) / 100;
  let taxPaid = 0;
  for (let year = 1; year <= options.years; year += 1) {
    const added = contribution * options.periodsPerYear;
    const before = balance;
    balance = balance * yearFactor + contribution * perYear;
    const earned = balance - before - added;
    if (taxRate > 0 && earned > 0) {
      balance -= earned * taxRate;
      taxPaid += earned * taxRate;
    }
    contributed += added;
    rows.push({ year, contributed, interest: balance - contributed, balance, taxPaid });
    contribution *= rise;
  }
  return rows;
}
