import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { MAX_COUNT } from './random-numbers';
import { numberText } from '../tools/validation';

/**
 * The random number generator's settings, checked with zod. Loaded when Generate is first pressed,
 * so zod is not part of the page's first download.
 */
export const inputSchema = z
  .object({
    min: numberText({ name: 'the minimum', example: '1', min: -1e12, max: 1e12, allowZero: true }),
    max: numberText({ name: 'the maximum', example: '100', min: -1e12, max: 1e12, allowZero: true }),
    count: numberText({ name: 'how many numbers', example: '5', min: 1, max: MAX_COUNT, integer: true }),
    kind: z.enum(['integer', 'decimal'], { error: 'Choose whole numbers or decimals.' }),
    decimals: numberText({ name: 'the decimal places', example: '2', min: 1, max: 6, integer: true }),
    unique: z.boolean(),
    sort: z.boolean(),
  })
  .check(
    z.refine((input) => input.max > input.min, {
      message: 'The maximum must be larger than the minimum.',
      path: ['max'],
    }),
  );
