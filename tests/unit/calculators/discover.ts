import type { z } from 'zod';
import type { Example } from '@/lib/calculators/types';
import type { Explanation } from '@/lib/tools/view';

/** What a calculator module under lib/calculators/ exports. */
export interface CalcModule {
  inputSchema: z.ZodType;
  compute: (input: never) => unknown;
  explain: (input: never, result: never) => Explanation;
  examples?: Example[];
  default?: unknown;
}

/**
 * The calculators among a folder's modules (keyed by path, as `import.meta.glob` gives them): the
 * modules that declare an input schema and a compute function, by file name. Nothing is listed by
 * hand, so a new module is found as soon as it exists.
 */
export function calculatorSlugs(modules: Readonly<Record<string, Partial<CalcModule>>>): string[] {
  return Object.entries(modules)
    .filter(
      ([, mod]) => typeof mod.inputSchema?.safeParse === 'function' && typeof mod.compute === 'function',
    )
    .map(([path]) => path.replace(/^.*\//, '').replace(/\.ts$/, ''));
}

/** Calculators with a runner (a default export) that the pages' loader list does not name. */
export function withoutLoader(
  modules: Readonly<Record<string, Partial<CalcModule>>>,
  loaderIds: readonly string[],
): string[] {
  return calculatorSlugs(modules).filter((slug) => {
    const mod = Object.entries(modules).find(([path]) => path.endsWith(`/${slug}.ts`))?.[1];
    return mod?.default !== undefined && !loaderIds.includes(slug);
  });
}
