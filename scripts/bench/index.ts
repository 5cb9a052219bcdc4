/**
 * `npm run bench`: builds the site from a fresh export (timing it and sampling its peak memory),
 * builds the floor (a bare Next page, bench/floor-app) in the same run, then prints for every page
 * template the gzip size of the JavaScript and CSS its HTML loads before any interaction next to
 * the floor's, the client islands that make up the difference, and Lighthouse (mobile and desktop
 * presets) for one page of every template and for the floor page. Results also go to
 * bench-results/bench.json and bench-results/bench.md.
 *
 *   npm run bench                     everything
 *   npm run bench -- --no-build       measure the export already built (NEXT_DIST_DIR || out)
 *   npm run bench -- --no-lighthouse  sizes only
 *   npm run bench -- --runs=1         one round instead of three: each round runs the floor, then
 *                                     the page (A B A B); medians over the rounds
 *   npm run bench -- --lighthouse=home,calculator,"text tool"
 *                                     Lighthouse for those templates only (names as in
 *                                     bench/templates.json), beside the floor
 *   npm run bench -- --mobile         Lighthouse's mobile preset only
 *
 * Serves the site on PORT (3000), gzip-compressed as static hosts serve it, and the emulator on
 * EMULATOR_PORT (4010) while Lighthouse runs.
 * Exits 1 on a size budget breach or a deterministic Lighthouse goal missed (accessibility, best
 * practices, SEO under 100; CLS above 0). Performance, TBT, FCP and LCP against the floor's medians
 * are printed with their differences, and each goal missed with the cause the page's
 * report shows; they vary with the machine's load, so they do not set the exit code.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { startEmulator } from '../../emulator/server';
import { serveCompressed } from './serve-export';
import { htmlFileOf, kb, loadBudgets, loadTemplates, signedKb, type Budgets } from './budgets';
import { buildFloor } from './floor';
import { compareWithFloor, comparisonTable, typical, type FloorComparison } from './floor-goals';
import { islandBreakdown } from './islands';
import { lighthouse, type LighthouseScores, type Preset } from './lighthouse';
import { measureCommand, type CommandRun } from './measure-command';
import { assetsOf } from './page-weight';
import { breaches, floorWeight, formatTable, measureTemplates, sizeTable, type TemplateSizes } from './sizes';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3));
const lighthouseOnly = args
  .find((a) => a.startsWith('--lighthouse='))
  ?.slice('--lighthouse='.length)
  .split(',')
  .map((name) => name.trim());
const PRESETS: Preset[] = flag('mobile') ? ['mobile'] : ['mobile', 'desktop'];

const mb = (bytes: number | undefined) =>
  bytes === undefined ? 'unknown' : `${(bytes / 1e6).toFixed(0)} MB`;
const FLOOR_LABEL = 'floor (bare Next page)';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function buildSite(root: string): Promise<CommandRun> {
  rmSync(root, { recursive: true, force: true });
  console.log(`Building the site into ${root} (npm run build)…`);
  const run = await measureCommand('npm', ['run', 'build'], {
    env: { BUILD_WITH_EMULATOR: '1', ...process.env },
  });
  if (run.code !== 0) throw new Error(`npm run build failed:\n${run.output.slice(-4000)}`);
  return run;
}

async function islandsReport(siteRoot: string, floorRoot: string, rows: TemplateSizes[]): Promise<string> {
  const floorScripts = assetsOf(readFileSync(join(floorRoot, 'index.html'), 'utf8')).scripts;
  const sections: string[] = [];
  for (const row of rows) {
    if (!row.path) continue;
    const html = readFileSync(htmlFileOf(siteRoot, row.path), 'utf8');
    const shares = await islandBreakdown(
      { root: siteRoot, html, scripts: assetsOf(html).scripts },
      { root: floorRoot, scripts: floorScripts },
    );
    if (!shares) return 'Island breakdown skipped: acorn (installed with eslint) is not available.';
    const list = shares.map((s) => `${s.island} ${kb(s.gzip)} (${s.modules} modules)`).join(', ');
    sections.push(`  ${row.template.name} ${row.path}: ${list}`);
  }
  return `What each page adds to the floor, by client island (gzip of each group alone):\n${sections.join('\n')}`;
}

/** Lighthouse's performance score and TBT scale with how busy the CPU is: say so next to them. */
function machineLoadNote(load: number, cores: number): string {
  const text = `Machine load during Lighthouse: ${load.toFixed(1)} (1-minute load average) on ${cores} cores.`;
  return load > cores
    ? `${text} Other work competed for the CPU: performance and TBT are not comparable with a quiet run.`
    : text;
}

type Scored = {
  label: string;
  path: string;
  preset: Preset;
  scores: LighthouseScores;
  floor?: FloorComparison;
};

/**
 * Every template's page run in turn with the floor (floor, page, floor, page…, `runs` rounds), so
 * both see the same machine load; each template is judged against the floor runs of its own rounds.
 */
async function runLighthouse(
  siteRoot: string,
  floorRoot: string,
  rows: TemplateSizes[],
  goals: Budgets['lighthouse'],
): Promise<Scored[]> {
  const port = Number(process.env.PORT || 3000);
  const site = await serveCompressed(siteRoot, port).catch((error: unknown) => {
    throw new Error(`Cannot serve the site on port ${port} for Lighthouse (set PORT): ${String(error)}`);
  });
  const floor = await serveCompressed(floorRoot, 0);
  const emulator = await startEmulator().catch(() => undefined);
  const pages = rows
    .filter((r) => r.path && (!lighthouseOnly || lighthouseOnly.includes(r.template.name)))
    .map((r) => ({ label: r.template.name, url: `${site.url}${r.path}`, path: r.path! }));
  const results: Scored[] = [];
  try {
    for (const preset of PRESETS) {
      const allFloor: LighthouseScores[] = [];
      for (const page of pages) {
        const floorSamples: LighthouseScores[] = [];
        const samples: LighthouseScores[] = [];
        for (let i = 0; i < runs; i++) {
          floorSamples.push(await lighthouse(`${floor.url}/`, preset));
          samples.push(await lighthouse(page.url, preset));
        }
        allFloor.push(...floorSamples);
        const comparison = compareWithFloor(samples, floorSamples, goals);
        results.push({
          label: page.label,
          path: page.path,
          preset,
          scores: typical(samples),
          floor: comparison,
        });
        const { page: m, floor: f } = comparison;
        console.log(
          `  ${preset.padEnd(7)} ${page.label}: performance ${m.performance} (floor ${f.performance}), ` +
            `TBT ${m.tbtMs} ms (${f.tbtMs}), FCP ${m.fcpMs} ms (${f.fcpMs}), LCP ${m.lcpMs} ms (${f.lcpMs})`,
        );
      }
      if (allFloor.length) results.push({ label: FLOOR_LABEL, path: '/', preset, scores: typical(allFloor) });
    }
  } finally {
    await Promise.all([site.close(), floor.close(), emulator?.close()]);
  }
  return results;
}

interface GoalCheck {
  hard: string[];
  soft: string[];
}

function checkGoals(results: Scored[], budgets: Budgets): GoalCheck {
  const goals = budgets.lighthouse;
  const hard: string[] = [];
  const soft: string[] = [];
  for (const r of results.filter((x) => x.label !== FLOOR_LABEL)) {
    const s = r.scores;
    const where = `${r.label} ${r.path} (${r.preset})`;
    if (s.accessibility < goals.accessibility.min) hard.push(`${where}: accessibility ${s.accessibility}`);
    if (s.bestPractices < goals.bestPractices.min) hard.push(`${where}: best practices ${s.bestPractices}`);
    if (s.seo < goals.seo.min) hard.push(`${where}: SEO ${s.seo}`);
    if (s.cls > goals.cls.max) hard.push(`${where}: CLS ${s.cls}`);
    if (s.failing.length) hard.push(`${where}: failing audits ${s.failing.join(', ')}`);
    for (const line of r.floor?.missed ?? []) soft.push(`${where}: ${line}`);
  }
  return { hard, soft };
}

function floorTable(results: Scored[]): string {
  return PRESETS.map(
    (preset) =>
      `${preset} preset, medians of the interleaved runs:\n\n${comparisonTable(
        results
          .filter((r) => r.preset === preset && r.floor)
          .map((r) => ({ label: r.label, path: r.path, comparison: r.floor! })),
      )}`,
  ).join('\n\n');
}

function lighthouseTable(results: Scored[]): string {
  const lines = [
    ['template', 'page', 'preset', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
  ];
  for (const r of results) {
    const s = r.scores;
    lines.push([
      r.label,
      r.path,
      r.preset,
      String(s.performance),
      String(s.accessibility),
      String(s.bestPractices),
      String(s.seo),
      `${s.fcpMs} ms`,
      `${s.lcpMs} ms`,
      `${s.tbtMs} ms`,
      String(s.cls),
    ]);
  }
  return formatTable(lines);
}

/** The summary table for the README's budgets: template, JS gzip, difference to the floor, Lighthouse, TBT. */
function summaryMarkdown(rows: TemplateSizes[], floorJs: number, results: Scored[]): string {
  const lh = (label: string, preset: Preset) =>
    results.find((r) => r.label === label && r.preset === preset)?.scores;
  const cells = (s: LighthouseScores | undefined) =>
    s ? `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}` : 'n/a';
  const lines = [
    '| template | page | JS gzip | vs floor | mobile perf / a11y / bp / SEO | mobile TBT | desktop perf / a11y / bp / SEO | desktop TBT |',
    '| --- | --- | ---: | ---: | --- | ---: | --- | ---: |',
  ];
  const floorLabel = FLOOR_LABEL;
  for (const row of rows) {
    if (!row.weight) {
      lines.push(`| ${row.template.name} | ${row.template.paths.join(' ')} | not built yet | | | | | |`);
      continue;
    }
    const m = lh(row.template.name, 'mobile');
    const d = lh(row.template.name, 'desktop');
    lines.push(
      `| ${row.template.name} | ${row.path} | ${kb(row.weight.js)} | ${signedKb(row.weight.js - floorJs)} | ${cells(m)} | ${m ? `${m.tbtMs} ms` : 'n/a'} | ${cells(d)} | ${d ? `${d.tbtMs} ms` : 'n/a'} |`,
    );
  }
  const m = lh(floorLabel, 'mobile');
  const d = lh(floorLabel, 'desktop');
  lines.push(
    `| ${floorLabel} | / | ${kb(floorJs)} | | ${cells(m)} | ${m ? `${m.tbtMs} ms` : 'n/a'} | ${cells(d)} | ${d ? `${d.tbtMs} ms` : 'n/a'} |`,
  );
  return lines.join('\n');
}

async function main() {
  const siteRoot = resolve(process.cwd(), process.env.NEXT_DIST_DIR || 'out');
  const budgets = loadBudgets();
  const templates = loadTemplates();

  const siteBuild = flag('no-build') ? undefined : await buildSite(siteRoot);
  const floor = await buildFloor();
  const buildLines = [
    siteBuild
      ? `Site build (npm run build: share images, next build, security step): ${seconds(siteBuild.ms)}, peak memory ${mb(siteBuild.peakRssBytes)} (all processes together)`
      : 'Site build: skipped (--no-build), measuring the existing export',
    `Floor build (next build bench/floor-app): ${seconds(floor.run.ms)}, peak memory ${mb(floor.run.peakRssBytes)}`,
  ];
  console.log(`\n${buildLines.join('\n')}\n`);

  const floorSizes = floorWeight(floor.root);
  const rows = measureTemplates(siteRoot, floorSizes, templates, budgets);
  console.log(`Gzip bytes loaded before any interaction (script files, inline page data, CSS):\n`);
  console.log(sizeTable(rows, floorSizes));
  const islands = await islandsReport(siteRoot, floor.root, rows);
  console.log(`\n${islands}`);

  let results: Scored[] = [];
  let goals: GoalCheck = { hard: [], soft: [] };
  let loadNote = '';
  if (!flag('no-lighthouse')) {
    console.log(
      `\nLighthouse (${runs} round${runs > 1 ? 's' : ''} per page and preset, each run in turn with the floor):`,
    );
    const loadBefore = loadavg()[0]!;
    results = await runLighthouse(siteRoot, floor.root, rows, budgets.lighthouse);
    loadNote = machineLoadNote(Math.max(loadBefore, loadavg()[0]!), cpus().length);
    console.log(`\n${lighthouseTable(results)}\n\n${floorTable(results)}\n\n${loadNote}`);
    goals = checkGoals(results, budgets);
  }

  const summary = summaryMarkdown(rows, floorSizes.js, results);
  console.log(`\nSummary:\n\n${summary}\n`);

  const sizeBreaches = breaches(rows);
  for (const line of sizeBreaches) console.error(`BUDGET: ${line}`);
  for (const line of goals.hard) console.error(`GOAL: ${line}`);
  for (const line of goals.soft)
    console.warn(`GOAL missed (medians of ${runs} interleaved run${runs > 1 ? 's' : ''}): ${line}`);

  mkdirSync('bench-results', { recursive: true });
  const record = {
    date: new Date().toISOString(),
    build: {
      site: siteBuild && { ms: siteBuild.ms, peakRssBytes: siteBuild.peakRssBytes },
      floor: floor.run.ms,
    },
    floor: floorSizes,
    templates: rows.map((r) => ({
      name: r.template.name,
      kind: r.template.kind,
      path: r.path,
      weight: r.weight,
    })),
    lighthouse: results,
    goals,
    breaches: sizeBreaches,
  };
  writeFileSync('bench-results/bench.json', `${JSON.stringify(record, null, 2)}\n`);
  writeFileSync(
    'bench-results/bench.md',
    `# Bench ${record.date}\n\n${buildLines.join('\n\n')}\n\n${summary}\n\n${loadNote}\n\n\`\`\`\n${sizeTable(rows, floorSizes)}\n\n${islands}\n\n${results.length ? lighthouseTable(results) : ''}\n\`\`\`\n\n${results.length ? floorTable(results) : ''}\n\n${goals.soft.map((line) => `- ${line}`).join('\n')}\n`,
  );
  console.log('Written: bench-results/bench.json, bench-results/bench.md');
  if (sizeBreaches.length || goals.hard.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
