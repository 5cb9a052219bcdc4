import type { Metadata } from 'next';
import { pageAt } from '@/content/routes';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { buildMetadata } from '@/lib/seo/metadata';

/** What a page file exports as `metadata`: `export const metadata = metadataFor('/pricing/sourcing/')`. */
export function metadataFor(path: string): Metadata {
  return buildMetadata(pageAt(path), site, env.siteUrl);
}
