import { absoluteUrl } from './metadata';

type Identity = {
  brand: string;
  legalName: string;
  defaultDescription: string;
  sameAs: string[];
  email: string;
  rating: { value: number; count: number };
};

export function organizationData(site: Identity, siteUrl: string) {
  return {
    type: 'Organization' as const,
    name: site.brand,
    legalName: site.legalName,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/icon.svg'),
    description: site.defaultDescription,
    sameAs: site.sameAs,
    email: site.email,
  };
}

export function webSiteData(site: Identity, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.brand,
    url: absoluteUrl(siteUrl, '/'),
    description: site.defaultDescription,
    inLanguage: 'en-US',
    publisher: { '@type': 'Organization', name: site.legalName },
  };
}

/** The product's aggregate rating, from the site identity (content/site.ts). */
export function productRating(site: Identity) {
  return { ratingValue: site.rating.value, reviewCount: site.rating.count, bestRating: 5, worstRating: 1 };
}

export type Crumb = { name: string; path: string };

/** `/pricing/sourcing/` → Home › Pricing › Sourcing, naming each level by its page title when one exists. */
export function breadcrumbTrail(path: string, titleOf: (path: string) => string | undefined): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  const trail: Crumb[] = [{ name: 'Home', path: '/' }];
  segments.forEach((segment, index) => {
    const crumbPath = `/${segments.slice(0, index + 1).join('/')}/`;
    const name = titleOf(crumbPath) ?? segment.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
    trail.push({ name, path: crumbPath });
  });
  return trail;
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
