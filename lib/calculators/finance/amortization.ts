/**
 * Fixed-rate loans: the payment and the schedule every loan calculator here shares.
 * The standard annuity formula, M = P·i / (1 − (1 + i)^−n) with i the rate per payment period
 * (US CFPB; Regulation Z, Appendix J); at 0% the payment is simply P ÷ n.
 *
 * The schedule is the one a lender runs: the payment is rounded to the cent, each period's interest
 * is rounded to the cent, and the last payment is whatever clears the balance. It is worked in whole
 * cents so the rows add up exactly to the totals the page shows and the CSV holds.
 */
export type Installment = {
  /** The payment's number, 1 for the first (named `month` for the monthly loans it began with). */
  month: number;
  payment: number;
  principal: number;
  interest: number;
  /** What is still owed after this payment. */
  balance: number;
};

export type YearTotals = { year: number; principal: number; interest: number; balance: number };

export type Amortization = {
  /** The scheduled payment, rounded to the cent, before any extra payment. */
  payment: number;
  schedule: Installment[];
  totalInterest: number;
  totalPaid: number;
};

export const PAYMENT_FREQUENCIES = [
  'monthly',
  'semimonthly',
  'biweekly',
  'accelerated-biweekly',
  'weekly',
] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const PAYMENTS_PER_YEAR: Record<PaymentFrequency, number> = {
  monthly: 12,
  semimonthly: 24,
  biweekly: 26,
  'accelerated-biweekly': 26,
  weekly: 52,
};

/** What one payment is called in a sentence and a label. */
export const PAYMENT_NAMES: Record<PaymentFrequency, { adjective: string; every: string }> = {
  monthly: { adjective: 'Monthly', every: 'a month' },
  semimonthly: { adjective: 'Semi-monthly', every: 'twice a month' },
  biweekly: { adjective: 'Biweekly', every: 'every two weeks' },
  'accelerated-biweekly': { adjective: 'Accelerated biweekly', every: 'every two weeks' },
  weekly: { adjective: 'Weekly', every: 'a week' },
};

/**
 * How the yearly rate becomes a rate per payment. `period`, the US default, divides the rate by the
 * number of payments a year (r ÷ 12 for monthly payments). The others compound m times a year and
 * convert to the payment period: (1 + r/m)^(m/p) − 1. Canadian fixed-rate mortgages must be
 * quoted compounded semi-annually (Interest Act, s. 6), hence that option.
 */
export const COMPOUNDINGS = ['period', 'monthly', 'daily', 'annually', 'semiannual'] as const;
export type LoanCompounding = (typeof COMPOUNDINGS)[number];

const COMPOUNDS_PER_YEAR: Record<Exclude<LoanCompounding, 'period'>, number> = {
  monthly: 12,
  daily: 365,
  annually: 1,
  semiannual: 2,
};

export function periodicRate(
  annualRatePercent: number,
  paymentsPerYear: number,
  compounding: LoanCompounding = 'period',
): number {
  const r = annualRatePercent / 100;
  if (compounding === 'period') return r / paymentsPerYear;
  const m = COMPOUNDS_PER_YEAR[compounding];
  return (1 + r / m) ** (m / paymentsPerYear) - 1;
}

/** The level payment (unrounded) that repays `principal` in `count` periods at rate `i` per period. */
export function levelPayment(principal: number, i: number, count: number): number {
  // Below this the formula loses every digit to rounding; the loan is interest-free in all but name.
  if (Math.abs(i) < 1e-12) return principal / count;
  return (principal * i) / (1 - (1 + i) ** -count);
}

export function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  return levelPayment(principal, annualRatePercent / 100 / 12, months);
}

export type LoanTerms = {
  principal: number;
  annualRatePercent: number;
  /** The number of payments the loan is written for. */
  count: number;
  frequency?: PaymentFrequency;
  compounding?: LoanCompounding;
  /** Paid on top of every payment, straight to principal; the loan ends early. */
  extraPerPayment?: number;
};

/** Whole cents, so 0.1 + 0.2 never turns into a stray cent. */
const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * A cent amount rounded half up. A product such as 13,000 cents × 0.00325 is exactly half a cent
 * on paper but 0.4999… in binary, so it is first snapped to a millionth of a cent.
 */
const roundCents = (cents: number) => Math.round(Math.round(cents * 1e6) / 1e6);

/** The rate per payment and the scheduled payment (unrounded) for the terms. */
export function loanPayment(terms: LoanTerms): { rate: number; payment: number } {
  const frequency = terms.frequency ?? 'monthly';
  const compounding = terms.compounding ?? 'period';
  const rate = periodicRate(terms.annualRatePercent, PAYMENTS_PER_YEAR[frequency], compounding);
  if (frequency !== 'accelerated-biweekly') {
    return { rate, payment: levelPayment(terms.principal, rate, terms.count) };
  }
  // Accelerated biweekly: half the monthly payment for the same term, paid 26 times a year, which
  // comes to one extra monthly payment a year and ends the loan years early.
  const months = Math.round((terms.count * 12) / 26);
  const monthly = levelPayment(
    terms.principal,
    periodicRate(terms.annualRatePercent, 12, compounding),
    months,
  );
  return { rate, payment: monthly / 2 };
}

export function amortizeLoan(terms: LoanTerms): Amortization {
  const { rate, payment } = loanPayment(terms);
  const due = toCents(payment);
  const extra = toCents(terms.extraPerPayment ?? 0);
  let balance = toCents(terms.principal);
  const schedule: Installment[] = [];
  let interestCents = 0;
  let paidCents = 0;
  for (let k = 1; k <= terms.count && balance > 0; k += 1) {
    const interest = roundCents(balance * rate);
    // The last scheduled payment, or any that would overshoot, is what clears the balance.
    const amount = k === terms.count ? balance + interest : Math.min(due + extra, balance + interest);
    const principal = amount - interest;
    balance -= principal;
    interestCents += interest;
    paidCents += amount;
    schedule.push({
      month: k,
      payment: amount / 100,
      principal: principal / 100,
      interest: interest / 100,
      balance: balance / 100,
    });
  }
  return {
    payment: due / 100,
    schedule,
    totalInterest: interestCents / 100,
    totalPaid: paidCents / 100,
  };
}

/** The monthly schedule with an optional extra amount each month (kept for the monthly-only loans). */
export function amortize(
  principal: number,
  annualRatePercent: number,
  months: number,
  extraPerMonth = 0,
): Amortization {
  return amortizeLoan({ principal, annualRatePercent, count: months, extraPerPayment: extraPerMonth });
}

/** Principal and interest paid in each year of the loan, and the balance at the year's end. */
export function byYear(schedule: readonly Installment[], paymentsPerYear = 12): YearTotals[] {
  const years: YearTotals[] = [];
  for (const row of schedule) {
    const year = Math.ceil(row.month / paymentsPerYear);
    const last = years[years.length - 1];
    if (last && last.year === year) {
      // Summed in cents so a year's figures are exactly the sum of its rows.
      last.principal = (toCents(last.principal) + toCents(row.principal)) / 100;
      last.interest = (toCents(last.interest) + toCents(row.interest)) / 100;
      last.balance = row.balance;
    } else {
      years.push({ year, principal: row.principal, interest: row.interest, balance: row.balance });
    }
  }
  return years;
}

/** `2031-04` style month label `months` after a `YYYY-MM` start (the first payment's month). */
export function addMonths(startIso: string, months: number): { year: number; month: number } {
  const [y, m] = startIso.split('-').map(Number);
  const index = (y ?? 2000) * 12 + ((m ?? 1) - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The month and year of payment number `index + 1`, the first falling on `startIso` (YYYY-MM-DD):
 * monthly on the same day each month, semi-monthly on the start day and about 15 days later,
 * biweekly every 14 days, weekly every 7.
 */
export function paymentDate(
  startIso: string,
  index: number,
  frequency: PaymentFrequency,
): { year: number; month: number } {
  if (frequency === 'monthly') return addMonths(startIso.slice(0, 7), index);
  if (frequency === 'semimonthly') {
    const base = addMonths(startIso.slice(0, 7), Math.floor(index / 2));
    if (index % 2 === 0) return base;
    const day = Number(startIso.slice(8, 10)) || 1;
    // The second payment of a month falls 15 days after the first; past month end, in the next.
    return day + 15 > 28 ? addMonths(`${base.year}-${String(base.month).padStart(2, '0')}`, 1) : base;
  }
  const days = index * (frequency === 'weekly' ? 7 : 14);
  const [y, m, d] = startIso.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, (d ?? 1) + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}
