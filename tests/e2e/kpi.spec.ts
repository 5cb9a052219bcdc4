// Why a browser: the KPI generators build their tables and files from typed fields in the page.
import { expect, test, type Page } from './support/test';
import mammoth from 'mammoth';
import { readFileSync } from 'node:fs';
import { clearFailures, failNext } from './support/emulator';

/** The KPI generators (family `kpi`): one island for the five pages. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
}

const kpi = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('the KPI generators', () => {
  test('HR: works out time to fill against a target and downloads the scorecard as Word', async ({
    page,
  }) => {
    await open(page, '/tools/hr-kpi-generator/');
    await expect(page.getByRole('heading', { level: 1, name: 'HR KPI generator' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(6);
    const fill = kpi(page, 'Time to fill');
    await fill.getByLabel(/Days open, summed/).fill('450');
    await fill.getByLabel('Positions filled').fill('10');
    await expect(fill.getByLabel('Current value')).toHaveText('45 days');
    await fill.getByLabel(/Your target/).fill('40');
    await expect(fill.getByText('Off track: 5 days above your target.')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Word (.docx)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('kpi-scorecard-hr.docx');
    const { value } = await mammoth.extractRawText({ path: (await file.path())! });
    expect(value).toContain('KPI scorecard: HR and recruiting');
    expect(value).toContain('45 days');

    // The draft survives a reload.
    await page.reload();
    await expect(page.locator('[data-ready="true"]').first()).toBeVisible();
    await expect(kpi(page, 'Time to fill').getByLabel('Positions filled')).toHaveValue('10');
  });

  test('sales: replaces a KPI with the next best and downloads CSV and PDF', async ({ page }) => {
    await open(page, '/tools/sales-kpi-generator/');
    const first = (await page.getByRole('article').first().getByRole('heading').textContent())!;
    await page.getByRole('button', { name: `Replace ${first}` }).click();
    await expect(page.getByRole('article', { name: first })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(6);

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toBe('kpi-scorecard-sales.csv');
    const text = readFileSync((await csvFile.path())!, 'utf8');
    expect(text).toContain('KPI,Type,Why it fits,Formula');
    expect(text).not.toContain(`\r\n${first},`);

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdfFile = await pdf;
    expect(
      readFileSync((await pdfFile.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  test('any team: switching to finance rebuilds the scorecard for its goals', async ({ page }) => {
    await open(page, '/tools/kpi-generator/');
    await page.getByLabel('Team').selectOption('finance');
    await expect(page.getByRole('group', { name: 'Goals for finance' })).toBeVisible();
    await expect(kpi(page, 'Days sales outstanding (DSO)')).toBeVisible();
    await page.getByLabel('Number of KPIs').selectOption('4');
    await expect(page.getByRole('article')).toHaveCount(4);
  });

  test('suggests KPIs with AI for a goal in the visitor’s words, and keeps the scorecard on failure', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await open(page, '/tools/hr-kpi-generator/');
    const goal = page.getByLabel('Your goal, in your own words');
    await goal.fill('Fewer new hires quitting in the warehouse');
    await page.getByRole('button', { name: 'Suggest KPIs with AI' }).click();
    await expect(page.getByText(/^\d+ AI suggestions?\. Check each formula/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('article')).toHaveCount(6);

    const marker = `warehouse-${Date.now()}`;
    await goal.fill(`Cut attrition at ${marker}`);
    await failNext(request, 'http500', 'ai', { match: marker });
    try {
      await page.getByRole('button', { name: 'Suggest KPIs with AI' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'The AI service could not answer just now' }),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('article')).toHaveCount(6);
      await expect(goal).toHaveValue(`Cut attrition at ${marker}`);
    } finally {
      await clearFailures(request);
    }
  });

  // Axe on the opened page and its fit at 390 px: the site walk (site-walk.spec.ts) checks every page.
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the static page already shows the default scorecard', async ({ page }) => {
    await page.goto('/tools/marketing-kpi-generator/');
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Your scorecard' })).toBeVisible();
  });
});
