import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { money, number, percent } from '../kit/numbers';
import { parseNumber } from './parse';

/**
 * Typed-text-to-number schemas with the messages a visitor reads beside a field. Built on zod/mini,
 * which is a fraction of zod's full build, because these ship with the calculators' own code.
 */
export type NumberRule = {
  /** How the message names the field, in lower case: `the loan amount`. */
  name: string;
  kind?: 'money' | 'percent' | 'plain';
  /** An example the "not a number" message offers: `25000`. */
  example: string;
  min?: number;
  /** The largest sensible value; above it the message says the value is too large. */
  max: number;
  /** Zero is refused unless allowed (a principal of $0 has no payment to work out). */
  allowZero?: boolean;
  integer?: boolean;
  /** The unit written after a plain number in messages: `years`. */
  unit?: string;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function show(value: number, rule: NumberRule): string {
  if (rule.kind === 'money') return money(value, { whole: Number.isInteger(value) });
  if (rule.kind === 'percent') return percent(value, 4);
  return rule.unit ? `${number(value, 4)} ${rule.unit}` : number(value, 4);
}

/** The message for typed text, or the number it holds. */
export function checkNumber(text: string, rule: NumberRule): { value: number } | { message: string } {
  const label = capitalise(rule.name);
  if (!text.trim()) return { message: `Enter ${rule.name}.` };
  const value = parseNumber(text);
  if (value === null) return { message: `Enter ${rule.name} as a number, like ${rule.example}.` };
  const min = rule.min ?? 0;
  if (value < 0 && min >= 0) return { message: `${label} can't be negative.` };
  if (value === 0 && min === 0 && !rule.allowZero) return { message: `${label} must be more than zero.` };
  if (value < min) return { message: `${label} must be at least ${show(min, rule)}.` };
  // Values this close to zero are typing slips, and dividing by them overflows.
  if (value !== 0 && Math.abs(value) < 1e-9) return { message: `${label} is too small to work with.` };
  if (value > rule.max) return { message: `${label} must be at most ${show(rule.max, rule)}.` };
  if (rule.integer && !Number.isInteger(value)) return { message: `${label} must be a whole number.` };
  return { value };
}

/** A zod/mini schema: typed text in, a checked number out. */
export function numberText(rule: NumberRule) {
  return z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const checked = checkNumber(text, rule);
      if ('message' in checked) {
        ctx.issues.push({ code: 'custom', message: checked.message, input: text });
        return z.NEVER;
      }
      return checked.value;
    }),
  );
}

/** One of a fixed set of choices; anything else (an edited link) gets a message, not a crash. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, name: string) {
  return z.enum(values, { error: `Choose ${name}.` });
}
