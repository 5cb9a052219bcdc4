import { z } from 'zod';
import { COMPOSER_IDS } from '@/lib/generators/compose/types';
import { familySchema, type ToolOf } from '../family';
import { nameGeneratorFields } from './schema';

// The family's kinds apart from its tools: a tool's definition imports its type from here (through
// ../types) while family.ts imports the definitions, so the two never import each other.
export const generatorSchema = familySchema('generator', {
  /** A name or marketing generator, driven by its engine and fields (components/tools/generators/). */
  'name-generator': nameGeneratorFields,
  /** A text composer: emails, letters, messages, sentences, answers (components/tools/generators/compose/). */
  composer: { composer: z.enum(COMPOSER_IDS) },
});

export type GeneratorFamilyTool = ToolOf<typeof generatorSchema>;
export type NameGeneratorTool = Extract<GeneratorFamilyTool, { kind: 'name-generator' }>;
export type ComposerTool = Extract<GeneratorFamilyTool, { kind: 'composer' }>;
