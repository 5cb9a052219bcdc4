import type { z } from 'zod';
import { difference } from './decimal';
import { optionalNumberField } from './fields';
import { money, pct } from './format';
import { percent } from '@/lib/kit/numbers';
import { copyTextOf, type ResultItem, type ResultView } from '@/lib/tools/view';

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

/** The two amounts both pricing calculators take; the third value is the margin or the markup. */
export const pricingAmounts = {
  /** What the item costs you, in dollars. */
  cost: optionalNumberField({ label: 'Cost', ...amountLimits }),
  /** What you sell it for, in dollars. */
  price: optionalNumberField({ label: 'Selling price', ...amountLimits }),
};

/** Every one of the three values except the one being worked out must be entered. */
export function requireEntered<K extends 'cost' | 'price' | 'margin' | 'markup'>(
  v: { solveFor: K } & { [key in K]?: number },
  ctx: z.RefinementCtx,
  keys: readonly K[],
): void {
  for (const key of keys)
    if (v.solveFor !== key && v[key] === undefined)
      ctx.addIssue({ code: 'custom', path: [key], message: `${LABELS[key]} is required` });
}

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

const LABELS = { price: 'Selling price', cost: 'Cost', margin: 'Margin', markup: 'Markup' } as const;

/** Margin and markup calculators show the same five figures, leading with the one worked out. */
export function pricingView(
  title: string,
  solveFor: keyof typeof LABELS,
  result: PriceBreakdown,
  explain: ResultView['explain'],
): ResultView {
  const values: Record<keyof typeof LABELS, string> = {
    price: money(result.price),
    cost: money(result.cost),
    margin: percent(result.margin, 2),
    markup: percent(result.markup, 2),
  };
  const primary: ResultItem = { label: LABELS[solveFor], value: values[solveFor] };
  const secondary: ResultItem[] = [
    ...(['price', 'cost', 'margin', 'markup'] as const)
      .filter((key) => key !== solveFor)
      .map((key) => ({ label: LABELS[key], value: values[key] })),
    { label: 'Profit per item', value: money(result.profit), tone: result.profit < 0 ? 'bad' : undefined },
  ];
  const summary =
    result.profit < 0
      ? `At this price you lose ${money(-result.profit)} on each item.`
      : `A ${percent(result.margin, 2)} margin is the same as a ${percent(result.markup, 2)} markup.`;
  return {
    primary,
    secondary,
    summary,
    summaryTone: result.profit < 0 ? 'bad' : undefined,
    tables: [],
    explain,
    copyText: copyTextOf(title, [primary, ...secondary], summary),
  };
}
