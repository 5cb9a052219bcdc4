import type { Metadata } from 'next';
import { DEFAULT_SHARE_SIZES, WIDE_SHARE_SIZES, shareImagePath } from './og-image';
import type { PageEntry } from './page-entry';

export type SiteIdentity = { brand: string; locale: string; twitter: string };

/** `https://x.com` + `/a/` → `https://x.com/a/`; the one place absolute URLs are made. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** What a shared link shows: type website, own url, title, description, locale, images. */
export function shareImages(page: PageEntry, siteUrl: string) {
  if (page.share === 'none') return [];
  const sizes = page.share === 'wide' ? WIDE_SHARE_SIZES : DEFAULT_SHARE_SIZES;
  return sizes.map((size) => ({
    url: absoluteUrl(siteUrl, shareImagePath(page.path, size)),
    alt: page.title,
    type: 'image/jpg',
    width: size.width,
    height: size.height,
  }));
}

/**
 * Every page's metadata comes from here, so every page declares its own URL as canonical and
 * og:url: a page that declared another page's URL would be dropped from search results.
 */
export function buildMetadata(page: PageEntry, site: SiteIdentity, siteUrl: string): Metadata {
  const url = absoluteUrl(siteUrl, page.path);
  const images = shareImages(page, siteUrl);
  const title = page.path === '/' ? `${page.title} | ${site.brand}` : page.title;
  return {
    title: page.path === '/' ? { absolute: title } : title,
    description: page.description,
    alternates: { canonical: url, types: { 'application/rss+xml': absoluteUrl(siteUrl, '/rss/feed.xml') } },
    openGraph: {
      type: 'website',
      url,
      title,
      description: page.description,
      locale: site.locale,
      siteName: site.brand,
      ...(images.length ? { images } : {}),
    },
    twitter: {
      card: images.length ? 'summary_large_image' : 'summary',
      site: site.twitter,
      title,
      description: page.description,
      ...(images[0] ? { images: [images[0].url] } : {}),
    },
  };
}
