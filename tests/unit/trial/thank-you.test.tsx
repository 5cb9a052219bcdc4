import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markTrialStarted } from '@/lib/trial/flow';

// The trail is the site-wide breadcrumb and reads the whole route list; not what these tests are about.
vi.mock('@/components/layout/Breadcrumbs', () => ({ Breadcrumbs: () => null }));

const { default: ThankYouPage } = await import('@/app/try-for-free/thank-you/page');

const campaign = {
  utm_source: 'linkedin',
  utm_medium: 'paid social',
  utm_campaign: 'q4-hiring',
  utm_content: 'video',
  utm_term: 'ats',
};
const query = new URLSearchParams(campaign).toString();

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', `/try-for-free/thank-you/?${query}&gclid=xyz`);
});

function shownText(): string {
  return document.body.textContent ?? '';
}

describe('the trial thank-you page', () => {
  it('opened directly, it offers the trial instead of claiming one started', () => {
    render(<ThankYouPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Start your free trial');
    expect(shownText()).not.toMatch(/has started/i);
    expect(screen.queryByRole('heading', { name: 'Open your sign-in link' })).toBeNull();
    // The way on keeps the campaign, so a sign-up from here is still attributed.
    const href = new URL(
      screen.getByRole('link', { name: 'Start your free trial' }).getAttribute('href')!,
      window.location.origin,
    );
    // Next adds the trailing slash in the export; the test renderer leaves it off.
    expect(href.pathname.replace(/\/?$/, '/')).toBe('/try-for-free/');
    expect(href.search).toBe(`?${query}`);
  });

  it('right after a sign-up, it says the trial has started and what to do next', () => {
    markTrialStarted();
    render(<ThankYouPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your free trial has started');
    expect(screen.getByRole('heading', { level: 2, name: 'Open your sign-in link' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start your free trial' })).toBeNull();
  });

  it('never shows the campaign values, signed up or not', () => {
    for (const signedUp of [false, true]) {
      sessionStorage.clear();
      if (signedUp) markTrialStarted();
      const { unmount } = render(<ThankYouPage />);
      for (const value of Object.values(campaign)) expect(shownText(), value).not.toContain(value);
      expect(screen.queryByText(/sign-up reference|campaign/i)).toBeNull();
      unmount();
    }
  });

  it('the exported page claims no sign-up, whoever opens the file', () => {
    markTrialStarted();
    const html = renderToString(<ThankYouPage />);
    expect(html).toContain('Start your free trial');
    expect(html).not.toMatch(/has started/i);
  });
});
