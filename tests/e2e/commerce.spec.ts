// Why a browser: product, pricing, comparison and ROI pages are used as a visitor uses them (switches, a
// calculator, a lead form that sends).
import { expect, test, type Page } from './support/test';
import { received } from './support/emulator';

/** Product, pricing, comparison, award and ROI pages, as a visitor uses them. */

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('pricing pages', () => {
  test('interview plans show the spec prices under distinct names, with no yearly switch', async ({
    page,
  }) => {
    await page.goto('/pricing/interview/');
    await expect(page.locator('article[id^="plan-"] h2')).toHaveText([
      'Free trial',
      'Lightning',
      'Power',
      'Enterprise',
    ]);
    const lightning = page.locator('#plan-lightning');
    await expect(lightning).toContainText('$20');
    await expect(lightning).toContainText('10 job roles at a time');
    const power = page.locator('#plan-power');
    await expect(power.getByText('$99/month')).toBeVisible();
    // The spec gives no yearly discount, so there is no billing period to choose.
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(power.getByText('Recommended', { exact: true })).toBeVisible();
    await expect(page.getByText('Recommended', { exact: true })).toHaveCount(1);

    const buy = power.getByRole('link', { name: /Buy now/ });
    expect(await buy.getAttribute('href')).toMatch(/^https:\/\/buy\.stripe\.com\//);
    const trial = page.locator('#plan-lightning-trial');
    await expect(trial).toContainText('2 interviews');
    await expect(trial).toContainText('1 job role');
  });

  test('test packs and sourcing plans are exact; Enterprise asks for a quote', async ({ page }) => {
    await page.goto('/pricing/assessment/');
    for (const [id, price, first] of [
      ['emerging', '$200', '10 candidates'],
      ['growth', '$500', '50 candidates'],
      ['rocketship', '$1000', '100 candidates'],
    ]) {
      await expect(page.locator(`#plan-${id} p`).filter({ hasText: price }).first()).toBeVisible();
      await expect(page.locator(`#plan-${id}`)).toContainText(first!);
    }
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.locator('#plan-growth').getByText('Recommended', { exact: true })).toBeVisible();
    await expect(page.getByText('Recommended', { exact: true })).toHaveCount(1);

    await page.goto('/pricing/sourcing/');
    await expect(page.locator('#plan-standard')).toContainText('$10.5k');
    await expect(page.locator('#plan-professional')).toContainText('$13.5k');
    await expect(page.locator('#plan-professional')).toContainText('Recommended');
    await expect(page.getByText('Recommended', { exact: true })).toHaveCount(1);
    await expect(page.locator('#plan-professional')).toContainText('Top 10% candidate insights');
    const quote = page.locator('#plan-enterprise').getByRole('link', { name: /Get quote/ });
    expect(await quote.getAttribute('href')).toMatch(/^(\/book-demo\/|#contactUs)$/);
  });

  test('no plan card carries a script or an event handler', async ({ page }) => {
    for (const path of [
      '/pricing/interview/',
      '/pricing/assessment/',
      '/pricing/sourcing/',
      '/products/interview/',
    ]) {
      await page.goto(path);
      const unsafe = await page
        .locator('article[id^="plan-"]')
        .evaluateAll((cards) =>
          cards.flatMap((card) =>
            [card, ...card.querySelectorAll('*')].flatMap((node) => [
              ...(node.tagName === 'SCRIPT' ? ['<script>'] : []),
              ...[...node.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
            ]),
          ),
        );
      expect(unsafe, path).toEqual([]);
    }
  });

  test('product data carries the 4.9 from 9600 rating and an offer per priced plan', async ({ page }) => {
    await page.goto('/pricing/assessment/');
    const product = (await jsonLd(page)).find((data) => data['@type'] === 'Product')!;
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 9600 });
    const offers = product.offers as { price: number; priceCurrency: string; seller: { '@type': string } }[];
    expect(offers.map((offer) => offer.price)).toEqual([200, 500, 1000]);
    expect(
      offers.every((offer) => offer.priceCurrency === 'USD' && offer.seller['@type'] === 'Organization'),
    ).toBe(true);

    await page.goto('/products/sourcing/');
    const sourcing = (await jsonLd(page)).find((data) => data['@type'] === 'Product')!;
    expect(sourcing.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 9600 });
    // Enterprise is sold by quote, so it has no offer.
    expect((sourcing.offers as { price: number }[]).map((offer) => offer.price)).toEqual([10500, 13500]);
  });
});

test.describe('comparison pages', () => {
  test('the index lists every comparison and alternative page', async ({ page }) => {
    await page.goto('/compare/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Quotient compares');
    await expect(page.locator('main a[href^="/compare/"]')).toHaveCount(12);
  });

  test('a comparison shows yes and no in words, its date and its basis', async ({ page }) => {
    await page.goto('/compare/quotient-assess-vs-testgorilla/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quotient Assess vs TestGorilla');
    const table = page.getByRole('table', { name: 'Where the two differ' });
    const row = table.getByRole('row', { name: /AI candidate sourcing on the same platform/ });
    await expect(row.getByRole('cell').nth(0)).toHaveText('Yes');
    await expect(row.getByRole('cell').nth(1)).toHaveText('No');
    await expect(table.getByRole('columnheader', { name: 'TestGorilla' })).toBeVisible();
    await expect(page.locator('time').first()).toHaveText('November 20th, 2026');
    await expect(page.getByText(/public website and product pages/)).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Job simulations your candidates would take' }),
    ).toBeVisible();
    // The picture sits on its blurred placeholder.
    const frame = page.locator('img[src="/images/compare/assessment.svg"]').locator('..');
    expect(await frame.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      'data:image/svg+xml',
    );
  });

  test('the first page shows the $35k price', async ({ page }) => {
    await page.goto('/compare/enterprise-hiring-suite-alternative/');
    await expect(page.getByText('$35k', { exact: false }).first()).toBeVisible();
  });
});

test.describe('award pages', () => {
  test('recruiting nominees are grouped by category and searched by name', async ({ page }) => {
    await page.goto('/recruiting-awards/');
    const nominees = page.locator('#nominees');
    const groups = nominees.locator('section');
    await expect(groups).toHaveCount(5);
    for (const name of [
      "People's Choice Award",
      'Diversity Champion Award',
      'Best Candidate Experience Award',
      'Innovation Award',
      'People-First Award',
    ]) {
      await expect(page.locator('#categories').getByRole('heading', { name, exact: true })).toBeVisible();
    }

    const search = page.getByRole('searchbox', { name: 'Search nominees by name' });
    await search.fill('MAR');
    // Amara Okafor, Sofia Marquez and Marta Kowal contain "mar"; the two other groups drop out.
    await expect(groups).toHaveCount(3);
    await expect(nominees.getByRole('heading', { level: 4 })).toHaveText([
      'Amara Okafor',
      'Sofia Marquez',
      'Marta Kowal',
    ]);
    await expect(nominees.getByRole('status')).toHaveText('3 nominees in 3 categories match “MAR”.');

    await search.fill('zz');
    await expect(groups).toHaveCount(0);
    await expect(nominees.getByRole('status')).toContainText('No nominee’s name contains “zz”');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(groups).toHaveCount(5);
    await expect(search).toHaveValue('');
  });

  test('sales winners show their fields and no made-up profile link; nominees without a picture get a drawn portrait', async ({
    page,
  }) => {
    await page.goto('/sales-quotient-awards/');
    const winners = page.locator('#winners');
    await expect(winners.getByRole('listitem')).toHaveCount(5);
    const rookie = winners.getByRole('listitem').filter({ hasText: 'Rookie of the Year' });
    await expect(rookie).toContainText('Hugo Bernard');
    await expect(rookie).toContainText('Account Executive');
    // Fictional winners have no profile address: a made-up one would reach a real stranger.
    await expect(rookie.getByRole('link', { name: /LinkedIn/ })).toHaveCount(0);
    const zoe = page.locator('#nominees li').filter({ hasText: 'Zoe Adamson' });
    await expect(zoe.locator('img')).toHaveAttribute('src', '/images/people/zoe-adamson.svg');
  });
});

test.describe('award nominations and the People’s Choice vote', () => {
  // The windows in content are dates; fix the visitor's day inside them.
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-26T12:00:00'));
  });

  test('the newsroom links to both programmes; a vote is sent once and remembered', async ({ page }) => {
    await page.goto('/company/newsroom/');
    await page
      .getByRole('complementary', { name: 'Press information' })
      .getByRole('link', { name: 'Sales Quotient Awards' })
      .click();
    await expect(page).toHaveURL(/\/sales-quotient-awards\/$/);

    const vote = page.locator('#vote');
    await expect(vote.locator('form')).toHaveAttribute('data-hydrated', 'true');
    const before = (await received(page.request, 'lead')).length;
    await vote.getByRole('radio', { name: /Ana Sousa/ }).check();
    await vote.getByRole('button', { name: 'Cast my vote' }).click();
    await expect(vote.getByRole('status')).toHaveText(/Thank you: your vote for Ana Sousa is counted\./);
    await expect
      .poll(async () => (await received(page.request, 'lead')).slice(before).map((lead) => lead.data))
      .toContainEqual(
        expect.objectContaining({
          'Form Name': 'peoplesChoiceVote',
          Category: "People's Choice Award",
          Nominee: 'Ana Sousa',
        }),
      );

    await page.reload();
    await expect(page.locator('#vote').getByRole('status')).toHaveText(/You voted for Ana Sousa\./);
    await expect(page.locator('#vote').getByRole('radio')).toHaveCount(0);
  });

  test('a nomination arrives as awardNomination with the nominee fields', async ({ page }) => {
    await page.goto('/recruiting-awards/');
    const form = page.locator('#nominate form');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    const nominee = `Noor Haddad ${Date.now()}`;
    await form.getByLabel('Nominee’s name').fill(nominee);
    await form.getByLabel(/Nominee’s company/).fill('Brightline Health');
    await form.getByLabel('Category').selectOption('Best Candidate Experience Award');
    await form
      .getByLabel('Why do they deserve it?')
      .fill('Answers every candidate within two days and rebuilt the interview loop around work samples.');
    await form.getByLabel('Your name').fill('Sam Ortiz');
    await form.getByLabel('Your email').fill('sam@example.org');
    await form.getByRole('button', { name: 'Send nomination' }).click();
    await expect(page.locator('#nominate').getByRole('status')).toContainText(
      `your nomination of ${nominee} is in`,
    );
    await expect
      .poll(
        async () =>
          (await received(page.request, 'lead')).find((lead) => lead.data.nomineeName === nominee)?.data,
      )
      .toEqual(
        expect.objectContaining({
          'Form Name': 'awardNomination',
          Category: 'Best Candidate Experience Award',
          nomineeCompany: 'Brightline Health',
          Email: 'sam@example.org',
        }),
      );
  });
});

test.describe('ROI calculator', () => {
  test('shows the saving for the defaults and keeps typed input when a field is wrong', async ({ page }) => {
    await page.goto('/roi-calculator/');
    const total = page.getByTestId('roi-total');
    // 25 hires: 187.5 h × $40 + 22 days × 25 × $100 + 1.5 mis-hires × $15,000.
    await expect(total).toHaveText('$85,000');
    await expect(page.getByTestId('roi-percent')).toHaveText('530% return');

    const hires = page.getByLabel('Hires per year');
    await hires.fill('ten');
    await expect(page.getByText('Enter digits only, from 1 to 100,000 hires.')).toBeVisible();
    await expect(hires).toHaveAttribute('aria-invalid', 'true');
    await expect(hires).toHaveValue('ten');
    await expect(total).toHaveText('$85,000');

    await hires.fill('50');
    await expect(total).toHaveText('$170,000');
    await expect(page.getByText('Enter digits only')).toHaveCount(0);

    await page.getByLabel('Screening time per hire with Quotient').fill('900');
    await expect(page.getByText('Enter a time no longer than your screening time today.')).toBeVisible();
    await page.getByRole('button', { name: 'Reset to the defaults' }).click();
    await expect(total).toHaveText('$85,000');
    await expect(page.getByText(/25 hires a year/)).toBeVisible();
  });
});

test.describe('demo and early-access pages', () => {
  for (const [path, formName, submit, roles] of [
    ['/book-demo/', 'contactUs', 'Send message', 'How can we help?'],
    ['/sourcing-early-access/', 'sourcingWaitlist', 'Join the waitlist', 'Which roles do you source for?'],
  ] as const) {
    test(`${path} sends its lead form as ${formName}`, async ({ page }) => {
      const email = `demo.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@northwind-talent.com`;
      await page.goto(`${path}?utm_source=newsletter`);
      const form = page.locator(`form[data-form-name="${formName}"]`);
      await expect(form).toHaveAttribute('data-hydrated', 'true');
      await form.getByLabel('Full name').fill('Imani Cole');
      await form.getByLabel('Work email').fill(email);
      await form.getByLabel('Company').fill('Northwind Talent');
      await form.getByLabel('Job title').fill('Talent Lead');
      await form.getByLabel(roles).fill('Account executives in Austin');
      await form.getByRole('button', { name: submit }).click();
      await expect(page.getByTestId('lead-form-sent')).toContainText(email);
      await expect
        .poll(
          async () => (await received(page.request, 'lead')).find((lead) => lead.data.Email === email)?.data,
        )
        .toMatchObject({
          'Form Name': formName,
          'UTM Source': 'newsletter',
          Name: 'Imani Cole',
          Company: 'Northwind Talent',
        });
    });
  }
});
