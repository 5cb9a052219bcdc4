import { z } from 'zod';
import { RELATIVE_DATE } from '@/lib/documents/dates';
import { documentDefaults } from '@/lib/documents/defaults';
import { changeValue } from '@/lib/documents/change';
import { allFields, type DocumentFieldDef, type DocumentSpec } from '@/lib/documents/spec';
import { templateLoaders, type TemplateId } from './templates';
import { validateDocument } from '@/lib/documents/validate';
import { parseNumber } from '@/lib/tools/parse';
import { isoDate, nonEmpty } from '../../schema/common';

/**
 * Checks a document generator's spec while the site builds: field shapes (strict, so a misspelt
 * option fails instead of being ignored), references between fields, and that the sample values the
 * page opens with pass the generator's own validation.
 */
const key = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'must be a camelCase key like "startDate"');
const option = z.strictObject({ value: z.string().min(1), label: nonEmpty });

const base = {
  key,
  label: nonEmpty,
  help: z.string().optional(),
  showWhen: z
    .strictObject({
      field: key,
      is: z
        .array(z.union([z.string(), z.boolean()]))
        .min(1)
        .readonly(),
    })
    .optional(),
  width: z.enum(['full', 'half']).optional(),
  optional: z.boolean().optional(),
  noun: z.string().optional(),
};

const column = z.strictObject({
  key,
  label: nonEmpty,
  type: z.enum(['text', 'number', 'money', 'percent', 'select']),
  options: z.array(option).min(2).readonly().optional(),
  placeholder: z.string().optional(),
});

const field = z.discriminatedUnion('type', [
  z.strictObject({
    ...base,
    type: z.enum(['number', 'money', 'percent']),
    default: z.string(),
    unit: z.string().optional(),
    placeholder: z.string().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    integer: z.boolean().optional(),
    // A sample figure per value of a choice: the sample pay per year or per hour.
    follows: z.strictObject({ field: key, values: z.record(z.string(), z.string()) }).optional(),
  }),
  z.strictObject({
    ...base,
    type: z.literal('select'),
    options: z.array(option).min(2).readonly(),
    default: z.string(),
    display: z.enum(['dropdown', 'segmented']).optional(),
    follows: z.strictObject({ field: key, values: z.record(z.string(), z.string()) }).optional(),
  }),
  z.strictObject({
    ...base,
    type: z.literal('date'),
    default: z.union([isoDate, z.string().regex(RELATIVE_DATE, 'must be a date, "today" or "today+N"')]),
  }),
  z.strictObject({ ...base, type: z.literal('toggle'), default: z.boolean() }),
  z.strictObject({
    ...base,
    type: z.literal('text'),
    default: z.string(),
    multiline: z.boolean().optional(),
    placeholder: z.string().optional(),
    maxLength: z.number().int().positive().optional(),
  }),
  z.strictObject({
    ...base,
    type: z.literal('rows'),
    columns: z.array(column).min(1).readonly(),
    default: z.array(z.record(z.string(), z.string())).readonly(),
    rowName: nonEmpty,
    minRows: z.number().int().min(0),
    maxRows: z.number().int().min(1).max(100),
    blank: z.record(z.string(), z.string()),
  }),
]);

const rule = z.strictObject({
  type: z.literal('after'),
  field: key,
  than: key,
  orEqual: z.boolean().optional(),
  message: nonEmpty,
});

const warning = z.strictObject({
  field: key,
  is: z.array(z.string()).min(1).readonly().optional(),
  above: z.number().nonnegative().optional(),
  below: z.number().positive().optional(),
  when: z.strictObject({
    field: key,
    is: z
      .array(z.union([z.string(), z.boolean()]))
      .min(1)
      .readonly(),
  }),
  message: nonEmpty,
});

/** The values a select or toggle can hold; none for the other kinds. */
const valuesOf = (f: DocumentFieldDef | undefined): readonly (string | boolean)[] =>
  f?.type === 'select' ? f.options.map((o) => o.value) : f?.type === 'toggle' ? [true, false] : [];

/** The day sample values are checked against; relative dates keep their order on any day. */
const CHECK_DAY = '2026-11-22';

function crossCheck(spec: DocumentSpec, ctx: z.RefinementCtx): void {
  const byKey = new Map<string, DocumentFieldDef>();
  spec.groups.forEach((group, g) =>
    group.fields.forEach((f, i) => {
      const path = ['groups', g, 'fields', i];
      if (byKey.has(f.key))
        ctx.addIssue({ code: 'custom', path: [...path, 'key'], message: `"${f.key}" is used twice` });
      byKey.set(f.key, f);
      if (f.type === 'select' && !f.options.some((o) => o.value === f.default))
        ctx.addIssue({ code: 'custom', path: [...path, 'default'], message: 'must be one of the options' });
      if (f.type === 'select' && f.display === 'segmented' && f.options.length > 4)
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'display'],
          message: 'a segmented choice holds at most four options',
        });
      if (
        (f.type === 'number' || f.type === 'money' || f.type === 'percent') &&
        f.default &&
        parseNumber(f.default) === null
      )
        ctx.addIssue({ code: 'custom', path: [...path, 'default'], message: 'must be a number' });
      if (f.type === 'rows') {
        const columns = new Set(f.columns.map((c) => c.key));
        const rowKeys = [...f.default.flatMap((row) => Object.keys(row)), ...Object.keys(f.blank)];
        for (const k of rowKeys)
          if (!columns.has(k))
            ctx.addIssue({ code: 'custom', path: [...path, 'default'], message: `no column "${k}"` });
        if (f.default.length < f.minRows || f.default.length > f.maxRows || f.minRows > f.maxRows)
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'default'],
            message: 'must hold between minRows and maxRows rows',
          });
      }
    }),
  );
  spec.groups.forEach((group, g) =>
    group.fields.forEach((f, i) => {
      if (!f.showWhen) return;
      const target = byKey.get(f.showWhen.field);
      const path = ['groups', g, 'fields', i, 'showWhen'];
      if (!target) return ctx.addIssue({ code: 'custom', path, message: `no field "${f.showWhen.field}"` });
      const allowed: readonly (string | boolean)[] =
        target.type === 'select'
          ? target.options.map((o) => o.value)
          : target.type === 'toggle'
            ? [true, false]
            : [];
      for (const value of f.showWhen.is)
        if (!allowed.includes(value))
          ctx.addIssue({
            code: 'custom',
            path,
            message: `"${String(value)}" is not a value of "${target.key}"`,
          });
    }),
  );
  spec.groups.forEach((group, g) =>
    group.fields.forEach((f, i) => {
      if (!f.follows) return;
      const path = ['groups', g, 'fields', i, 'follows'];
      const target = byKey.get(f.follows.field);
      if (target?.type !== 'select')
        return ctx.addIssue({ code: 'custom', path, message: `no choice "${f.follows.field}"` });
      for (const [when, value] of Object.entries(f.follows.values)) {
        if (!valuesOf(target).includes(when))
          ctx.addIssue({ code: 'custom', path, message: `"${when}" is not a value of "${target.key}"` });
        if (f.type === 'select' ? !valuesOf(f).includes(value) : parseNumber(value) === null)
          ctx.addIssue({ code: 'custom', path, message: `"${value}" is not a value of "${f.key}"` });
      }
    }),
  );
  (spec.warnings ?? []).forEach((w, index) => {
    const path = ['warnings', index];
    const numeric = w.above !== undefined || w.below !== undefined;
    if ((w.is === undefined) === !numeric)
      ctx.addIssue({ code: 'custom', path, message: 'a warning needs either "is" or "above"/"below"' });
    const field = byKey.get(w.field);
    if (numeric && field && field.type !== 'money' && field.type !== 'number')
      ctx.addIssue({
        code: 'custom',
        path,
        message: `"${w.field}" is not a number, so "above"/"below" cannot apply`,
      });
    for (const [name, values] of [
      [w.field, w.is ?? []],
      [w.when.field, w.when.is],
    ] as const) {
      const target = byKey.get(name);
      if (!target) {
        ctx.addIssue({ code: 'custom', path, message: `no field "${name}"` });
        continue;
      }
      for (const value of values)
        if (!valuesOf(target).includes(value))
          ctx.addIssue({ code: 'custom', path, message: `"${String(value)}" is not a value of "${name}"` });
    }
  });
  (spec.rules ?? []).forEach((r, index) => {
    const a = byKey.get(r.field);
    const b = byKey.get(r.than);
    const path = ['rules', index];
    if (!a || !b)
      return ctx.addIssue({ code: 'custom', path, message: `no field "${!a ? r.field : r.than}"` });
    const kind = (t: string) =>
      t === 'date' ? 'date' : ['number', 'money', 'percent'].includes(t) ? 'number' : 'other';
    if (kind(a.type) === 'other' || kind(a.type) !== kind(b.type))
      ctx.addIssue({ code: 'custom', path, message: 'compares two dates or two numbers' });
  });
  if (spec.fileNameField && byKey.get(spec.fileNameField)?.type !== 'text')
    ctx.addIssue({
      code: 'custom',
      path: ['fileNameField'],
      message: `no text field "${spec.fileNameField}"`,
    });
  const sample = documentDefaults(spec, CHECK_DAY);
  const sampleErrors = validateDocument(spec, sample);
  for (const [where, message] of Object.entries(sampleErrors))
    ctx.addIssue({
      code: 'custom',
      path: ['groups'],
      message: `the sample value of "${where}" fails: ${message}`,
    });
  // The samples a followed choice moves along (the pay per hour) must pass too.
  const followed = new Set(allFields(spec).flatMap((f) => (f.follows ? [f.follows.field] : [])));
  for (const choice of followed)
    for (const value of valuesOf(byKey.get(choice))) {
      if (value === sample[choice]) continue;
      const moved = changeValue(spec, sample, choice, value);
      for (const [where, message] of Object.entries(validateDocument(spec, moved)))
        ctx.addIssue({
          code: 'custom',
          path: ['groups'],
          message: `with "${choice}" set to "${String(value)}", the sample value of "${where}" fails: ${message}`,
        });
    }
}

export const documentSpecSchema = z
  .strictObject({
    template: z.enum(Object.keys(templateLoaders) as [TemplateId, ...TemplateId[]]),
    noun: nonEmpty,
    fileStem: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
    fileNameField: key.optional(),
    groups: z
      .array(z.strictObject({ title: nonEmpty, fields: z.array(field).min(1).readonly() }))
      .min(1)
      .readonly(),
    rules: z.array(rule).readonly().optional(),
    warnings: z.array(warning).readonly().optional(),
  })
  .superRefine((spec, ctx) => crossCheck(spec as DocumentSpec, ctx));
