import { describe, expect, it } from 'vitest';
import * as car from '@/lib/calculators/finance/car-payment';
import * as loan from '@/lib/calculators/finance/loan';
import * as loanPayment from '@/lib/calculators/finance/loan-payment';
import * as personal from '@/lib/calculators/finance/personal-loan';

const parse = <T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, input: unknown): T => {
  const result = schema.safeParse(input);
  if (!result.success || result.data === undefined) throw new Error(`rejected ${JSON.stringify(input)}`);
  return result.data;
};

describe('loan payment calculator', () => {
  it('takes the term in years or months', () => {
    const years = loanPayment.compute(
      parse(loanPayment.inputSchema, { amount: '25,000', rate: '7.5', term: '5', termUnit: 'years' }),
    );
    const months = loanPayment.compute(
      parse(loanPayment.inputSchema, { amount: '$25000', rate: '7.5%', term: '60', termUnit: 'months' }),
    );
    expect(years.payment).toBeCloseTo(500.95, 2);
    expect(months.payment).toBe(years.payment);
  });

  it('explains a messy term, a missing amount and an absurd rate beside the fields', () => {
    const result = loanPayment.inputSchema.safeParse({
      amount: '',
      rate: '250',
      term: '2.3',
      termUnit: 'years',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages.amount).toBe('Enter the loan amount.');
    expect(messages.rate).toBe('The interest rate must be at most 100%.');
  });

  it('refuses a term that is not whole months', () => {
    const result = loanPayment.inputSchema.safeParse({
      amount: '1000',
      rate: '5',
      term: '2.3',
      termUnit: 'years',
    });
    expect(result.error?.issues[0]?.message).toBe(
      'The term must come to a whole number of months: enter it in months instead.',
    );
  });
});

describe('loan calculator', () => {
  it('dates the payoff and counts what the extra payment saves', () => {
    const input = parse(loan.inputSchema, {
      amount: '300000',
      rate: '6.5',
      years: '30',
      extra: '200',
      start: '2027-01-01',
    });
    const result = loan.compute(input);
    expect(result.payment).toBeCloseTo(1896.2, 2);
    expect(result.payoffMonths).toBe(277);
    expect(result.monthsSaved).toBe(83);
    expect(result.payoff).toEqual({ year: 2050, month: 1 });
    expect(result.interestSaved).toBeCloseTo(result.baseInterest - result.totalInterest, 6);
    expect(result.interestSaved).toBeGreaterThan(100_000);
  });

  it('pays off in the last scheduled month without extra payments', () => {
    const result = loan.compute(
      parse(loan.inputSchema, { amount: '10000', rate: '5', years: '1', extra: '0', start: '2027-03-15' }),
    );
    expect(result.payoff).toEqual({ year: 2028, month: 2 });
    expect(result.interestSaved).toBe(0);
  });
});

describe('car payment calculator', () => {
  it('works a dealer quote by hand', () => {
    // Tax: 6.25% × (35,000 − 8,000) = 1,687.50. Financed: 35,000 + 1,687.50 + 900 − 8,000 − 5,000 = 24,587.50.
    const input = parse(car.inputSchema, {
      price: '35000',
      down: '5000',
      tradeIn: '8000',
      tradeOwed: '0',
      taxRate: '6.25',
      taxCredit: true,
      fees: '900',
      rate: '6.9',
      months: '60',
    });
    const result = car.compute(input);
    expect(result.tax).toBeCloseTo(1687.5, 6);
    expect(result.loanAmount).toBeCloseTo(24_587.5, 6);
    expect(result.payment).toBeCloseTo(485.7, 2);
  });

  it('taxes the full price without the trade-in credit and rolls negative equity into the loan', () => {
    const input = parse(car.inputSchema, {
      price: '20000',
      down: '0',
      tradeIn: '5000',
      tradeOwed: '7000',
      taxRate: '10',
      taxCredit: false,
      fees: '0',
      rate: '0',
      months: '48',
    });
    const result = car.compute(input);
    expect(result.tax).toBe(2000);
    expect(result.loanAmount).toBe(24_000); // 20,000 + 2,000 + 7,000 − 5,000
    expect(result.payment).toBe(500);
  });

  it('says so when nothing is left to finance', () => {
    const result = car.inputSchema.safeParse({
      price: '10000',
      down: '12000',
      tradeIn: '0',
      tradeOwed: '0',
      taxRate: '0',
      taxCredit: true,
      fees: '0',
      rate: '5',
      months: '36',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['down'],
      message: 'The down payment and trade-in cover the whole cost: there is nothing left to finance.',
    });
  });
});

describe('personal loan calculator', () => {
  const base = { amount: '10000', rate: '10', months: '36', feePercent: '5', feeMode: 'deducted' };

  it('APR equals the rate when there is no fee', () => {
    const result = personal.compute(parse(personal.inputSchema, { ...base, feePercent: '0' }));
    expect(result.apr).toBeCloseTo(10, 6);
  });

  it('finds the APR at which the payments are worth exactly the cash received', () => {
    const result = personal.compute(parse(personal.inputSchema, base));
    expect(result.received).toBe(9500);
    expect(result.payment).toBeCloseTo(322.67, 2);
    const i = result.apr / 100 / 12;
    const presentValue = (result.payment * (1 - (1 + i) ** -36)) / i;
    expect(presentValue).toBeCloseTo(9500, 4);
    // Worked with a spreadsheet RATE(36, -322.67, 9500) × 12 = 13.58%.
    expect(result.apr).toBeCloseTo(13.58, 1);
  });

  it('charges interest on the fee when it is added to the loan', () => {
    const deducted = personal.compute(parse(personal.inputSchema, base));
    const financed = personal.compute(parse(personal.inputSchema, { ...base, feeMode: 'financed' }));
    expect(financed.financed).toBe(10_500);
    expect(financed.received).toBe(10_000);
    expect(financed.totalInterest).toBeGreaterThan(deducted.totalInterest);
  });
});
