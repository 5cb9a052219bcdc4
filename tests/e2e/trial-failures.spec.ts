// Why a browser: what a visitor sees when the sign-up or lead service fails (messages, kept values,
// a working retry) comes from the form's own request handling in the page.
import { expect, test, type Page } from './support/test';
import { TRIAL_SIGNUP_TIMEOUT_MS } from '../../lib/trial/signup';
import { clearFailures, failNext, received } from './support/emulator';

/**
 * Everything that uses the emulator's failure switch, in one serial file. The switch is global
 * emulator state that other spec files share while they run in parallel, so every failure is
 * scoped to this test's own email address (`match`) and armed right before its submit.
 */
test.describe.configure({ mode: 'serial' });

const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@northwind-talent.com`;

async function trialForm(page: Page) {
  await page.goto('/try-for-free/?utm_source=retry-test');
  const form = page.getByTestId('trial-signup-form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return {
    form,
    email: form.getByLabel('Work email'),
    // Found by type: its name changes to 'Starting your trial…' while a request is in flight.
    submit: form.locator('button[type="submit"]'),
    message: form.getByTestId('trial-submit-error'),
  };
}

test.afterEach(async ({ request }) => clearFailures(request));

test.describe('trial sign-up failures', () => {
  for (const [mode, message] of [
    ['error', 'error'],
    ['badjson', 'error while submitting'],
    ['http500', 'unexptected error occurred'],
    ['drop', 'We could not reach the sign-up service. Check your connection and try again.'],
  ] as const) {
    test(`${mode}: shows '${message}', keeps the email, and the second try works`, async ({
      page,
      request,
    }) => {
      const address = uniqueEmail(mode);
      const { form, email, submit, message: shown } = await trialForm(page);
      await email.fill(address);
      // Chrome resends a request whose reused connection was dropped, so a drop is armed twice.
      await failNext(request, mode, 'signup', { count: mode === 'drop' ? 2 : 1, match: address });
      await submit.click();
      await expect(shown).toHaveText(message);
      await expect(form.getByRole('alert')).toContainText(message);
      await expect(email).toHaveValue(address);
      await expect(submit).toBeEnabled();
      expect(await page.evaluate(() => localStorage.getItem('trialUserToken'))).toBeNull();
      expect(new URL(page.url()).pathname).toBe('/try-for-free/');

      await clearFailures(request);
      await submit.click();
      await page.waitForURL('**/try-for-free/thank-you/?utm_source=retry-test');
      expect(await page.evaluate(() => localStorage.getItem('trialUserToken'))).toBeTruthy();
    });
  }

  test('a hung service is abandoned after 10 seconds with a clear message', async ({ page, request }) => {
    // The page's clock stands still from the press on, so the ten seconds pass at once, and
    // exactly: the form still waits a moment before them and gives up at them.
    await page.clock.install();
    const address = uniqueEmail('slow');
    const { email, submit, message } = await trialForm(page);
    await email.fill(address);
    await failNext(request, 'slow', 'signup', { delayMs: 30_000, match: address });
    await page.clock.pauseAt(Date.now() + 60_000);
    await submit.click();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveText('Starting your trial…');
    await page.clock.runFor(TRIAL_SIGNUP_TIMEOUT_MS - 500);
    await expect(submit).toHaveText('Starting your trial…');
    await expect(message).toHaveCount(0);
    await page.clock.runFor(500);
    await expect(message).toHaveText(
      'The sign-up service did not answer within 10 seconds. Your trial may have started anyway: look for the sign-in email, or try again; trying again will not start a second trial.',
    );
    await expect(email).toHaveValue(address);
    await expect(submit).toBeEnabled();
  });

  test('no double submission while a sign-up is in flight', async ({ page, request }) => {
    const address = uniqueEmail('double');
    const { form, email, submit } = await trialForm(page);
    await email.fill(address);
    await failNext(request, 'slow', 'signup', { delayMs: 2_500, match: address });
    await submit.click();
    await expect(submit).toBeDisabled();
    await email.press('Enter');
    await form.evaluate((node: HTMLFormElement) => {
      node.requestSubmit();
      node.requestSubmit();
    });
    await page.waitForURL('**/try-for-free/thank-you/**');
    const signups = (await received(request, 'signup')).filter((record) => record.data.email === address);
    expect(signups).toHaveLength(1);
  });
});

test.describe('lead form failures', () => {
  test('a network failure keeps every value, says what happened, and a retry arrives', async ({
    page,
    request,
  }) => {
    const address = uniqueEmail('lead-drop');
    await page.goto('/features/?utm_source=webinar#contactUs');
    const dialog = page.getByRole('dialog');
    const form = dialog.locator('form');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    const values = {
      'Full name': 'Jane Park',
      'Work email': address,
      Company: 'Northwind Talent',
      'Job title': 'Head of Talent',
      Phone: '+44 20 7946 0958',
      'How can we help?': 'Pricing for 12 roles a year.',
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);

    await failNext(request, 'drop', 'leads', { count: 2, match: address });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByTestId('lead-send-error')).toContainText(
      'Your details could not be sent: the connection failed.',
    );
    await expect(dialog).toBeVisible();
    for (const [label, value] of Object.entries(values))
      await expect(form.getByLabel(label)).toHaveValue(value);
    expect((await received(request, 'lead')).some((record) => record.data.Email === address)).toBe(false);

    await clearFailures(request);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('Thanks, Jane.');
    const leads = (await received(request, 'lead')).filter((record) => record.data.Email === address);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.data).toMatchObject({
      'Form Name': 'contactUs',
      'UTM Source': 'webinar',
      Phone: '+44 20 7946 0958',
    });
  });
});
