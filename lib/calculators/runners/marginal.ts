import type { MarginalInput, MarginalResult } from '@/lib/calculators/marginal';
import type { FormValues } from '../../tools/fields';
import { rows, text } from '../../tools/fields';
import { money, number } from '../../kit/numbers';
import type { ResultView } from '../../tools/view';
import { copyTextOf } from '../../tools/view';

/** What the marginal cost and revenue calculators read from the form. */
export function marginalInput(values: FormValues) {
  return {
    mode: text(values, 'mode'),
    quantity1: text(values, 'quantity1'),
    total1: text(values, 'total1'),
    quantity2: text(values, 'quantity2'),
    total2: text(values, 'total2'),
    rows: rows(values, 'rows'),
  };
}

export function marginalView(
  words: { marginal: string; total: string; file: string },
  input: MarginalInput,
  result: MarginalResult,
  explain: ResultView['explain'],
): ResultView {
  const primary = {
    label: `${words.marginal} per unit`,
    value: money(result.marginal),
    hint: input.mode === 'table' && result.steps.length > 1 ? 'Average over the whole table' : undefined,
  };
  const secondary = [
    { label: `Change in ${words.total.toLowerCase()}`, value: money(result.changeInTotal) },
    { label: 'Change in quantity', value: number(result.changeInQuantity, 4) },
  ];
  const table =
    input.mode === 'table'
      ? [
          {
            id: 'steps',
            caption: `${words.marginal} between each row`,
            columns: [
              { label: 'Quantity' },
              { label: `Change in ${words.total.toLowerCase()}`, numeric: true },
              { label: 'Change in quantity', numeric: true },
              { label: words.marginal, numeric: true },
            ],
            rows: result.steps.map((step) => [
              `${number(step.fromQuantity, 4)} → ${number(step.toQuantity, 4)}`,
              money(step.changeInTotal),
              number(step.changeInQuantity, 4),
              money(step.marginal),
            ]),
            csv: {
              filename: words.file,
              header: [
                'From quantity',
                'To quantity',
                `Change in ${words.total.toLowerCase()}`,
                'Change in quantity',
                words.marginal,
              ],
              rows: result.steps.map((step) => [
                step.fromQuantity,
                step.toQuantity,
                step.changeInTotal,
                step.changeInQuantity,
                step.marginal,
              ]),
            },
          },
        ]
      : [];
  return {
    primary,
    secondary,
    tables: table,
    explain,
    copyText: copyTextOf(words.marginal, [primary, ...secondary]),
  };
}
