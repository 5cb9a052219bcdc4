// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bmiUnits, compute, examples, explain, inputSchema } from '@/lib/calculators/bmi';
import { expectAllFinite, fieldValue, messages, parseOk, propertyRuns } from './helpers';

const run = (input: Record<string, unknown>) => compute(parseOk(inputSchema, input));

describe('BMI compute', () => {
  it('WHO BMI classification page example: 70 kg at 1.75 m is 22.9, normal range', () => {
    const r = run({ unit: 'metric', weightKg: '70', heightCm: '175' });
    expect(r.bmi).toBeCloseTo(22.857, 3);
    expect(r.category).toBe('normal');
    expect(r.categoryLabel).toBe('Normal weight');
  });

  it('worked by hand: 190 lb at 5 ft 10 in is 27.3 (86.18 kg, 1.778 m), pre-obese', () => {
    const r = run({ unit: 'imperial', weightLb: 190, heightFt: 5, heightIn: 10 });
    // 190 × 0.45359237 = 86.1825503 kg; 70 in × 0.0254 = 1.778 m; 86.1825503 ÷ 3.161284 = 27.262
    expect(r.bmi).toBeCloseTo(27.262, 3);
    expect(r.category).toBe('preObese');
    expect(r.weightUnit).toBe('lb');
    // 18.5 × 1.778² = 58.48 kg = 128.9 lb; 25 × 1.778² = 79.03 kg = 174.2 lb
    expect(r.healthyWeightMin).toBeCloseTo(128.94, 1);
    expect(r.healthyWeightMax).toBeCloseTo(174.24, 1);
  });

  it.each([
    [40, 'severeThinness'],
    [47, 'moderateThinness'],
    [50, 'mildThinness'],
    [56.7, 'normal'],
    [80, 'preObese'],
    [95, 'obese1'],
    [110, 'obese2'],
    [130, 'obese3'],
  ])('WHO category boundaries at 1.70 m (worked by hand): %s kg is %s', (weightKg, category) => {
    expect(run({ unit: 'metric', weightKg, heightCm: 170 }).category).toBe(category);
  });

  it('a BMI exactly on a cut-off belongs to the upper category (25.0 is pre-obese)', () => {
    expect(compute({ unit: 'metric', weightKg: 25, heightM: 1 }).category).toBe('preObese');
    expect(compute({ unit: 'metric', weightKg: 18.5, heightM: 1 }).category).toBe('normal');
  });

  it('explains with the visitor numbers', () => {
    const input = parseOk(inputSchema, examples[0]!.input);
    const { steps } = explain(input, compute(input));
    expect(steps[0]).toBe('BMI = 72 ÷ 1.75² = 72 ÷ 3.0625 = 23.5');
    expect(steps[1]).toBe('23.5 falls in the WHO adult category “Normal weight”');
    const imperial = parseOk(inputSchema, examples[1]!.input);
    expect(explain(imperial, compute(imperial)).steps[0]).toBe(
      'Converted: 190 lb = 86.18 kg; 70 in = 1.778 m',
    );
  });
});

describe('BMI schema messages', () => {
  it.each([
    [{ unit: 'metric', heightCm: 170 }, 'weightKg', 'Weight is required'],
    [{ unit: 'metric', weightKg: 70, heightCm: '1.75' }, 'heightCm', 'Height must be between 100 and 250 cm'],
    [{ unit: 'metric', weightKg: 7000, heightCm: 170 }, 'weightKg', 'Weight must be between 20 and 400 kg'],
    [{ unit: 'metric', weightKg: 'heavy', heightCm: 170 }, 'weightKg', 'Weight must be a number'],
    [{ unit: 'imperial', weightLb: 10, heightFt: 5 }, 'weightLb', 'Weight must be between 44 and 880 lb'],
    [{ unit: 'imperial', weightLb: 150 }, 'heightFt', 'Height (feet) is required'],
    [{ unit: 'imperial', weightLb: 150, heightFt: 5.5 }, 'heightFt', 'Feet must be a whole number'],
    [
      { unit: 'imperial', weightLb: 150, heightFt: 5, heightIn: 12 },
      'heightIn',
      'Inches must be less than 12',
    ],
    [
      { unit: 'imperial', weightLb: 150, heightFt: 8, heightIn: 6 },
      'heightFt',
      'Height must be between 3 ft 3 in and 8 ft 3 in',
    ],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });

  it('ignores the other unit system’s fields', () => {
    expect(
      inputSchema.safeParse({ unit: 'metric', weightKg: 70, heightCm: 175, weightLb: 'junk' }).success,
    ).toBe(true);
  });
});

describe('BMI properties', () => {
  it('never throws or returns a non-finite number; metric and imperial agree', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bmiUnits),
        fieldValue(20, 400),
        fieldValue(100, 250),
        fieldValue(44, 880),
        fieldValue(3, 8),
        fieldValue(0, 11.9),
        (unit, weightKg, heightCm, weightLb, heightFt, heightIn) => {
          const parsed = inputSchema.safeParse({ unit, weightKg, heightCm, weightLb, heightFt, heightIn });
          if (!parsed.success) return;
          const r = compute(parsed.data);
          expectAllFinite(r);
          expect(r.healthyWeightMin).toBeLessThan(r.healthyWeightMax);
        },
      ),
      propertyRuns,
    );
    fc.assert(
      fc.property(
        fc.double({ min: 44, max: 880, noNaN: true }),
        fc.integer({ min: 40, max: 98 }),
        (lb, inches) => {
          const imperial = run({
            unit: 'imperial',
            weightLb: lb,
            heightFt: Math.floor(inches / 12),
            heightIn: inches % 12,
          });
          const metric = compute({ unit: 'metric', weightKg: lb * 0.45359237, heightM: inches * 0.0254 });
          expect(imperial.bmi).toBeCloseTo(metric.bmi, 9);
        },
      ),
      propertyRuns,
    );
  });
});
