export type FeedItem = {
  title: string;
  /** Absolute URL of the item's page. */
  url: string;
  description: string;
  /** ISO date. */
  date: string;
  category: string;
  author?: string;
};

export type FeedChannel = {
  title: string;
  url: string;
  feedUrl: string;
  description: string;
  language: string;
};

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(value: string): string {
  // Control characters other than tab and newlines are not allowed in XML 1.0 at all.
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replace(/[&<>"']/g, (c) => xmlEscapes[c]!);
}

/** RSS 2.0 with an atom:link self reference, newest item first. */
export function renderRss(channel: FeedChannel, items: FeedItem[]): string {
  const sorted = [...items].sort((a, b) => b.date.localeCompare(a.date));
  const lastBuild = sorted[0]
    ? new Date(`${sorted[0].date.slice(0, 10)}T00:00:00Z`).toUTCString()
    : undefined;
  const rows = sorted.map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <description>${escapeXml(item.description)}</description>
      <category>${escapeXml(item.category)}</category>
      <pubDate>${new Date(`${item.date.slice(0, 10)}T00:00:00Z`).toUTCString()}</pubDate>${
        item.author ? `\n      <dc:creator>${escapeXml(item.author)}</dc:creator>` : ''
      }
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.url)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${escapeXml(channel.language)}</language>
    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml" />${
      lastBuild ? `\n    <lastBuildDate>${lastBuild}</lastBuildDate>` : ''
    }
${rows.join('\n')}
  </channel>
</rss>
`;
}
