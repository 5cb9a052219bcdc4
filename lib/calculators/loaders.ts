import type { Runner } from '../tools/runner';

/**
 * Each calculator's code (validation, compute, presentation) by id, as a dynamic import: a page
 * fetches only its own calculator's chunk, after the page is already on screen. Adding a calculator
 * adds one line here.
 */
export const runnerLoaders = {
  'loan-payment': () => import('./finance/loan-payment'),
  loan: () => import('./finance/loan'),
  'car-payment': () => import('./finance/car-payment'),
  'personal-loan': () => import('./finance/personal-loan'),
  'compound-interest': () => import('./finance/compound-interest'),
  'simple-interest': () => import('./finance/simple-interest'),
  investment: () => import('./finance/investment'),
  retirement: () => import('./finance/retirement'),
  tip: () => import('./tip'),
  percentage: () => import('./percentage'),
  'sales-tax': () => import('./sales-tax'),
  'reverse-sales-tax': () => import('./reverse-sales-tax'),
  margin: () => import('./margin'),
  markup: () => import('./markup'),
  'profit-margin': () => import('./profit-margin'),
  'marginal-cost': () => import('./marginal-cost'),
  'marginal-revenue': () => import('./marginal-revenue'),
  'opportunity-cost': () => import('./opportunity-cost'),
  'cost-of-goods-sold': () => import('./cost-of-goods-sold'),
  roi: () => import('./roi'),
  nps: () => import('./nps'),
  'attrition-rate': () => import('./attrition-rate'),
  age: () => import('./age'),
  bmi: () => import('./bmi'),
  gpa: () => import('./gpa'),
  grade: () => import('./grade'),
  fraction: () => import('./fraction'),
  paycheck: () => import('./paycheck'),
  'social-security': () => import('./social-security'),
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
