import { join } from 'node:path';
import { htmlFiles } from '../security/export-files';
import {
  builtPaths,
  htmlFileOf,
  judgeSizes,
  kb,
  representativePath,
  signedKb,
  type Budgets,
  type SizeVerdict,
  type Template,
} from './budgets';
import { pageWeight, type PageWeight } from './page-weight';

export interface TemplateSizes {
  template: Template;
  /** Undefined: no page of this template is built yet. */
  path?: string;
  weight?: PageWeight;
  verdicts?: SizeVerdict[];
}

export function measureTemplates(
  siteRoot: string,
  floor: PageWeight,
  templates: Template[],
  budgets: Budgets,
): TemplateSizes[] {
  const paths = builtPaths(siteRoot, htmlFiles(siteRoot));
  return templates.map((template) => {
    const path = representativePath(template, paths);
    if (!path) return { template };
    const weight = pageWeight(siteRoot, htmlFileOf(siteRoot, path));
    return { template, path, weight, verdicts: judgeSizes(template.kind, weight, floor, budgets) };
  });
}

export const floorWeight = (floorRoot: string) => pageWeight(floorRoot, join(floorRoot, 'index.html'));

/** Plain-text table: one row per template, then the floor. */
export function sizeTable(rows: TemplateSizes[], floor: PageWeight): string {
  const header = [
    'template',
    'page',
    'JS gzip',
    'vs floor',
    'inline',
    'vs floor',
    'CSS gzip',
    'vs floor',
    'budget',
  ];
  const lines: string[][] = [header];
  for (const row of rows) {
    if (!row.weight || !row.verdicts) {
      lines.push([row.template.name, row.template.paths.join(' '), 'not built yet', '', '', '', '', '', '']);
      continue;
    }
    const v = Object.fromEntries(row.verdicts.map((x) => [x.measure, x]));
    const cell = (measure: 'js' | 'inline' | 'css') =>
      `${signedKb(v[measure]!.overFloor)}${v[measure]!.ok ? '' : ` > ${kb(v[measure]!.limit)}`}`;
    lines.push([
      row.template.name,
      row.path!,
      kb(row.weight.js),
      cell('js'),
      kb(row.weight.inline),
      cell('inline'),
      kb(row.weight.css),
      cell('css'),
      row.verdicts.every((x) => x.ok) ? `ok (${row.template.kind})` : `OVER (${row.template.kind})`,
    ]);
  }
  lines.push(['floor (bare Next page)', '/', kb(floor.js), '', kb(floor.inline), '', kb(floor.css), '', '']);
  return formatTable(lines);
}

export function formatTable(lines: string[][]): string {
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((line) => (line[i] ?? '').length)));
  return lines
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** One line per breach, saying what, by how much, and where the limit and its reason live. */
export function breaches(rows: TemplateSizes[]): string[] {
  return rows.flatMap((row) =>
    (row.verdicts ?? [])
      .filter((v) => !v.ok)
      .map(
        (v) =>
          `${row.template.name} (${row.path}): ${v.measure === 'inline' ? 'inline page data' : v.measure.toUpperCase()} is ${signedKb(v.overFloor)} over the floor, budget ${kb(v.limit)} for ${row.template.kind} pages (bench/budgets.json sizes.${row.template.kind}.${v.measure}): ${kb(v.overFloor - v.limit)} too much.`,
      ),
  );
}
