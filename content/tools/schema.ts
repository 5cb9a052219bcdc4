import { z } from 'zod';
import { PAIRS } from '@/lib/convert/pairs';
import { runnerLoaders } from '@/lib/tools/loaders';
import { isoDate, nonEmpty, slug } from '../schema/common';
import { FAMILY_IDS } from './types';
import { TARGET_IDS } from '@/lib/media/convert/targets';
import { textViewSchema } from './writing/schema';
import { documentSpecSchema } from './documents/schema';
import { COMPOSER_IDS } from '@/lib/compose/types';
import { questionSetSpecSchema } from './surveys/schema';
import { nameGeneratorFields } from './generators/schema';
import { DEPARTMENT_IDS } from '@/lib/kpi/types';

/** Checks every tool definition while the site builds; a mistake names the tool and the field. */
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

const field = z
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

const common = {
  slug,
  family: z.enum(FAMILY_IDS),
  group: slug,
  name: nonEmpty,
  title: nonEmpty.max(70, 'should be at most 70 characters so search results show it whole'),
  description: z
    .string()
    .trim()
    .min(50, 'should be at least 50 characters')
    .max(170, 'should be at most 170 characters'),
  lead: nonEmpty.max(200, 'should be one sentence'),
  summary: nonEmpty.max(120, 'should fit on a card (120 characters)'),
  keywords: z.array(nonEmpty).readonly(),
  method: z.array(nonEmpty).min(1).readonly(),
  faq: z
    .array(z.object({ question: nonEmpty, answer: nonEmpty }))
    .min(3, 'needs at least three questions')
    .readonly(),
  related: z.array(slug).min(2).max(6).readonly(),
  updated: isoDate,
};

export const toolSchema = z
  .discriminatedUnion('kind', [
    z.object({
      ...common,
      kind: z.literal('form'),
      runner: z.enum(Object.keys(runnerLoaders) as [string, ...string[]]),
      fields: z.array(field).min(1).readonly(),
      resultTitle: nonEmpty,
    }),
    z.object({
      ...common,
      kind: z.literal('converter'),
      pair: z.enum(Object.keys(PAIRS) as [string, ...string[]]),
      direction: z.enum(['toB', 'toA']),
      common: z.array(z.number()).min(5).readonly(),
      defaultValue: z.string(),
    }),
    z.object({ ...common, kind: z.enum(['scientific', 'multiplication-chart', 'random-number']) }),
    z.object({ ...common, kind: z.literal('text'), view: textViewSchema }),
    z.object({ ...common, kind: z.enum(['grammar', 'plagiarism', 'ai-signals']) }),
    z.object({ ...common, kind: z.enum(['avatar-generator', 'profile-picture', 'character-generator']) }),
    z.object({
      ...common,
      kind: z.enum(['art-image', 'art-painting', 'art-face', 'art-tattoo', 'art-logo', 'art-portrait']),
    }),
    z.object({ ...common, kind: z.literal('document'), document: documentSpecSchema }),
    z.object({ ...common, kind: z.literal('resume') }),
    z.object({
      ...common,
      kind: z.literal('kpi'),
      department: z.enum(DEPARTMENT_IDS),
      fixedDepartment: z.boolean(),
    }),
    z.object({ ...common, kind: z.enum(['salary-finder', 'equivalent-salary']) }),
    z.object({ ...common, kind: z.literal('name-generator'), ...nameGeneratorFields }),
    z.object({ ...common, kind: z.enum(['paraphrase', 'rewrite', 'summary']) }),
    z.object({ ...common, kind: z.literal('composer'), composer: z.enum(COMPOSER_IDS) }),
    z.object({ ...common, kind: z.literal('question-set'), questions: questionSetSpecSchema }),
    z.object({
      ...common,
      kind: z.enum(['password', 'phone-lookup', 'email-lookup', 'boolean-search', 'excel-formula']),
    }),
    z.object({
      ...common,
      kind: z.enum(['resume-templates', 'job-description', 'resume-parser', 'mock-interview']),
    }),
    z.object({
      ...common,
      kind: z.literal('media-convert'),
      targets: z.array(z.enum(TARGET_IDS)).min(1).readonly(),
      accepts: z.enum(['video', 'media']),
    }),
  ])
  .superRefine((tool, ctx) => {
    if (tool.kind !== 'form') return;
    const keys = new Set<string>();
    tool.fields.forEach((f, index) => {
      if (keys.has(f.key))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'key'], message: `"${f.key}" is used twice` });
      keys.add(f.key);
    });
    tool.fields.forEach((f, index) => {
      if (f.showWhen && !keys.has(f.showWhen.field))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'showWhen'],
          message: `no field "${f.showWhen.field}"`,
        });
    });
  });
