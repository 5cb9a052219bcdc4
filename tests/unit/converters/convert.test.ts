import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amount, convert, workedStep } from '@/lib/converters/convert';
import { readValue } from '@/lib/converters/read-value';
import { PAIRS, type PairId } from '@/lib/converters/pairs';

const pairs = Object.values(PAIRS);

describe('the specification’s conversion facts (section 9), exactly', () => {
  // Each row: pair, direction, 1 unit in, the spec's figure out.
  const facts: [PairId, 'toB' | 'toA', number][] = [
    ['meter-foot', 'toB', 3.28084],
    ['inch-foot', 'toB', 0.0833],
    ['milliliter-liter', 'toB', 0.001],
    ['tablespoon-cup', 'toB', 0.0625],
    ['hectare-acre', 'toB', 2.47105],
    ['gram-kilogram', 'toB', 0.001],
    ['millimeter-meter', 'toB', 0.001],
    ['millimeter-centimeter', 'toB', 0.1],
    ['milligram-gram', 'toB', 0.001],
    ['centimeter-foot', 'toB', 0.0328084],
    ['milliliter-fluid-ounce', 'toB', 0.033814],
  ];
  it.each(facts)('%s: 1 → %s gives %s', (id, direction, expected) => {
    expect(convert(PAIRS[id], direction, 1)).toBe(expected);
  });

  it('converts Celsius to Fahrenheit by formula, and back', () => {
    const pair = PAIRS['celsius-fahrenheit'];
    expect(convert(pair, 'toB', 0)).toBe(32);
    expect(convert(pair, 'toB', 100)).toBe(212);
    expect(convert(pair, 'toB', 37)).toBeCloseTo(98.6, 10);
    expect(convert(pair, 'toB', -40)).toBe(-40);
    expect(convert(pair, 'toA', 212)).toBe(100);
    expect(convert(pair, 'toA', 98.6)).toBeCloseTo(37, 10);
  });
});

describe('pairs the specification does not give use exact international definitions', () => {
  it('1 in = 2.54 cm = 25.4 mm; 1 lb = 0.45359237 kg; 1 ft = 12 in', () => {
    expect(convert(PAIRS['centimeter-inch'], 'toA', 1)).toBe(2.54);
    expect(convert(PAIRS['centimeter-inch'], 'toB', 2.54)).toBe(1);
    expect(convert(PAIRS['millimeter-inch'], 'toB', 25.4)).toBe(1);
    expect(convert(PAIRS['kilogram-pound'], 'toA', 1)).toBe(0.45359237);
    expect(convert(PAIRS['kilogram-pound'], 'toB', 1)).toBeCloseTo(2.2046226218, 9);
    expect(convert(PAIRS['inch-foot'], 'toA', 1)).toBe(12);
  });

  it('keeps the spec’s 0.0833 for inches to feet and the exact 12 for feet to inches', () => {
    expect(convert(PAIRS['inch-foot'], 'toB', 12)).toBeCloseTo(0.9996, 12);
    expect(convert(PAIRS['inch-foot'], 'toA', 0.9996)).toBeCloseTo(11.9952, 12);
  });
});

describe('each converter’s two directions undo each other', () => {
  it.each(pairs.map((pair) => [pair.id, pair] as const))('%s', (_id, pair) => {
    fc.assert(
      fc.property(fc.double({ min: Math.max(pair.minA, -1e9), max: 1e9, noNaN: true }), (value) => {
        const back = convert(pair, 'toA', convert(pair, 'toB', value));
        // Exact pairs agree to floating point; inches and feet to the spec's rounding of 1/12.
        const tolerance = Math.max(pair.roundTrip, 1e-12) * Math.max(1, Math.abs(value)) + 1e-9;
        expect(Math.abs(back - value)).toBeLessThanOrEqual(tolerance);
      }),
      { numRuns: 200 },
    );
  });
});

describe('readValue', () => {
  const meters = PAIRS['meter-foot'];
  it('reads what people type', () => {
    expect(readValue(meters, 'toB', '1,500')).toEqual({ value: 1500 });
    expect(readValue(meters, 'toB', ' 2.5 ')).toEqual({ value: 2.5 });
    expect(readValue(meters, 'toB', '0')).toEqual({ value: 0 });
  });

  it('explains empty, non-numeric, negative and absurd values', () => {
    expect(readValue(meters, 'toB', '')).toEqual({ message: 'Enter a number of meters.' });
    expect(readValue(meters, 'toB', 'ten')).toEqual({
      message: 'Enter a number of meters as a number, like 12.',
    });
    expect(readValue(meters, 'toA', '-3')).toEqual({ message: "A number of feet can't be negative." });
    expect(readValue(meters, 'toB', '1e13')).toEqual({
      message: 'A number of meters must be at most 1,000,000,000,000.',
    });
  });

  it('allows negative temperatures down to absolute zero only', () => {
    const temperature = PAIRS['celsius-fahrenheit'];
    expect(readValue(temperature, 'toB', '-40')).toEqual({ value: -40 });
    expect(readValue(temperature, 'toB', '-273.15')).toEqual({ value: -273.15 });
    expect(readValue(temperature, 'toB', '-300')).toEqual({
      message: 'That is below absolute zero (-273.15 °C).',
    });
    expect(readValue(temperature, 'toA', '-500')).toEqual({
      message: 'That is below absolute zero (-459.67 °F).',
    });
  });
});

describe('showing the work', () => {
  it('fills the rule with the visitor’s number', () => {
    expect(workedStep(PAIRS['inch-foot'], 'toB', 24)).toBe('24 inches = 24 × 0.0833 = 1.9992 feet');
    expect(workedStep(PAIRS['celsius-fahrenheit'], 'toA', 212)).toBe(
      '212 degrees Fahrenheit = (212 − 32) × 5/9 = 100 degrees Celsius',
    );
    expect(workedStep(PAIRS['centimeter-inch'], 'toB', 30)).toBe(
      '30 centimeters = 30 ÷ 2.54 = 11.811024 inches',
    );
  });

  it('uses the singular for exactly one', () => {
    expect(amount(1, PAIRS['inch-foot'].b)).toBe('1 foot');
    expect(amount(2, PAIRS['inch-foot'].b)).toBe('2 feet');
  });
});
