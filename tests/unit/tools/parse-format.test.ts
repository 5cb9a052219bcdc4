import { describe, expect, it } from 'vitest';
import { fixed, money, number, percent, quantity } from '@/lib/kit/numbers';
import { parseNumber } from '@/lib/tools/parse';
import { checkNumber } from '@/lib/tools/validation';

describe('parseNumber reads numbers the way people type them', () => {
  it.each([
    ['25000', 25000],
    ['25,000', 25000],
    ['$25,000.50', 25000.5],
    [' 6.5 % ', 6.5],
    ['.5', 0.5],
    ['-4', -4],
    ['−4', -4],
    ['1e3', 1000],
    ['1,234,567', 1234567],
    ['1,23', 1.23],
    ['1,50', 1.5],
    ['3,5', 3.5],
    ['0,125', 0.125],
    ['1 000', 1000],
    ['1\u202f000', 1000],
    ['-$1,200', -1200],
    ['−0', 0],
  ])('%s → %s', (text, value) => expect(parseNumber(text)).toBe(value));

  it.each(['', 'abc', '12abc', '1/2', '0x10', '1e400', '--1', '.', '1.234,5', '1,23,456', '1,5,0', '5$'])(
    'refuses %j',
    (text) => {
      expect(parseNumber(text)).toBeNull();
    },
  );
});

describe('checkNumber gives the message shown beside the field', () => {
  const rule = { name: 'the loan amount', kind: 'money' as const, example: '25000', max: 1_000_000 };
  it('names each problem in plain words', () => {
    expect(checkNumber('', rule)).toEqual({ message: 'Enter the loan amount.' });
    expect(checkNumber('lots', rule)).toEqual({ message: 'Enter the loan amount as a number, like 25000.' });
    expect(checkNumber('-5', rule)).toEqual({ message: "The loan amount can't be negative." });
    expect(checkNumber('0', rule)).toEqual({ message: 'The loan amount must be more than zero.' });
    expect(checkNumber('2000000', rule)).toEqual({ message: 'The loan amount must be at most $1,000,000.' });
    expect(checkNumber('1e-12', rule)).toEqual({ message: 'The loan amount is too small to work with.' });
    expect(checkNumber('2.5', { ...rule, integer: true })).toEqual({
      message: 'The loan amount must be a whole number.',
    });
    expect(checkNumber('0', { ...rule, allowZero: true })).toEqual({ value: 0 });
  });
});

describe('formatting rounds only for display', () => {
  it('formats money, percentages and numbers in US English', () => {
    expect(money(1234.5)).toBe('$1,234.50');
    expect(money(-0.001)).toBe('$0.00');
    expect(money(1_234_567.89, { whole: true })).toBe('$1,234,568');
    expect(percent(6.5)).toBe('6.5%');
    expect(percent(33.33333)).toBe('33.33%');
    expect(number(0.1 + 0.2, 6)).toBe('0.3');
    expect(fixed(3.5, 2)).toBe('3.50');
  });

  it('gives quantities sensible precision', () => {
    expect(quantity(0.1 + 0.2)).toBe('0.3');
    expect(quantity(0.001)).toBe('0.001');
    expect(quantity(0.0000001234)).toBe('0.0000001234');
    expect(quantity(328.084)).toBe('328.084');
    expect(quantity(1e16)).toBe('1E16');
  });
});
