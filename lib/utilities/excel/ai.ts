import * as z from 'zod/mini';
import { askAi, type AiConnection, type AiResult } from '@/lib/ai/client';
import { formulaShapeProblem } from './check';

export type AiFormula = { formula: string; explanation: string };

const schema = z.object({
  formula: z.string().check(z.minLength(2), z.maxLength(2000)),
  explanation: z.string().check(z.minLength(1), z.maxLength(4000)),
});

/**
 * Asks the AI service for a formula matching a description. The answer is shape-checked
 * (starts with =, balanced parentheses and quotes) before it is shown; it is never evaluated.
 */
export async function writeFormulaWithAi(
  description: string,
  signal?: AbortSignal,
  connection: Partial<AiConnection> = {},
): Promise<AiResult<AiFormula>> {
  const result = await askAi(
    {
      system:
        'You write one Microsoft Excel formula for an HR or business user. Use functions available in Excel 365. Reply with the formula and a short plain-English explanation of each argument. Never include anything but the JSON.',
      prompt: `What the user needs: ${description.slice(0, 1000)}`,
      example: {
        formula: '=COUNTIFS(D2:D100,"Sales",H2:H100,">40")',
        explanation: 'Counts rows where column D is Sales and column H is over 40.',
      },
      schema,
      signal,
    },
    connection,
  );
  if (!result.ok) return result;
  const formula = result.data.formula.trim();
  const problem = formulaShapeProblem(formula);
  if (problem)
    return {
      ok: false,
      reason: 'invalid',
      message: `The AI answer was not a usable formula (${problem.replace(/\.$/, '')}). Please try again.`,
    };
  return { ok: true, data: { formula, explanation: result.data.explanation.trim() } };
}
