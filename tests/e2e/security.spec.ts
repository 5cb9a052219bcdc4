// Why a browser: only chromium shows that the policy blocks injected scripts and that probes in a link
// never become markup; the policy in each file is read in Node.
import { devices, expect, test, type Page } from './support/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from '../../lib/env';
import { UTM_KEYS } from '../../lib/utm';
import { originOf, parsePolicy } from '../../scripts/security/csp';
import { parseHeadersFile, headersFor } from '../../scripts/security/headers-file';
import { cspMetaOf, elementsOf, inlineHashes } from '../../scripts/security/html';
import { scanFolder } from '../../scripts/security/secrets';
import { OUT, htmlFileFor, sitemapPaths } from './support/site';
import { templatePages } from './support/walk-pages';
import { idle } from './support/idle';

const paths = sitemapPaths();
const allPages = [...paths, '/404/'];

/**
 * Once the page has hydrated and its islands have rendered: the main thread is idle (at most 2 s),
 * as the site walk waits, instead of a network quiet for 500 ms after every request.
 */
async function hydrated(page: Page) {
  await idle(page);
}

/** `source` is the script (file:line) that broke the rule, so a failure says where to look. */
type Violation = { directive: string; blocked: string; sample: string; source: string };

/** Records every `securitypolicyviolation` event of the page from its very first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const list: { directive: string; blocked: string; sample: string; source: string }[] = [];
    Object.defineProperty(window, '__cspViolations', { value: list });
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        list.push({
          directive: event.violatedDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        }),
      true,
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  return {
    violations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations),
    console,
  };
}

const PROBES = {
  scriptTag: '<script>window.__xss="utm script"</script>',
  handler: '<img src=x onerror="window.__xss=\'utm handler\'">',
  attribute: '"><svg onload="window.__xss=\'utm attribute\'">',
  breakout: '</script ><img src=x onerror="window.__xss=\'utm breakout\'">',
  link: 'javascript:window.__xss="utm link"',
};

/** The probes as the five utm parameters (one each), plus a referrer carrying markup. */
function probeUrl(path: string) {
  const values = Object.values(PROBES);
  const query = new URLSearchParams(UTM_KEYS.map((key, i) => [key, values[i % values.length]!]));
  return `${path}?${query.toString()}`;
}

async function expectNothingInjected(page: Page, violations: () => Promise<Violation[]>) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload], [onerror], [onload]').count()).toBe(0);
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
  // Markup that reached the DOM and was only stopped by the policy would show up here.
  const found = await violations();
  expect(found, found.map(hintFor).filter(Boolean).join(' ')).toEqual([]);
}

/** What usually causes a violation, so a failure says how to fix it rather than to loosen the policy. */
function hintFor(violation: Violation): string {
  if (violation.blocked === 'eval')
    return `eval or new Function in ${violation.source}: zod 4 probes for it unless \`config({ jitless: true })\` (from 'zod/v4/core') runs in the browser before the first parse; other libraries need a build without eval.`;
  if (violation.blocked === 'inline')
    return `an inline script or handler that the build did not hash (${violation.source}): render it into the HTML, or move it into a module.`;
  if (/^https?:/.test(violation.blocked))
    return `${violation.blocked} is not allowed: outside origins are added by name in scripts/security/csp.ts.`;
  return '';
}

const DESKTOP = devices['Desktop Chrome'].viewport;

/**
 * One tab per worker for the pages opened with probes: each test starts from a new document (the
 * violation list lives in it), while the framework's scripts come from the tab's HTTP cache instead
 * of being fetched and compiled again for every page. Same consent state as every other test.
 */
const probing = test.extend<
  object,
  { probeTab: { page: Page; csp: Awaited<ReturnType<typeof watchViolations>> } }
>({
  probeTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, storageState } = workerInfo.project.use;
      const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL, storageState });
      const page = await context.newPage();
      await use({ page, csp: await watchViolations(page) });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.describe('Content Security Policy in every page of the export', () => {
  test('the policy is the first thing in <head>, and lists exactly the page’s inline scripts', () => {
    for (const path of allPages) {
      const html = readFileSync(htmlFileFor(path), 'utf8');
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
      expect(head, `${path}: policy right after <meta charset>`).toMatch(
        /^<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="/,
      );
      const policy = parsePolicy(cspMetaOf(html)!);
      const listed = policy['script-src']!.filter((source) => source.startsWith("'sha256-"));
      expect(new Set(listed), `${path}: script hashes`).toEqual(new Set(inlineHashes(html).scripts));
      const inlineScripts = elementsOf(html, 'script').filter((s) => !s.attributes.src && !s.attributes.type);
      expect(listed.length, `${path}: every inline script hashed`).toBe(
        new Set(inlineScripts.map((s) => s.text)).size,
      );
      expect(policy['script-src'], `${path}: no unsafe script sources`).not.toContain("'unsafe-inline'");
      expect(policy['script-src']).not.toContain("'unsafe-eval'");
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['frame-ancestors'], 'ignored in a meta policy, so it lives in _headers').toBeUndefined();
    }
  });

  test('connect-src allows the configured services; analytics and A/B hosts only when configured', () => {
    const policy = parsePolicy(cspMetaOf(readFileSync(htmlFileFor('/'), 'utf8'))!);
    // The AI gateway only when configured (unset, the site has no AI tools to call).
    for (const url of [env.trialApiUrl, env.leadsUrl, env.aiUrl].filter(Boolean)) {
      expect(policy['connect-src'], url).toContain(originOf(url));
    }
    const everything = Object.values(policy).flat().join(' ');
    if (!env.gaId) expect(everything).not.toMatch(/google/);
    else expect(policy['script-src']).toContain('https://www.googletagmanager.com');
    if (!env.abScriptUrl) expect(policy['script-src']!.filter((s) => s.startsWith('http'))).toEqual([]);
    else expect(policy['script-src']).toContain(originOf(env.abScriptUrl));
  });

  test('_headers carries the headers a meta policy cannot, and the server sends them', async ({
    request,
  }) => {
    const rules = parseHeadersFile(readFileSync(join(OUT, '_headers'), 'utf8'));
    const page = headersFor(rules, '/features/');
    expect(page.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(page.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(page.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    // Only the site itself may ask for the camera (the mock interview); embedded code may not.
    expect(page.get('Permissions-Policy')).toContain('camera=(self)');
    expect(page.get('Permissions-Policy')).toContain('geolocation=()');

    for (const path of ['/', '/no-such-page/', '/icon.svg']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toBe(page.get('Content-Security-Policy'));
      expect(headers['strict-transport-security'], path).toBe(page.get('Strict-Transport-Security'));
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toBe(page.get('Permissions-Policy'));
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
  });
});

test.describe('chromium enforces the policy', () => {
  test('an injected inline script, event handler or eval does not run, and is reported', async ({ page }) => {
    const csp = await watchViolations(page);
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__xss = "inline script"';
      document.body.append(script);
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img alt="" src="/icon.svg" onload="window.__xss = \'handler\'">',
      );
      const timer = 'window.__xss = "string timer"';
      window.setTimeout(timer as unknown as () => void, 0);
    });
    // Each of the three is reported once refused; by then it would have run.
    await expect
      .poll(async () => (await csp.violations()).map((v) => v.directive))
      .toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr', 'script-src']));
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  });

  test('a script from another origin is refused', async ({ page }) => {
    const csp = await watchViolations(page);
    await page.goto('/features/');
    await hydrated(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://cdn.example.com/x.js';
      document.head.append(script);
    });
    await expect
      .poll(() => csp.violations())
      .toContainEqual(
        expect.objectContaining({ directive: 'script-src-elem', blocked: 'https://cdn.example.com/x.js' }),
      );
  });

  for (const path of templatePages(paths)) {
    probing(
      `no violation on ${path}, with XSS probes in its utm values and referrer`,
      async ({ probeTab }) => {
        const { page, csp } = probeTab;
        csp.console.length = 0;
        await page.setViewportSize(DESKTOP);
        const response = await page.goto(probeUrl(path), {
          referer: `https://evil.example/${encodeURIComponent(PROBES.handler)}`,
        });
        expect(response?.status()).toBe(200);
        await hydrated(page);
        // JSON-LD blocks are data: chromium skips them before the policy check, hashed or not.
        const jsonLd = await page.locator('script[type="application/ld+json"]').count();
        expect(jsonLd, `${path} has structured data`).toBeGreaterThan(0);
        await page.setViewportSize({ width: 390, height: 844 });
        const menu = page.getByRole('button', { name: /menu/i }).first();
        if (await menu.isVisible()) await menu.click();
        await page.keyboard.press('Escape');
        await expectNothingInjected(page, csp.violations);
        expect(csp.console).toEqual([]);
      },
    );
  }

  test('client-side navigation keeps working under the first page’s policy', async ({ page }) => {
    const csp = await watchViolations(page);
    await page.goto('/features/');
    await hydrated(page);
    const marker = await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
      return true;
    });
    expect(marker).toBe(true);
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).toHaveCount(1);
    // Still the same document: Next fetched the page data (connect-src 'self') instead of reloading.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await csp.violations()).toEqual([]);
  });
});

test.describe('XSS probes: campaign values and referrers are text, never markup', () => {
  const thankYou = '/try-for-free/thank-you/';

  test('the thank-you page shows no utm value, and injects none', async ({ page }) => {
    test.skip(!existsSync(htmlFileFor(thankYou)), `${thankYou} is not built yet`);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const csp = await watchViolations(page);
    await page.goto(probeUrl(thankYou));
    await hydrated(page);
    const text = await page.locator('main').innerText();
    for (const probe of Object.values(PROBES)) expect(text).not.toContain(probe);
    await expectNothingInjected(page, csp.violations);
    expect(dialogs).toEqual([]);
  });
});

test.describe('no secret in the bundle', () => {
  test('nothing in the export looks like a key or token, other than the documented public values', () => {
    // The NEXT_PUBLIC_* values are public by design (README "Configuration"): addresses and IDs.
    // There is no AI token among them: the provider's key lives in the AI gateway only.
    const publicValues = Object.values(env).filter(Boolean);
    expect(scanFolder(OUT, publicValues)).toEqual([]);
  });
});
