import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { defineAiTool } from '@/lib/ai/tool-template';

export const EXCEL_DESCRIPTION_LIMIT = 1000;

const fields = z.object({
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(EXCEL_DESCRIPTION_LIMIT)),
});
export type ExcelFormulaFields = z.infer<typeof fields>;

const answer = z.object({
  formula: z.string().check(z.minLength(2), z.maxLength(2000)),
  explanation: z.string().check(z.minLength(1), z.maxLength(4000)),
});
export type ExcelFormulaAnswer = z.infer<typeof answer>;

export const excelFormulaTool = defineAiTool({
  id: 'excel-formula',
  fields,
  answer,
  build: ({ description }) => ({
    system:
      'You write one Microsoft Excel formula for an HR or business user. Use functions available in Excel 365. Reply with the formula and a short plain-English explanation of each argument. Never include anything but the JSON.',
    prompt: `What the user needs: ${description}`,
    example: {
      formula: '=COUNTIFS(D2:D100,"Sales",H2:H100,">40")',
      explanation: 'Counts rows where column D is Sales and column H is over 40.',
    },
  }),
});
