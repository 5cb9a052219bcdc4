// Why a browser: exactly-once delivery of kept leads depends on what only a real browser does:
// reloads and page changes cutting sends off, keepalive requests outliving their page, the
// connection's online/offline events and several tabs sharing one localStorage and Web Locks.
// The same property with a simulated network runs in tests/unit/forms/outbox-sequences.dom.test.ts.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createRandom } from '../../lib/kit/random';
import { OUTBOX_KEY } from '../../lib/leads/outbox-key';
import { received } from './support/emulator';

const PAGES = ['/book-demo/', '/features/', '/pricing/sourcing/'];
const ACTIONS = [
  'keep',
  'keep',
  'offline',
  'online',
  'online',
  'reload',
  'leave',
  'goto',
  'tab',
  'close',
] as const;
const SEQUENCES = 50;
const GROUPS = 5;
const STEPS = 8;

/**
 * A lead kept on the device, as a form that failed to send leaves it (lib/leads/outbox.ts). False
 * when the tab shows no page of the site (a page change that failed offline shows the browser's
 * error page, which has no storage of the site's).
 */
async function keep(page: Page, email: string): Promise<boolean> {
  await page.waitForLoadState('domcontentloaded').catch(() => undefined);
  if (!page.url().startsWith('http')) return false;
  const write = () =>
    page.evaluate(
      ({ key, email }) => {
        const entries = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];
        entries.push({
          id: crypto.randomUUID(),
          createdAt: Date.now(),
          formName: 'contactUs',
          fields: { Name: 'Jane Park', Email: email, Company: 'Northwind Talent', Message: 'Kept.' },
          utmSource: 'outbox-sequence',
        });
        localStorage.setItem(key, JSON.stringify(entries));
      },
      { key: OUTBOX_KEY, email },
    );
  try {
    await write();
  } catch {
    // A page change was still under way: write into the page it arrived at.
    await page.waitForLoadState('load').catch(() => undefined);
    if (!page.url().startsWith('http')) return false;
    await write().catch(() => undefined);
    return page
      .evaluate(({ key, email }) => localStorage.getItem(key)?.includes(email) ?? false, {
        key: OUTBOX_KEY,
        email,
      })
      .catch(() => false);
  }
  return true;
}

async function runSequence(
  context: BrowserContext,
  seed: number,
): Promise<{ emails: string[]; steps: string[] }> {
  const random = createRandom(seed);
  const tabs: Page[] = [await context.newPage()];
  await tabs[0]!.goto(PAGES[0]!);
  const emails: string[] = [];
  const steps: string[] = [];
  let online = true;
  for (let step = 0; step < STEPS; step += 1) {
    const action = random.pick(ACTIONS);
    const index = Math.floor(random.next() * tabs.length);
    const tab = tabs[index]!;
    steps.push(`${action}@${index}`);
    switch (action) {
      case 'keep': {
        const email = `seq${seed}.${step}.${Date.now().toString(36)}@northwind-talent.com`;
        if (await keep(tab, email)) emails.push(email);
        break;
      }
      case 'offline':
      case 'online':
        online = action === 'online';
        await context.setOffline(!online);
        break;
      case 'reload':
        // A reload as the page is sending: it may leave with a request still on the wire.
        await tab.reload({ waitUntil: 'commit' }).catch(() => undefined);
        break;
      case 'leave':
        await tab.goto(random.pick(PAGES), { waitUntil: 'commit' }).catch(() => undefined);
        break;
      case 'goto':
        await tab.goto(random.pick(PAGES)).catch(() => undefined);
        break;
      case 'tab': {
        const opened = await context.newPage();
        tabs.push(opened);
        await opened.goto(random.pick(PAGES)).catch(() => undefined);
        break;
      }
      case 'close':
        if (tabs.length > 1) {
          tabs.splice(index, 1);
          await tab.close();
        }
        break;
    }
  }
  // Back online, as the visitor eventually is: everything kept must go, from whichever tab.
  steps.push('online, new page');
  await context.setOffline(false);
  const last = await context.newPage();
  await last.goto(PAGES[1]!);
  let waiting: string | null = null;
  await expect
    .poll(async () => (waiting = await last.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)), {
      message: `outbox emptied after ${steps.join(' ')}: ${waiting}`,
      timeout: 20_000,
    })
    .toBeNull();
  return { emails, steps };
}

test.describe('lead outbox: random offline, online, reload, page-change and tab sequences', () => {
  for (let group = 0; group < GROUPS; group += 1) {
    test(`sequences ${group * (SEQUENCES / GROUPS) + 1}-${(group + 1) * (SEQUENCES / GROUPS)}: every kept lead arrives exactly once`, async ({
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(300_000);
      // One browser profile for the group, as one visitor coming back: its HTTP cache spares each
      // sequence fetching and compiling the site's scripts again. Each sequence starts with no tab
      // open, online, with the outbox the last one emptied.
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      for (let n = 0; n < SEQUENCES / GROUPS; n += 1) {
        const seed = 1_000 + group * (SEQUENCES / GROUPS) + n;
        const { emails, steps } = await runSequence(context, seed);
        for (const tab of context.pages()) await tab.close();
        const count = async () => {
          const leads = await received(request, 'lead');
          return emails.map((email) => leads.filter((lead) => lead.data.Email === email).length);
        };
        await expect
          .poll(count, { message: `seed ${seed}: ${steps.join(' ')}`, timeout: 20_000 })
          .toEqual(emails.map(() => 1));
      }
      await context.close();
    });
  }
});
