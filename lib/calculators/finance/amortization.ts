/**
 * Fixed-rate, monthly-payment loans: the payment and the schedule every loan calculator here shares.
 * The standard annuity formula, M = P·r / (1 − (1 + r)^−n) with r the monthly rate (APR ÷ 12),
 * as published by the US CFPB and in every finance text; at 0% the payment is simply P ÷ n.
 * Nothing is rounded here: cents are a display matter.
 */
export type Installment = {
  /** 1 for the first payment. */
  month: number;
  payment: number;
  principal: number;
  interest: number;
  /** What is still owed after this payment. */
  balance: number;
};

export type YearTotals = { year: number; principal: number; interest: number; balance: number };

export type Amortization = {
  /** The scheduled monthly payment, before any extra payment. */
  payment: number;
  schedule: Installment[];
  totalInterest: number;
  totalPaid: number;
};

export function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 100 / 12;
  // Below this the formula loses every digit to rounding; the loan is interest-free in all but name.
  if (Math.abs(r) < 1e-12) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/**
 * The month-by-month schedule. An extra amount each month goes straight to principal and ends the
 * loan early; the last payment is only what is left, so the balance ends at exactly zero.
 */
export function amortize(
  principal: number,
  annualRatePercent: number,
  months: number,
  extraPerMonth = 0,
): Amortization {
  const r = annualRatePercent / 100 / 12;
  const payment = monthlyPayment(principal, annualRatePercent, months);
  const schedule: Installment[] = [];
  let balance = principal;
  let totalInterest = 0;
  for (let month = 1; month <= months && balance > 0; month += 1) {
    const interest = balance * r;
    // The last payment clears whatever floating-point dust the formula leaves.
    let due = month === months ? balance + interest : Math.min(payment + extraPerMonth, balance + interest);
    let toPrincipal = due - interest;
    balance -= toPrincipal;
    if (balance < 0.005) {
      due += balance;
      toPrincipal += balance;
      balance = 0;
    }
    totalInterest += interest;
    schedule.push({ month, payment: due, principal: toPrincipal, interest, balance });
  }
  return { payment, schedule, totalInterest, totalPaid: principal + totalInterest };
}

/** Principal and interest paid in each year of the loan, and the balance at the year's end. */
export function byYear(schedule: readonly Installment[]): YearTotals[] {
  const years: YearTotals[] = [];
  for (const row of schedule) {
    const year = Math.ceil(row.month / 12);
    const last = years[years.length - 1];
    if (last && last.year === year) {
      last.principal += row.principal;
      last.interest += row.interest;
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
