import { glossary, groupByLetter, paragraphsOf, type GlossaryEntry } from '@/content/glossary';
import { linkExists, pageAt } from '@/content/routes';
import { toolBySlug } from '@/content/tools/registry';

/** What the page shows for one term: text only, with its links already resolved. */
export type GlossaryTermView = {
  slug: string;
  term: string;
  short: string;
  paragraphs: string[];
  formula?: string;
  example?: string;
  related: { slug: string; term: string }[];
  tool?: { href: string; name: string };
};

export type GlossaryLetterGroup = { letter: string; terms: GlossaryTermView[] };

/**
 * The name a term's tool link shows: the tool's own name for a free tool, else the page's short
 * label. A path with no page fails the build here rather than shipping a dead link.
 */
export function toolName(path: string): string {
  const toolSlug = /^\/tools\/([a-z0-9-]+)\/$/.exec(path)?.[1];
  const tool = toolSlug ? toolBySlug(toolSlug) : undefined;
  if (tool) return tool.name;
  if (!linkExists(path)) throw new Error(`content/glossary.ts: the tool ${path} is not a page of the site`);
  const page = pageAt(path);
  return page.section ?? page.title;
}

/** A label set in the content wins, but the path must still be a page of the site. */
function toolText(entry: GlossaryEntry): string {
  const name = toolName(entry.tool ?? '');
  return entry.toolLabel ?? name;
}

export function termView(entry: GlossaryEntry, all: readonly GlossaryEntry[]): GlossaryTermView {
  const related = entry.related.flatMap((slug) => {
    const other = all.find((candidate) => candidate.slug === slug);
    return other ? [{ slug: other.slug, term: other.term }] : [];
  });
  return {
    slug: entry.slug,
    term: entry.term,
    short: entry.short,
    paragraphs: paragraphsOf(entry.body),
    ...(entry.formula ? { formula: entry.formula } : {}),
    ...(entry.example ? { example: entry.example } : {}),
    related,
    ...(entry.tool ? { tool: { href: entry.tool, name: toolText(entry) } } : {}),
  };
}

/** One line per term for the A–Z index: the index carries no definitions, so its page data stays small. */
export type GlossaryIndexGroup = { letter: string; terms: { slug: string; term: string; short: string }[] };

export function glossaryIndex(entries: readonly GlossaryEntry[] = glossary): GlossaryIndexGroup[] {
  return groupByLetter(entries).map((group) => ({
    letter: group.letter,
    terms: group.entries.map(({ slug, term, short }) => ({ slug, term, short })),
  }));
}

/** The glossary grouped by letter, each term fully resolved: letters A to Z that have terms, terms alphabetical. */
export function glossaryGroups(entries: readonly GlossaryEntry[] = glossary): GlossaryLetterGroup[] {
  return groupByLetter(entries).map((group) => ({
    letter: group.letter,
    terms: group.entries.map((entry) => termView(entry, entries)),
  }));
}
