import type { Runner } from './runner';

/**
 * Each calculator's code (validation, compute, presentation) by id, as a dynamic import: a page
 * fetches only its own calculator's chunk, after the page is already on screen. Adding a calculator
 * adds one line here.
 */
export const runnerLoaders = {
  'loan-payment': () => import('../calculators/runners/loan-payment'),
  loan: () => import('../calculators/runners/loan'),
  'car-payment': () => import('../calculators/runners/car-payment'),
  'personal-loan': () => import('../calculators/runners/personal-loan'),
  'compound-interest': () => import('../calculators/runners/compound-interest'),
  'simple-interest': () => import('../calculators/runners/simple-interest'),
  investment: () => import('../calculators/runners/investment'),
  retirement: () => import('../calculators/runners/retirement'),
  tip: () => import('../calculators/runners/tip'),
  percentage: () => import('../calculators/runners/percentage'),
  'sales-tax': () => import('../calculators/runners/sales-tax'),
  'reverse-sales-tax': () => import('../calculators/runners/reverse-sales-tax'),
  margin: () => import('../calculators/runners/margin'),
  markup: () => import('../calculators/runners/markup'),
  'profit-margin': () => import('../calculators/runners/profit-margin'),
  'marginal-cost': () => import('../calculators/runners/marginal-cost'),
  'marginal-revenue': () => import('../calculators/runners/marginal-revenue'),
  'opportunity-cost': () => import('../calculators/runners/opportunity-cost'),
  'cost-of-goods-sold': () => import('../calculators/runners/cost-of-goods-sold'),
  roi: () => import('../calculators/runners/roi'),
  nps: () => import('../calculators/runners/nps'),
  'attrition-rate': () => import('../calculators/runners/attrition-rate'),
  age: () => import('../calculators/runners/age'),
  bmi: () => import('../calculators/runners/bmi'),
  gpa: () => import('../calculators/runners/gpa'),
  grade: () => import('../calculators/runners/grade'),
  fraction: () => import('../calculators/runners/fraction'),
  paycheck: () => import('../calculators/runners/paycheck'),
  'social-security': () => import('../calculators/runners/social-security'),
} satisfies Record<string, () => Promise<{ default: Runner }>>;

export type RunnerId = keyof typeof runnerLoaders;

export async function loadRunner(id: RunnerId): Promise<Runner> {
  return (await runnerLoaders[id]()).default;
}
