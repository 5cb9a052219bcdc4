import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { count, money, number, percent } from '@/lib/kit/numbers';
import { numberText } from '@/lib/tools/validation';
import { moneyRule, rateRule } from './rules';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

/**
 * The retirement calculator, worked a year at a time. While working: the balance grows at the
 * pre-retirement return, and at each year's end receives your contribution (a percent of a salary
 * that rises each year) plus the employer match (a percent of your contribution, up to a percent of
 * salary). In retirement: at each year's start you withdraw the income you asked for, in today's
 * money grown by inflation, less other income (Social Security, a pension) also grown by inflation;
 * the rest earns the retirement return. "Today's money" divides by inflation since now.
 */
export const inputSchema = z
  .object({
    age: numberText({
      name: 'your current age',
      example: '35',
      min: 15,
      max: 100,
      integer: true,
      unit: 'years',
    }),
    retireAge: numberText({
      name: 'the retirement age',
      example: '67',
      min: 30,
      max: 100,
      integer: true,
      unit: 'years',
    }),
    planAge: numberText({
      name: 'the age to plan to',
      example: '95',
      min: 50,
      max: 120,
      integer: true,
      unit: 'years',
    }),
    savings: numberText(moneyRule('your current savings', '50000', { allowZero: true })),
    salary: numberText(moneyRule('your annual salary', '75000', { allowZero: true, max: 100_000_000 })),
    contribution: numberText(rateRule('your contribution', '10', { max: 100 })),
    matchRate: numberText(rateRule('the employer match', '50', { max: 200 })),
    matchLimit: numberText(rateRule('the match limit', '6', { max: 100 })),
    salaryGrowth: numberText(rateRule('the yearly raise', '3', { max: 30 })),
    returnBefore: numberText(rateRule('the return before retirement', '7', { min: -20, max: 30 })),
    returnAfter: numberText(rateRule('the return in retirement', '5', { min: -20, max: 30 })),
    inflation: numberText(rateRule('the inflation rate', '3', { min: -10, max: 30 })),
    income: numberText(
      moneyRule('the retirement income you want', '60000', { allowZero: true, max: 100_000_000 }),
    ),
    otherIncome: numberText(
      moneyRule('your other retirement income', '24000', { allowZero: true, max: 100_000_000 }),
    ),
  })
  .check(
    z.refine((input) => input.retireAge > input.age, {
      message: 'The retirement age must be after your current age.',
      path: ['retireAge'],
    }),
    z.refine((input) => input.planAge > input.retireAge, {
      message: 'Plan to an age after you retire.',
      path: ['planAge'],
    }),
  );

export type Input = z.output<typeof inputSchema>;

export type RetirementYear = {
  age: number;
  /** You and your employer, put in during this year (0 once retired). */
  contributions: number;
  /** Taken out during this year (0 while working). */
  withdrawal: number;
  /** Balance at the end of the year, in money of that year and in today's money. */
  balance: number;
  balanceToday: number;
};

export type Result = {
  nestEgg: number;
  nestEggToday: number;
  /** The first year's withdrawal at retirement, in money of that year. */
  firstWithdrawal: number;
  /** The age at which the savings run out; undefined when they last to the plan age. */
  runsOutAt?: number;
  /** Left at the plan age, in today's money (0 when the money ran out). */
  leftToday: number;
  /** What the nest egg would need to be to fund the withdrawals to the plan age. */
  needed: number;
  /** Extra saving a month, starting now and flat, that closes the gap; 0 when there is none. */
  extraMonthly: number;
  years: RetirementYear[];
};

function accumulate(input: Input, extraYearly: number) {
  const years: RetirementYear[] = [];
  let balance = input.savings;
  let salary = input.salary;
  const own = input.contribution / 100;
  const match = (input.matchRate / 100) * Math.min(own, input.matchLimit / 100);
  for (let age = input.age; age < input.retireAge; age += 1) {
    const contributions = salary * (own + match) + extraYearly;
    balance = balance * (1 + input.returnBefore / 100) + contributions;
    const deflator = (1 + input.inflation / 100) ** (age + 1 - input.age);
    years.push({ age: age + 1, contributions, withdrawal: 0, balance, balanceToday: balance / deflator });
    salary *= 1 + input.salaryGrowth / 100;
  }
  return { balance, years };
}

export function compute(input: Input): Result {
  const inflate = (age: number) => (1 + input.inflation / 100) ** (age - input.age);
  const { balance: nestEgg, years } = accumulate(input, 0);
  let balance = nestEgg;
  let runsOutAt: number | undefined;
  let needed = 0;
  const growth = 1 + input.returnAfter / 100;
  for (let age = input.retireAge; age < input.planAge; age += 1) {
    const want = Math.max(0, (input.income - input.otherIncome) * inflate(age));
    needed += want / growth ** (age - input.retireAge);
    const withdrawal = Math.min(want, Math.max(0, balance));
    if (runsOutAt === undefined && want > balance + 1e-6) runsOutAt = age;
    balance = Math.max(0, balance - withdrawal) * growth;
    years.push({
      age: age + 1,
      contributions: 0,
      withdrawal,
      balance,
      balanceToday: balance / inflate(age + 1),
    });
  }
  const firstWithdrawal = Math.max(0, (input.income - input.otherIncome) * inflate(input.retireAge));
  let extraMonthly = 0;
  if (needed > nestEgg) {
    // The nest egg rises linearly with a flat extra yearly saving: one more projection gives the rate.
    const perDollar = accumulate(input, 1).balance - nestEgg;
    extraMonthly = perDollar > 0 ? (needed - nestEgg) / perDollar / 12 : 0;
  }
  return {
    nestEgg,
    nestEggToday: nestEgg / inflate(input.retireAge),
    firstWithdrawal,
    runsOutAt,
    leftToday: runsOutAt === undefined ? balance / inflate(input.planAge) : 0,
    needed,
    extraMonthly,
    years,
  };
}

export function explain(input: Input, result: Result) {
  const working = input.retireAge - input.age;
  const own = input.contribution;
  const match = (input.matchRate / 100) * Math.min(own, input.matchLimit);
  const steps = [
    `Year 1: you save ${percent(own, 2)} of ${money(input.salary, { whole: true })} = ${money((input.salary * own) / 100, { whole: true })}; your employer adds ${percent(input.matchRate, 2)} of your contribution on up to ${percent(input.matchLimit, 2)} of salary = ${money((input.salary * match) / 100, { whole: true })}.`,
    `Over ${count(working, 'year')}, with ${percent(input.salaryGrowth, 2)} raises and a ${percent(input.returnBefore, 2)} return, ${money(input.savings, { whole: true })} today grows to ${money(result.nestEgg, { whole: true })} at ${number(input.retireAge, 0)}.`,
    `In today's money: ${money(result.nestEgg, { whole: true })} ÷ (1 + ${number(input.inflation / 100, 4)})^${number(working, 0)} = ${money(result.nestEggToday, { whole: true })}.`,
    `At ${number(input.retireAge, 0)} you need ${money(input.income, { whole: true })} − ${money(input.otherIncome, { whole: true })} other income = ${money(input.income - input.otherIncome, { whole: true })} a year in today's money, which is ${money(result.firstWithdrawal, { whole: true })} in that year's money, rising with inflation.`,
    result.runsOutAt === undefined
      ? `Withdrawing that each year with a ${percent(input.returnAfter, 2)} return, the savings last to ${number(input.planAge, 0)} with ${money(result.leftToday, { whole: true })} (today's money) to spare.`
      : `Withdrawing that each year with a ${percent(input.returnAfter, 2)} return, the savings run out at ${number(result.runsOutAt, 0)}, ${count(input.planAge - result.runsOutAt, 'year')} before ${number(input.planAge, 0)}.`,
  ];
  if (result.extraMonthly > 0) {
    steps.push(
      `The withdrawals need ${money(result.needed, { whole: true })} at ${number(input.retireAge, 0)}; saving ${money(result.extraMonthly, { whole: true })} more a month from now would get there.`,
    );
  }
  return {
    formula:
      'Bₙ = Bₙ₋₁ × (1 + r) + contributions while working;  Bₙ = (Bₙ₋₁ − withdrawal) × (1 + r) in retirement',
    steps,
  };
}

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) =>
    pick(values, [
      'age',
      'retireAge',
      'planAge',
      'savings',
      'salary',
      'contribution',
      'matchRate',
      'matchLimit',
      'salaryGrowth',
      'returnBefore',
      'returnAfter',
      'inflation',
      'income',
      'otherIncome',
    ]),
  present(input, result, explain) {
    const lasts = result.runsOutAt === undefined;
    const primary = {
      label: `Savings at ${input.retireAge}`,
      value: money(result.nestEgg, { whole: true }),
      hint: `${money(result.nestEggToday, { whole: true })} in today's money`,
    };
    const secondary = [
      { label: "Nest egg in today's money", value: money(result.nestEggToday, { whole: true }) },
      {
        label: `Withdrawal in your first retirement year`,
        value: money(result.firstWithdrawal, { whole: true }),
      },
      {
        label: 'Savings last until',
        value: lasts ? `${input.planAge} and beyond` : `age ${result.runsOutAt}`,
        tone: lasts ? ('good' as const) : ('bad' as const),
      },
      ...(result.extraMonthly > 0
        ? [
            {
              label: 'Extra saving a month to last',
              value: money(result.extraMonthly, { whole: true }),
              tone: 'warning' as const,
            },
          ]
        : [
            {
              label: `Left at ${input.planAge} (today's money)`,
              value: money(result.leftToday, { whole: true }),
            },
          ]),
    ];
    const summary = lasts
      ? `Your savings last to age ${input.planAge}, with ${money(result.leftToday, { whole: true })} in today's money to spare.`
      : `Your savings run out at age ${result.runsOutAt}, ${count(input.planAge - (result.runsOutAt ?? 0), 'year')} before ${input.planAge}. Saving ${money(result.extraMonthly, { whole: true })} more a month would close the gap.`;
    const rows = result.years;
    return {
      primary,
      secondary,
      summary,
      summaryTone: lasts ? 'good' : 'bad',
      chart: {
        title: 'Savings by age',
        kind: 'lines',
        xLabel: 'Age',
        x: rows.map((row) => row.age),
        series: [
          { label: 'Balance', values: rows.map((row) => row.balance), color: 'brand' },
          { label: "Balance in today's money", values: rows.map((row) => row.balanceToday), color: 'teal' },
        ],
        tableId: 'by-year',
      },
      tables: [
        {
          id: 'by-year',
          caption: 'Savings at the end of each year of age',
          columns: [
            { label: 'Age' },
            { label: 'Put in', numeric: true },
            { label: 'Taken out', numeric: true },
            { label: 'Balance', numeric: true },
            { label: "In today's money", numeric: true },
          ],
          rows: rows.map((row) => [
            String(row.age),
            money(row.contributions, { whole: true }),
            money(row.withdrawal, { whole: true }),
            money(row.balance, { whole: true }),
            money(row.balanceToday, { whole: true }),
          ]),
          folded: true,
          csv: {
            filename: 'retirement-by-age.csv',
            header: ['Age', 'Put in', 'Taken out', 'Balance', "Balance in today's money"],
            rows: rows.map((row) => [
              row.age,
              row.contributions,
              row.withdrawal,
              row.balance,
              row.balanceToday,
            ]),
          },
        },
      ],
      explain,
      copyText: copyTextOf('Retirement', [primary, ...secondary], summary),
    };
  },
});
