import { describe, expect, it } from 'vitest';
import { buildMetadata } from '@/lib/seo/metadata';
import type { PageEntry } from '@/lib/seo/page-entry';

const site = { brand: 'Quotient', locale: 'en_US', twitter: '@quotienthire' };
const base: PageEntry = {
  path: '/pricing/sourcing/',
  title: 'Sourcing pricing',
  description: 'Plans for AI candidate sourcing, billed annually per user, from Standard to Enterprise.',
  share: 'default',
};

describe('page metadata', () => {
  it('declares the page’s own URL as canonical and og:url, with the spec share block', () => {
    const meta = buildMetadata(base, site, 'https://quotient.example');
    expect(meta.alternates?.canonical).toBe('https://quotient.example/pricing/sourcing/');
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      url: 'https://quotient.example/pricing/sourcing/',
      title: 'Sourcing pricing',
      description: base.description,
      locale: 'en_US',
      images: [
        {
          url: 'https://quotient.example/og/pricing-sourcing-800x600.jpg',
          alt: 'Sourcing pricing',
          type: 'image/jpg',
          width: 800,
          height: 600,
        },
        {
          url: 'https://quotient.example/og/pricing-sourcing-900x800.jpg',
          alt: 'Sourcing pricing',
          type: 'image/jpg',
          width: 900,
          height: 800,
        },
      ],
    });
  });

  it('uses one 1200x600 image for wide pages and none where the spec has none', () => {
    const wide = buildMetadata(
      { ...base, path: '/recruiting-awards/', share: 'wide' },
      site,
      'https://q.example',
    );
    expect((wide.openGraph as { images: { width: number; height: number }[] }).images).toEqual([
      expect.objectContaining({
        width: 1200,
        height: 600,
        url: 'https://q.example/og/recruiting-awards-1200x600.jpg',
      }),
    ]);
    const none = buildMetadata({ ...base, share: 'none' }, site, 'https://q.example');
    expect(none.openGraph).not.toHaveProperty('images');
  });

  it('gives the home page an absolute title with the brand', () => {
    const meta = buildMetadata({ ...base, path: '/', title: 'Accelerate Hiring' }, site, 'https://q.example');
    expect(meta.title).toEqual({ absolute: 'Accelerate Hiring | Quotient' });
  });
});
