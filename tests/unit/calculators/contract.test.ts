// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runnerLoaders } from '@/lib/calculators/loaders';
import { calculatorSlugs, withoutLoader, type CalcModule } from './discover';
import { expectAllFinite } from './helpers';

const modules = import.meta.glob<CalcModule>('../../../lib/calculators/*.ts', { eager: true });
const moduleFor = (slug: string) => modules[`../../../lib/calculators/${slug}.ts`];

/** The calculators are the modules here that declare an input schema and a compute function. */
const calcSlugs = calculatorSlugs(modules);

describe('every calculator keeps the contract', () => {
  it('finds the calculators here, each with a runner the pages load unless it has its own island', () => {
    expect(calcSlugs.length).toBeGreaterThanOrEqual(22);
    expect(withoutLoader(modules, Object.keys(runnerLoaders))).toEqual([]);
    expect(calcSlugs).toContain('scientific');
  });

  it.each(calcSlugs)('%s exports inputSchema, compute, explain and a default example that works', (slug) => {
    const mod = moduleFor(slug);
    expect(mod, `lib/calculators/${slug}.ts`).toBeDefined();
    if (!mod) return;
    expect(typeof mod.inputSchema.safeParse).toBe('function');
    expect(typeof mod.compute).toBe('function');
    expect(typeof mod.explain).toBe('function');
    expect(mod.examples?.length ?? 0).toBeGreaterThan(0);
    for (const example of mod.examples ?? []) {
      expect(example.note.length).toBeGreaterThan(5);
      const parsed = mod.inputSchema.safeParse(example.input);
      expect(parsed.success, `${slug} example "${example.note}": ${parsed.error?.message}`).toBe(true);
      const input = parsed.data as never;
      const result = mod.compute(input);
      expectAllFinite(result);
      // A result must survive a trip through JSON unchanged (it crosses the server/client boundary).
      expect(JSON.parse(JSON.stringify(result))).toEqual(result);
      const explanation = mod.explain(input, result as never);
      expect(explanation.formula.length).toBeGreaterThan(5);
      expect(explanation.steps.length).toBeGreaterThan(0);
      for (const step of explanation.steps) expect(step).not.toMatch(/NaN|Infinity|undefined/);
    }
  });

  it.each(calcSlugs)('%s: an empty form gives messages, never a crash', (slug) => {
    const mod = moduleFor(slug);
    if (!mod) return;
    const parsed = mod.inputSchema.safeParse({});
    if (parsed.success) expectAllFinite(mod.compute(parsed.data as never));
    else for (const issue of parsed.error.issues) expect(issue.message).not.toMatch(/^Invalid input/);
  });
});
