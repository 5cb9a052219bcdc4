import { z } from 'zod';
import { FAMILIES } from './families';
import type { ToolDefinition } from './types';

type KindsOf<F> = F extends { schema: { kinds: infer K } } ? K[keyof K] : never;
type KindSchema = KindsOf<(typeof FAMILIES)[number]>;

/**
 * Checks every tool definition while the site builds; a mistake names the tool and the field. The
 * kinds are each family's own (its family.ts), so a new kind is checked without being listed here.
 */
const kinds = FAMILIES.flatMap((family): KindSchema[] => Object.values(family.schema.kinds));

export const toolSchema: z.ZodType<ToolDefinition> = z.discriminatedUnion(
  'kind',
  kinds as [KindSchema, ...KindSchema[]],
);
