import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AB_HIDE_CLASS, AB_HIDE_TIMEOUT_MS, abHideScript } from '@/lib/analytics/ab-hide';

/** Runs the inline script as the browser would and returns the script element it injected. */
function run(url: string): HTMLScriptElement {
  new Function(abHideScript(url))();
  const injected = document.head.querySelector<HTMLScriptElement>(`script[src="${url}"]`);
  if (!injected) throw new Error('the A/B script was not injected');
  return injected;
}

describe('A/B anti-flicker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    document.documentElement.className = '';
    window.localStorage.setItem(
      'quotient-consent',
      JSON.stringify({ analytics: false, experiments: true, at: 'x' }),
    );
  });
  afterEach(() => vi.useRealTimers());

  it('hides the page at once and reveals it after at most 5000 ms', () => {
    run('https://ab.example/script.js');
    expect(document.documentElement.classList.contains(AB_HIDE_CLASS)).toBe(true);
    vi.advanceTimersByTime(AB_HIDE_TIMEOUT_MS - 1);
    expect(document.documentElement.classList.contains(AB_HIDE_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.documentElement.classList.contains(AB_HIDE_CLASS)).toBe(false);
  });

  it('reveals at once when the script fails to load', () => {
    const script = run('https://ab.example/missing.js');
    script.dispatchEvent(new Event('error'));
    expect(document.documentElement.classList.contains(AB_HIDE_CLASS)).toBe(false);
  });

  it('reveals when the script has loaded', () => {
    const script = run('https://ab.example/ok.js');
    script.dispatchEvent(new Event('load'));
    expect(document.documentElement.classList.contains(AB_HIDE_CLASS)).toBe(false);
  });

  it.each([
    ['no choice yet', null],
    ['experiments refused', JSON.stringify({ analytics: true, experiments: false, at: 'x' })],
    ['an unreadable choice', '{not json'],
  ])('neither hides the page nor loads anything with %s', (_case, stored) => {
    if (stored === null) window.localStorage.removeItem('quotient-consent');
    else window.localStorage.setItem('quotient-consent', stored);
    new Function(abHideScript('https://ab.example/script.js'))();
    expect(document.documentElement.classList.contains(AB_HIDE_CLASS)).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('cannot be broken out of by a crafted URL', () => {
    expect(abHideScript('https://x.example/</script><script>alert(1)</script>')).not.toContain('</script>');
  });
});
