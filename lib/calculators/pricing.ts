import { difference } from './decimal';
import { money, pct } from './format';

/** Cost, price and the two ways of stating the profit between them; shared by margin and markup. */
export interface PriceBreakdown {
  cost: number;
  price: number;
  /** price − cost. */
  profit: number;
  /** Profit as a percentage of the price. */
  margin: number;
  /** Profit as a percentage of the cost. */
  markup: number;
}

/** Both cost and price are > 0 (the schemas guarantee it), so neither percentage divides by zero. */
export function breakdown(cost: number, price: number): PriceBreakdown {
  const profit = difference(price, cost);
  return { cost, price, profit, margin: (profit / price) * 100, markup: (profit / cost) * 100 };
}

export function breakdownSteps(r: PriceBreakdown): string[] {
  return [
    `Profit = ${money(r.price)} − ${money(r.cost)} = ${money(r.profit)}`,
    `Margin = ${money(r.profit)} ÷ ${money(r.price)} × 100 = ${pct(r.margin)}`,
    `Markup = ${money(r.profit)} ÷ ${money(r.cost)} × 100 = ${pct(r.markup)}`,
  ];
}

export const amountLimits = { max: 1e12, minExclusive: true } as const;

/**
 * Drops the field being worked out before validation, so a stale or half-typed value left in it
 * can neither block the result nor show an error beside a field the visitor isn't filling in.
 */
export function withoutSolvedField(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = { ...(value as Record<string, unknown>) };
  const solveFor = record.solveFor;
  if (typeof solveFor === 'string' && solveFor !== 'solveFor') delete record[solveFor];
  // The default choice is "price", so with no choice made the price field is the one worked out.
  if (solveFor === undefined || solveFor === '') delete record.price;
  return record;
}
