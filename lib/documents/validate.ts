import { isVisible, type FieldValue, type FormValues, type Row } from '@/lib/tools/fields';
import { number as formatNumber, money } from '@/lib/kit/numbers';
import { parseNumber } from '@/lib/tools/parse';
import { isIsoDate } from './dates';
import { allFields, type DocumentFieldDef, type DocumentSpec } from './spec';

/**
 * The checks every generator gets from its field declarations (required, numbers, dates, lengths)
 * plus its cross-field rules. Messages are keyed like the calculators' (`key`, or `key.row.column`
 * for a cell) so the shared field components show them beside the right box. Nothing here changes a
 * value: what the visitor typed stays as typed.
 */
export type DocumentErrors = Record<string, string>;

const SINGLE_LINE_MAX = 200;
const MULTILINE_MAX = 2000;
const CELL_MAX = 400;

/** `Candidate's full name` → `the candidate's full name`; `Your name` → `your name`. */
export function fieldNoun(field: Pick<DocumentFieldDef, 'label' | 'noun'>): string {
  if (field.noun) return field.noun;
  const label = field.label;
  // Keep acronyms ("HR contact") as written; lower-case an ordinary first word.
  const first = /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  return /^your\b/.test(first) ? first : `the ${first}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function showNumber(value: number, field: DocumentFieldDef): string {
  return field.type === 'money' ? money(value, { whole: Number.isInteger(value) }) : formatNumber(value, 4);
}

/** An example for "as a number, like …", from the sample value so it fits the field. */
function example(field: DocumentFieldDef): string {
  const sample =
    field.type === 'number' || field.type === 'money' || field.type === 'percent' ? field.default : '';
  const parsed = parseNumber(sample);
  return parsed !== null && parsed > 0 ? formatNumber(parsed, 2) : '100';
}

function checkNumber(text: string, field: DocumentFieldDef): string | undefined {
  const noun = fieldNoun(field);
  const value = parseNumber(text);
  if (value === null) return `Enter ${noun} as a number, like ${example(field)}.`;
  const min = field.min ?? 0;
  if (value < min) {
    return min === 0
      ? `${capitalise(noun)} can't be negative.`
      : `${capitalise(noun)} must be at least ${showNumber(min, field)}.`;
  }
  if (field.min === undefined && !field.optional && value === 0)
    return `${capitalise(noun)} must be more than zero.`;
  if (field.max !== undefined && value > field.max)
    return `${capitalise(noun)} must be at most ${showNumber(field.max, field)}.`;
  if (field.integer && !Number.isInteger(value)) return `${capitalise(noun)} must be a whole number.`;
  return undefined;
}

const asText = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');
const asRows = (value: FieldValue | undefined): Row[] => (Array.isArray(value) ? value : []);

/** A row with nothing typed in it is ignored, like an empty optional field. */
export const isBlankRow = (row: Row) => Object.values(row).every((cell) => !cell.trim());

function checkField(field: DocumentFieldDef, value: FieldValue | undefined, errors: DocumentErrors): void {
  const noun = fieldNoun(field);
  switch (field.type) {
    case 'toggle':
      return;
    case 'select':
      if (!field.options.some((option) => option.value === value)) errors[field.key] = `Choose ${noun}.`;
      return;
    case 'rows': {
      const rows = asRows(value);
      rows.forEach((row, index) => {
        for (const column of field.columns) {
          const cell = (row[column.key] ?? '').trim();
          const path = `${field.key}.${index}.${column.key}`;
          if (!cell) continue;
          if (column.type === 'text' && cell.length > CELL_MAX)
            errors[path] = `Keep this under ${CELL_MAX} characters (it has ${cell.length}).`;
          if (column.type !== 'text' && column.type !== 'select' && parseNumber(cell) === null)
            errors[path] = `${column.label} must be a number.`;
        }
      });
      if (!field.optional && rows.every(isBlankRow)) errors[field.key] = `Add at least one ${field.rowName}.`;
      return;
    }
    default: {
      const text = asText(value).trim();
      if (!text) {
        if (!field.optional) errors[field.key] = `Enter ${noun}.`;
        return;
      }
      if (field.type === 'date') {
        if (!isIsoDate(text)) errors[field.key] = `Enter ${noun} as a full date.`;
        return;
      }
      if (field.type === 'text') {
        const max = field.maxLength ?? (field.multiline ? MULTILINE_MAX : SINGLE_LINE_MAX);
        if (text.length > max)
          errors[field.key] = `Keep this under ${max} characters (it has ${text.length}).`;
        return;
      }
      const message = checkNumber(text, field);
      if (message) errors[field.key] = message;
    }
  }
}

/** The value a rule compares: an ISO date as is, a number parsed; undefined when not usable. */
function comparable(field: DocumentFieldDef, value: FieldValue | undefined): string | number | undefined {
  const text = asText(value).trim();
  if (!text) return undefined;
  if (field.type === 'date') return isIsoDate(text) ? text : undefined;
  return parseNumber(text) ?? undefined;
}

export function validateDocument(
  spec: Pick<DocumentSpec, 'groups' | 'rules'>,
  values: FormValues,
): DocumentErrors {
  const errors: DocumentErrors = {};
  const fields = allFields(spec);
  const visible = new Map(
    fields.filter((field) => isVisible(field, values)).map((field) => [field.key, field]),
  );
  for (const field of visible.values()) checkField(field, values[field.key], errors);
  for (const rule of spec.rules ?? []) {
    const field = visible.get(rule.field);
    const than = visible.get(rule.than);
    if (!field || !than || errors[rule.field] || errors[rule.than]) continue;
    const a = comparable(field, values[rule.field]);
    const b = comparable(than, values[rule.than]);
    if (a === undefined || b === undefined) continue;
    const ok = rule.orEqual ? a >= b : a > b;
    if (!ok) errors[rule.field] = rule.message;
  }
  return errors;
}
