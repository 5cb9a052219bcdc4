import { describe, expect, it } from 'vitest';
import { renderRss } from '@/lib/feed/rss';

const channel = {
  title: 'Q',
  url: 'https://q.example/',
  feedUrl: 'https://q.example/rss/feed.xml',
  description: 'd',
  language: 'en-us',
};

describe('RSS 2.0', () => {
  it('lists items newest first with escaped text and RFC 822 dates', () => {
    const xml = renderRss(channel, [
      { title: 'Old', url: 'https://q.example/a/', description: 'x', date: '2025-01-02', category: 'Blog' },
      {
        title: 'New <b>&</b>',
        url: 'https://q.example/b/',
        description: 'y',
        date: '2026-03-04',
        category: 'News',
      },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml.indexOf('New &lt;b&gt;&amp;&lt;/b&gt;')).toBeLessThan(xml.indexOf('<title>Old</title>'));
    expect(xml).toContain('<pubDate>Wed, 04 Mar 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain(
      '<atom:link href="https://q.example/rss/feed.xml" rel="self" type="application/rss+xml" />',
    );
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelectorAll('item')).toHaveLength(2);
  });
});
