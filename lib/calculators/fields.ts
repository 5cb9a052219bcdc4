import '@/lib/zod-jitless';
import { z } from 'zod';
import { parseNumber } from '@/lib/tools/parse';

/*
 * Field schemas shared by the calculators. Form fields and URL queries deliver strings, tests and
 * examples deliver numbers; both are accepted. `z.coerce.number()` is not used because it turns
 * an empty field into 0 and "12abc" into NaN, and neither should ever reach a formula.
 */

type Ctx = { issues: { push: (issue: { code: 'custom'; message: string; input: unknown }) => void } };

function fail(ctx: Ctx, input: unknown, message: string): never {
  ctx.issues.push({ code: 'custom', message, input });
  return z.NEVER;
}

/*
 * The starting point of every field. A key missing from the object arrives as "" so each field
 * decides what "empty" means (zod 4 reports a missing key of a bare transform as a type error
 * before our own message could be given).
 */
function raw() {
  return z.preprocess((value) => (value === undefined ? '' : value), z.unknown());
}

/**
 * Reads a field's value as a number by the site's one rule (lib/tools/parse.ts). Tests and examples
 * hand numbers in, which pass as they are. Returns undefined for an empty field and NaN for text that
 * holds no number.
 */
export function readNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value === 0 ? 0 : value;
  if (typeof value !== 'string') return Number.NaN;
  if (value.trim() === '') return undefined;
  return parseNumber(value) ?? Number.NaN;
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

export interface NumberFieldOptions {
  /** The field's name as it starts a sentence: "Bill amount". */
  label: string;
  /** Largest accepted value; every field has one so absurd input gets a message. */
  max: number;
  /** Smallest accepted value; 0 unless negative values mean something. */
  min?: number;
  /** Reject the minimum itself (for divisors and sizes that can't be zero). */
  minExclusive?: boolean;
  integer?: boolean;
  /** Accept non-zero values closer to zero than 1e-9 (for values a calculation produced, not typed sizes). */
  allowTiny?: boolean;
  /** Appended to the range messages: "%", " cm". */
  unit?: string;
  messages?: Partial<Record<'required' | 'nan' | 'min' | 'max' | 'integer' | 'zero', string>>;
}

function check(value: unknown, ctx: Ctx, o: NumberFieldOptions, n: number): number {
  const min = o.min ?? 0;
  const unit = o.unit ?? '';
  if (Number.isNaN(n)) return fail(ctx, value, o.messages?.nan ?? `${o.label} must be a number`);
  if (n > o.max || n === Infinity)
    return fail(
      ctx,
      value,
      o.messages?.max ?? `${o.label} can't be more than ${grouped.format(o.max)}${unit}`,
    );
  if (o.minExclusive && n === min && min === 0)
    return fail(ctx, value, o.messages?.zero ?? `${o.label} can't be zero`);
  if (n < min || (o.minExclusive && n === min)) {
    const fallback =
      min === 0
        ? `${o.label} can't be negative`
        : o.minExclusive
          ? `${o.label} must be more than ${grouped.format(min)}${unit}`
          : `${o.label} must be at least ${grouped.format(min)}${unit}`;
    return fail(ctx, value, o.messages?.min ?? fallback);
  }
  // Typed values this small are mistakes, and dividing by them would overflow.
  if (!o.allowTiny && n !== 0 && Math.abs(n) < 1e-9)
    return fail(ctx, value, `${o.label} is too small to calculate with`);
  if (o.integer && !Number.isInteger(n))
    return fail(ctx, value, o.messages?.integer ?? `${o.label} must be a whole number`);
  return n;
}

/** A required number: empty gives "<label> is required". */
export function numberField(o: NumberFieldOptions) {
  return raw().transform((value, ctx): number => {
    const n = readNumber(value);
    if (n === undefined) return fail(ctx, value, o.messages?.required ?? `${o.label} is required`);
    return check(value, ctx, o, n);
  });
}

/** A number that may be left empty; empty gives `fallback`. */
export function numberFieldOr(o: NumberFieldOptions, fallback: number) {
  return raw().transform((value, ctx): number => {
    const n = readNumber(value);
    return n === undefined ? fallback : check(value, ctx, o, n);
  });
}

/** A number that may be left empty; empty gives undefined (a cross-field rule decides if it is needed). */
export function optionalNumberField(o: NumberFieldOptions) {
  return raw().transform((value, ctx): number | undefined => {
    const n = readNumber(value);
    return n === undefined ? undefined : check(value, ctx, o, n);
  });
}

/** One of a fixed set of choices; empty gives `fallback`. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  fallback: T[number],
) {
  return raw().transform((value, ctx): T[number] => {
    if (value === undefined || value === null || value === '') return fallback;
    if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T[number];
    return fail(ctx, value, `Choose the ${label} from the list`);
  });
}

/** A checkbox: true, "true", "on", "1", "yes" are on; empty, false, "false", "off", "0", "no" are off. */
export function booleanField() {
  return raw().transform((value, ctx): boolean => {
    if (typeof value === 'boolean') return value;
    if (value === undefined || value === null) return false;
    const text = String(value).trim().toLowerCase();
    if (['true', 'on', '1', 'yes'].includes(text)) return true;
    if (['', 'false', 'off', '0', 'no'].includes(text)) return false;
    return fail(ctx, value, 'Choose yes or no');
  });
}

/** Free text, trimmed; empty gives "". */
export function textField(label: string, maxLength: number) {
  return raw().transform((value, ctx): string => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string' && typeof value !== 'number')
      return fail(ctx, value, `${label} must be text`);
    const text = String(value).trim();
    if (text.length > maxLength)
      return fail(ctx, value, `${label} can't be longer than ${maxLength} characters`);
    return text;
  });
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 30;
}

/** A calendar date as typed in an `<input type="date">`: "YYYY-MM-DD", a real date between the years given. */
export function dateField(label: string, minYear: number, maxYear: number) {
  return raw().transform((value, ctx): string => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      return fail(ctx, value, `${label} is required`);
    const text = typeof value === 'string' ? value.trim() : '';
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!m) return fail(ctx, value, `${label} must be a date like 1990-04-25`);
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
      return fail(ctx, value, `${label} isn't a real date`);
    if (year < minYear || year > maxYear)
      return fail(ctx, value, `${label} must be between the years ${minYear} and ${maxYear}`);
    return text;
  });
}

/**
 * A clock time that may be left empty: "14:30", "9:05", "2:30 pm", "2pm", "12 am". Gives minutes after
 * midnight (0 to 1439), or undefined when empty.
 */
export function timeField(label: string) {
  return raw().transform((value, ctx): number | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') return fail(ctx, value, `${label} must be a time like 14:30`);
    const text = value.trim().toLowerCase().replace(/\./g, '');
    if (text === '') return undefined;
    const m = /^(\d{1,2})(?:[:h](\d{2}))?(?::(\d{2}))?\s*(am|pm|a|p)?$/.exec(text);
    if (!m) return fail(ctx, value, `${label} must be a time like 14:30 or 2:30 pm`);
    let hour = Number(m[1]);
    const minute = m[2] === undefined ? 0 : Number(m[2]);
    const half = m[4]?.[0];
    if (minute > 59 || (half ? hour < 1 || hour > 12 : hour > 23))
      return fail(ctx, value, `${label} isn't a real time`);
    if (half) hour = (hour % 12) + (half === 'p' ? 12 : 0);
    return hour * 60 + minute;
  });
}

/**
 * For calculators with modes: keeps only the chosen mode's fields (plus `modeKey`) before
 * validation, so values left in the other mode's fields never raise errors nobody can see.
 */
export function onlyFieldsOfMode(
  modeKey: string,
  fieldsByMode: Record<string, readonly string[]>,
  fallback: string,
) {
  return (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    const mode =
      typeof record[modeKey] === 'string' && record[modeKey] !== '' ? (record[modeKey] as string) : fallback;
    const keep = fieldsByMode[mode];
    if (!keep) return value;
    const out: Record<string, unknown> = { [modeKey]: record[modeKey] };
    for (const key of Object.keys(record))
      if (!Object.values(fieldsByMode).flat().includes(key)) out[key] = record[key];
    for (const key of keep) out[key] = record[key];
    return out;
  };
}
