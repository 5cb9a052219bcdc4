/**
 * The size gate of `npm test`: measures every page template of the built export against the floor
 * (a bare Next page, bench/floor-app) and fails on any budget breach (bench/budgets.json). The floor's
 * weight is read from bench/floor-weight.json while bench/floor-app and the versions of Next and React
 * are those it was measured with; otherwise the floor is built, measured and the file rewritten (see
 * floorWeightFor). Lighthouse is not run here; `npm run bench` does that.
 *   tsx scripts/bench/check-budgets.ts            (reads NEXT_DIST_DIR || out)
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadBudgets, loadTemplates } from './budgets';
import { FLOOR_MEASUREMENT, floorWeightFor } from './floor';
import { breaches, measureTemplates, sizeTable } from './sizes';

async function main() {
  const siteRoot = resolve(process.cwd(), process.env.NEXT_DIST_DIR || 'out');
  if (!existsSync(join(siteRoot, 'index.html'))) {
    console.error(`${siteRoot}/index.html is missing: build the site first (npm run build).`);
    process.exit(1);
  }
  const budgets = loadBudgets();
  const templates = loadTemplates();
  const floor = await floorWeightFor();
  const file = relative(process.cwd(), FLOOR_MEASUREMENT);
  if (floor.from === 'committed') console.log(`Floor: read from ${file} (same floor app, Next and React).`);
  else console.log(`Floor: built and measured; commit ${file} so clean clones skip the build.`);
  const floorSizes = floor.weight;
  const rows = measureTemplates(siteRoot, floorSizes, templates, budgets);
  console.log(sizeTable(rows, floorSizes));
  const found = breaches(rows);
  const measured = rows.filter((row) => row.weight).length;
  if (found.length) {
    console.error(`\nPerformance budget breached (${found.length}):`);
    for (const line of found) console.error(`  ${line}`);
    console.error('Load heavy code with import() on first use, or change the budget and its reason.');
    process.exit(1);
  }
  console.log(`\nBudgets: ${measured} of ${templates.length} templates built, all within budget.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
