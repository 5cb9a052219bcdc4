import { expect, test, type Page } from './support/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { received } from './support/emulator';
import { OUT } from './support/site';

/** A fresh company address per test, so parallel tests can find their own sign-up. */
const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@northwind-talent.com`;

async function trialForm(page: Page) {
  const form = page.getByTestId('trial-signup-form').first();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return {
    form,
    email: form.getByLabel('work email'),
    submit: form.locator('button[type="submit"]'),
  };
}

test.describe('trial sign-up', () => {
  test('every validation message appears exactly, beside the field, in the spec order', async ({ page }) => {
    await page.goto('/try-for-free/');
    const { form, email, submit } = await trialForm(page);
    await expect(email).toHaveAccessibleName('Work email');
    await expect(submit).toHaveText('Start free trial');
    await expect(email).toHaveValue('');

    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('jane.northwind');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email');

    await email.fill('jane@localhost');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email');

    for (const address of [
      'jane@gmail.com',
      '  JANE@Outlook.com ',
      'jane@mailinator.com',
      'jane@comcast.net',
    ]) {
      await email.fill(address);
      await submit.click();
      await expect(form.getByRole('alert')).toHaveText('Please enter a valid business email');
      // An email input drops surrounding spaces itself; what was typed is otherwise kept.
      await expect(email).toHaveValue(address.trim());
    }
  });

  test('a new user signs up: token stored, thank-you page reached with the utm parameters', async ({
    page,
    request,
  }) => {
    const address = uniqueEmail('trial');
    await page.goto(
      '/try-for-free/?utm_source=linkedin&utm_medium=paid+social&utm_campaign=q4-hiring&utm_content=video&utm_term=ats&gclid=xyz',
    );
    const { email, submit } = await trialForm(page);
    // Filled and pressed at once, as an autofilled returning visitor does: it must still arrive.
    await email.fill(address);
    await submit.click();

    await page.waitForURL('**/try-for-free/thank-you/**');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/try-for-free/thank-you/');
    expect([...url.searchParams.entries()]).toEqual([
      ['utm_source', 'linkedin'],
      ['utm_medium', 'paid social'],
      ['utm_campaign', 'q4-hiring'],
      ['utm_content', 'video'],
      ['utm_term', 'ats'],
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your free trial has started');
    await expect(page.getByRole('heading', { name: 'Open your sign-in link' })).toBeVisible();
    // The campaign stays in the address for analytics and the lead forms, and off the page.
    const shown = await page.locator('main').innerText();
    for (const value of ['linkedin', 'paid social', 'q4-hiring', 'ats']) expect(shown).not.toContain(value);

    const signups = (await received(request, 'signup')).filter((record) => record.data.email === address);
    expect(signups, 'the emulator received the sign-up once').toHaveLength(1);
    const signup = signups[0];
    expect(signup!.data.siteOrigin).toBe(new URL(page.url()).origin);
    const token = await page.evaluate(() => localStorage.getItem('trialUserToken'));
    expect(token).toBe(signup!.data.linkToken);
  });

  test('a reload while the sign-up request is under way keeps the email in the field', async ({ page }) => {
    const address = uniqueEmail('reload');
    await page.goto('/try-for-free/');
    const { email, submit } = await trialForm(page);
    await email.fill(address);
    // The service never answers: the visitor gives up and reloads mid-request.
    await page.route('**/api/trial-user/signup', () => {});
    await submit.click();
    await expect(submit).toHaveText('Starting your trial…');
    await page.reload();
    await expect(page.getByTestId('trial-signup-form').getByLabel('work email')).toHaveValue(address);
    // Once signed up, the email is not kept any longer.
    await page.unroute('**/api/trial-user/signup');
    const again = await trialForm(page);
    await expect(again.email).toHaveValue(address);
    await again.submit.click();
    await page.waitForURL('**/try-for-free/thank-you/**');
    expect(await page.evaluate(() => sessionStorage.getItem('quotient-trial-email'))).toBeNull();
  });

  test('opened directly, the thank-you page offers the trial and shows no campaign value', async ({
    page,
  }) => {
    const attack = '<img src=x onerror="window.__pwned=1">';
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(
      `/try-for-free/thank-you/?utm_source=newsletter&utm_campaign=${encodeURIComponent(attack)}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your free trial');
    await expect(page.getByText(/has started/i)).toHaveCount(0);
    const main = await page.locator('main').innerText();
    expect(main).not.toContain('newsletter');
    expect(main).not.toContain('onerror');
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);

    await page.getByRole('link', { name: 'Start your free trial' }).click();
    await page.waitForURL('**/try-for-free/?**');
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('newsletter');
    await expect(page.getByTestId('trial-signup-form')).toBeVisible();
  });

  test('the compact form on the home page signs up too, typed before its code had loaded', async ({
    page,
    request,
  }) => {
    const address = uniqueEmail('home');
    await page.goto('/?utm_source=newsletter', { waitUntil: 'networkidle' });
    const form = page.getByTestId('trial-signup-form');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect(form).toHaveAttribute('data-shell', 'true');
    // Hold back the form's code, so the visitor types and submits in the shell.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
    const email = form.getByLabel('Or start now with your work email');
    await email.pressSequentially(address);
    await email.press('Enter');
    await expect(form.getByRole('button')).toHaveText('Starting your trial…');
    release();

    await page.waitForURL('**/try-for-free/thank-you/?utm_source=newsletter');
    const signup = (await received(request, 'signup')).find((record) => record.data.email === address);
    expect(signup, 'the emulator received the whole address').toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('trialUserToken'))).toBe(signup!.data.linkToken);
  });

  test('the compact form on a product page shows the spec messages once loaded', async ({ page }) => {
    await page.goto('/products/assessment/');
    const form = page.getByTestId('trial-signup-form');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    const email = form.getByLabel('Or start now with your work email');
    await email.click();
    await expect(form).not.toHaveAttribute('data-shell');
    await expect(email).toBeFocused();
    await page.keyboard.type('jane@gmail.com');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid business email');
    await expect(email).toHaveValue('jane@gmail.com');
  });

  test('the home page loads no form code until the visitor reaches for the form', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const before = scripts.length;
    const form = page.getByTestId('trial-signup-form');
    await expect(form).toHaveAttribute('data-shell', 'true');
    await form.getByLabel('Or start now with your work email').focus();
    await expect(form).not.toHaveAttribute('data-shell');
    expect(scripts.length, 'the form code arrives on first focus').toBeGreaterThan(before);
  });

  test('the domain list downloads only where an email is checked, on first use', async ({ page }) => {
    // The 14,821-domain list is the only large chunk naming mailinator (the email checker's short
    // disposable list names it too, in a chunk of its own).
    const chunks = readdirSync(join(OUT, '_next/static/chunks')).filter((name) => {
      const text = readFileSync(join(OUT, '_next/static/chunks', name), 'utf8');
      return text.includes('mailinator') && text.length > 100_000;
    });
    expect(chunks, 'exactly one chunk holds the domain list').toHaveLength(1);
    const listChunk = chunks[0]!;
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));

    await page.goto('/features/', { waitUntil: 'networkidle' });
    expect(requested.some((path) => path.endsWith(listChunk))).toBe(false);

    await page.goto('/try-for-free/', { waitUntil: 'networkidle' });
    expect(requested.some((path) => path.endsWith(listChunk))).toBe(false);
    const { email } = await trialForm(page);
    const listRequest = page.waitForRequest((req) => req.url().endsWith(listChunk));
    await email.focus();
    await listRequest;
  });
});
