import { feedArticles } from '@/content/articles';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { renderRss } from '@/lib/feed/rss';
import { absoluteUrl } from '@/lib/seo/metadata';

export const dynamic = 'force-static';

const categories = { blog: 'Blog', news: 'News', 'case-study': 'Case study' } as const;

export function GET() {
  const xml = renderRss(
    {
      title: `${site.brand}: blog, news and customer stories`,
      url: absoluteUrl(env.siteUrl, '/'),
      feedUrl: absoluteUrl(env.siteUrl, '/rss/feed.xml'),
      description: `Hiring insight, product news and customer case studies from ${site.brand}.`,
      language: 'en-us',
    },
    feedArticles().map((article) => ({
      title: article.title,
      url: absoluteUrl(env.siteUrl, article.path),
      description: article.summary,
      date: article.date,
      category: categories[article.kind],
      author: article.author,
    })),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
