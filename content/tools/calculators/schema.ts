import { z } from 'zod';
import { isoDate, nonEmpty } from '../../schema/common';

/** Checks a calculator's form fields (the generic form island draws them). */
const option = z.object({ value: z.string(), label: nonEmpty });
const key = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'must be a camelCase key like "loanAmount"');

const fieldBase = {
  key,
  label: nonEmpty,
  help: z.string().optional(),
  showWhen: z
    .object({
      field: key,
      is: z
        .array(z.union([z.string(), z.boolean()]))
        .min(1)
        .readonly(),
    })
    .optional(),
  width: z.enum(['full', 'half']).optional(),
};

const column = z.object({
  key,
  label: nonEmpty,
  type: z.enum(['text', 'number', 'money', 'percent', 'select']),
  options: z.array(option).min(2).readonly().optional(),
  placeholder: z.string().optional(),
});

export const formField = z
  .discriminatedUnion('type', [
    z.object({
      ...fieldBase,
      type: z.enum(['number', 'money', 'percent']),
      default: z.string(),
      unit: z.string().optional(),
      placeholder: z.string().optional(),
    }),
    z.object({
      ...fieldBase,
      type: z.literal('select'),
      options: z.array(option).min(2).readonly(),
      default: z.string(),
      display: z.enum(['dropdown', 'segmented']).optional(),
    }),
    z.object({ ...fieldBase, type: z.literal('date'), default: z.union([isoDate, z.literal('today')]) }),
    z.object({ ...fieldBase, type: z.literal('toggle'), default: z.boolean() }),
    z.object({
      ...fieldBase,
      type: z.literal('text'),
      default: z.string(),
      multiline: z.boolean().optional(),
      placeholder: z.string().optional(),
    }),
    z.object({
      ...fieldBase,
      type: z.literal('rows'),
      columns: z.array(column).min(1).readonly(),
      default: z.array(z.record(z.string(), z.string())).readonly(),
      rowName: nonEmpty,
      minRows: z.number().int().min(0),
      maxRows: z.number().int().min(1).max(100),
      blank: z.record(z.string(), z.string()),
    }),
  ])
  .superRefine((value, ctx) => {
    if (value.type === 'select' && !value.options.some((o) => o.value === value.default)) {
      ctx.addIssue({ code: 'custom', path: ['default'], message: 'must be one of the options' });
    }
    if (value.type === 'select' && value.display === 'segmented' && value.options.length > 4) {
      ctx.addIssue({
        code: 'custom',
        path: ['display'],
        message: 'a segmented choice holds at most four options',
      });
    }
  });
