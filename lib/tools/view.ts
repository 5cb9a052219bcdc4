/**
 * What a calculator shows after it runs: plain, already formatted data, so the generic island can
 * render any calculator's result, and the server can render the first one into the page's HTML.
 */
export type Tone = 'neutral' | 'good' | 'bad' | 'warning';

export type ResultItem = { label: string; value: string; hint?: string; tone?: Tone };

export type TableView = {
  id: string;
  caption: string;
  columns: readonly { label: string; numeric?: boolean }[];
  rows: readonly (readonly string[])[];
  /** Long tables (a 360-month schedule) start folded inside a disclosure. */
  folded?: boolean;
  /** The same data, unformatted, offered as a CSV download. */
  csv?: { filename: string; header: readonly string[]; rows: readonly (readonly (string | number)[])[] };
};

export type ChartSeries = {
  label: string;
  values: readonly number[];
  color: 'brand' | 'accent' | 'teal' | 'amber';
};

export type ChartView = {
  title: string;
  /** `stacked`: bars whose parts add up (principal + interest); `lines`: separate lines. */
  kind: 'stacked' | 'lines';
  xLabel: string;
  x: readonly number[];
  series: readonly ChartSeries[];
  /** The table holding the same figures, named beside the chart for people who cannot see it. */
  tableId: string;
};

export type Explanation = { formula: string; steps: readonly string[] };

export type ResultView = {
  primary: ResultItem;
  secondary: readonly ResultItem[];
  /** One plain sentence that reads the result back ("Your savings last until age 91."). */
  summary?: string;
  summaryTone?: Tone;
  tables: readonly TableView[];
  chart?: ChartView;
  explain: Explanation;
  /** The text "Copy result" puts on the clipboard. */
  copyText: string;
};

/** The copy text most results want: every figure on its own line. */
export function copyTextOf(title: string, items: readonly ResultItem[], summary?: string): string {
  return [title, ...items.map((item) => `${item.label}: ${item.value}`), ...(summary ? [summary] : [])].join(
    '\n',
  );
}
