// Why a browser: what paints before hydration, and what moves after it, is only seen in a rendering
// browser.
import { expect, test, type Browser, type Page } from './support/test';

/**
 * A tool opened from a shared link must show the link's inputs and never the page's built default
 * result, from its first paint on; its live region must first announce the link's figure.
 *
 * Each page is watched from before its HTML is parsed: a requestAnimationFrame loop snapshots the
 * island in every frame the browser renders (rAF runs just before each paint, and not at all while
 * stylesheets still block rendering), so the log is what the visitor saw and what the accessibility
 * tree held, frame by frame. A MutationObserver also logs every text the result was given.
 */

type Frame = {
  t: number;
  /** The result's rendered text (innerText: what is hidden by CSS does not count). */
  out: string;
  busy: boolean;
  /** The island's rendered text holds the default's main figure somewhere. */
  sawDefault: boolean;
  inputs: Record<string, string>;
  inputsShown: boolean;
};
type Watch = { frames: Frame[]; texts: string[]; fcp: number | null };

function watchIsland(defaultFigure: string) {
  const frames: Frame[] = [];
  const texts: string[] = [];
  Object.assign(window, { __watch: { frames, texts } });
  let last = '';
  const snapshot = () => {
    // The fallback finds the island in a build from before the first-paint script, which this spec
    // also measures for the comparison.
    const root =
      document.querySelector<HTMLElement>('[data-query-root]') ??
      document.querySelector('main output')?.closest<HTMLElement>('[class*="island"]');
    const out = root?.querySelector('output');
    if (!root || !out) return;
    const inputs: Record<string, string> = {};
    for (const el of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('form input, form select')) {
      if (el instanceof HTMLInputElement && el.type === 'radio') {
        if (el.checked) inputs[el.name] = el.value;
      } else if (el instanceof HTMLInputElement && el.type === 'checkbox') inputs[el.id] = String(el.checked);
      else inputs[el.id] = el.value;
    }
    const form = root.querySelector('form');
    const frame: Frame = {
      t: Math.round(performance.now()),
      out: out.innerText.replace(/\s+/g, ' ').trim(),
      busy: out.getAttribute('aria-busy') === 'true',
      sawDefault: root.innerText.includes(defaultFigure),
      inputs,
      inputsShown: form ? getComputedStyle(form).visibility === 'visible' : false,
    };
    const key = JSON.stringify({ ...frame, t: 0 });
    if (key !== last) frames.push(frame);
    last = key;
  };
  const tick = () => {
    snapshot();
    if (performance.now() < 30_000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new MutationObserver(() => {
    const text = document.querySelector('main output')?.textContent?.trim();
    if (text && text !== texts[texts.length - 1]) texts.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function watched(page: Page): Promise<Watch> {
  return page.evaluate(() => {
    const watch = (window as unknown as { __watch: Omit<Watch, 'fcp'> }).__watch;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    return { ...watch, fcp: fcp === null ? null : Math.round(fcp) };
  });
}

/**
 * The main figure the page shows for its defaults, read off the page opened without a query, in a
 * context of its own so the link is then opened with a cold cache, as a first visit is.
 */
async function defaultFigure(
  browser: Browser,
  path: string,
  part: 'primaryValue' | 'primaryLabel' = 'primaryValue',
): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible({ timeout: 15_000 });
  const figure = await page.locator(`main output [class*="${part}"]`).first().innerText();
  await context.close();
  expect(figure).toMatch(/\d/);
  return figure.trim();
}

/** Opens a link and waits until its island has hydrated and settled on a result. */
async function openLink(page: Page, url: string, figure: string) {
  await page.addInitScript(watchIsland, figure);
  await page.goto(url);
  // A phone's CPU (4× slower) on a fair connection, beside another worker: hydrating and loading the
  // calculator takes several seconds, longer than the default wait for a state.
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main output').first()).not.toHaveAttribute('aria-busy');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-query-pending]')).toHaveCount(0);
  // A frame or two for the last state to be logged.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return watched(page);
}

/** The first frames must already be the link's; no frame ever shows the default; the first figure is the final one. */
function expectRightFromFirstPaint(watch: Watch, link: Record<string, string>, defaultFig: string) {
  const { frames } = watch;
  expect(frames.length).toBeGreaterThan(0);
  const first = frames[0]!;
  for (const [id, value] of Object.entries(link)) expect(first.inputs[id], `first paint: ${id}`).toBe(value);
  expect(frames.filter((frame) => frame.sawDefault)).toEqual([]);
  const final = frames[frames.length - 1]!;
  expect(final.out).not.toContain(defaultFig);
  const shown = frames.filter((frame) => /\d/.test(frame.out));
  expect(shown.length).toBeGreaterThan(0);
  // The first figure rendered, in the live region and not busy, is the link's: the one it ends on.
  expect(shown[0]!.out).toBe(final.out);
  expect(shown[0]!.busy).toBe(false);
  // Every text the live region was given while not hidden carries no default figure either.
  expect(frames.every((frame) => !frame.out.includes(defaultFig))).toBe(true);
}

function report(name: string, watch: Watch, defaultFig: string) {
  const { frames } = watch;
  const final = frames[frames.length - 1]?.out ?? '';
  const right = frames.find((frame) => frame.out === final && /\d/.test(frame.out));
  const from = frames.findIndex((frame) => frame.sawDefault);
  const until = from === -1 ? -1 : frames.findIndex((frame, index) => index > from && !frame.sawDefault);
  const line =
    `${name}: first paint ${frames[0]?.t ?? '?'} ms (FCP ${watch.fcp ?? '?'} ms), right result at ${right?.t ?? '?'} ms, ` +
    `default ${defaultFig} ${from === -1 ? 'never visible' : `visible from ${frames[from]!.t} to ${frames[until]?.t ?? 'the end'} ms`}, ` +
    `result texts: ${JSON.stringify(watch.texts.map((text) => text.slice(0, 40)))}`;
  console.log(line);
  test.info().annotations.push({ type: 'first paint', description: line });
}

test.describe('a shared link, from the first paint', () => {
  test('loan payment: the link’s amount, rate, term and unit at first paint, and its payment as the first figure shown or announced', async ({
    page,
    browser,
  }) => {
    const fig = await defaultFigure(browser, '/tools/loan-payment-calculator/');
    // A mid-range phone on a fair connection, so hydration comes well after the first paint.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (4 * 1024 * 1024) / 8,
      uploadThroughput: (1024 * 1024) / 8,
    });
    const watch = await openLink(
      page,
      '/tools/loan-payment-calculator/?amount=18000&rate=4.9&term=48&termUnit=months',
      fig,
    );
    report('loan payment', watch, fig);
    const ids = await page.evaluate(() => {
      const label = (text: string) =>
        [...document.querySelectorAll('label')].find((el) => el.textContent?.startsWith(text))?.htmlFor ?? '';
      const radio = document.querySelector<HTMLInputElement>('main input[type="radio"][value="months"]');
      return {
        amount: label('Loan amount'),
        rate: label('Interest rate'),
        term: label('Loan term'),
        unit: radio?.name ?? '',
      };
    });
    expectRightFromFirstPaint(
      watch,
      { [ids.amount]: '18000', [ids.rate]: '4.9', [ids.term]: '48', [ids.unit]: 'months' },
      fig,
    );
    await expect(page.getByLabel(/Loan amount/)).toHaveValue('18000');
    await expect(page.getByRole('radio', { name: 'Months' })).toBeChecked();
  });

  test('paycheck: selects take the link’s state and pay frequency at first paint; no default take-home pay', async ({
    page,
    browser,
  }) => {
    const fig = await defaultFigure(browser, '/tools/paycheck-calculator/');
    const watch = await openLink(
      page,
      '/tools/paycheck-calculator/?grossPay=4200&payFrequency=monthly&state=WA&filingStatus=marriedJoint',
      fig,
    );
    report('paycheck', watch, fig);
    const ids = await page.evaluate(() =>
      Object.fromEntries(
        ['Gross pay', 'Paid', 'State you work in', 'Filing status'].map((text) => [
          text,
          [...document.querySelectorAll('label')].find((el) => el.textContent?.startsWith(text))?.htmlFor ??
            '',
        ]),
      ),
    );
    expectRightFromFirstPaint(
      watch,
      {
        [ids['Gross pay']!]: '4200',
        [ids['Paid']!]: 'monthly',
        [ids['State you work in']!]: 'WA',
        [ids['Filing status']!]: 'marriedJoint',
      },
      fig,
    );
    await expect(page.getByLabel('State you work in')).toHaveValue('WA');
  });

  test('inches to feet: the link’s value at first paint, and one opened the other way round hides its inputs until they are right', async ({
    page,
    browser,
  }) => {
    // "2 ft" alone is in the page's table of common lengths; "24 inches is" only in its result.
    const fig = await defaultFigure(browser, '/tools/inches-to-feet/', 'primaryLabel');
    await page.goto('/tools/inches-to-feet/');
    const id = await page.getByRole('textbox', { name: 'Inches' }).getAttribute('id');
    const watch = await openLink(page, '/tools/inches-to-feet/?value=30&from=inch', fig);
    report('inches to feet', watch, fig);
    expectRightFromFirstPaint(watch, { [id!]: '30' }, fig);
    await expect(page.locator('output').first()).toContainText('30 inches is');

    const other = await page.context().newPage();
    const flipped = await openLink(other, '/tools/inches-to-feet/?value=2&from=foot', fig);
    report('inches to feet, swapped', flipped, fig);
    // The page is built inches → feet: until the island turns it round, the inputs are held back.
    expect(flipped.frames.filter((frame) => frame.inputsShown && frame.inputs[id!] !== '2')).toEqual([]);
    expect(flipped.frames.filter((frame) => frame.sawDefault)).toEqual([]);
    await expect(other.getByRole('textbox', { name: 'Feet' })).toHaveValue('2');
    await expect(other.locator('output').first()).toContainText('2 feet is');
  });

  test('until the code arrives: the link’s inputs and a neutral “Calculating…”, never the default (390 px)', async ({
    page,
    browser,
  }, testInfo) => {
    const fig = await defaultFigure(browser, '/tools/loan-payment-calculator/');
    await page.setViewportSize({ width: 390, height: 844 });
    const blocked: string[] = [];
    const csp: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
    });
    // No JavaScript file arrives: what shows is what every visitor sees until hydration.
    await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    await page.goto('/tools/loan-payment-calculator/?amount=18000&rate=4.9&term=48&termUnit=months', {
      waitUntil: 'commit',
    });
    await page.waitForLoadState('domcontentloaded');
    // The card (inputs and result) and the island around it, found the same way in a build from
    // before the first-paint script, which this test also measures.
    const card = page.locator('main form').first().locator('xpath=..');
    const island = card.locator('xpath=..');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('loan-link-before-hydration-390.png') });
    await card.screenshot({ path: testInfo.outputPath('loan-link-card-390.png') });
    expect(blocked.length).toBeGreaterThan(0);
    expect(csp).toEqual([]);
    await expect(page.getByLabel(/Loan amount/)).toHaveValue('18000');
    await expect(page.getByLabel(/Interest rate/)).toHaveValue('4.9');
    await expect(page.getByLabel(/Loan term/)).toHaveValue('48');
    await expect(page.getByRole('radio', { name: 'Months' })).toBeChecked();
    const output = page.locator('main output').first();
    expect(await output.innerText()).not.toContain(fig);
    expect(await island.innerText()).not.toContain(fig);
    const placeholder = await output.evaluate((el) => getComputedStyle(el, '::after').content);
    expect(placeholder).toBe('"Calculating…"');
    // The live region holds no figure for a screen reader either: the default is out of the tree.
    const tree = await output.ariaSnapshot();
    expect(tree).not.toContain(fig);
  });
});
