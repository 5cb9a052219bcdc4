import { expect, test, type Page } from './support/test';
import { readFileSync } from 'node:fs';
import { received, type Received } from './support/emulator';
import { idle } from './support/idle';

const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@northwind-talent.com`;

async function openDialogForm(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const form = dialog.locator('form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return { dialog, form };
}

async function fillContact(page: Page, form: ReturnType<Page['locator']>, email: string) {
  await form.getByLabel('Full name').fill('Jane Park');
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Company').fill('Northwind Talent');
  await form.getByLabel('Job title').fill('Head of Talent');
}

/** The one lead sent with this email: the forms are sent as soon as they are filled, and must arrive once. */
async function leadFor(page: Page, email: string): Promise<Received['data']> {
  let found: Received[] = [];
  await expect
    .poll(async () => {
      found = (await received(page.request, 'lead')).filter((record) => record.data.Email === email);
      return found.length;
    })
    .toBe(1);
  return found[0]!.data;
}

test.describe('lead forms', () => {
  test('contactUs from the footer link: arrives with its fields, toast shown, dialog closed', async ({
    page,
  }) => {
    const email = uniqueEmail('contact');
    await page.goto('/try-for-free/?utm_source=g2');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    const { dialog, form } = await openDialogForm(page);
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Talk to our hiring team');

    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText([
      'Please enter your name',
      'Please enter email',
      'Please enter your company name',
      'Please enter your role',
      'Please tell us how we can help',
    ]);

    await fillContact(page, form, 'jane@yahoo.com');
    await form.getByLabel('How can we help?').fill('We hire 30 support agents a quarter.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid business email');

    await form.getByLabel('Work email').fill(email);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
      `Thanks, Jane. Your message is with our team and we will reply to ${email}.`,
    );
    expect(await leadFor(page, email)).toEqual({
      'Form Name': 'contactUs',
      'UTM Source': 'g2',
      Name: 'Jane Park',
      Email: email,
      Company: 'Northwind Talent',
      Role: 'Head of Talent',
      Message: 'We hire 30 support agents a quarter.',
    });
    // Closing the dialog takes the modal out of the address, so the same link opens it again.
    await expect(page).toHaveURL((url) => url.hash === '');
  });

  test("getStartedNew from the thank-you page, with the phone, and 'direct' without utm_source", async ({
    page,
  }) => {
    const email = uniqueEmail('start');
    await page.goto('/try-for-free/thank-you/');
    await page.getByRole('link', { name: 'Set it up with a specialist' }).click();
    const { dialog, form } = await openDialogForm(page);
    await fillContact(page, form, email);
    await form.getByLabel('Phone').fill('+1 415 555 0134');
    await form.getByRole('button', { name: 'Get started' }).click();
    await expect(dialog).toBeHidden();
    expect(await leadFor(page, email)).toEqual({
      'Form Name': 'getStartedNew',
      'UTM Source': 'direct',
      Name: 'Jane Park',
      Email: email,
      Company: 'Northwind Talent',
      Role: 'Head of Talent',
      Phone: '+1 415 555 0134',
    });
  });

  test('freeTemplateDownload sends the lead, then the template downloads', async ({ page }) => {
    const email = uniqueEmail('template');
    // One of the site's own downloads: a link can only name a file from that list.
    const file = '/downloads/interview-scorecard-template.docx';
    await page.goto(`/features/?utm_source=blog#freeTemplateDownload=${encodeURIComponent(file)}`);
    const { dialog, form } = await openDialogForm(page);
    await expect(dialog).toContainText('interview-scorecard-template.docx');
    await fillContact(page, form, email);
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Download template' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('interview-scorecard-template.docx');
    // A real Word file (a zip), not a page.
    expect(
      readFileSync((await saved.path())!)
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    await expect(dialog).toBeHidden();
    expect(await leadFor(page, email)).toEqual({
      'Form Name': 'freeTemplateDownload',
      'UTM Source': 'blog',
      Name: 'Jane Park',
      Email: email,
      Company: 'Northwind Talent',
      Role: 'Head of Talent',
      Resource: file,
    });
  });

  test('a resource card in the HR toolkit: lead sent, the real Word template downloads', async ({ page }) => {
    const email = uniqueEmail('toolkit');
    await page.goto('/hr-toolkit/?utm_source=newsletter');
    const card = page.locator('[data-resource="/api/jd-template"]');
    await expect(card.getByRole('heading')).toHaveText('Job description template');
    await card.getByRole('link', { name: 'Download free: Job description template' }).click();
    const { dialog, form } = await openDialogForm(page);
    await expect(dialog).toContainText('job-description-template.docx');
    await fillContact(page, form, email);
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Download template' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('job-description-template.docx');
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 2).toString('latin1'), 'a DOCX is a zip archive').toBe('PK');
    await expect(dialog).toBeHidden();
    const lead = await leadFor(page, email);
    expect(lead['Form Name']).toBe('freeTemplateDownload');
    expect(lead['UTM Source']).toBe('newsletter');
    expect(lead.Resource).toBe('/api/jd-template');
  });

  test('a lead sent while offline is kept on the device and arrives exactly once when back online', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('offline');
    await page.goto('/features/?utm_source=offline-test#contactUs');
    const { dialog, form } = await openDialogForm(page);
    await fillContact(page, form, email);
    await form.getByLabel('How can we help?').fill('Sent from a train.');

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send message' }).click();
    const notice = form.getByTestId('lead-send-error');
    await expect(notice).toContainText('Your details could not be sent: the connection failed.');
    await expect(notice).toContainText('Saved on this device: we will send it when you are back online');
    await expect(form.getByLabel('Work email')).toHaveValue(email);
    await expect(dialog).toBeVisible();
    expect((await received(page.request, 'lead')).some((record) => record.data.Email === email)).toBe(false);

    await context.setOffline(false);
    await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
      'Your message to our team has been sent.',
    );
    await expect(dialog).toBeHidden();
    expect(await leadFor(page, email)).toEqual({
      'Form Name': 'contactUs',
      'UTM Source': 'offline-test',
      Name: 'Jane Park',
      Email: email,
      Company: 'Northwind Talent',
      Role: 'Head of Talent',
      Message: 'Sent from a train.',
    });
    expect(await page.evaluate(() => localStorage.getItem('quotient-lead-outbox'))).toBeNull();

    // Neither another visit nor a second tab sends it again.
    const second = await context.newPage();
    await second.goto('/features/');
    await page.reload();
    await Promise.all([idle(page), idle(second)]);
    const arrived = (await received(page.request, 'lead')).filter((record) => record.data.Email === email);
    expect(arrived).toHaveLength(1);
  });

  test('a lead kept on the device goes on the next visit, once, even with two tabs open', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('next-visit');
    await page.goto('/book-demo/?utm_source=revisit');
    const form = page.locator('form[data-form-name="contactUs"]');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await fillContact(page, form, email);
    await form.getByLabel('How can we help?').fill('Kept for later.');
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByTestId('lead-saved')).toBeVisible();
    await page.close();

    await context.setOffline(false);
    const [tabA, tabB] = [await context.newPage(), await context.newPage()];
    await Promise.all([tabA.goto('/features/'), tabB.goto('/pricing/sourcing/')]);
    expect((await leadFor(tabA, email))['UTM Source']).toBe('revisit');
    await expect.poll(() => tabA.evaluate(() => localStorage.getItem('quotient-lead-outbox'))).toBeNull();
    await Promise.all([idle(tabA), idle(tabB)]);
    const arrived = (await received(tabA.request, 'lead')).filter((record) => record.data.Email === email);
    expect(arrived).toHaveLength(1);
  });

  test('the spec downloads are served as files with their type and name', async ({ request }) => {
    const pdf = await request.get('/api/future-proof-your-staffing-company');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toContain('future-proof-your-staffing-company.pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const docx = await request.get('/api/jd-template');
    expect(docx.status()).toBe(200);
    expect(docx.headers()['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  for (const crafted of ['javascript%3Aalert(1)', 'https://evil.example/Quotient-Offer-Letter.exe']) {
    test(`a crafted template link (${crafted}) gets an explanation, not a form`, async ({ page }) => {
      await page.goto(`/features/#freeTemplateDownload=${crafted}`);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading')).toHaveText('We do not have that template');
      await expect(dialog).not.toContainText('Quotient-Offer-Letter.exe');
      await expect(dialog.locator('form')).toHaveCount(0);
    });
  }
});
