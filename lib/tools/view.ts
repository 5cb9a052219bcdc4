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

/**
 * A value placed on a banded scale (a BMI among its categories): drawn as a bar of coloured bands
 * with a marker, and told in words by `description` for people who cannot see it.
 */
export type ScaleView = {
  title: string;
  /** The ends of the drawn bar; a value beyond them is drawn at the end it passed. */
  min: number;
  max: number;
  /** Consecutive bands from `min` to `max`, each from its `from` up to (not including) its `to`. */
  bands: readonly { from: number; to: number; label: string; tone: Tone }[];
  /** The visitor's value and how to say it: "Your BMI, 23.5". */
  marker: { value: number; label: string };
  /** The whole picture in one sentence, read instead of the drawing. */
  description: string;
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
  /** A value on a banded scale; drawn by components/tools/calculators/ResultScale.tsx. */
  scale?: ScaleView;
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
