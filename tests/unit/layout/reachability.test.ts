import { describe, expect, it } from 'vitest';
import { primaryCtas } from '@/components/layout/ctas';
import { visibleNav } from '@/components/layout/SiteHeader';
import { footerColumns } from '@/components/layout/SiteFooter';
import { caseStudies } from '@/content/stories';
import { blogPosts } from '@/content/blog';
import { competitorEntries, competitorPath } from '@/content/competitors';
import { glossary } from '@/content/glossary';
import { landingPages } from '@/content/landing';
import { stateViews } from '@/content/minimum-wage/view';
import { sitePages } from '@/content/routes';
import { allTools } from '@/content/tools/registry';

/**
 * Pages a visitor reaches only by finishing something, never by navigating: the trial's thank-you
 * page follows a sign-up. Every other page of content/routes.ts must be within two clicks.
 */
const AFTER_AN_ACTION = new Set(['/try-for-free/thank-you/']);

const routes = new Set(sitePages().map((page) => page.path));

function normalise(href: string): string | null {
  if (!href.startsWith('/')) return null;
  const path = href.split(/[?#]/)[0] ?? '/';
  if (/\.[a-z0-9]+$/i.test(path)) return null;
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  return routes.has(withSlash) ? withSlash : null;
}

/** Every route named anywhere in a landing page's sections: its cards, link lists and buttons. */
function routesNamedIn(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    const path = normalise(value);
    if (path) found.add(path);
  } else if (Array.isArray(value)) {
    for (const item of value) routesNamedIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) routesNamedIn(item, found);
  }
  return found;
}

/**
 * What each hub page links to, read from the content its page renders: the tools directory lists
 * every tool, the compare index every comparison, the blog its posts and three stories, the
 * customer stories page every story, the glossary index every term, the minimum-wage overview every
 * state, and a landing page whatever its sections link.
 */
function hubLinks(): Map<string, Set<string>> {
  const hubs = new Map<string, Set<string>>();
  const add = (hub: string, paths: Iterable<string>) => {
    const set = hubs.get(hub) ?? new Set<string>();
    for (const path of paths) {
      const known = normalise(path);
      if (known) set.add(known);
    }
    hubs.set(hub, set);
  };
  add(
    '/tools/',
    allTools().map((tool) => `/tools/${tool.slug}/`),
  );
  add('/compare/', competitorEntries.map(competitorPath));
  add('/blog/', [
    ...blogPosts.map((post) => post.path),
    ...caseStudies.slice(0, 3).map((story) => story.path),
  ]);
  add(
    '/about/customer-testimonials/',
    caseStudies.map((story) => story.path),
  );
  add(
    '/hr-glossary/',
    glossary.map((entry) => `/hr-glossary/${entry.slug}/`),
  );
  add(
    '/minimum-wage/',
    stateViews.map((state) => state.path),
  );
  for (const page of landingPages()) add(page.path, routesNamedIn(page.sections, new Set()));
  return hubs;
}

export function shellLinks(): Set<string> {
  const cta = primaryCtas();
  const hrefs = [
    '/',
    cta.trial,
    cta.demo,
    ...visibleNav().flatMap((group) => [group.href, ...group.links.map((link) => link.href)]),
    ...footerColumns().flatMap((column) => column.links.map((link) => link.href)),
  ];
  return new Set(hrefs.map(normalise).filter((path): path is string => path !== null));
}

function withinTwoClicks(): Set<string> {
  const hubs = hubLinks();
  const reached = new Set<string>();
  for (const first of shellLinks()) {
    reached.add(first);
    for (const second of hubs.get(first) ?? []) reached.add(second);
  }
  return reached;
}

describe('navigation reach', () => {
  it('puts every page within two clicks of the header or footer', () => {
    const reached = withinTwoClicks();
    const expected = [...routes].filter((path) => !AFTER_AN_ACTION.has(path));
    const missing = expected.filter((path) => !reached.has(path));
    console.info(
      `Pages within two clicks of the header or footer: ${expected.length - missing.length} of ${expected.length} ` +
        `(${shellLinks().size} linked directly)`,
    );
    expect(missing).toEqual([]);
  });

  it('links directly the hubs that make the rest reachable', () => {
    const direct = shellLinks();
    for (const hub of [
      '/tools/',
      '/compare/',
      '/blog/',
      '/minimum-wage/',
      '/about/customer-testimonials/',
      '/guides/',
    ])
      expect(direct, hub).toContain(hub);
  });
});
