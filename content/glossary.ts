import { ContentError, defineEntries } from './define';
import { termsAD } from './glossary/terms-a-d';
import { termsEL } from './glossary/terms-e-l';
import { termsMR } from './glossary/terms-m-r';
import { termsSZ } from './glossary/terms-s-z';
import { lawTerms } from './glossary/us-law';
import { metricTerms } from './glossary/metrics';
import { peopleTerms } from './glossary/people';
import { recruitingTerms } from './glossary/recruiting';
import { glossaryEntrySchema, paragraphsOf, type GlossaryEntry, type GlossaryInput } from './glossary/schema';

export { glossaryEntrySchema, paragraphsOf, type GlossaryEntry, type GlossaryInput };

/**
 * The HR glossary: an A–Z index at /hr-glossary/ and one page per term at /hr-glossary/<slug>/,
 * written for recruiters and hiring managers. Text is plain: the page renders it as text, so markup pasted in would show as
 * characters, and the schema refuses it to catch the mistake early. US English and US law;
 * entries name the law but give no legal advice.
 */

const FILE = 'content/glossary.ts';

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The letter a term files under: its first letter, upper case. */
export function letterOf(term: string): string {
  return term.charAt(0).toUpperCase();
}

export function compareTerms(a: { term: string }, b: { term: string }): number {
  return a.term.localeCompare(b.term, 'en', { sensitivity: 'base' });
}

/** Terms grouped by letter, letters A to Z, terms alphabetical; letters without terms are left out. */
export function groupByLetter<T extends { term: string }>(
  entries: readonly T[],
): { letter: string; entries: T[] }[] {
  const sorted = [...entries].sort(compareTerms);
  return LETTERS.map((letter) => ({
    letter,
    entries: sorted.filter((entry) => letterOf(entry.term) === letter),
  })).filter((group) => group.entries.length > 0);
}

// One file per stretch of the alphabet keeps each one readable; order inside them does not matter.
const entries: GlossaryInput[] = [
  ...termsAD,
  ...termsEL,
  ...termsMR,
  ...termsSZ,
  ...metricTerms,
  ...lawTerms,
  ...recruitingTerms,
  ...peopleTerms,
];

/**
 * The checks only the whole list can make: related terms exist and differ from the entry, and no two
 * entries share a term (two anchors under one name would confuse readers and search engines).
 */
function load(): GlossaryEntry[] {
  const parsed = defineEntries(FILE, glossaryEntrySchema, entries, 'slug');
  const slugs = new Set(parsed.map((entry) => entry.slug));
  const terms = new Map<string, string>();
  const issues: string[] = [];
  for (const entry of parsed) {
    for (const other of entry.related) {
      if (!slugs.has(other)) issues.push(`entry "${entry.slug}", field "related": no term "${other}"`);
      if (other === entry.slug) issues.push(`entry "${entry.slug}", field "related": lists itself`);
    }
    const key = entry.term.toLowerCase();
    const first = terms.get(key);
    if (first) issues.push(`entry "${entry.slug}", field "term": same term as "${first}"`);
    else terms.set(key, entry.slug);
  }
  if (issues.length) throw new ContentError(FILE, issues);
  return parsed.sort(compareTerms);
}

/** Every glossary entry, alphabetical by term. */
export const glossary: readonly GlossaryEntry[] = load();
