import { z } from 'zod';
import { COMPOSER_IDS } from '@/lib/compose/types';
import { composerTools } from '../compose';
import { defineFamily, familySchema, type ToolOf } from '../family';
import { nameGeneratorTools } from './index';
import { nameGeneratorFields } from './schema';

const schema = familySchema('generator', {
  /** A name or marketing generator, driven by its engine and fields (components/tools/generators/). */
  'name-generator': nameGeneratorFields,
  /** A text composer: emails, letters, messages, sentences, answers (components/tools/compose/). */
  composer: { composer: z.enum(COMPOSER_IDS) },
});

export type GeneratorFamilyTool = ToolOf<typeof schema>;
export type NameGeneratorTool = Extract<GeneratorFamilyTool, { kind: 'name-generator' }>;
export type ComposerTool = Extract<GeneratorFamilyTool, { kind: 'composer' }>;

export const generatorFamily = defineFamily({
  schema,
  title: 'Name and text generators',
  lead: 'Names, slogans, titles, tags, headlines, emails and messages, generated in your browser and refined with AI where it is switched on.',
  groups: [
    { id: 'names', title: 'Names and usernames' },
    { id: 'marketing', title: 'Titles, tags and headlines' },
    { id: 'messages', title: 'Emails, letters and messages' },
    { id: 'words', title: 'Words and sentences' },
  ],
  tools: [...composerTools, ...nameGeneratorTools],
});
