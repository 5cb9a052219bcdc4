import type { PriceBreakdown } from '@/lib/calculators/pricing';
import { money, percent } from '../../kit/numbers';
import type { ResultItem, ResultView } from '../../tools/view';
import { copyTextOf } from '../../tools/view';

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
