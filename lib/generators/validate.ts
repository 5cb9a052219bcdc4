import { toCsv } from '@/lib/kit/csv';
import type { GenField, Values } from './types';

/** A message per invalid field, in words the visitor can act on; empty when all is well. */
export function validateValues(fields: readonly GenField[], values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.key] ?? '').trim();
    if (field.type === 'text') {
      if (field.required && !/[\p{L}\p{N}]/u.test(value))
        errors[field.key] = `Enter ${field.label.toLowerCase()} to generate ideas.`;
      else if (value.length > field.maxLength)
        errors[field.key] = `Use at most ${field.maxLength} characters (now ${value.length}).`;
    } else if (field.type === 'number') {
      const n = Number(value);
      if (!/^\d+$/.test(value) || n < field.min || n > field.max)
        errors[field.key] = `Enter a whole number from ${field.min} to ${field.max}.`;
    } else if (!field.options.some((option) => option.value === value)) {
      errors[field.key] = 'Choose one of the options.';
    }
  }
  return errors;
}

export const defaultValuesOf = (fields: readonly GenField[]): Values =>
  Object.fromEntries(fields.map((field) => [field.key, field.default]));

/** Favourites as a CSV file: one row per idea, quoted so commas in slogans stay in their cell. */
export function favouritesCsv(
  items: readonly { text: string; secondary?: string; source: string }[],
): string {
  const rows = items.map((item) => [
    item.text,
    item.secondary ?? '',
    item.source === 'ai' ? 'AI' : 'On device',
  ]);
  return toCsv([['Idea', 'Second line', 'Made by'], ...rows], { quoteAll: true });
}

export const favouritesText = (items: readonly { text: string; secondary?: string }[]) =>
  items.map((item) => (item.secondary ? `${item.text}\n${item.secondary}` : item.text)).join('\n') + '\n';
