import type { MetadataRoute } from 'next';
import { site } from '@/content/site';

export const dynamic = 'force-static';

/** Lets a visitor install the site; it opens on the free tools, which work offline once visited. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${site.brand}: free HR and business tools`,
    short_name: site.brand,
    description:
      'Free calculators, converters, generators and writing tools for hiring and HR, usable offline.',
    id: '/',
    start_url: '/tools/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#4f46e5',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
