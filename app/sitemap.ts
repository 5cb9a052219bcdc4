import type { MetadataRoute } from 'next';
import { sitePages } from '@/content/routes';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

/** Every declared page; the site-wide crawl test walks exactly this list. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitePages().map((page) => ({
    url: absoluteUrl(env.siteUrl, page.path),
    ...(page.updated ? { lastModified: page.updated } : {}),
    changeFrequency: page.path === '/' ? 'weekly' : 'monthly',
    priority: page.path === '/' ? 1 : Math.max(0.3, 0.9 - 0.1 * page.path.split('/').filter(Boolean).length),
  }));
}
