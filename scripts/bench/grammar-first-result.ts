/**
 * How long the grammar checker takes to give its first result in headless Chromium, against a
 * served export (gzip, as hosts serve it): the time from typing to the first list of problems,
 * and to Harper being loaded (its problems merged in). Then the same on a second visit, when the
 * engine comes from the browser's caches. Issue 14's goal: a first result within 5 s.
 *
 *   npx tsx scripts/bench/grammar-first-result.ts [--root=out] [--port=3517] [--runs=1]
 *
 * The figures move with the machine's load (Harper's start-up is CPU-bound), so the load average
 * is printed with them.
 */
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { serveCompressed } from './serve-export';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const ROOT = arg('root', process.env.NEXT_DIST_DIR || 'out');
const PORT = Number(arg('port', '3517'));
const RUNS = Number(arg('runs', '1'));
const TEXT = 'Yesterday I go to the job fair in paris. The list of items are on the desk. This is is a test.';

type Visit = { first: number; ready: number; download: number; phases: string };

async function visit(page: Page): Promise<Visit> {
  await page.goto(`http://localhost:${PORT}/tools/grammar-checker/`);
  await page.locator('[data-ready="true"]').waitFor();
  const box = page.getByLabel('Your text');
  await box.fill('');
  const start = Date.now();
  await box.fill(TEXT);
  // The first list of problems: a heading "Problems (n)" with n > 0.
  await page.getByRole('heading', { name: /^Problems \([1-9]/ }).waitFor({ timeout: 120_000 });
  const first = Date.now() - start;
  // Harper is in when the island says so and the status has its merged result; a build from
  // before the rule layer has no data-engine, and its first result is Harper's.
  await page.waitForFunction(
    () => {
      const island = document.querySelector('[data-engine]');
      const status = document.querySelector('[data-grammar-status]')?.textContent ?? '';
      if (!island) return /problems? found/.test(status);
      return island.getAttribute('data-engine') === 'ready' && /found/.test(status) && !/so far/.test(status);
    },
    undefined,
    { timeout: 120_000 },
  );
  const ready = Date.now() - start;
  const download = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/engines/harper'));
    return entry ? Math.round(entry.duration) : -1;
  });
  // The engine's own marks (lib/writing/grammar/engine.ts): where the loading time goes.
  // A plain expression: tsx would wrap a named helper in __name, which the page lacks.
  const marks = await page.evaluate(() =>
    ['load-start', 'downloaded', 'ready'].map(
      (name) => performance.getEntriesByName(`grammar:${name}`)[0]?.startTime,
    ),
  );
  const [begin, downloaded, loaded] = marks;
  const phases =
    begin === undefined || downloaded === undefined || loaded === undefined
      ? 'no engine marks'
      : `download or cache read ${Math.round(downloaded - begin)} ms, Harper start-up ${Math.round(loaded - downloaded)} ms`;
  return { first, ready, download, phases };
}

async function main() {
  const server = await serveCompressed(ROOT, PORT);
  console.log(
    `${ROOT}, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cold = await visit(page);
      const warm = await visit(await context.newPage());
      const line = (name: string, v: Visit) =>
        `${name}: first problems ${v.first} ms, Harper ready ${v.ready} ms (wasm request ${v.download < 0 ? 'none' : `${v.download} ms`}; ${v.phases})`;
      console.log(`run ${run}\n  ${line('first visit', cold)}\n  ${line('second visit', warm)}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
