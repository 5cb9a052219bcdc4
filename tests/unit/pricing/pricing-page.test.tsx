import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Plan buttons ask the route list whether their page exists; these tests are about what the page says.
vi.mock(import('@/content/routes'), async (importOriginal) => ({
  ...(await importOriginal()),
  linkExists: () => true,
}));

const { pricingPages, pricingPageSchema, assessmentPricing, sourcingPricing } =
  await import('@/content/plans');
const { PricingPage } = await import('@/components/pricing/PricingPage');

const pages = Object.values(pricingPages);

function renderPage(product: keyof typeof pricingPages) {
  return render(<PricingPage content={pricingPages[product]} />);
}

function comparisonTable() {
  return screen.getByRole('table', { name: /compared/ });
}

/** The text a screen reader reads for each cell of a row, feature first. */
function rowTexts(table: HTMLElement, feature: string): string[] {
  const header = within(table).getByRole('rowheader', { name: feature });
  const row = header.closest('tr')!;
  return [...row.children].map((cell) => cell.textContent?.trim() ?? '');
}

describe('plan comparison table', () => {
  it.each(pages.map((page) => [page.product]))(
    '%s: one column per plan, one row per feature, every cell in words',
    (product) => {
      const content = pricingPages[product];
      renderPage(product);
      const table = comparisonTable();
      expect(table.querySelector('caption')).toHaveTextContent(content.comparison.caption);

      const columns = within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
      expect(columns).toEqual(['Feature', ...content.plans.map((plan) => plan.name)]);
      for (const th of table.querySelectorAll('thead th')) expect(th).toHaveAttribute('scope', 'col');

      const features = within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent);
      expect(features).toEqual(content.comparison.rows.map((row) => row.feature));
      for (const th of table.querySelectorAll('tbody th')) expect(th).toHaveAttribute('scope', 'row');

      for (const row of content.comparison.rows) {
        const expected = content.plans.map((plan) => {
          const value = row.values[plan.id];
          return value === true ? 'Included' : value === false ? 'Not included' : value;
        });
        expect(rowTexts(table, row.feature), row.feature).toEqual([row.feature, ...expected]);
      }
    },
  );

  it('states the plans the spec gives, and what Growth leaves out', () => {
    renderPage('assessment');
    const table = comparisonTable();
    expect(rowTexts(table, 'Candidates').slice(1, 4)).toEqual([
      '10 candidates',
      '50 candidates',
      '100 candidates',
    ]);
    expect(rowTexts(table, 'Free custom video questions').slice(1, 4)).toEqual([
      'Included',
      'Not included',
      'Not included',
    ]);
    expect(rowTexts(table, 'Premium onboarding').slice(1, 4)).toEqual([
      'Not included',
      'Not included',
      'Included',
    ]);
  });

  it('lets a phone scroll the table inside a named, focusable region', () => {
    renderPage('sourcing');
    const region = screen.getByRole('region', { name: 'Sourcing plans compared' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});

describe('plan cards', () => {
  it('say on the Growth card that Emerging’s free video questions are not in it', () => {
    renderPage('assessment');
    const growth = document.getElementById('plan-growth')!;
    const missing = within(growth).getByRole('list', { name: 'Not included' });
    expect(missing).toHaveTextContent('Free custom video questions (included with Emerging)');
    expect(within(growth).getByRole('list', { name: 'Growth includes' })).not.toHaveTextContent(/video/i);
    const emerging = document.getElementById('plan-emerging')!;
    expect(within(emerging).getByRole('list', { name: 'Emerging includes' })).toHaveTextContent(
      'Free custom video questions',
    );
  });

  it('keep the spec’s sourcing points on Standard and Professional', () => {
    renderPage('sourcing');
    const items = (id: string) =>
      within(document.getElementById(id)!)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('plan-standard')).toEqual([
      '12 job roles per year',
      'Unlimited profile search',
      'Unlimited engagement',
      'Essential dashboard',
      'Support',
      'Dedicated account manager',
    ]);
    expect(items('plan-professional')).toEqual([
      'Everything in Standard',
      '12 job roles per year',
      'Full dashboard',
      'Automated workflows',
      'Advanced filters',
      'Top 10% candidate insights',
      'Personalization',
      'Most-likely-to-join candidates',
    ]);
  });

  it.each(pages.map((page) => [page.product]))(
    '%s: a full Enterprise card with SSO, service levels and a security review, by quote',
    (product) => {
      renderPage(product);
      const card = document.getElementById('plan-enterprise')!;
      expect(within(card).getByRole('heading', { name: 'Enterprise' })).toBeInTheDocument();
      expect(card).toHaveTextContent('By quote');
      const items = within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? '');
      for (const expected of [
        /single sign-on \(SSO\)/i,
        /service level agreement \(SLA\)/i,
        /security review/i,
        /contract/i,
      ]) {
        expect(
          items.some((item) => expected.test(item)),
          `${product}: ${expected}`,
        ).toBe(true);
      }
      expect(items.length, product).toBeGreaterThanOrEqual(6);
      const quote = within(card).getByRole('link', { name: /^Get quote/ });
      expect(quote.getAttribute('href')).toMatch(/^\/book-demo\/?$/);
    },
  );

  it('the sourcing Enterprise plan has unlimited job roles', () => {
    renderPage('sourcing');
    expect(document.getElementById('plan-enterprise')).toHaveTextContent('Unlimited job roles');
  });
});

describe('plan buttons', () => {
  // What each label promises, and where such a button must go (next/link drops the trailing slash
  // outside the build, which adds it back).
  const actions: Record<string, RegExp> = {
    'Start free trial': /^\/try-for-free\/?$/,
    'Buy now': /^https:\/\/buy\.stripe\.com\//,
    'Join the waitlist': /^\/sourcing-early-access\/?$/,
    'Get quote': /^\/book-demo\/?$/,
  };

  const expected = {
    interview: ['Start free trial', 'Buy now', 'Buy now', 'Get quote'],
    assessment: ['Start free trial', 'Start free trial', 'Start free trial', 'Get quote'],
    sourcing: ['Join the waitlist', 'Join the waitlist', 'Get quote'],
  } as const;

  it.each(pages.map((page) => [page.product]))('%s: each button says what it does', (product) => {
    const { container } = renderPage(product);
    const buttons = [...container.querySelectorAll<HTMLElement>('article[id^="plan-"]')].map((card) => {
      const link = within(card).getByRole('link');
      const name = within(card).getByRole('heading').textContent;
      const label = link.firstChild?.textContent ?? '';
      expect(link, `${product} ${name}`).toHaveAccessibleName(new RegExp(`^${label}\\s*– ${name}`));
      expect(link.getAttribute('href'), `${product} ${name}: ${label}`).toMatch(actions[label]!);
      return label;
    });
    expect(buttons).toEqual(expected[product]);
  });
});

describe('Recommended badge', () => {
  it.each(pages.map((page) => [page.product]))(
    '%s: exactly one, on the plan the content marks',
    (product) => {
      const content = pricingPages[product];
      renderPage(product);
      const badges = screen.getAllByText('Recommended', { exact: true });
      expect(badges).toHaveLength(1);
      const marked = content.plans.filter((plan) => plan.recommended);
      expect(marked).toHaveLength(1);
      expect(badges[0]!.closest('article')).toHaveAttribute('id', `plan-${marked[0]!.id}`);
    },
  );

  it('mark Professional on the sourcing page, as the spec does', () => {
    expect(sourcingPricing.plans.find((plan) => plan.recommended)?.id).toBe('professional');
  });
});

describe('comparison content checks', () => {
  it('refuse a row without a value for every plan, or naming a plan not on the page', () => {
    const [first, ...rest] = assessmentPricing.comparison.rows;
    const values = Object.fromEntries(Object.entries(first!.values).filter(([id]) => id !== 'growth'));
    const result = pricingPageSchema.safeParse({
      ...assessmentPricing,
      comparison: {
        ...assessmentPricing.comparison,
        rows: [{ ...first, values: { ...values, gold: '1' } }, ...rest],
      },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'give a value for growth',
      'no plan on this page is called gold',
    ]);
  });

  it('refuse "Everything in" a plan when a feature of that plan is missing', () => {
    const rows = sourcingPricing.comparison.rows.map((row) =>
      row.feature === 'Support' ? { ...row, values: { ...row.values, professional: false } } : row,
    );
    const result = pricingPageSchema.safeParse({
      ...sourcingPricing,
      comparison: { ...sourcingPricing.comparison, rows },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'Professional builds on standard but lacks "Support"',
    );
  });
});
