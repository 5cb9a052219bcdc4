import { z } from 'zod';
import type { FieldDef } from '@/lib/tools/fields';
import { runnerLoaders, type RunnerId } from '@/lib/calculators/loaders';
import { nonEmpty } from '../../schema/common';
import { familySchema, typed, type ToolOf } from '../family';
import { formField } from './schema';

// The family's kinds apart from its tools: a tool's definition imports its type from here (through
// ../types) while family.ts imports the definitions, so the two never import each other.
export const calculatorSchema = familySchema(
  'calculator',
  {
    /** Rendered by the generic form island from its fields, run by the runner of that id. */
    form: {
      runner: z.enum(Object.keys(runnerLoaders) as [RunnerId, ...RunnerId[]]),
      fields: z.array(typed<FieldDef>(formField)).min(1).readonly(),
      /** Heading above the result panel. */
      resultTitle: nonEmpty,
    },
    /** The keypad: its own island. */
    scientific: {},
  },
  (tool, ctx) => {
    if (tool.kind !== 'form') return;
    const keys = new Set<string>();
    tool.fields.forEach((f, index) => {
      if (keys.has(f.key))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'key'], message: `"${f.key}" is used twice` });
      keys.add(f.key);
    });
    tool.fields.forEach((f, index) => {
      if (f.showWhen && !keys.has(f.showWhen.field))
        ctx.addIssue({
          code: 'custom',
          path: ['fields', index, 'showWhen'],
          message: `no field "${f.showWhen.field}"`,
        });
    });
  },
);

export type CalculatorTool = ToolOf<typeof calculatorSchema>;
export type FormTool = Extract<CalculatorTool, { kind: 'form' }>;
export type ScientificTool = Extract<CalculatorTool, { kind: 'scientific' }>;
