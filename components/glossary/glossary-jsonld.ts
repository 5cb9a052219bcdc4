import { absoluteUrl } from '@/lib/seo/metadata';

export type JsonLdTerm = { slug: string; term: string; short: string };
export type JsonLdPage = { path: string; name: string; description: string };

const termUrl = (setUrl: string, slug: string) => `${setUrl}${slug}/`;

/**
 * schema.org DefinedTermSet for the index: one DefinedTerm per entry, each at its own page. The
 * descriptions live on the term pages; repeating 150 of them here would double the index's weight.
 */
export function definedTermSetData(page: JsonLdPage, terms: readonly JsonLdTerm[], siteUrl: string) {
  const url = absoluteUrl(siteUrl, page.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': url,
    name: page.name,
    description: page.description,
    url,
    inLanguage: 'en-US',
    hasDefinedTerm: terms.map((term) => ({
      '@type': 'DefinedTerm',
      '@id': termUrl(url, term.slug),
      name: term.term,
      url: termUrl(url, term.slug),
    })),
  };
}

/** schema.org DefinedTerm for one term's page, tied to the index's set. */
export function definedTermData(setPath: string, term: JsonLdTerm, siteUrl: string) {
  const setUrl = absoluteUrl(siteUrl, setPath);
  const url = termUrl(setUrl, term.slug);
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    '@id': url,
    name: term.term,
    description: term.short,
    url,
    termCode: term.slug,
    inLanguage: 'en-US',
    // The set by its address: a nested DefinedTermSet node would have to repeat every term.
    inDefinedTermSet: setUrl,
  };
}
