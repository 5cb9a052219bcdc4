import type { Budgets } from './budgets';
import type { Diagnosis, LighthouseScores } from './lighthouse';

/**
 * Issue 13's goal, judged on runs that alternate the floor and the page (A B A B): a page is as
 * quick as the bare Next page when its median performance is within `performanceBelowFloor`
 * points of the floor's medians from the same rounds, its TBT within `tbtOverFloorMs`, and its FCP
 * and LCP within `paintOverFloor` (a fraction) of the floor's.
 */

const METRICS = ['performance', 'fcpMs', 'lcpMs', 'tbtMs'] as const;
type Metric = (typeof METRICS)[number];
export type Medians = Record<Metric, number>;

const middle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
};

/** Each metric's own median (a run that is slow in one metric need not be slow in another). */
export function medians(samples: LighthouseScores[]): Medians {
  return Object.fromEntries(METRICS.map((m) => [m, Math.round(middle(samples.map((s) => s[m])))])) as Medians;
}

/** The sample nearest the median performance, whose diagnosis stands for the page. */
export function typical(samples: LighthouseScores[]): LighthouseScores {
  const target = middle(samples.map((s) => s.performance));
  return [...samples].sort((a, b) => Math.abs(a.performance - target) - Math.abs(b.performance - target))[0]!;
}

export interface FloorComparison {
  page: Medians;
  floor: Medians;
  /** One line per goal missed, each with what the page's report shows as the cause. */
  missed: string[];
}

const kb = (value: number) => `${value.toFixed(1)} KB`;

function mainThread(d: Diagnosis): string {
  const ms = (group: string) => d.mainThreadMs[group] ?? 0;
  return `script ${ms('scriptEvaluation') + ms('scriptParseCompile')} ms, style and layout ${ms('styleLayout')} ms, HTML and CSS parsing ${ms('parseHTML')} ms, other ${ms('other')} ms`;
}

/** Why the first paint is later than the floor's: what it had to download first. */
export function fcpReason(page: Diagnosis, floor: Diagnosis): string {
  const sheets = page.blockingSheets
    ? `${page.blockingSheets} render-blocking stylesheet${page.blockingSheets > 1 ? 's' : ''} (${kb(page.blockingSheetsKb)})`
    : 'no render-blocking stylesheet';
  return `the HTML is ${kb(page.documentKb)} (floor ${kb(floor.documentKb)}), then ${sheets}`;
}

/**
 * Why the LCP is later: the simulation replays everything that finished before the observed paint
 * (downloads, and main-thread parsing, style, layout and script four times slower).
 */
export function lcpReason(page: Diagnosis, floor: Diagnosis): string {
  const script = page.scriptBeforeLcpKb
    ? `, ${kb(page.scriptBeforeLcpKb)} of script among them (floor ${kb(floor.scriptBeforeLcpKb)})`
    : '';
  return (
    `the page first painted at ${page.observedLcpMs} ms unthrottled (floor ${floor.observedLcpMs} ms), ` +
    `and the simulation waits for all that was done before that paint${script}: render delay ${page.lcpRenderDelayMs} ms`
  );
}

export function blockingReason(page: Diagnosis, floor: Diagnosis): string {
  return `main thread: ${mainThread(page)} (floor: ${mainThread(floor)})`;
}

export function compareWithFloor(
  pageSamples: LighthouseScores[],
  floorSamples: LighthouseScores[],
  goals: Budgets['lighthouse'],
): FloorComparison {
  const page = medians(pageSamples);
  const floor = medians(floorSamples);
  const p = typical(pageSamples).diagnosis;
  const f = typical(floorSamples).diagnosis;
  const missed: string[] = [];
  const paint = goals.paintOverFloor.max;
  if (floor.performance - page.performance > goals.performanceBelowFloor.max)
    missed.push(
      `performance ${page.performance} vs ${floor.performance}: ${blockingReason(p, f)}; ${lcpReason(p, f)}`,
    );
  if (page.tbtMs - floor.tbtMs > goals.tbtOverFloorMs.max)
    missed.push(`TBT ${page.tbtMs} ms vs ${floor.tbtMs} ms: ${blockingReason(p, f)}`);
  if (page.fcpMs > floor.fcpMs * (1 + paint))
    missed.push(`FCP ${page.fcpMs} ms vs ${floor.fcpMs} ms: ${fcpReason(p, f)}`);
  if (page.lcpMs > floor.lcpMs * (1 + paint))
    missed.push(`LCP ${page.lcpMs} ms vs ${floor.lcpMs} ms: ${lcpReason(p, f)}`);
  return { page, floor, missed };
}

const signed = (value: number, unit = '') => `${value > 0 ? '+' : ''}${value}${unit}`;
const percent = (page: number, floor: number) => `${signed(Math.round(((page - floor) / floor) * 100), '%')}`;

/** The medians and their differences, one markdown row per template. */
export function comparisonTable(
  rows: { label: string; path: string; comparison: FloorComparison }[],
): string {
  const lines = [
    '| template | page | perf (floor, diff) | TBT ms (floor, diff) | FCP ms (floor, diff) | LCP ms (floor, diff) | goal |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { label, path, comparison: c } of rows) {
    const { page: m, floor: f } = c;
    lines.push(
      `| ${label} | ${path} | ${m.performance} (${f.performance}, ${signed(m.performance - f.performance)}) | ` +
        `${m.tbtMs} (${f.tbtMs}, ${signed(m.tbtMs - f.tbtMs)}) | ${m.fcpMs} (${f.fcpMs}, ${percent(m.fcpMs, f.fcpMs)}) | ` +
        `${m.lcpMs} (${f.lcpMs}, ${percent(m.lcpMs, f.lcpMs)}) | ${c.missed.length ? `missed ${c.missed.length}` : 'met'} |`,
    );
  }
  return lines.join('\n');
}
