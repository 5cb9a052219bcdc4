import type { PageEntry } from '@/lib/seo/page-entry';
import { landingPages } from './landing';
import { minimumWagePages } from './minimum-wage/pages';
import { corePages } from './pages/core';
import { glossaryPages } from './pages/glossary';
import { productPages } from './pages/products';
import { storyPages } from './pages/stories';
import { trialPages } from './pages/trial';
import { toolPages } from './tools/pages';

/**
 * Every page of the site, in one list: the sitemap, share images, navigation filtering and the
 * site-wide tests read it. A page group joins by adding its list here.
 */
function groups(): readonly (readonly PageEntry[])[] {
  return [
    corePages,
    trialPages,
    productPages,
    storyPages,
    glossaryPages,
    minimumWagePages,
    toolPages(),
    // A landing entry carries its sections too; the page list needs only its entry fields.
    landingPages().map((page): PageEntry => ({
      path: page.path,
      title: page.title,
      description: page.description,
      share: page.share,
      section: page.section,
      updated: page.updated,
    })),
  ];
}

let cache: Map<string, PageEntry> | undefined;

function index(): Map<string, PageEntry> {
  if (cache) return cache;
  const map = new Map<string, PageEntry>();
  for (const page of groups().flat()) {
    if (map.has(page.path)) throw new Error(`content/routes.ts: the path ${page.path} is declared twice`);
    map.set(page.path, page);
  }
  cache = map;
  return map;
}

export function sitePages(): PageEntry[] {
  return [...index().values()];
}

/** The page declared at `path`; a page file asking for an undeclared path fails the build. */
export function pageAt(path: string): PageEntry {
  const page = index().get(path);
  if (!page) throw new Error(`No page entry for ${path}: declare it in content/pages/`);
  return page;
}

/** Whether an internal link points at a page that exists; hash-only and external links pass. */
export function linkExists(href: string): boolean {
  if (!href.startsWith('/')) return true;
  const path = href.split(/[?#]/)[0] ?? '/';
  if (/\.[a-z0-9]+$/i.test(path)) return true;
  return index().has(path.endsWith('/') ? path : `${path}/`);
}
