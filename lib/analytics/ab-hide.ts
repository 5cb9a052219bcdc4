/** Spec §9: the page stays hidden at most this long while the A/B-test script prepares. */
export const AB_HIDE_TIMEOUT_MS = 5000;
export const AB_HIDE_CLASS = 'ab-hide';

/**
 * The inline anti-flicker script, run in <head> before the page paints. It hides the page, loads
 * the A/B script, and reveals the page when the script has loaded (or calls `window.abReveal()`),
 * at once if it fails to load, and after the time-out whatever happens.
 */
export function abHideScript(scriptUrl: string, timeoutMs: number = AB_HIDE_TIMEOUT_MS): string {
  const url = JSON.stringify(scriptUrl).replace(/</g, '\\u003c');
  return `(function(d,w){var c=${JSON.stringify(AB_HIDE_CLASS)},e=d.documentElement,done=0;function r(){if(done)return;done=1;e.classList.remove(c)}e.classList.add(c);w.abReveal=r;w.setTimeout(r,${Math.max(0, Math.floor(timeoutMs))});var s=d.createElement('script');s.async=true;s.src=${url};s.onload=r;s.onerror=r;d.head.appendChild(s)})(document,window);`;
}

export const abHideStyle = `.${AB_HIDE_CLASS}{opacity:0!important}`;
