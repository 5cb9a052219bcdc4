// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorFamily } from '@/content/tools/calculators/family';
import type { FormTool } from '@/content/tools/types';
import { loadRunner } from '@/lib/calculators/loaders';
import { defaultValues, type FieldDef, type FormValues } from '@/lib/tools/fields';
import { parseNumber } from '@/lib/tools/parse';
import type { Runner } from '@/lib/tools/runner';

/*
 * Every numeric box of every calculator reads what is typed by the one rule: a text the rule reads
 * as n gives exactly what typing n plainly gives, and a text it refuses gives what typing words gives
 * (the field's own "not a number" message). So "1,50" cannot be 1.5 in one calculator and 150 in
 * another.
 */

const formTools = calculatorFamily.tools.filter((tool): tool is FormTool => tool.kind === 'form');
const numeric = (type: string) => type === 'number' || type === 'money' || type === 'percent';

/** A place a number is typed: a top-level box, or the first row's cell of a repeating group. */
type Box = { name: string; set: (values: FormValues, text: string) => FormValues };

function boxesOf(tool: FormTool): Box[] {
  const boxes: Box[] = [];
  const shown = (field: FieldDef, values: FormValues): FormValues =>
    field.showWhen ? { ...values, [field.showWhen.field]: field.showWhen.is[0]! } : values;
  for (const field of tool.fields) {
    if (numeric(field.type))
      boxes.push({
        name: field.key,
        set: (values, text) => ({ ...shown(field, values), [field.key]: text }),
      });
    if (field.type === 'rows')
      for (const column of field.columns.filter((c) => numeric(c.type)))
        boxes.push({
          name: `${field.key}.0.${column.key}`,
          set: (values, text) => {
            const rows = (shown(field, values)[field.key] as Record<string, string>[]).map((row) => ({
              ...row,
            }));
            rows[0] = { ...rows[0], [column.key]: text };
            return { ...shown(field, values), [field.key]: rows };
          },
        });
  }
  return boxes;
}

/** Number-like text: digits with the marks people put in numbers, in any order. */
const typed = fc
  .array(
    fc.constantFrom('0', '1', '2', '5', '9', '9', ',', '.', ' ', '\u202f', 'e', '-', '+', '$', '%', '−'),
    {
      minLength: 1,
      maxLength: 9,
    },
  )
  .map((parts) => parts.join(''));

const agreed = ['1,50', '3,5', '1 000', '1e3', '1,500', '0,125', '12,345.6', '1.234,5', '1,23,456', '5%'];

const withBoxes = formTools.filter((tool) => boxesOf(tool).length > 0);

describe.each(withBoxes.map((tool) => [tool.slug, tool] as const))(
  '%s reads numbers by the one rule',
  (_slug, tool) => {
    const base = defaultValues(tool.fields, '2026-11-22');
    let runner: Runner;

    it.each(boxesOf(tool).map((box) => [box.name, box] as const))('%s', async (_name, box) => {
      runner ??= await loadRunner(tool.runner);
      const run = (text: string) => runner.run(box.set(base, text));
      const refused = run('not a number');
      expect(refused.ok, 'words are refused').toBe(false);
      if (!refused.ok) expect(refused.errors[box.name]).toBeTruthy();
      const check = (text: string) => {
        const n = parseNumber(text);
        if (text.trim() === '') return;
        expect(run(text), JSON.stringify(text)).toEqual(n === null ? refused : run(String(n)));
      };
      agreed.forEach(check);
      fc.assert(
        fc.property(typed, (text) => check(text)),
        { numRuns: 25 },
      );
    });
  },
);

describe('the agreed readings', () => {
  it.each([
    ['1,50', 1.5],
    ['3,5', 3.5],
    ['1 000', 1000],
    ['1e3', 1000],
    ['1,500', 1500],
  ] as const)('%s is %s in every calculator', (text, value) => expect(parseNumber(text)).toBe(value));
});
