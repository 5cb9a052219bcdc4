/**
 * Which pages of the export the site walk opens in a browser, derived from the built HTML so a new
 * page joins the list by what it contains, not by name. Most of the ~430 pages repeat a template
 * with other words (glossary terms, job and wage pages, blog posts): a browser check of one of them
 * stands for the rest, while the Node file checks still read every page. A page is opened when:
 * - it is a tool page (`/tools/<slug>/`): each has its own fields and results;
 * - it stands for a template or a kind of page (`representatives`);
 * - its main content adds markup of its own: a table, a form or form field, an embed (`OWN_MARKUP`);
 * - it renders an element (tag and class, or tag and role) that no page chosen before it has, so every
 *   component and every variant of one meets axe and the phone width at least once.
 */
import { loadTemplates, representativePath } from '../../../scripts/bench/budgets';

export type WalkReason = 'tool' | 'template' | 'own markup' | 'new parts';
export type WalkPage = { path: string; reasons: WalkReason[] };

/** Elements a page's own content may add that a template's other pages do not have. */
export const OWN_MARKUP = [
  'table',
  'form',
  'input',
  'select',
  'textarea',
  'iframe',
  'video',
  'audio',
  'embed',
  'object',
  'canvas',
];

const isToolPage = (path: string) => /^\/tools\/[^/]+\/$/.test(path);

/**
 * One page of every template (bench/templates.json), plus one page of each other kind: the first
 * single-segment page (the landing pages) and the first page under each folder (/blog/x/, …).
 */
export function templatePages(paths: string[]): string[] {
  const chosen = new Set<string>(['/']);
  for (const template of loadTemplates()) {
    const path = representativePath(template, paths);
    if (path) chosen.add(path);
  }
  const kinds = new Set<string>();
  for (const path of [...paths].sort()) {
    const segments = path.split('/').filter(Boolean);
    const kind = segments.length === 1 ? 'landing' : `${segments[0]}/`;
    if (segments.length && !kinds.has(kind)) {
      kinds.add(kind);
      chosen.add(path);
    }
  }
  return [...chosen];
}

/** The page's `<main>` (the shell around it is the same on every page), or the whole body. */
export function mainOf(html: string): string {
  const start = html.search(/<main[\s>]/);
  if (start === -1) return html;
  const end = html.lastIndexOf('</main>');
  return html.slice(start, end === -1 ? undefined : end);
}

/**
 * The parts a page's main content is built from: every tag, every tag with one of its classes and
 * every tag with its role, e.g. `h3`, `h3.Prose-module__x__title`, `ul@list`.
 */
export function partsOf(html: string): Set<string> {
  const parts = new Set<string>();
  const body = mainOf(html).replace(/<script[\s\S]*?<\/script>/g, '');
  for (const match of body.matchAll(/<([a-z][a-z0-9-]*)((?:\s[^>]*)?)>/g)) {
    const tag = match[1]!;
    const attributes = match[2] ?? '';
    parts.add(tag);
    const classes = attributes.match(/\sclass="([^"]*)"/)?.[1];
    for (const name of classes?.split(/\s+/).filter(Boolean) ?? []) parts.add(`${tag}.${name}`);
    const role = attributes.match(/\srole="([^"]*)"/)?.[1];
    if (role) parts.add(`${tag}@${role}`);
  }
  return parts;
}

/** The own-markup elements (`OWN_MARKUP`) found in a page's main content. */
export function ownMarkupOf(html: string): string[] {
  const body = mainOf(html);
  return OWN_MARKUP.filter((tag) => new RegExp(`<${tag}[\\s>/]`).test(body));
}

/**
 * The browser visits: `pages` maps every path to its HTML; `representatives` are the pages chosen to
 * stand for a template or kind. Sorted by path; each visit says why it was chosen.
 */
export function walkPages(pages: Map<string, string>, representatives: Iterable<string>): WalkPage[] {
  const chosen = new Map<string, Set<WalkReason>>();
  const choose = (path: string, reason: WalkReason) => {
    const reasons = chosen.get(path) ?? new Set<WalkReason>();
    reasons.add(reason);
    chosen.set(path, reasons);
  };
  const paths = [...pages.keys()].sort();
  for (const path of paths) if (isToolPage(path)) choose(path, 'tool');
  for (const path of representatives) if (pages.has(path)) choose(path, 'template');
  for (const path of paths) if (ownMarkupOf(pages.get(path)!).length) choose(path, 'own markup');

  const parts = new Map(paths.map((path) => [path, partsOf(pages.get(path)!)]));
  const covered = new Set<string>();
  for (const path of chosen.keys()) for (const part of parts.get(path)!) covered.add(part);
  // Greedy cover: the page with the most parts not yet seen, until every part has been seen once.
  for (;;) {
    let best: string | undefined;
    let bestGain = 0;
    for (const path of paths) {
      if (chosen.has(path)) continue;
      let gain = 0;
      for (const part of parts.get(path)!) if (!covered.has(part)) gain++;
      if (gain > bestGain) [best, bestGain] = [path, gain];
    }
    if (!best) break;
    choose(best, 'new parts');
    for (const part of parts.get(best)!) covered.add(part);
  }
  return [...chosen]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, reasons]) => ({ path, reasons: [...reasons] }));
}
