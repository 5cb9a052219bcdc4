import type { FormValues } from '@/lib/tools/fields';
import { resolveDate, RELATIVE_DATE } from './dates';
import { allFields, type DocumentSpec } from './spec';

/** The sample values a generator opens with; relative dates are counted from `today`. */
export function documentDefaults(spec: Pick<DocumentSpec, 'groups'>, today: string): FormValues {
  const values: FormValues = {};
  for (const field of allFields(spec)) {
    if (field.type === 'rows') values[field.key] = field.default.map((row) => ({ ...row }));
    else if (field.type === 'date') values[field.key] = resolveDate(field.default, today);
    else values[field.key] = field.default;
  }
  // A field that follows a choice opens on the value the choice's sample implies.
  for (const field of allFields(spec)) {
    if (!field.follows) continue;
    const implied = field.follows.values[String(values[field.follows.field])];
    if (implied !== undefined) values[field.key] = implied;
  }
  return values;
}

/** Whether the defaults depend on the day (so a page built yesterday must recompute them). */
export function hasDatedDefaults(spec: Pick<DocumentSpec, 'groups'>): boolean {
  return allFields(spec).some((field) => field.type === 'date' && RELATIVE_DATE.test(field.default));
}
