import { test as base, devices, type BrowserContextOptions, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Page events a test may listen to; what it left listening is taken off before the next test. */
const EVENTS = [
  'close',
  'console',
  'crash',
  'dialog',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'domcontentloaded',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Methods whose effect outlives the test on a tab and cannot be taken back: a test that calls one
 * leaves a tab the next test does not get.
 */
const LASTING = {
  page: ['addInitScript', 'exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders'],
  context: [
    'addInitScript',
    'exposeBinding',
    'exposeFunction',
    'setExtraHTTPHeaders',
    'setGeolocation',
    'setHTTPCredentials',
  ],
  clock: ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'],
} as const;

/** The worker's tab, and whether the test that last had it changed it for good. */
type WarmTab = { page?: Page; spent: boolean };

function watchLasting(tab: Page, warm: WarmTab) {
  const targets = { page: tab, context: tab.context(), clock: tab.clock };
  for (const [name, methods] of Object.entries(LASTING) as [keyof typeof LASTING, readonly string[]][]) {
    const target = targets[name] as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const method of methods) {
      const original = target[method]!.bind(target);
      target[method] = (...args: unknown[]) => {
        warm.spent = true;
        return original(...args);
      };
    }
  }
}

/**
 * `page` is one tab per worker, emptied before each test, instead of a new browser profile and tab:
 * those cost about 1.5 s before a test's first page (the profile, a renderer process started and a
 * first document compiled with no cache). Before each test the tab closes any other tab, forgets
 * routes, listeners, offline, permissions and media emulation, and leaves the last page for a
 * same-site file. Then one CDP call clears the site's cookies, localStorage, IndexedDB, caches and
 * service workers; sessionStorage (the tab's own) is cleared and the project's stored consent is
 * written again, so each test starts as a first-time visitor whose only memory is that choice. The HTTP cache stays, as for a
 * visitor who has been to the site before.
 *
 * A test whose profile differs (no JavaScript, a phone with touch, its own stored state) gets a new
 * profile as before. One that installs what cannot be taken off a tab (a fake clock, an init script,
 * `LASTING`) keeps its tab to itself: the next test gets a new one. `context` is the page's.
 */
export const test = base.extend<object, { warmTab: WarmTab }>({
  warmTab: [
    async ({}, provide) => {
      const warm: WarmTab = { spent: false };
      await provide(warm);
      await warm.page?.context().close();
    },
    { scope: 'worker' },
  ],
  page: async (
    { warmTab: warm, browser, javaScriptEnabled, isMobile, hasTouch, storageState, viewport, baseURL },
    provide,
    testInfo,
  ) => {
    const projectState = testInfo.project.use.storageState;
    const sameProfile =
      javaScriptEnabled !== false &&
      !isMobile &&
      !hasTouch &&
      JSON.stringify(storageState) === JSON.stringify(projectState);
    if (!sameProfile) {
      // browser.newContext() inside a test takes the test's own options.
      const context = await browser.newContext();
      await provide(await context.newPage());
      await context.close();
      return;
    }
    if (!warm.page || warm.spent || warm.page.isClosed()) {
      await warm.page?.context().close();
      const context = await browser.newContext({
        ...devices['Desktop Chrome'],
        baseURL,
        storageState: projectState,
      });
      warm.page = await context.newPage();
      warm.spent = false;
      watchLasting(warm.page, warm);
    }
    const tab = warm.page;
    const context = tab.context();
    for (const other of context.pages()) if (other !== tab) await other.close();
    for (const event of EVENTS) tab.removeAllListeners(event);
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await context.clearPermissions();
    await tab.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
    await tab.setViewportSize(viewport ?? devices['Desktop Chrome'].viewport);
    // Off the last test's page first, so nothing it writes as it leaves survives the clearing below.
    const origin = new URL(baseURL!).origin;
    await tab.goto(`${origin}/robots.txt`);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.detach();
    const seeded = (projectState as StorageState | undefined)?.origins?.find(
      (entry) => entry.origin === origin,
    );
    await tab.evaluate((items) => {
      sessionStorage.clear();
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, seeded?.localStorage ?? []);
    await provide(tab);
  },
  // The context a test asks for is its page's.
  context: async ({ page }, provide) => {
    await provide(page.context());
  },
});
