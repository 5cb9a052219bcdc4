import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// next.config.ts sets trailingSlash; outside a Next build, next/link learns it from this variable.
process.env.__NEXT_TRAILING_SLASH = 'true';

// Which pages exist is the routing layer's business; here a fixed set stands in for a build.
const built = new Set(['/', '/blog/', '/about/customer-testimonials/', '/products/assessment/']);
vi.mock('@/content/routes', () => ({
  linkExists: (href: string) => !href.startsWith('/') || built.has(href.split('#')[0]!),
  sitePages: () => [
    { path: '/', title: 'Home', description: '', share: 'default' },
    { path: '/blog/', title: 'Blog index', description: '', share: 'default', section: 'Blog' },
  ],
}));

const { Prose } = await import('@/components/articles/Prose');
const { ArticleMeta } = await import('@/components/articles/ArticleMeta');
const { StoryLayout } = await import('@/components/articles/StoryLayout');
const { ArticleLayout } = await import('@/components/articles/ArticleLayout');
const { parseProse } = await import('@/content/blog/prose');
const { caseStudies, relatedStories } = await import('@/content/stories');
const { blogPosts, otherPosts } = await import('@/content/blog');

describe('Prose', () => {
  it('links to built pages and leaves links to unbuilt pages as plain text', () => {
    render(
      <Prose
        blocks={parseProse(
          'Read [the blog](/blog/) or [pricing](/pricing/sourcing/) or [elsewhere](https://example.org/).',
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'the blog' })).toHaveAttribute('href', '/blog/');
    expect(screen.queryByRole('link', { name: 'pricing' })).toBeNull();
    expect(screen.getByText(/or pricing or/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'elsewhere' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders headings with anchors and numbered steps as an ordered list', () => {
    render(<Prose blocks={parseProse('## Start here\n\n1. One\n2. Two')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Start here' })).toHaveAttribute('id', 'start-here');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('list').tagName).toBe('OL');
  });
});

describe('ArticleMeta', () => {
  it('shows the date the spec way, in a machine-readable time element, and the reading time', () => {
    const { container } = render(<ArticleMeta date="2026-09-22" minutes={5} author="Dana Whitcombe" />);
    const time = container.querySelector('time')!;
    expect(time).toHaveTextContent('September 22nd, 2026');
    expect(time).toHaveAttribute('datetime', '2026-09-22');
    expect(container).toHaveTextContent('By Dana Whitcombe');
    expect(container).toHaveTextContent('5 min read');
  });
});

describe('StoryLayout', () => {
  const story = caseStudies.find((entry) => entry.id === 'interview-time')!;

  it('shows the customer, the results strip, the three story sections and the quote with a drawn portrait', () => {
    const { container } = render(<StoryLayout story={story} related={relatedStories(story)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(story.title);
    const results = screen.getByRole('region', { name: 'Results at a glance' });
    expect(
      within(results)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(story.results.map((stat) => stat.value));
    for (const name of ['The challenge', 'What Northwind did', 'The results'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    const quote = container.querySelector('figure')!;
    expect(quote).toHaveTextContent('Marcus Bell');
    expect(quote).toHaveTextContent('Head of Engineering Recruiting, Northwind');
    expect(quote.querySelector('img')).toHaveAttribute('src', '/images/people/marcus-bell.svg');
    expect(screen.getByText('September 16th, 2025')).toBeInTheDocument();
  });

  it('links modules whose pages are built, and names the others without a dead link', () => {
    render(<StoryLayout story={story} related={[]} />);
    const facts = screen.getByRole('complementary', { name: 'About Northwind' });
    expect(within(facts).getByRole('link', { name: 'Quotient Assess' })).toHaveAttribute(
      'href',
      '/products/assessment/',
    );
    expect(within(facts).queryByRole('link', { name: 'Quotient Interview' })).toBeNull();
    expect(facts).toHaveTextContent('Quotient Interview');
  });

  it('links to each related story and back to all customer stories', () => {
    render(<StoryLayout story={story} related={relatedStories(story)} />);
    const related = screen.getByRole('region', { name: 'More customer stories' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(relatedStories(story).map((other) => other.title));
    expect(screen.getByRole('link', { name: /All customer stories/ })).toHaveAttribute(
      'href',
      '/about/customer-testimonials/',
    );
  });
});

describe('ArticleLayout', () => {
  const post = blogPosts.find((entry) => entry.slug === 'dana-whitcombe-structured-interviews')!;

  it('shows breadcrumbs, byline, a contents list matching the sections, the author box and more posts', () => {
    render(<ArticleLayout post={post} more={otherPosts(post.slug)} />);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/blog/']);
    const contents = screen.getByRole('navigation', { name: 'In this article' });
    const sections = post.blocks.filter((block) => block.type === 'heading' && block.level === 2);
    expect(
      within(contents)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(sections.map((block) => `#${block.type === 'heading' ? block.id : ''}`));
    expect(screen.getByRole('complementary', { name: 'About the author, Dana Whitcombe' })).toHaveTextContent(
      'VP of Talent Acquisition',
    );
    expect(screen.getAllByText('July 14th, 2026')[0]).toBeInTheDocument();
    expect(screen.getAllByText(`${post.minutes} min read`)[0]).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'More from Dana Whitcombe' })).getAllByRole('heading', {
        level: 3,
      }),
    ).toHaveLength(3);
  });
});
