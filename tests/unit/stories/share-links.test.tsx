import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleLayout } from '@/components/articles/ArticleLayout';
import { blogPosts, otherPosts } from '@/content/blog';
import { shareLinks } from '@/lib/share/links';

describe('share links', () => {
  const url = 'https://quotient.example/blog/dana-whitcombe-remote-hiring/';
  const title = 'Remote Hiring: Running a Fair Process & More';

  it('point at the real share endpoints with the page’s own URL, encoded', () => {
    const [linkedin, x, email] = shareLinks(url, title);
    expect(linkedin!.href).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fquotient.example%2Fblog%2Fdana-whitcombe-remote-hiring%2F',
    );
    const tweet = new URL(x!.href);
    expect(tweet.origin + tweet.pathname).toBe('https://twitter.com/intent/tweet');
    expect(tweet.searchParams.get('url')).toBe(url);
    expect(tweet.searchParams.get('text')).toBe(title);
    expect(
      email!.href.startsWith(
        'mailto:?subject=Remote%20Hiring%3A%20Running%20a%20Fair%20Process%20%26%20More&body=',
      ),
    ).toBe(true);
    expect(decodeURIComponent(email!.href.split('&body=')[1]!)).toContain(url);
  });

  it('appear on every post with its canonical URL, next to its reading time', () => {
    const post = blogPosts.find((entry) => entry.slug === 'dana-whitcombe-onboarding-new-hires')!;
    render(<ArticleLayout post={post} more={otherPosts(post.slug)} />);
    const nav = screen.getByRole('navigation', { name: 'Share this article' });
    const linkedin = nav.querySelector('a[href^="https://www.linkedin.com/"]')!;
    expect(decodeURIComponent(linkedin.getAttribute('href')!)).toMatch(
      /\/blog\/dana-whitcombe-onboarding-new-hires\/$/,
    );
    expect(nav.querySelectorAll('a')).toHaveLength(3);
    expect(document.body.textContent).toContain(`${post.minutes} min read`);
  });
});
