import type { Runner } from '../tools/runner';

/**
 * Each calculator's code (validation, compute, presentation) by id, as a dynamic import: a page
 * fetches only its own calculator's chunk, after the page is already on screen. Adding a calculator
 * adds one line here.
 */
export const runnerLoaders = {
  'loan-payment': () => import('./runners/loan-payment'),
  loan: () => import('./runners/loan'),
  'car-payment': () => import('./runners/car-payment'),
  'personal-loan': () => import('./runners/personal-loan'),
  'compound-interest': () => import('./runners/compound-interest'),
  'simple-interest': () => import('./runners/simple-interest'),
  investment: () => import('./runners/investment'),
  retirement: () => import('./runners/retirement'),
  tip: () => import('./runners/tip'),
  percentage: () => import('./runners/percentage'),
  'sales-tax': () => import('./runners/sales-tax'),
  'reverse-sales-tax': () => import('./runners/reverse-sales-tax'),
  margin: () => import('./runners/margin'),
  markup: () => import('./runners/markup'),
  'profit-margin': () => import('./runners/profit-margin'),
  'marginal-cost': () => import('./runners/marginal-cost'),
  'marginal-revenue': () => import('./runners/marginal-revenue'),
  'opportunity-cost': () => import('./runners/opportunity-cost'),
  'cost-of-goods-sold': () => import('./runners/cost-of-goods-sold'),
  roi: () => import('./runners/roi'),
  nps: () => import('./runners/nps'),
  'attrition-rate': () => import('./runners/attrition-rate'),
  age: () => import('./runners/age'),
  bmi: () => import('./runners/bmi'),
  gpa: () => import('./runners/gpa'),
  grade: () => import('./runners/grade'),
  fraction: () => import('./runners/fraction'),
  paycheck: () => import('./runners/paycheck'),
  'social-security': () => import('./runners/social-security'),
} satisfies Record<string, () => Promise<{ default: Runner }>>;

export type RunnerId = keyof typeof runnerLoaders;

/**
 * Calculators whose result depends on the visitor's date though no field defaults to today (Social
 * Security starts the claiming ages at the age reached today). Their page is built for the build's
 * date, so the island works the result out again for the visitor's. A calculator with a `today`
 * date field needs no entry (tests/unit/calculators/today-first-paint.test.tsx checks the list).
 */
export const runnersOnToday: ReadonlySet<RunnerId> = new Set<RunnerId>(['social-security']);

export async function loadRunner(id: RunnerId): Promise<Runner> {
  return (await runnerLoaders[id]()).default;
}
