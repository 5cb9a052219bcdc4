import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const ga = vi.hoisted(() => ({ initialize: vi.fn(), send: vi.fn(), event: vi.fn() }));
const nav = vi.hoisted(() => ({ pathname: '/', search: new URLSearchParams() }));
const config = vi.hoisted(() => ({ gaId: 'G-TEST123', abScriptUrl: '' }));

vi.mock('react-ga4', () => ({ default: ga }));
vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname, useSearchParams: () => nav.search }));
vi.mock('@/lib/env', () => ({ env: config }));
vi.mock('@/lib/analytics/switches', () => ({
  get gaId() {
    return config.gaId;
  },
  get abScriptUrl() {
    return config.abScriptUrl;
  },
}));

async function flush() {
  // The analytics and A/B modules are imported lazily (a real module load, not one microtask);
  // let their promise chains settle.
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
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
    config.abScriptUrl = '';
    window.sessionStorage.clear();
    window.localStorage.clear();
    window.localStorage.setItem(
      'quotient-consent',
      JSON.stringify({ analytics: true, experiments: false, at: 'x' }),
    );
    delete (window as { dataLayer?: unknown }).dataLayer;
    document.head.innerHTML = '';
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

  it('loads and sends nothing before the visitor agrees, then starts with Consent Mode signals first', async () => {
    window.localStorage.clear();
    config.abScriptUrl = 'https://ab.example/s.js';
    const { SiteEffects } = await import('@/components/layout/SiteEffects');
    const { saveChoice } = await import('@/lib/consent/choice');
    const { trackEvent } = await import('@/lib/analytics/ga');
    render(<SiteEffects />);
    await trackEvent('trial_signup');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await flush();
    expect(ga.initialize).not.toHaveBeenCalled();
    expect(ga.send).not.toHaveBeenCalled();
    expect(ga.event).not.toHaveBeenCalled();
    expect(document.head.querySelector('script')).toBeNull();

    act(() => void saveChoice(window.localStorage, { analytics: true, experiments: true }));
    await flush();
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((args) => [...args]);
    expect(layer.slice(0, 2)).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ],
      [
        'consent',
        'update',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'granted',
        },
      ],
    ]);
    expect(ga.initialize).toHaveBeenCalledTimes(1);
    expect(ga.send).toHaveBeenCalledWith(expect.objectContaining({ hitType: 'pageview', page: '/' }));
    expect(document.head.querySelector('script[src="https://ab.example/s.js"]')).not.toBeNull();
  });

  it('only asks for experiments when analytics is refused: no measurement, the A/B script only', async () => {
    window.localStorage.clear();
    config.abScriptUrl = 'https://ab.example/s.js';
    const { SiteEffects } = await import('@/components/layout/SiteEffects');
    const { saveChoice } = await import('@/lib/consent/choice');
    render(<SiteEffects />);
    act(() => void saveChoice(window.localStorage, { analytics: false, experiments: true }));
    await flush();
    expect(ga.initialize).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('script[src="https://ab.example/s.js"]')).toHaveLength(1);
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
