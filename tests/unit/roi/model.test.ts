import { describe, expect, it } from 'vitest';
import {
  ROI_DEFAULTS,
  ROI_FIELDS,
  computeRoi,
  crossFieldError,
  formatMoney,
  parseRoiField,
  type RoiField,
} from '@/lib/roi/model';

const field = (key: string): RoiField => ROI_FIELDS.find((f) => f.key === key)!;

describe('computeRoi', () => {
  it('uses the spec claims as defaults: 50% faster, 500 to 50 minutes of screening', () => {
    expect(ROI_DEFAULTS.timeToHireCut).toBe(50);
    expect(ROI_DEFAULTS.screeningMinutes).toBe(500);
    expect(ROI_DEFAULTS.screeningMinutesWith).toBe(50);
  });

  it('adds up screening, vacancy and mis-hire savings', () => {
    const result = computeRoi({
      hiresPerYear: 10,
      misHireCost: 20000,
      misHireRate: 20,
      misHiresPrevented: 50,
      timeToHireDays: 40,
      timeToHireCut: 50,
      vacancyCostPerDay: 100,
      screeningMinutes: 500,
      screeningMinutesWith: 50,
      recruiterHourlyCost: 60,
      platformCost: 10000,
    });
    expect(result.screeningHoursSaved).toBe(75); // 10 hires × 450 min
    expect(result.screeningSaving).toBe(4500);
    expect(result.daysSavedPerHire).toBe(20);
    expect(result.vacancySaving).toBe(20000); // 20 days × 10 hires × $100
    expect(result.misHiresAvoided).toBe(1); // 10 × 20% × 50%
    expect(result.misHireSaving).toBe(20000);
    expect(result.totalSaving).toBe(44500);
    expect(result.netSaving).toBe(34500);
    expect(result.roiPercent).toBe(345);
  });

  it('has no ROI percentage when the platform costs nothing', () => {
    expect(computeRoi({ ...ROI_DEFAULTS, platformCost: 0 }).roiPercent).toBeNull();
  });

  it('never counts negative screening time saved', () => {
    const result = computeRoi({ ...ROI_DEFAULTS, screeningMinutes: 30, screeningMinutesWith: 50 });
    expect(result.screeningHoursSaved).toBe(0);
  });
});

describe('parseRoiField', () => {
  it('accepts what people type: separators, $ and %', () => {
    expect(parseRoiField(field('misHireCost'), '$15,000')).toEqual({ value: 15000 });
    expect(parseRoiField(field('misHireRate'), '12.5%')).toEqual({ value: 12.5 });
    expect(parseRoiField(field('hiresPerYear'), ' 40 ')).toEqual({ value: 40 });
  });

  it('says what to enter for empty, non-numeric, fractional and out-of-range input', () => {
    expect(parseRoiField(field('hiresPerYear'), '')).toEqual({
      error: 'Enter a number from 1 to 100,000 hires.',
    });
    expect(parseRoiField(field('hiresPerYear'), 'ten')).toEqual({
      error: 'Enter digits only, from 1 to 100,000 hires.',
    });
    expect(parseRoiField(field('hiresPerYear'), '2.5')).toEqual({
      error: 'Enter a whole number from 1 to 100,000 hires.',
    });
    expect(parseRoiField(field('misHireRate'), '120')).toEqual({ error: 'Enter a number from 0 to 100%.' });
    expect(parseRoiField(field('recruiterHourlyCost'), '-5')).toEqual({
      error: 'Enter a number from $1 to $1,000.',
    });
  });
});

describe('crossFieldError', () => {
  it('flags a screening time with the product longer than today', () => {
    expect(crossFieldError({ ...ROI_DEFAULTS, screeningMinutesWith: 600 })?.key).toBe('screeningMinutesWith');
    expect(crossFieldError(ROI_DEFAULTS)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('formats dollars without cents and never shows minus zero', () => {
    expect(formatMoney(44500)).toBe('$44,500');
    expect(formatMoney(-0.2)).toBe('$0');
    expect(formatMoney(-1200)).toBe('-$1,200');
  });
});
