import { z } from 'zod';
import { nonEmpty } from '../../schema/common';
import { ANSWER_FORMATS, INTERVIEW_LENGTHS, SCALE_IDS, SENIORITIES } from '@/lib/surveys/spec';

/** Checks a question-set definition at build; a mistake names the field (bank ids, topics, defaults). */
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

const RESERVED = ['overall', 'final', 'own', 'opening', 'closing'];

const question = z.object({
  id,
  topic: id,
  text: nonEmpty,
  format: z.enum(ANSWER_FORMATS),
  options: z.array(nonEmpty).min(2).readonly().optional(),
  variants: z.array(id).min(1).readonly().optional(),
  wording: z.record(z.string(), nonEmpty).optional(),
  probes: z.array(nonEmpty).readonly().optional(),
  levels: z.array(z.enum(SENIORITIES)).min(1).readonly().optional(),
});

const topic = { id, label: nonEmpty, blurb: nonEmpty };

const survey = z.object({
  mode: z.literal('survey'),
  noun: nonEmpty,
  title: nonEmpty,
  fileStem: id,
  audienceLabel: nonEmpty.optional(),
  variant: z
    .object({
      label: nonEmpty,
      options: z
        .array(z.object({ value: id, label: nonEmpty, intro: nonEmpty.optional() }))
        .min(2)
        .readonly(),
    })
    .optional(),
  subjectLabel: nonEmpty.optional(),
  scales: z.array(z.enum(SCALE_IDS)).min(1).readonly(),
  topics: z.array(z.object(topic)).min(2).readonly(),
  questions: z.array(question).min(5).readonly(),
  enps: question.optional(),
  final: z.array(question).min(1).readonly(),
  intro: z.array(nonEmpty).min(1).readonly(),
  closing: nonEmpty,
  minCount: z.number().int().min(3),
  maxCount: z.number().int().max(200),
  minGroup: z.number().int().min(2).max(20).optional(),
  defaults: z.object({
    company: nonEmpty,
    audience: z.string(),
    variant: z.string(),
    subject: z.string(),
    topics: z.array(id).min(1).readonly(),
    count: z.string().regex(/^\d+$/),
    scale: z.enum(SCALE_IDS),
    enps: z.boolean(),
    anonymous: z.boolean(),
  }),
});

const interview = z.object({
  mode: z.literal('interview'),
  noun: nonEmpty,
  title: nonEmpty,
  fileStem: id,
  approach: nonEmpty,
  topicsLabel: nonEmpty,
  competencies: z
    .array(
      z.object({
        ...topic,
        good: z.array(nonEmpty).min(2).readonly(),
        redFlags: z.array(nonEmpty).min(2).readonly(),
        rubric: z.tuple([nonEmpty, nonEmpty, nonEmpty]).readonly(),
      }),
    )
    .min(2)
    .readonly(),
  questions: z.array(question).min(5).readonly(),
  opening: z.array(question).min(1).readonly(),
  closing: z.array(question).min(1).readonly(),
  defaults: z.object({
    role: nonEmpty,
    company: nonEmpty,
    seniority: z.enum(SENIORITIES),
    competencies: z.array(id).min(1).readonly(),
    length: z.enum(INTERVIEW_LENGTHS),
  }),
});

export const questionSetSpecSchema = z
  .discriminatedUnion('mode', [survey, interview])
  .superRefine((spec, ctx) => {
    const topics = new Set((spec.mode === 'survey' ? spec.topics : spec.competencies).map((t) => t.id));
    const bank =
      spec.mode === 'survey'
        ? [...spec.questions, ...spec.final, ...(spec.enps ? [spec.enps] : [])]
        : [...spec.questions, ...spec.opening, ...spec.closing];
    // The engine's own sections: a topic with one of these ids would merge with them.
    (spec.mode === 'survey' ? spec.topics : spec.competencies).forEach((t, index) => {
      if (RESERVED.includes(t.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [spec.mode === 'survey' ? 'topics' : 'competencies', index, 'id'],
          message: `"${t.id}" is reserved`,
        });
      }
    });
    const ids = new Set<string>();
    bank.forEach((q) => {
      if (ids.has(q.id))
        ctx.addIssue({ code: 'custom', path: ['questions'], message: `question id "${q.id}" is used twice` });
      ids.add(q.id);
    });
    spec.questions.forEach((q, index) => {
      if (!topics.has(q.topic)) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, 'topic'],
          message: `no topic "${q.topic}"`,
        });
      }
      if ((q.format === 'choice' || q.format === 'multi') && !q.options) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, 'options'],
          message: 'a choice question needs options',
        });
      }
    });
    const chosen = spec.mode === 'survey' ? spec.defaults.topics : spec.defaults.competencies;
    chosen.forEach((t, index) => {
      if (!topics.has(t))
        ctx.addIssue({ code: 'custom', path: ['defaults', 'topics', index], message: `no topic "${t}"` });
    });
    if (spec.mode === 'survey') {
      if (!spec.scales.includes(spec.defaults.scale)) {
        ctx.addIssue({ code: 'custom', path: ['defaults', 'scale'], message: 'must be one of the scales' });
      }
      const count = Number(spec.defaults.count);
      if (count < spec.minCount || count > spec.maxCount) {
        ctx.addIssue({
          code: 'custom',
          path: ['defaults', 'count'],
          message: 'must be within minCount..maxCount',
        });
      }
      const variants = spec.variant?.options.map((o) => o.value) ?? [];
      if (spec.variant && !variants.includes(spec.defaults.variant)) {
        ctx.addIssue({
          code: 'custom',
          path: ['defaults', 'variant'],
          message: 'must be one of the variant options',
        });
      }
      spec.questions.forEach((q, index) => {
        q.variants?.forEach((v) => {
          if (!variants.includes(v)) {
            ctx.addIssue({
              code: 'custom',
              path: ['questions', index, 'variants'],
              message: `no variant "${v}"`,
            });
          }
        });
      });
    }
  });
