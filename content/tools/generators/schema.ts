import { z } from 'zod';
import { GENERATOR_IDS } from '@/lib/generators/types';
import { nonEmpty } from '../../schema/common';

/** Checks a generator's fields at build: keys camelCase and unique, select defaults among options. */
const key = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'must be a camelCase key like "keywords"');
const base = { key, label: nonEmpty, help: z.string().optional() };

const genField = z
  .discriminatedUnion('type', [
    z.object({
      ...base,
      type: z.literal('text'),
      default: z.string(),
      placeholder: z.string().optional(),
      required: z.boolean().optional(),
      maxLength: z.number().int().min(1).max(500),
    }),
    z.object({
      ...base,
      type: z.literal('select'),
      default: z.string(),
      options: z
        .array(z.object({ value: z.string(), label: nonEmpty }))
        .min(2)
        .readonly(),
    }),
    z.object({
      ...base,
      type: z.literal('number'),
      default: z.string().regex(/^\d+$/, 'must be a whole number'),
      min: z.number().int(),
      max: z.number().int(),
    }),
  ])
  .superRefine((field, ctx) => {
    if (field.type === 'select' && !field.options.some((o) => o.value === field.default))
      ctx.addIssue({ code: 'custom', path: ['default'], message: 'must be one of the options' });
    if (field.type === 'number' && (Number(field.default) < field.min || Number(field.default) > field.max))
      ctx.addIssue({ code: 'custom', path: ['default'], message: 'must be between min and max' });
  });

export const nameGeneratorFields = {
  generator: z.enum(GENERATOR_IDS),
  fields: z
    .array(genField)
    .min(1)
    .readonly()
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        if (seen.has(field.key))
          ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `"${field.key}" is used twice` });
        seen.add(field.key);
      });
    }),
  layout: z.enum(['cards', 'snippet', 'tags', 'words']),
  resultTitle: nonEmpty,
  defaultSeed: nonEmpty,
};
