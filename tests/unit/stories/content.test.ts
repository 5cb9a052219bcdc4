import { describe, expect, it } from 'vitest';
import { feedArticles } from '@/content/articles';
import { blogPostSchema } from '@/content/blog/schema';
import { blogPosts } from '@/content/blog';
import { ContentError, defineEntries } from '@/content/define';
import { newsItems } from '@/content/news/items';
import { sitePages } from '@/content/routes';
import { caseStudies, relatedStories, storySlugsUnder } from '@/content/stories';
import { skillsBasedHiring } from '@/content/blog/posts/skills-based-hiring';

describe('customer stories', () => {
  it('has the eight catalogue paths, each a declared page with a date and summary', () => {
    const declared = new Set(sitePages().map((page) => page.path));
    expect(caseStudies.map((story) => story.path).sort()).toEqual(
      [
        '/case-study-attorney-assistant/',
        '/case-study-sales-enablement-company/',
        '/case-study/apparel-retailer-sourcing-right-talent/',
        '/customer/case-study-how-to-reduce-time-to-hire/',
        '/customer/case-study-interview-time/',
        '/customer/case-study-lateral-hiring/',
        '/customer/case-study-moving-hiring-process-online/',
        '/customers/case-study-ensemble-hire-in-less-than-20-hrs/',
      ].sort(),
    );
    for (const story of caseStudies) {
      expect(declared.has(story.path), story.path).toBe(true);
      expect(story.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(story.summary.length).toBeGreaterThan(50);
    }
  });

  it('shares the four /customer/ stories without images (spec §3) and the rest with the default images', () => {
    const shares = Object.fromEntries(caseStudies.map((story) => [story.path, story.share]));
    for (const [path, share] of Object.entries(shares))
      expect(share, path).toBe(path.startsWith('/customer/') ? 'none' : 'default');
  });

  it('uses one figure for the 550 sourced / 213 assessed claim, everywhere', () => {
    const text = JSON.stringify([caseStudies, newsItems, blogPosts]);
    expect(text).toContain('50 days');
    expect(text).not.toMatch(/45 days/);
  });

  it('names three existing, different stories as related to each story', () => {
    for (const story of caseStudies) {
      const related = relatedStories(story);
      expect(related.every(Boolean), story.id).toBe(true);
      expect(new Set(related.map((other) => other.id)).size).toBe(related.length);
      expect(related.map((other) => other.id)).not.toContain(story.id);
    }
  });

  it('gives each route prefix exactly the slugs under it', () => {
    expect(storySlugsUnder('/customer/')).toHaveLength(4);
    expect(storySlugsUnder('/customers/')).toEqual([
      { slug: 'case-study-ensemble-hire-in-less-than-20-hrs' },
    ]);
    expect(storySlugsUnder('/case-study/')).toEqual([{ slug: 'apparel-retailer-sourcing-right-talent' }]);
  });
});

describe('blog posts', () => {
  it('are at least twelve posts by one guest author, whose name is in every slug, each dated', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(12);
    for (const post of blogPosts) expect(post.date, post.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Set(blogPosts.map((post) => post.topic)).size).toBe(blogPosts.length);
    const [author] = new Set(blogPosts.map((post) => post.author.name));
    expect(new Set(blogPosts.map((post) => post.author.id)).size).toBe(1);
    for (const post of blogPosts) {
      expect(post.path).toBe(`/blog/${post.slug}/`);
      expect(post.slug).toContain(author!.toLowerCase().replace(/\s+/g, '-'));
    }
  });

  it('are long-form: 800-1200 words with at least three sections', () => {
    for (const post of blogPosts) {
      expect(post.words, post.slug).toBeGreaterThanOrEqual(800);
      expect(post.words, post.slug).toBeLessThanOrEqual(1200);
      expect(post.blocks.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(3);
      expect(post.minutes).toBe(Math.ceil(post.words / 225));
    }
  });

  it('rejects a post whose slug lacks the author, that is too short, or that links without a trailing slash', () => {
    const bad = {
      ...skillsBasedHiring,
      slug: 'skills-based-hiring',
      body: '## One\n\nToo short. See [pricing](/pricing).\n\n## Two\n\n## Three',
    };
    expect(() => defineEntries('content/blog/posts', blogPostSchema, [bad], 'slug')).toThrow(ContentError);
    try {
      defineEntries('content/blog/posts', blogPostSchema, [bad], 'slug');
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('field "slug": must start with the author\'s name');
      expect(message).toContain('field "body": link "/pricing" needs a trailing slash, like "/pricing/"');
      expect(message).toMatch(/field "body": should be 800-1200 words, has \d+/);
    }
  });
});

describe('the feed collections', () => {
  it('syndicate every story, post and news item once, each with a date and summary', () => {
    const articles = feedArticles();
    const kinds = (kind: string) => articles.filter((article) => article.kind === kind);
    expect(kinds('case-study')).toHaveLength(8);
    expect(kinds('blog')).toHaveLength(blogPosts.length);
    expect(kinds('news').length).toBeGreaterThanOrEqual(5);
    expect(kinds('news').length).toBeLessThanOrEqual(8);
    expect(new Set(articles.map((article) => article.path)).size).toBe(articles.length);
    for (const news of kinds('news')) expect(news.path).toMatch(/^\/company\/newsroom\/#[a-z0-9-]+$/);
    for (const article of articles) {
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.summary).toBeTruthy();
      // Nothing is dated in the future of the content (written November 2026).
      expect(article.date <= '2026-11-22', article.path).toBe(true);
    }
  });

  it('gives newsroom items unique anchors', () => {
    expect(new Set(newsItems.map((item) => item.anchor)).size).toBe(newsItems.length);
  });
});
