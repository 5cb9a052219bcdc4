import { absoluteUrl } from '@/lib/seo/metadata';

export type JsonLdTerm = { slug: string; term: string; short: string };
export type JsonLdPage = { path: string; name: string; description: string };

/** schema.org DefinedTermSet for the glossary page: one DefinedTerm per entry, each at its anchor. */
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
      '@id': `${url}#${term.slug}`,
      name: term.term,
      description: term.short,
      url: `${url}#${term.slug}`,
      termCode: term.slug,
      inDefinedTermSet: url,
    })),
  };
}
