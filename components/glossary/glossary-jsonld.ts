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

/**
 * JSON for a `<script type="application/ld+json">` body. Every `<`, `>` and `&` becomes a JSON
 * escape, so no text can end the element (`</script`, in any of its spellings) or open a comment;
 * next-seo's own stringify only escapes the exact `</script>`. U+2028/2029 are escaped for old parsers.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
