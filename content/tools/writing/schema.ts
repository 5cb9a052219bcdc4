import { z } from 'zod';
import { LIMIT_MEASURES } from '@/lib/writing/limits';
import { COUNT_IDS, PANEL_IDS } from '@/lib/writing/view';
import { nonEmpty, slug } from '../../schema/common';

/** Checks a counting tool's view (content/tools/writing/): its counts, panels and limit presets. */
const limit = z
  .object({
    id: slug,
    label: nonEmpty,
    measure: z.enum(LIMIT_MEASURES),
    max: z.number().int().positive(),
    min: z.number().int().positive().optional(),
    note: z.string().optional(),
  })
  .refine((preset) => preset.min === undefined || preset.min < preset.max, {
    message: 'min must be below max',
    path: ['min'],
  });

export const textViewSchema = z
  .object({
    label: nonEmpty,
    placeholder: z.string(),
    counts: z.array(z.enum(COUNT_IDS)).min(1).readonly(),
    headline: z.number().int().min(1),
    announce: z.array(z.enum(COUNT_IDS)).min(1).readonly(),
    panels: z.array(z.enum(PANEL_IDS)).readonly(),
    limits: z.array(limit).readonly(),
    defaultLimit: slug.optional(),
  })
  .superRefine((view, ctx) => {
    if (view.headline > view.counts.length)
      ctx.addIssue({ code: 'custom', path: ['headline'], message: 'is more than the counts listed' });
    if (new Set(view.counts).size !== view.counts.length)
      ctx.addIssue({ code: 'custom', path: ['counts'], message: 'lists a count twice' });
    if (new Set(view.panels).size !== view.panels.length)
      ctx.addIssue({ code: 'custom', path: ['panels'], message: 'lists a panel twice' });
    const ids = view.limits.map((preset) => preset.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['limits'], message: 'uses a limit id twice' });
    const needsLimits = view.panels.includes('limit') || view.panels.includes('platforms');
    if (needsLimits && !view.limits.length)
      ctx.addIssue({ code: 'custom', path: ['limits'], message: 'the limit panels need at least one limit' });
    if (view.defaultLimit && !ids.includes(view.defaultLimit))
      ctx.addIssue({ code: 'custom', path: ['defaultLimit'], message: `no limit "${view.defaultLimit}"` });
  });
