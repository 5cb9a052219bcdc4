// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runnerLoaders } from '@/lib/calculators/loaders';
import { calculatorSlugs, withoutLoader, type CalcModule } from './discover';

// The real tree, read only: the calculators as the contract test sees them.
const real = import.meta.glob<CalcModule>('../../../lib/calculators/*.ts', { eager: true });

// A throwaway calculator written the way the README says, in a folder of its own, so nothing in the
// tree changes: one module with its schema, compute, explain, examples and runner.
const folder = mkdtempSync(join(tmpdir(), 'throwaway-calculator-'));
const path = join(folder, 'halve.ts');
writeFileSync(
  path,
  `import { z } from 'zod';
import { numberField } from '@/lib/calculators/fields';
import { defineRunner } from '@/lib/tools/runner';
import { text } from '@/lib/tools/fields';

export const inputSchema = z.object({ value: numberField({ label: 'Value', max: 1e9 }) });
export const compute = (input: { value: number }) => ({ half: input.value / 2 });
export const explain = (input: { value: number }, result: { half: number }) => ({
  formula: 'Half = value ÷ 2',
  steps: [\`\${input.value} ÷ 2 = \${result.half}\`],
});
export const examples = [{ input: { value: '1 000' }, note: 'A thousand, typed with a space' }];
export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => ({ value: text(values, 'value') }),
  present: (_input, result, shown) => {
    const primary = { label: 'Half', value: String(result.half) };
    return { primary, secondary: [], tables: [], explain: shown, copyText: 'Half: ' + result.half };
  },
});
`,
);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a new calculator is found from its module alone', () => {
  it('is discovered beside the real ones, and its runner reads and works out a typed value', async () => {
    const throwaway = (await import(/* @vite-ignore */ path)) as CalcModule & {
      default: { run(values: Record<string, unknown>): unknown };
    };
    const tree = { ...real, [`../../../lib/calculators/halve.ts`]: throwaway };

    expect(calculatorSlugs(real)).not.toContain('halve');
    expect(calculatorSlugs(tree)).toEqual([...calculatorSlugs(real), 'halve']);
    // The shared number reader reads what a visitor types: "1 000" is a thousand.
    expect(throwaway.default.run({ value: '1 000' })).toMatchObject({
      ok: true,
      view: { primary: { label: 'Half', value: '500' } },
    });
    expect(throwaway.default.run({ value: '' })).toMatchObject({ ok: false });
  });

  it('asks for exactly one more line, its loader, before its page can load it', async () => {
    const throwaway = (await import(/* @vite-ignore */ path)) as CalcModule;
    const tree = { ...real, [`../../../lib/calculators/halve.ts`]: throwaway };
    expect(withoutLoader(real, Object.keys(runnerLoaders))).toEqual([]);
    expect(withoutLoader(tree, Object.keys(runnerLoaders))).toEqual(['halve']);
    expect(withoutLoader(tree, [...Object.keys(runnerLoaders), 'halve'])).toEqual([]);
  });
});
