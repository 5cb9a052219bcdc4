import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const ga = vi.hoisted(() => ({ initialize: vi.fn(), send: vi.fn(), event: vi.fn() }));
const nav = vi.hoisted(() => ({ pathname: '/', search: new URLSearchParams() }));
const config = vi.hoisted(() => ({ gaId: 'G-TEST123' }));

vi.mock('react-ga4', () => ({ default: ga }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname, useSearchParams: () => nav.search }));
vi.mock('@/lib/env', () => ({ env: config }));

async function flush() {
  // The analytics module is imported lazily; let its promise chain settle.
  for (let i = 0; i < 5; i += 1) await act(() => Promise.resolve());
}

describe('analytics and session behaviour', () => {
  beforeEach(() => {
    vi.resetModules();
    ga.initialize.mockClear();
    ga.send.mockClear();
    ga.event.mockClear();
    nav.pathname = '/';
    nav.search = new URLSearchParams();
    config.gaId = 'G-TEST123';
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('initialises react-ga4 once without its own page view, then sends one page view per route and hash change', async () => {
    const { SiteEffects } = await import('@/components/layout/SiteEffects');
    const view = render(<SiteEffects />);
    await flush();
    expect(ga.initialize).toHaveBeenCalledWith('G-TEST123', { gtagOptions: { send_page_view: false } });
    expect(ga.send).toHaveBeenCalledTimes(1);
    expect(ga.send).toHaveBeenLastCalledWith(expect.objectContaining({ hitType: 'pageview', page: '/' }));

    window.history.pushState(null, '', '/pricing/sourcing/');
    nav.pathname = '/pricing/sourcing/';
    view.rerender(<SiteEffects />);
    await flush();
    expect(ga.send).toHaveBeenCalledTimes(2);
    expect(ga.send).toHaveBeenLastCalledWith(expect.objectContaining({ page: '/pricing/sourcing/' }));

    window.history.pushState(null, '', '/pricing/sourcing/#plans');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await flush();
    expect(ga.send).toHaveBeenCalledTimes(3);
    expect(ga.send).toHaveBeenLastCalledWith(expect.objectContaining({ page: '/pricing/sourcing/#plans' }));
    expect(ga.initialize).toHaveBeenCalledTimes(1);
  });

  it('sends nothing and loads nothing when no measurement ID is set', async () => {
    config.gaId = '';
    const { SiteEffects } = await import('@/components/layout/SiteEffects');
    render(<SiteEffects />);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await flush();
    expect(ga.initialize).not.toHaveBeenCalled();
    expect(ga.send).not.toHaveBeenCalled();
  });

  it('sends events with their parameters through the helper', async () => {
    const { trackEvent } = await import('@/lib/analytics/ga');
    await trackEvent('trial_signup', { Email: 'ana@acme.io' });
    expect(ga.event).toHaveBeenCalledWith('trial_signup', { Email: 'ana@acme.io' });
  });

  it('keeps the first external referrer for the session', async () => {
    Object.defineProperty(document, 'referrer', {
      value: 'https://news.example.org/story',
      configurable: true,
    });
    const { SiteEffects } = await import('@/components/layout/SiteEffects');
    render(<SiteEffects />);
    expect(window.sessionStorage.getItem('firstReferrer')).toBe('https://news.example.org/story');
  });
});
