/**
 * The calculators whose compute modules are finished (`lib/calculators/<slug>.ts`, each with inputSchema,
 * compute, explain and examples). The tool registry wires a tool page for each.
 */
export const calcSlugs = [
  'tip',
  'percentage',
  'sales-tax',
  'reverse-sales-tax',
  'cost-of-goods-sold',
  'roi',
  'margin',
  'markup',
  'profit-margin',
  'opportunity-cost',
  'marginal-cost',
  'marginal-revenue',
  'attrition-rate',
  'nps',
  'bmi',
  'age',
  'gpa',
  'grade',
  'fraction',
  'scientific',
  'social-security',
  'paycheck',
] as const;

export type CalcSlug = (typeof calcSlugs)[number];
