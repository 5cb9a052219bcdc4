// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bmiUnits, compute, examples, explain, inputSchema } from '@/lib/calculators/bmi';
import runner from '@/lib/calculators/bmi';
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

describe('BMI: the healthy range, BMI Prime and the scale agree with what is computed (issue 16)', () => {
  const card = (values: Record<string, string>) => {
    const outcome = runner.run(values);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    return outcome.view;
  };
  const item = (view: ReturnType<typeof card>, label: string) =>
    view.secondary.find((entry) => entry.label === label);

  it('labels the range "below 25" and shows weights that all have 18.5 ≤ BMI < 25', () => {
    // 1.75 m: 18.5 × 3.0625 = 56.65625 kg (shown rounded up, 56.7); 25 × 3.0625 = 76.5625 (rounded down, 76.5).
    const view = card({ unit: 'metric', weightKg: '72', heightCm: '175' });
    expect(item(view, 'Healthy weight for your height')).toMatchObject({
      value: '56.7 kg up to 76.5 kg (not included)',
      hint: 'BMI from 18.5 to below 25',
    });
    for (const kg of [56.7, 76.5]) expect(kg / 1.75 ** 2).toBeGreaterThanOrEqual(18.5);
    expect(76.5 / 1.75 ** 2).toBeLessThan(25);
  });

  it('a BMI of 24.96 reads 24.96 beside "Normal weight", never 25.0; 22.857 still reads 22.9', () => {
    // 24.96 kg at 100 cm (the form's lowest height) is a BMI of 24.96; BMI Prime 0.9984.
    const view = card({ unit: 'metric', weightKg: '24.96', heightCm: '100' });
    expect(view.primary.value).toBe('24.96');
    expect(item(view, 'WHO category')?.value).toBe('Normal weight');
    expect(item(view, 'BMI Prime')?.value).toBe('0.998');
    // 22.3366 kg at 1.10 m: 22.3366 ÷ 1.21 = 18.46, underweight; one decimal would read 18.5, the healthy cut-off.
    expect(card({ unit: 'metric', weightKg: '22.3366', heightCm: '110' }).primary.value).toBe('18.46');
    // Away from a cut-off one decimal is kept (WHO example: 70 kg at 1.75 m = 22.9).
    expect(card({ unit: 'metric', weightKg: '70', heightCm: '175' }).primary.value).toBe('22.9');
  });

  it('BMI Prime is BMI ÷ 25', () => {
    // 90 kg at 1.8 m: 90 ÷ 3.24 = 27.78; 27.78 ÷ 25 = 1.111 → 1.11.
    expect(item(card({ unit: 'metric', weightKg: '90', heightCm: '180' }), 'BMI Prime')?.value).toBe('1.11');
    const r = compute({ unit: 'metric', weightKg: 50, heightM: 1 });
    expect(r.bmiPrime).toBe(2);
  });

  it('the scale marks the BMI inside the band the category names, and says so in words', () => {
    const view = card({ unit: 'metric', weightKg: '72', heightCm: '175' });
    const scale = view.scale!;
    expect(scale.bands.map((band) => band.label)).toEqual([
      'Underweight',
      'Healthy weight',
      'Overweight',
      'Obesity',
    ]);
    const band = scale.bands.find((b) => scale.marker.value >= b.from && scale.marker.value < b.to);
    expect(band?.label).toBe('Healthy weight');
    expect(scale.marker.label).toBe('Your BMI, 23.5');
    expect(scale.description).toMatch(/^Your BMI of 23.5 is in the healthy weight band\./);
    expect(scale.bands[1]).toMatchObject({ from: 18.5, to: 25 });
  });
});
