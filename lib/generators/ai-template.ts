import { z } from 'zod';
import '@/lib/zod-jitless';
import { defineAiTool } from '@/lib/ai/tool-template';
import { AI_BRIEFS } from './ai-briefs';
import { GENERATOR_IDS } from './types';

/**
 * "More ideas with AI" for the generators: the request is the generator's brief (./ai-briefs),
 * filled from the form's values; the browser's engine then checks each idea against its rules.
 */

const SYSTEM =
  'You write short marketing names and copy for small businesses and HR teams in US English. Suggest original, family-friendly ideas; never claim a name, domain or handle is available or trademark-free.';

const MAX_VALUES = 20;

const fields = z.object({
  generator: z.enum(GENERATOR_IDS),
  values: z
    .record(z.string().max(60), z.string().max(600))
    .refine((values) => Object.keys(values).length <= MAX_VALUES, 'too many values'),
});
export type GeneratorIdeasFields = z.infer<typeof fields>;

export const generatorIdeasAnswer = z.object({
  ideas: z
    .array(
      z.object({ text: z.string().trim().min(1).max(300), secondary: z.string().trim().max(400).optional() }),
    )
    .min(1)
    .max(20),
});
export type GeneratorIdeasAnswer = z.infer<typeof generatorIdeasAnswer>;

export const generatorIdeasTool = defineAiTool({
  id: 'generator-ideas',
  fields,
  answer: generatorIdeasAnswer,
  build: ({ generator, values }) => {
    const aiBrief = AI_BRIEFS[generator];
    if (!aiBrief) return null;
    const brief = aiBrief(values);
    const example = brief.wantsSecondary
      ? { ideas: [{ text: 'Meta title', secondary: 'Meta description of about 150 characters.' }] }
      : { ideas: [{ text: 'First idea' }, { text: 'Second idea' }] };
    return { system: SYSTEM, prompt: brief.prompt, example };
  },
});
