import type { Installment, YearTotals } from '@/lib/calculators/finance/amortization';
import type { GrowthYear } from '@/lib/calculators/finance/growth';
import { text, type FormValues } from '@/lib/tools/fields';
import { money, number } from '@/lib/kit/numbers';
import type { ChartView, TableView } from '@/lib/tools/view';

/** The form values a schema reads, as typed; optional fields left empty become undefined. */
export function pick(values: FormValues, keys: readonly string[], optional: readonly string[] = []) {
  const out: Record<string, string | undefined> = {};
  for (const key of keys) out[key] = text(values, key);
  for (const key of optional) out[key] = text(values, key).trim() ? text(values, key) : undefined;
  return out;
}

/** Year-by-year principal and interest (chart and its table) plus the full monthly schedule (folded, CSV). */
export function amortizationParts(
  years: readonly YearTotals[],
  schedule: readonly Installment[],
  filename: string,
): { chart: ChartView; tables: TableView[] } {
  const byYear: TableView = {
    id: 'by-year',
    caption: 'Principal and interest paid each year',
    columns: [
      { label: 'Year' },
      { label: 'Principal', numeric: true },
      { label: 'Interest', numeric: true },
      { label: 'Balance at year end', numeric: true },
    ],
    rows: years.map((row) => [
      String(row.year),
      money(row.principal),
      money(row.interest),
      money(row.balance),
    ]),
  };
  const monthly: TableView = {
    id: 'schedule',
    caption: `Full amortization schedule (${number(schedule.length, 0)} payments)`,
    columns: [
      { label: 'Payment' },
      { label: 'Amount', numeric: true },
      { label: 'Principal', numeric: true },
      { label: 'Interest', numeric: true },
      { label: 'Balance', numeric: true },
    ],
    rows: schedule.map((row) => [
      String(row.month),
      money(row.payment),
      money(row.principal),
      money(row.interest),
      money(row.balance),
    ]),
    folded: true,
    csv: {
      filename,
      header: ['Payment', 'Amount', 'Principal', 'Interest', 'Balance'],
      rows: schedule.map((row) => [row.month, row.payment, row.principal, row.interest, row.balance]),
    },
  };
  return {
    chart: {
      title: 'Principal and interest paid each year',
      kind: 'stacked',
      xLabel: 'Year',
      x: years.map((row) => row.year),
      series: [
        { label: 'Principal', values: years.map((row) => row.principal), color: 'brand' },
        { label: 'Interest', values: years.map((row) => row.interest), color: 'amber' },
      ],
      tableId: 'by-year',
    },
    tables: [byYear, monthly],
  };
}

/** Growth over time: what was put in against what it earned, year by year, with a CSV of the table. */
export function growthParts(
  years: readonly GrowthYear[],
  filename: string,
  labels: { contributed: string; earned: string } = { contributed: 'Contributions', earned: 'Interest' },
): { chart: ChartView; tables: TableView[] } {
  return {
    chart: {
      title: 'Balance by year',
      kind: 'stacked',
      xLabel: 'Year',
      x: years.map((row) => row.year),
      series: [
        { label: labels.contributed, values: years.map((row) => row.contributed), color: 'brand' },
        { label: labels.earned, values: years.map((row) => Math.max(0, row.interest)), color: 'teal' },
      ],
      tableId: 'by-year',
    },
    tables: [
      {
        id: 'by-year',
        caption: 'Balance at the end of each year',
        columns: [
          { label: 'Year' },
          { label: `${labels.contributed} to date`, numeric: true },
          { label: `${labels.earned} to date`, numeric: true },
          { label: 'Balance', numeric: true },
        ],
        rows: years.map((row) => [
          String(row.year),
          money(row.contributed),
          money(row.interest),
          money(row.balance),
        ]),
        csv: {
          filename,
          header: ['Year', labels.contributed, labels.earned, 'Balance'],
          rows: years.map((row) => [row.year, row.contributed, row.interest, row.balance]),
        },
      },
    ],
  };
}
