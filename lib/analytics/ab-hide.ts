import { CONSENT_KEY } from '@/lib/consent/choice';

/**
 * The page stays hidden at most this long while the A/B-test script prepares, so a slow or failed
 * script never leaves the visitor a blank page.
 */
export const AB_HIDE_TIMEOUT_MS = 5000;
export const AB_HIDE_CLASS = 'ab-hide';

/**
 * The inline anti-flicker script, run in <head> before the page paints. Only for a visitor who has
 * agreed to experiments: it hides the page, loads the A/B script, and reveals the page when the
 * script has loaded (or calls `window.abReveal()`), at once if it fails to load, and after the
 * time-out whatever happens. Anyone else sees the page at once and nothing is loaded.
 */
export function abHideScript(scriptUrl: string, timeoutMs: number = AB_HIDE_TIMEOUT_MS): string {
  const url = JSON.stringify(scriptUrl).replace(/</g, '\\u003c');
  const key = JSON.stringify(CONSENT_KEY);
  return `(function(d,w){try{if(!JSON.parse(w.localStorage.getItem(${key})||'{}').experiments)return}catch(x){return}var c=${JSON.stringify(AB_HIDE_CLASS)},e=d.documentElement,done=0;function r(){if(done)return;done=1;e.classList.remove(c)}e.classList.add(c);w.abReveal=r;w.setTimeout(r,${Math.max(0, Math.floor(timeoutMs))});var s=d.createElement('script');s.async=true;s.src=${url};s.onload=r;s.onerror=r;d.head.appendChild(s)})(document,window);`;
}

/** Loads the A/B script once the visitor agrees during a visit; the page is already shown, so nothing hides. */
export function loadAbScript(scriptUrl: string): void {
  const already = Array.from(document.scripts).some(
    (script) => script.src === new URL(scriptUrl, document.baseURI).href,
  );
  if (already) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptUrl;
  document.head.appendChild(script);
}

export const abHideStyle = `.${AB_HIDE_CLASS}{opacity:0!important}`;
