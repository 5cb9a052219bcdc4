import { z } from 'zod';
import { PAIRS, type PairId } from '@/lib/converters/pairs';
import { familySchema, type ToolOf } from '../family';

// The family's kinds apart from its tools: a tool's definition imports its type from here (through
// ../types) while family.ts imports the definitions, so the two never import each other.
export const converterSchema = familySchema('converter', {
  /** A unit converter over one pair of units, opening in the direction of its name. */
  converter: {
    pair: z.enum(Object.keys(PAIRS) as [PairId, ...PairId[]]),
    direction: z.enum(['toB', 'toA']),
    /** Values for the table of common conversions, in the page's "from" unit. */
    common: z.array(z.number()).min(5).readonly(),
    defaultValue: z.string(),
  },
  /** The grid and the draw: each its own island. */
  'multiplication-chart': {},
  'random-number': {},
});

export type ConverterFamilyTool = ToolOf<typeof converterSchema>;
export type ConverterTool = Extract<ConverterFamilyTool, { kind: 'converter' }>;
export type NumberTool = Exclude<ConverterFamilyTool, ConverterTool>;
