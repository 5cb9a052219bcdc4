import { askTool, type AiToolOptions } from '@/lib/ai/ask-tool';
import type { AiResult } from '@/lib/ai/client';
import { formulaShapeProblem } from './check';
import type { ExcelFormulaAnswer, ExcelFormulaFields } from './ai-template';

export type AiFormula = { formula: string; explanation: string };

const DESCRIPTION_LIMIT = 1000;

/**
 * Asks the AI gateway for a formula matching a description. The answer is shape-checked
 * (starts with =, balanced parentheses and quotes) before it is shown; it is never evaluated.
 */
export async function writeFormulaWithAi(
  description: string,
  signal?: AbortSignal,
  options: AiToolOptions = {},
): Promise<AiResult<AiFormula>> {
  const fields: ExcelFormulaFields = { description: description.trim().slice(0, DESCRIPTION_LIMIT) };
  const result = await askTool<ExcelFormulaAnswer>('excel-formula', fields, { ...options, signal });
  if (!result.ok) return result;
  const formula = result.data.formula.trim();
  const problem = formulaShapeProblem(formula);
  if (problem)
    return {
      ok: false,
      reason: 'invalid',
      message: `The AI answer was not a usable formula (${problem.replace(/\.$/, '')}). Please try again.`,
    };
  return { ...result, data: { formula, explanation: result.data.explanation.trim() } };
}
