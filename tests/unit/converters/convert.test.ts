import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amount, carryOver, convert, unitsOf, workedStep } from '@/lib/converters/convert';
import { evaluate, parse } from '@/lib/calculators/expression';
import { quantity } from '@/lib/kit/numbers';
import { readValue } from '@/lib/converters/read-value';
import { PAIRS, type Pair, type PairId } from '@/lib/converters/pairs';

const pairs = Object.values(PAIRS);

describe('the specification’s conversion facts (section 9)', () => {
  // Each row: pair, direction, the spec's figure for 1 unit. The exact factor, rounded to the digits the
  // spec wrote, must be that figure; the rounded ones (3.28084, 0.0833...) are named in the page's rule.
  const facts: [PairId, 'toB' | 'toA', string][] = [
    ['meter-foot', 'toB', '3.28084'],
    ['inch-foot', 'toB', '0.0833'],
    ['milliliter-liter', 'toB', '0.001'],
    ['tablespoon-cup', 'toB', '0.0625'],
    ['hectare-acre', 'toB', '2.47105'],
    ['gram-kilogram', 'toB', '0.001'],
    ['millimeter-meter', 'toB', '0.001'],
    ['millimeter-centimeter', 'toB', '0.1'],
    ['milligram-gram', 'toB', '0.001'],
    ['centimeter-foot', 'toB', '0.0328084'],
    ['milliliter-fluid-ounce', 'toB', '0.033814'],
  ];
  it.each(facts)('%s: 1 → %s agrees with the spec’s %s to the digits it gives', (id, direction, figure) => {
    const significant = figure.replace(/^0\.0*/, '').replace('.', '').length;
    expect(convert(PAIRS[id], direction, 1).toPrecision(significant)).toBe(
      Number(figure).toPrecision(significant),
    );
  });

  const pairOf = (id: PairId): Pair => PAIRS[id];
  it.each(facts.filter(([id]) => pairOf(id).spec))(
    '%s names the spec’s %s in both rules',
    (id, _d, figure) => {
      expect(PAIRS[id].toB.formula).toContain(figure);
      expect(PAIRS[id].toA.formula).toContain(figure);
      expect(pairOf(id).spec).toContain(figure);
    },
  );

  it('inches to feet divides by 12, so 24 in is 2 ft and 2 ft is 24 in', () => {
    expect(convert(PAIRS['inch-foot'], 'toB', 24)).toBe(2);
    expect(convert(PAIRS['inch-foot'], 'toA', 2)).toBe(24);
    expect(PAIRS['inch-foot'].toB.formula).toBe('feet = inches ÷ 12 (1 in ≈ 0.0833 ft, rounded)');
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

describe('exact definitions (NIST SP 811 appendix B, NIST Handbook 44 appendix C)', () => {
  it('1 in = 2.54 cm = 25.4 mm; 1 ft = 30.48 cm = 0.3048 m = 12 in; 1 lb = 0.45359237 kg', () => {
    expect(convert(PAIRS['centimeter-inch'], 'toA', 1)).toBe(2.54);
    expect(convert(PAIRS['centimeter-inch'], 'toB', 2.54)).toBe(1);
    expect(convert(PAIRS['millimeter-inch'], 'toB', 25.4)).toBe(1);
    expect(convert(PAIRS['centimeter-foot'], 'toA', 1)).toBe(30.48);
    expect(convert(PAIRS['centimeter-foot'], 'toB', 30.48)).toBe(1);
    expect(convert(PAIRS['meter-foot'], 'toA', 10)).toBe(3.048);
    expect(convert(PAIRS['kilogram-pound'], 'toA', 1)).toBe(0.45359237);
    expect(convert(PAIRS['kilogram-pound'], 'toB', 1)).toBeCloseTo(2.2046226218, 9);
    expect(convert(PAIRS['inch-foot'], 'toA', 1)).toBe(12);
    expect(convert(PAIRS['milliliter-fluid-ounce'], 'toA', 1)).toBe(29.5735295625);
    expect(convert(PAIRS['hectare-acre'], 'toA', 1)).toBe(0.40468564224);
  });
});

/** Decimals as people type them: up to six significant digits, from 0.001 to a million. */
const typed = (min: number) =>
  fc
    .tuple(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: -3, max: 6 }), fc.boolean())
    .map(([digits, exponent, negative]) =>
      Number(`${negative && min < 0 ? '-' : ''}${digits}e${exponent - 5}`),
    )
    .filter((value) => value >= min);

describe('every pair: a → b → a gives back the typed value, as shown and to floating point', () => {
  it.each(pairs.flatMap((pair) => (['toB', 'toA'] as const).map((d) => [pair.id, d, pair] as const)))(
    '%s %s',
    (_id, direction, pair) => {
      const back = direction === 'toB' ? 'toA' : 'toB';
      fc.assert(
        fc.property(typed(unitsOf(pair, direction).min), (value) => {
          const carried = carryOver(pair, direction, value);
          expect(carried.direction).toBe(back);
          const again = convert(pair, back, carried.value);
          expect(quantity(again)).toBe(quantity(value));
          expect(Math.abs(again - value)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(value)));
          // The address after Swap: opened elsewhere, with no carried value, it still gives this back.
          expect(quantity(convert(pair, back, Number(carried.link)))).toBe(quantity(value));
        }),
        { numRuns: 300 },
      );
    },
  );

  it('the cases the issue names: 1 ft → cm → ft, 1 cm → in → cm, 24 in → ft', () => {
    const cmFoot = PAIRS['centimeter-foot'];
    expect(quantity(convert(cmFoot, 'toA', 1))).toBe('30.48');
    expect(quantity(convert(cmFoot, 'toA', convert(cmFoot, 'toB', 30.48)))).toBe('30.48');
    const cmInch = PAIRS['centimeter-inch'];
    const swapped = carryOver(cmInch, 'toB', 1);
    expect(swapped.text).toBe('0.393701');
    expect(quantity(convert(cmInch, swapped.direction, swapped.value))).toBe('1');
    // A shared link has only the address: its value converts back to what was typed, too.
    expect(swapped.link).toBe('0.393701');
    expect(quantity(convert(cmInch, swapped.direction, Number(swapped.link)))).toBe('1');
    expect(quantity(convert(PAIRS['inch-foot'], 'toB', 24))).toBe('2');
  });
});

/** Recomputes `a = EXPR = b unit` from the figures it shows, with the calculator's own parser. */
function recompute(line: string): { shown: string; recomputed: string } {
  const [, expression, result] = line.split(' = ');
  const shown = result!.replace(/ [a-zA-Z° ]+$/, '');
  const value = evaluate(parse(expression!.replace(/,/g, '')), { angleMode: 'deg', ans: 0 });
  return { shown, recomputed: quantity(value) };
}

describe('every worked line adds up as displayed', () => {
  it.each(pairs.flatMap((pair) => (['toB', 'toA'] as const).map((d) => [pair.id, d, pair] as const)))(
    '%s %s',
    (_id, direction, pair) => {
      fc.assert(
        fc.property(typed(unitsOf(pair, direction).min), (value) => {
          const { shown, recomputed } = recompute(workedStep(pair, direction, value));
          expect(recomputed).toBe(shown);
          expect(shown).toBe(quantity(convert(pair, direction, value)));
        }),
        { numRuns: 200 },
      );
    },
  );

  it('175 cm to feet shows a true line (not 175 × 0.032808 = 5.74147)', () => {
    expect(workedStep(PAIRS['centimeter-foot'], 'toB', 175)).toBe(
      '175 centimeters = 175 ÷ 30.48 = 5.74147 feet',
    );
    expect(workedStep(PAIRS['kilogram-pound'], 'toA', 2)).toBe(
      '2 pounds = 2 × 0.45359237 = 0.907185 kilograms',
    );
    expect(workedStep(PAIRS['inch-foot'], 'toB', 1.234567)).toBe(
      '1.234567 inches = 1.234567 ÷ 12 = 0.102881 feet',
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
    expect(workedStep(PAIRS['inch-foot'], 'toB', 24)).toBe('24 inches = 24 ÷ 12 = 2 feet');
    expect(workedStep(PAIRS['celsius-fahrenheit'], 'toA', 212)).toBe(
      '212 degrees Fahrenheit = (212 − 32) × 5/9 = 100 degrees Celsius',
    );
    expect(workedStep(PAIRS['centimeter-inch'], 'toB', 30)).toBe(
      '30 centimeters = 30 ÷ 2.54 = 11.811 inches',
    );
  });

  it('uses the singular for exactly one', () => {
    expect(amount(1, PAIRS['inch-foot'].b)).toBe('1 foot');
    expect(amount(2, PAIRS['inch-foot'].b)).toBe('2 feet');
  });
});
