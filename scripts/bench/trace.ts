/**
 * Where a page's main-thread time goes while it loads, on a phone-like CPU: records a performance
 * trace of each page in headless chromium (4× CPU slowdown, as Lighthouse's mobile preset assumes,
 * a 412 px viewport), takes the long tasks (over 50 ms, the ones that count toward Total Blocking
 * Time) and splits their time by cause. Medians of `--runs` loads (3 by default).
 *
 *   npx tsx scripts/bench/trace.ts [exportDir] [--runs=N] [--floor] [/path/ ...]
 *
 * exportDir (relative; an absolute one through NEXT_DIST_DIR) defaults to NEXT_DIST_DIR || out; pages default to the home page, the percentage
 * calculator and the word counter. With `--floor`, the bare Next page (bench/floor-app, built
 * through the floor cache) is traced first, for comparison.
 *
 * Causes, from the trace events directly under each long task:
 * - script compile: V8 parsing and compiling a script (v8.compile, v8.compileModule, CompileScript)
 * - script run: a script's top level (EvaluateScript) and every later call into JavaScript
 *   (FunctionCall, timers, events, microtasks): module factories, React's hydration, effects
 * - HTML parse, style (recalculation and style sheet parsing), layout (layout, pre-paint, paint,
 *   layer updates), garbage collection, other.
 * A cause's figure is the time of those events inside long tasks; "blocking" is the sum over long
 * tasks of their time above 50 ms (what Lighthouse's TBT adds up, between FCP and TTI).
 */
import { chromium, type Browser } from '@playwright/test';
import { resolve } from 'node:path';
import { cachedFloor } from './floor';
import { serveCompressed } from './serve-export';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

const CAUSES = ['script compile', 'script run', 'HTML parse', 'style', 'layout', 'GC', 'other'] as const;
type Cause = (typeof CAUSES)[number];

function causeOf(name: string): Cause {
  if (/^(v8\.compile|v8\.compileModule|CompileScript|CompileCode|v8\.parseOnBackground)/.test(name))
    return 'script compile';
  if (
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|V8\.Execute|v8\.run|FireIdleCallback)/.test(
      name,
    )
  )
    return 'script run';
  if (name === 'ParseHTML' || name.startsWith('HTMLDocumentParser::')) return 'HTML parse';
  if (
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation|Document::updateStyle|Document::recalcStyle|Document::updateActiveStyle|StyleEngine::)/.test(
      name,
    )
  )
    return 'style';
  if (/^(Layout|PrePaint|Paint|UpdateLayerTree|Layerize|Commit|LayoutShift)/.test(name)) return 'layout';
  if (/GC|GCEvent|BlinkGC/.test(name)) return 'GC';
  return 'other';
}

/** The time of the given events in ms, nested ones not counted again. */
function outermost(events: TraceEvent[]): number {
  let until = -Infinity;
  let total = 0;
  for (const e of [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    if (e.ts < until) continue;
    total += (e.dur ?? 0) / 1000;
    until = e.ts + (e.dur ?? 0);
  }
  return total;
}

export type PageTrace = {
  longTasks: number;
  longTaskMs: number;
  blockingMs: number;
  byCause: Record<Cause, number>;
};

/** The long tasks of the renderer's main thread in one trace, split by cause. */
export function analyse(events: TraceEvent[]): PageTrace {
  // Navigating from about:blank swaps renderers: the page's main thread is the renderer main
  // thread that parsed HTML and ran scripts the longest.
  const busy = (thread: TraceEvent) =>
    events
      .filter(
        (e) =>
          e.pid === thread.pid &&
          e.tid === thread.tid &&
          /^(ParseHTML|EvaluateScript|FunctionCall)$/.test(e.name),
      )
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => busy(b) - busy(a))[0];
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
  const byCause = Object.fromEntries(CAUSES.map((c) => [c, 0])) as Record<Cause, number>;
  let longTaskMs = 0;
  let blockingMs = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    longTaskMs += task.dur! / 1000;
    blockingMs += (task.dur! - 50_000) / 1000;
    // The outermost events of a known cause inside the task (wrappers such as the scheduler's own
    // RunTask layers are looked through), so nothing is counted twice.
    const inside = onMain
      .filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && causeOf(e.name) !== 'other',
      )
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let coveredUntil = task.ts;
    let attributed = 0;
    for (const event of inside) {
      if (event.ts < coveredUntil) continue;
      const ms = (event.dur ?? 0) / 1000;
      const cause = causeOf(event.name);
      // V8 compiles lazily, inside the script that first calls a function: that time is compile.
      const compiled =
        cause === 'script run'
          ? outermost(
              inside.filter(
                (e) =>
                  causeOf(e.name) === 'script compile' &&
                  e.ts >= event.ts &&
                  e.ts + (e.dur ?? 0) <= event.ts + (event.dur ?? 0),
              ),
            )
          : 0;
      byCause['script compile'] += compiled;
      byCause[cause] += ms - compiled;
      attributed += ms;
      coveredUntil = event.ts + (event.dur ?? 0);
    }
    byCause.other += Math.max(0, task.dur! / 1000 - attributed);
  }
  return { longTasks: tasks.length, longTaskMs, blockingMs, byCause };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink',
  'loading',
  '__metadata',
].join(',');

async function tracePage(browser: Browser, url: string): Promise<PageTrace> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.goto(url, { waitUntil: 'load' });
  // What runs after load (effects, idle callbacks, lazy islands) blocks a visitor's first tap too.
  await page.waitForTimeout(3000);
  const buffer = await browser.stopTracing();
  await context.close();
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  return analyse(parsed.traceEvents);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function medianTrace(traces: PageTrace[]): PageTrace {
  return {
    longTasks: median(traces.map((t) => t.longTasks)),
    longTaskMs: median(traces.map((t) => t.longTaskMs)),
    blockingMs: median(traces.map((t) => t.blockingMs)),
    byCause: Object.fromEntries(CAUSES.map((c) => [c, median(traces.map((t) => t.byCause[c]))])) as Record<
      Cause,
      number
    >,
  };
}

export function traceTable(rows: { label: string; trace: PageTrace }[]): string {
  const head = ['page', 'long tasks', 'long-task ms', 'blocking ms', ...CAUSES.map((c) => `${c} ms`)];
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map((_, i) => (i ? '---:' : '---')).join(' | ')} |`];
  for (const { label, trace } of rows)
    lines.push(
      `| ${[
        label,
        String(trace.longTasks),
        trace.longTaskMs.toFixed(0),
        trace.blockingMs.toFixed(0),
        ...CAUSES.map((c) => trace.byCause[c].toFixed(0)),
      ].join(' | ')} |`,
    );
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3));
  const paths = args.filter((a) => a.startsWith('/'));
  const dir = args.find((a) => !a.startsWith('-') && !a.startsWith('/'));
  const root = resolve(process.cwd(), dir || process.env.NEXT_DIST_DIR || 'out');
  const pages = paths.length ? paths : ['/', '/tools/percentage-calculator/', '/tools/word-counter/'];

  const site = await serveCompressed(root, 0);
  const floor = args.includes('--floor') ? await serveCompressed((await cachedFloor()).root, 0) : undefined;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  const targets = [
    ...(floor ? [{ label: 'floor (bare Next page)', url: `${floor.url}/` }] : []),
    ...pages.map((path) => ({ label: path, url: `${site.url}${path}` })),
  ];
  const rows: { label: string; trace: PageTrace }[] = [];
  try {
    for (const target of targets) {
      const traces: PageTrace[] = [];
      for (let i = 0; i < runs; i++) traces.push(await tracePage(browser, target.url));
      rows.push({ label: target.label, trace: medianTrace(traces) });
    }
  } finally {
    await browser.close();
    await Promise.all([site.close(), floor?.close()]);
  }
  console.log(`Main-thread long tasks while loading (4× CPU slowdown, medians of ${runs}):\n`);
  console.log(traceTable(rows));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) await main();
