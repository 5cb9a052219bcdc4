// Why a browser: portraits that load, the team page as shown, and the partner call to action opening its
// form.
import { expect, test } from './support/test';
import { advisors, teamMembers } from '../../content/team';

/** The company pages in a real browser: the team directory, the partner call to action, the guide index. */

test('people are drawn as portraits made at build time, and every portrait loads', async ({ page }) => {
  for (const path of ['/about/team/', '/sales-quotient-awards/', '/about/customer-testimonials/']) {
    await page.goto(path);
    const portraits = page.locator('main img[src^="/images/people/"]');
    expect(await portraits.count(), path).toBeGreaterThan(2);
    for (const portrait of await portraits.all()) {
      await portrait.scrollIntoViewIfNeeded();
      const src = await portrait.getAttribute('src');
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: `${path}: ${src}`,
        })
        .toBe(true);
    }
  }
});

test('the team page shows every team member and advisor with their name and role, drawn without photos', async ({
  page,
}) => {
  await page.goto('/about/team/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The people behind Quotient');
  // Illustrated portraits only: every picture is one drawn here.
  await expect(page.locator('main img:not([src^="/images/people/"])')).toHaveCount(0);

  for (const [title, people] of [
    ['The team', teamMembers],
    ['Our advisors', advisors],
  ] as const) {
    const section = page.getByRole('region', { name: title });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(people.map((person) => person.name));
    for (const person of people) {
      const card = section
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: person.name, exact: true }) });
      for (const line of person.role.split('\n')) await expect(card).toContainText(line);
      const linkedIn = card.getByRole('link', { name: `${person.name} on LinkedIn` });
      if (person.linkedin) await expect(linkedIn).toHaveAttribute('href', person.linkedin);
      else {
        await expect(card.getByRole('link')).toHaveCount(0);
        await expect(card).not.toContainText('LinkedIn');
      }
    }
  }
});

test('the partnership page’s calls to action open the contact form', async ({ page }) => {
  await page.goto('/partnership/');
  await page.getByRole('link', { name: 'Talk to our partner team' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('form')).toHaveAttribute('data-hydrated', 'true');
  await expect(dialog.getByLabel('How can we help?')).toBeVisible();
  await expect(page).toHaveURL(/#contactUs$/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Become a partner' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the guides index links only to pages that exist, and every one of them loads', async ({ page }) => {
  await page.goto('/guides/');
  const index = page.getByRole('region', { name: 'All guides and references' });
  const hrefs = await index
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(9);
  expect(hrefs.map((href) => href.replace(/\/?$/, '/'))).toEqual(
    expect.arrayContaining(['/how-to-hire/', '/hr-glossary/', '/hr-toolkit/', '/minimum-wage/', '/tools/']),
  );
  for (const href of hrefs) {
    expect(href, 'a site path').toMatch(/^\/[a-z0-9/-]*$/);
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(await response.text(), `${href} is a page with a heading`).toContain('<h1');
  }
});

test('the careers page lists open roles with an apply link, and the footer leads to the legal pages', async ({
  page,
}) => {
  await page.goto('/company/careers/');
  await page.getByRole('link', { name: 'See open roles' }).click();
  await expect(page).toHaveURL(/#open-roles$/);
  const roles = page.locator('#open-roles');
  await expect(roles.getByRole('heading', { level: 2, name: 'Open roles' })).toBeInViewport();
  const apply = roles.getByRole('link', { name: /^Apply for / }).first();
  await expect(apply).toHaveAttribute('href', /^mailto:careers@quotient\.example\?subject=Application%3A%20/);

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quotient privacy policy');
  await expect(page.getByRole('link', { name: 'privacy@quotient.example' }).first()).toHaveAttribute(
    'href',
    'mailto:privacy@quotient.example',
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quotient terms and conditions');
});
