import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageWeight } from './page-weight';

export type Kind = 'content' | 'tool';
export type Measure = 'js' | 'inline' | 'css';
export const MEASURES: Measure[] = ['js', 'inline', 'css'];

export interface Template {
  name: string;
  kind: Kind;
  paths: string[];
}

interface Limit {
  kb: number;
  why: string;
}

export interface Budgets {
  sizes: Record<Kind, Record<Measure, Limit>>;
  lighthouse: {
    accessibility: { min: number; why: string };
    bestPractices: { min: number; why: string };
    seo: { min: number; why: string };
    cls: { max: number; why: string };
    performanceBelowFloor: { max: number; why: string };
    tbtOverFloorMs: { max: number; why: string };
    paintOverFloor: { max: number; why: string };
  };
}

const BENCH = join(process.cwd(), 'bench');

export function loadTemplates(file = join(BENCH, 'templates.json')): Template[] {
  const { templates } = JSON.parse(readFileSync(file, 'utf8')) as { templates: Template[] };
  for (const t of templates) {
    if (t.kind !== 'content' && t.kind !== 'tool') throw new Error(`${file}: ${t.name} has kind "${t.kind}"`);
    if (!t.paths.length || t.paths.some((p) => !p.startsWith('/') || !p.endsWith('/')))
      throw new Error(`${file}: ${t.name} needs paths like "/tools/x/"`);
  }
  return templates;
}

export function loadBudgets(file = join(BENCH, 'budgets.json')): Budgets {
  const budgets = JSON.parse(readFileSync(file, 'utf8')) as Budgets;
  for (const kind of ['content', 'tool'] as const)
    for (const measure of MEASURES) {
      const limit = budgets.sizes?.[kind]?.[measure];
      if (typeof limit?.kb !== 'number' || !limit.why?.trim())
        throw new Error(`${file}: sizes.${kind}.${measure} needs a number "kb" and its reason "why"`);
    }
  return budgets;
}

const segmentPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);

/** The built page standing for a template: its first path that exists, `*` matching one segment. */
export function representativePath(template: Template, builtPaths: string[]): string | undefined {
  const sorted = [...builtPaths].sort();
  for (const path of template.paths) {
    if (!path.includes('*')) {
      if (sorted.includes(path)) return path;
      continue;
    }
    const found = sorted.find((built) => segmentPattern(path).test(built));
    if (found) return found;
  }
  return undefined;
}

/** Every HTML page of an export as a site path (`/x/` for `x/index.html`). */
export function builtPaths(root: string, htmlFiles: string[]): string[] {
  return htmlFiles
    .map((file) => file.slice(root.length).replace(/\\/g, '/'))
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => file.slice(0, -'index.html'.length) || '/');
}

export interface SizeVerdict {
  measure: Measure;
  overFloor: number;
  limit: number;
  ok: boolean;
}

export function judgeSizes(kind: Kind, page: PageWeight, floor: PageWeight, budgets: Budgets): SizeVerdict[] {
  return MEASURES.map((measure) => {
    const overFloor = page[measure] - floor[measure];
    const limit = budgets.sizes[kind][measure].kb * 1000;
    return { measure, overFloor, limit, ok: overFloor <= limit };
  });
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const signedKb = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;

export const htmlFileOf = (root: string, path: string) => join(root, path, 'index.html');
export const hasPage = (root: string, path: string) => existsSync(htmlFileOf(root, path));
