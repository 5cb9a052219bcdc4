/*
 * The figures behind the revenue definition page, computed here so every table, step and answer
 * that quotes them agrees: one year of a small company, and one subscription contract.
 */

export const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
export const negative = (value: number) => `(${usd(value)})`;
/** One decimal, half up: multiplying before dividing keeps 11.85% from reading 11.8% through float error. */
export const percent = (part: number, whole: number) =>
  `${(Math.round((part * 1000) / whole) / 10).toFixed(1)}%`;

/** The worked example: one year of a small company selling standing desks and installing them. */
export const revenueExample = (() => {
  const grossSales = 1_250_000;
  const returns = 30_000;
  const discounts = 20_000;
  const netRevenue = grossSales - returns - discounts;
  const cogs = 480_000;
  const grossProfit = netRevenue - cogs;
  const operatingExpenses = 540_000;
  const operatingIncome = grossProfit - operatingExpenses;
  const otherIncome = 10_000;
  const interestExpense = 10_000;
  const pretax = operatingIncome + otherIncome - interestExpense;
  const taxRate = 0.21;
  const tax = pretax * taxRate;
  const netIncome = pretax - tax;
  const averageFte = 8;
  const workingDays = 260;
  return {
    grossSales,
    returns,
    discounts,
    netRevenue,
    cogs,
    grossProfit,
    operatingExpenses,
    operatingIncome,
    otherIncome,
    interestExpense,
    pretax,
    taxRate,
    tax,
    netIncome,
    averageFte,
    revenuePerEmployee: netRevenue / averageFte,
    workingDays,
  };
})();

/** The subscription example of the five steps: a year of software paid up front, plus onboarding. */
export const contract = { subscription: 12_000, onboarding: 1_200, months: 12 };
export const contractTotal = contract.subscription + contract.onboarding;
export const januaryRevenue = contract.onboarding + contract.subscription / contract.months;
