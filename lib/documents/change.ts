import { isVisible, type FieldValue, type FormValues } from '@/lib/tools/fields';
import { parseNumber } from '@/lib/tools/parse';
import { allFields, type DocumentSpec, type DocumentWarning } from './spec';

/**
 * One edit to the form, with the fields that follow it (`follows` in ./spec): a choice or sample
 * figure still on the value the old setting implied was never set by the visitor, so it moves to the
 * value the new setting implies; one they set themselves is left alone. The island and the tests change
 * values through here, so both see the same form.
 */
export function changeValue(
  spec: Pick<DocumentSpec, 'groups'>,
  values: FormValues,
  key: string,
  value: FieldValue,
): FormValues {
  const next: FormValues = { ...values, [key]: value };
  const before = values[key];
  for (const field of allFields(spec)) {
    if (field.follows?.field !== key) continue;
    const implied = typeof before === 'string' ? field.follows.values[before] : undefined;
    const now = typeof value === 'string' ? field.follows.values[value] : undefined;
    if (now !== undefined && (values[field.key] === implied || values[field.key] === undefined))
      next[field.key] = now;
  }
  return next;
}

/** Several edits in order, as a visitor would make them. */
export function changeValues(
  spec: Pick<DocumentSpec, 'groups'>,
  values: FormValues,
  changes: FormValues,
): FormValues {
  return Object.entries(changes).reduce(
    (current, [key, value]) => changeValue(spec, current, key, value),
    values,
  );
}

function holds(warning: DocumentWarning, value: FieldValue | undefined): boolean {
  if (typeof value !== 'string') return false;
  if (warning.is) return warning.is.includes(value);
  const number = parseNumber(value);
  if (number === null) return false;
  return (
    (warning.above !== undefined && number > warning.above) ||
    (warning.below !== undefined && number < warning.below)
  );
}

/** The warnings to show beside fields (`warnings` in ./spec), keyed like errors; visible fields only. */
export function documentWarnings(
  spec: Pick<DocumentSpec, 'groups' | 'warnings'>,
  values: FormValues,
): Record<string, string> {
  const fields = new Map(allFields(spec).map((field) => [field.key, field]));
  const shown = (key: string) => {
    const field = fields.get(key);
    return field !== undefined && isVisible(field, values);
  };
  const warnings: Record<string, string> = {};
  for (const warning of spec.warnings ?? []) {
    if (!shown(warning.field) || !shown(warning.when.field)) continue;
    const other = values[warning.when.field];
    if (!holds(warning, values[warning.field])) continue;
    if (other === undefined || Array.isArray(other) || !warning.when.is.includes(other)) continue;
    warnings[warning.field] ??= warning.message;
  }
  return warnings;
}
