/**
 * The hiring ROI model behind /roi-calculator/. Every figure it uses is an input the visitor can
 * see and change; the defaults for the product's effect are the marketing claims (content/claims.ts):
 * time to hire cut by 50%, interview time from over 500 minutes per hire to under 50 (one customer).
 */
import { money } from '@/lib/kit/numbers';
export type RoiInputs = {
  hiresPerYear: number;
  misHireCost: number;
  misHireRate: number;
  misHiresPrevented: number;
  timeToHireDays: number;
  timeToHireCut: number;
  vacancyCostPerDay: number;
  screeningMinutes: number;
  screeningMinutesWith: number;
  recruiterHourlyCost: number;
  platformCost: number;
};

export type RoiKey = keyof RoiInputs;

export type RoiField = {
  key: RoiKey;
  label: string;
  /** Why the default is what it is; shown under the field. */
  hint: string;
  unit: '$' | '%' | 'days' | 'minutes' | 'hires';
  min: number;
  max: number;
  /** Whole numbers only (hires, days, minutes). */
  integer: boolean;
  initial: number;
  group: 'team' | 'assumptions';
};

export const ROI_FIELDS: readonly RoiField[] = [
  {
    key: 'hiresPerYear',
    label: 'Hires per year',
    hint: 'Everyone you expect to hire in the next twelve months.',
    unit: 'hires',
    min: 1,
    max: 100000,
    integer: true,
    initial: 25,
    group: 'team',
  },
  {
    key: 'timeToHireDays',
    label: 'Time to hire today',
    hint: 'Days from opening a role to an accepted offer.',
    unit: 'days',
    min: 1,
    max: 365,
    integer: true,
    initial: 44,
    group: 'team',
  },
  {
    key: 'screeningMinutes',
    label: 'Screening time per hire today',
    hint: 'Recruiter minutes spent reading resumes and phone-screening for one hire; our customers started at over 500.',
    unit: 'minutes',
    min: 0,
    max: 100000,
    integer: true,
    initial: 500,
    group: 'team',
  },
  {
    key: 'recruiterHourlyCost',
    label: 'Recruiter hourly cost',
    hint: 'Salary plus overheads, divided by working hours.',
    unit: '$',
    min: 1,
    max: 1000,
    integer: false,
    initial: 40,
    group: 'team',
  },
  {
    key: 'misHireCost',
    label: 'Cost of one mis-hire',
    hint: 'Recruiting again, onboarding, lost output. A common rule of thumb is 30% of first-year pay.',
    unit: '$',
    min: 0,
    max: 10000000,
    integer: false,
    initial: 15000,
    group: 'team',
  },
  {
    key: 'misHireRate',
    label: 'Share of hires that do not work out',
    hint: 'Hires who leave or are let go in their first year, as a percentage.',
    unit: '%',
    min: 0,
    max: 100,
    integer: false,
    initial: 20,
    group: 'team',
  },
  {
    key: 'timeToHireCut',
    label: 'Cut in time to hire with Quotient',
    hint: 'Customers halve their hiring cycle (a 50% cut); lower it to be conservative.',
    unit: '%',
    min: 0,
    max: 100,
    integer: false,
    initial: 50,
    group: 'assumptions',
  },
  {
    key: 'screeningMinutesWith',
    label: 'Screening time per hire with Quotient',
    hint: 'One customer cut interview time per hire from over 500 minutes to under 50 by screening with auto-graded job simulations first.',
    unit: 'minutes',
    min: 0,
    max: 100000,
    integer: true,
    initial: 50,
    group: 'assumptions',
  },
  {
    key: 'misHiresPrevented',
    label: 'Mis-hires prevented by skill assessments',
    hint: 'The share of today’s mis-hires a job simulation would have caught. Our default is deliberately cautious.',
    unit: '%',
    min: 0,
    max: 100,
    integer: false,
    initial: 30,
    group: 'assumptions',
  },
  {
    key: 'vacancyCostPerDay',
    label: 'Cost of each day a role stays open',
    hint: 'Lost output, overtime and agency cover while the seat is empty.',
    unit: '$',
    min: 0,
    max: 100000,
    integer: false,
    initial: 100,
    group: 'assumptions',
  },
  {
    key: 'platformCost',
    label: 'Quotient cost per year',
    hint: 'The Professional sourcing plan is $13.5k per user per year; use your own quote.',
    unit: '$',
    min: 0,
    max: 10000000,
    integer: false,
    initial: 13500,
    group: 'assumptions',
  },
];

export const ROI_DEFAULTS = Object.fromEntries(ROI_FIELDS.map((f) => [f.key, f.initial])) as RoiInputs;

export type RoiResult = {
  screeningHoursSaved: number;
  screeningSaving: number;
  daysSavedPerHire: number;
  vacancySaving: number;
  misHiresAvoided: number;
  misHireSaving: number;
  totalSaving: number;
  netSaving: number;
  /** Net saving as a percentage of the platform cost; null when the cost is zero. */
  roiPercent: number | null;
};

export function computeRoi(input: RoiInputs): RoiResult {
  const minutesSaved = Math.max(0, input.screeningMinutes - input.screeningMinutesWith);
  const screeningHoursSaved = (input.hiresPerYear * minutesSaved) / 60;
  const screeningSaving = screeningHoursSaved * input.recruiterHourlyCost;
  const daysSavedPerHire = input.timeToHireDays * (input.timeToHireCut / 100);
  const vacancySaving = daysSavedPerHire * input.hiresPerYear * input.vacancyCostPerDay;
  const misHiresAvoided = input.hiresPerYear * (input.misHireRate / 100) * (input.misHiresPrevented / 100);
  const misHireSaving = misHiresAvoided * input.misHireCost;
  const totalSaving = screeningSaving + vacancySaving + misHireSaving;
  const netSaving = totalSaving - input.platformCost;
  return {
    screeningHoursSaved,
    screeningSaving,
    daysSavedPerHire,
    vacancySaving,
    misHiresAvoided,
    misHireSaving,
    totalSaving,
    netSaving,
    roiPercent: input.platformCost > 0 ? (netSaving / input.platformCost) * 100 : null,
  };
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function unitWords(field: RoiField): string {
  switch (field.unit) {
    case '$':
      return `from $${grouped.format(field.min)} to $${grouped.format(field.max)}`;
    case '%':
      return `from ${field.min} to ${field.max}%`;
    default:
      return `from ${grouped.format(field.min)} to ${grouped.format(field.max)} ${field.unit}`;
  }
}

/**
 * Reads what the visitor typed. Thousands separators, a leading `$` and a trailing `%` are
 * accepted because people type them; anything else that is not a number gets a message that says
 * what to enter.
 */
export function parseRoiField(field: RoiField, raw: string): { value: number } | { error: string } {
  const cleaned = raw.trim().replace(/^\$/, '').replace(/%$/, '').replace(/,/g, '').trim();
  const range = unitWords(field);
  if (!cleaned) return { error: `Enter a number ${range}.` };
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return { error: `Enter digits only, ${range}.` };
  const value = Number(cleaned);
  if (field.integer && !Number.isInteger(value)) return { error: `Enter a whole number ${range}.` };
  if (value < field.min || value > field.max) return { error: `Enter a number ${range}.` };
  return { value };
}

/** Checks that the product's screening time is not longer than today's, which would make no sense. */
export function crossFieldError(input: RoiInputs): { key: RoiKey; error: string } | null {
  if (input.screeningMinutesWith > input.screeningMinutes) {
    return {
      key: 'screeningMinutesWith',
      error: 'Enter a time no longer than your screening time today.',
    };
  }
  return null;
}

const one = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatMoney = (value: number) => money(value, { whole: true });
export const formatNumber = (value: number) => one.format(value);
