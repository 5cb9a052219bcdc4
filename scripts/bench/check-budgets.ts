/**
 * The size gate of `npm test`: builds the floor (a bare Next page, bench/floor-app; cached per
 * version, see cachedFloor), measures
 * every page template of the built export against it and fails on any budget breach
 * (bench/budgets.json). Lighthouse is not run here; `npm run bench` does that.
 *   tsx scripts/bench/check-budgets.ts            (reads NEXT_DIST_DIR || out)
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadBudgets, loadTemplates } from './budgets';
import { cachedFloor } from './floor';
import { breaches, floorWeight, measureTemplates, sizeTable } from './sizes';

async function main() {
  const siteRoot = resolve(process.cwd(), process.env.NEXT_DIST_DIR || 'out');
  if (!existsSync(join(siteRoot, 'index.html'))) {
    console.error(`${siteRoot}/index.html is missing: build the site first (npm run build).`);
    process.exit(1);
  }
  const budgets = loadBudgets();
  const templates = loadTemplates();
  const floor = await cachedFloor();
  if (floor.cached) console.log('Floor: bench/floor-app unchanged, its earlier build reused.');
  const floorSizes = floorWeight(floor.root);
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
