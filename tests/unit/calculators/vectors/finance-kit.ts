import type { SafeParser } from '@/lib/tools/runner';

/** Parses typed form values with a finance calculator's (zod/mini) schema, or fails with its messages. */
export function parsed<T>(schema: SafeParser<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected valid input: ${JSON.stringify(result.error.issues)}`);
  return result.data;
}
