import { describe, expect, it } from 'vitest';
import MinimumWageStateRoute, {
  generateMetadata,
  generateStaticParams,
} from '@/app/minimum-wage/[state]/page';
import { StatePage } from '@/components/minimum-wage/StatePage';
import { federalView, stateViewAt, stateViews } from '@/content/minimum-wage/view';
import { brokenJsonLd } from '../../../scripts/security/html';
import { faqData, hrefs, renderPage, tableRows, text, type Rendered } from './render';

async function renderRoute(state: string): Promise<Rendered> {
  return renderPage(await MinimumWageStateRoute({ params: Promise.resolve({ state }) }));
}

function renderState(slug: string): Rendered {
  const view = stateViewAt(slug)!;
  return renderPage(
    <StatePage view={view} federal={federalView} others={stateViews.filter((other) => other !== view)} />,
  );
}

describe('/minimum-wage/<state>/ routes', () => {
  it('are generated for the twelve states and no other slug', () => {
    expect(generateStaticParams().map((params) => params.state)).toEqual(stateViews.map((view) => view.slug));
  });

  it('declare their own canonical URL', async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ state: 'arizona' }) });
    expect(String(metadata.alternates?.canonical)).toMatch(/\/minimum-wage\/arizona\/$/);
    expect(String(metadata.openGraph?.url)).toMatch(/\/minimum-wage\/arizona\/$/);
  });

  it('answer an unknown state with not found', async () => {
    await expect(MinimumWageStateRoute({ params: Promise.resolve({ state: 'texas' }) })).rejects.toThrow();
  });
});

describe('the Ohio page', async () => {
  const { html, doc } = await renderRoute('ohio');

  it('has one h1 and the rate as its figure, with the effective date', () => {
    expect([...doc.querySelectorAll('h1')].map(text)).toEqual(['Ohio minimum wage 2026']);
    const figure = doc.querySelector('[data-testid="rate-figure"]');
    expect(figure?.querySelector('data')?.getAttribute('value')).toBe('11.00');
    expect(text(figure)).toContain('$11.00 an hour');
    expect(text(figure)).toContain('In effect since January 1, 2026');
    expect(text(figure)).toContain('Tipped cash wage$5.50 Tip credit up to $5.50');
    expect(text(figure)).toContain(
      'Next increaseIndexed yearly Next rate not yet confirmed (reviewed November 22, 2026)',
    );
  });

  it('leads with who the rate covers and how it moved', () => {
    expect(text(doc.querySelector('header p[class*="lead"]'))).toBe(
      'The Ohio minimum wage is $11.00 an hour for employers with annual gross receipts over $405,000, up $0.30 (2.8%) from $10.70. Here is who it covers, what tipped workers get, the rates of 2025 and 2026, full-time pay and the source behind every figure.',
    );
    expect(text(doc.querySelector('#coverage'))).toContain(
      'Employers at or below that threshold, and workers aged 14 and 15, follow the federal minimum of $7.25 an hour.',
    );
  });

  it('shows the 2025 to 2026 history as a table, current row last', () => {
    expect(text(doc.querySelector('#rate-history caption'))).toContain(
      'Ohio minimum wage rates, 2025 to 2026',
    );
    expect(tableRows(doc, 'rate-history')).toEqual([
      [
        'January 1, 2025',
        'December 31, 2025',
        '$10.70',
        '$5.35',
        'Earliest rate listed',
        'employers with annual gross receipts > $394,000',
      ],
      [
        'January 1, 2026',
        'Still in force',
        '$11.00',
        '$5.50',
        'up $0.30 (2.8%)',
        'employers with annual gross receipts > $405,000',
      ],
    ]);
    expect(text(doc.querySelector('#next-increase'))).toContain('Indexed yearly');
  });

  it('works out full-time pay beside the federal minimum', () => {
    expect(tableRows(doc, 'pay-table')).toEqual([
      ['Hour 1 hour', '$11.00', '$7.25'],
      ['Day 8 hours', '$88.00', '$58.00'],
      ['Week 40 hours', '$440.00', '$290.00'],
      ['Two weeks 80 hours', '$880.00', '$580.00'],
      ['Month 2,080 ÷ 12 hours', '$1,906.67', '$1,256.67'],
      ['Year 2,080 hours', '$22,880.00', '$15,080.00'],
    ]);
    expect(hrefs(doc, '#pay a[href^="/tools/paycheck-calculator"]')).toEqual([
      '/tools/paycheck-calculator/?grossPay=440.00&payFrequency=weekly&state=OH&retirement401k=0&healthInsurance=0',
    ]);
  });

  it('cites official sources by publisher and title, with the date last reviewed', () => {
    const sources = [...doc.querySelectorAll('#sources ol[aria-label="Official sources"] li')];
    expect(sources.map((item) => text(item.querySelector('span')))).toEqual([
      'Ohio Department of Commerce',
      'Ohio Department of Commerce',
      'Ohio Constitution',
      'US Department of Labor',
    ]);
    const hosts = sources.flatMap((item) =>
      [...item.querySelectorAll('a')].map((link) => new URL(link.href).host),
    );
    expect(hosts).toEqual(['com.ohio.gov', 'com.ohio.gov', 'www.dol.gov']);
    expect(text(sources[2])).toContain('Article II, Section 34a');
    expect(text(doc.querySelector('#sources'))).toContain('Last reviewed November 22, 2026.');
  });

  it('carries a dated disclaimer', () => {
    expect(text(doc.querySelector('aside[aria-label="Disclaimer"]'))).toBe(
      'Figures as of November 22, 2026, from the sources listed. City and county minimum wages may be higher than the state rate. This page is general information, not legal advice: check with the state labor department or an employment lawyer before setting pay.',
    );
  });

  it('publishes its FAQ as FAQPage data with the same questions as the page', () => {
    expect(brokenJsonLd(html)).toEqual([]);
    const faq = faqData(html);
    const shown = [...doc.querySelectorAll('#faq summary')].map(text);
    expect(faq.mainEntity.map((question) => question.name)).toEqual(shown);
    expect(shown[0]).toBe('What is the minimum wage in Ohio in 2026?');
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toContain('$11.00 an hour');
    expect(shown).toContain('Do small businesses in Ohio have to pay the state minimum wage?');
  });

  it('links to the paycheck calculator, the overview and the other eleven states', () => {
    const others = hrefs(doc, 'ul[aria-label="Other states"] a');
    expect(others).toHaveLength(11);
    expect(others).not.toContain('/minimum-wage/ohio/');
    expect(others).toContain('/minimum-wage/new-jersey/');
    const related = hrefs(doc, 'ul[aria-label="Related tools and pages"] a');
    expect(related).toContain('/minimum-wage/');
    expect(related.some((href) => href?.startsWith('/tools/paycheck-calculator/'))).toBe(true);
  });

  it('puts wide tables in a focusable region named by their title', () => {
    for (const id of ['rate-history', 'pay-table']) {
      const region = doc.querySelector(`#${id}`)!.closest('[role="region"]')!;
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(region.getAttribute('aria-labelledby')).toBe(`${id}-title`);
    }
  });
});

describe('other states', () => {
  it('Michigan shows its next scheduled increase and its minor rates', () => {
    const { doc } = renderState('michigan');
    expect(text(doc.querySelector('#next-increase'))).toContain('$15.00 on January 1, 2027');
    expect(text(doc.querySelector('#next-increase'))).toContain(
      'The tipped cash wage becomes 42% of the minimum wage, $6.30.',
    );
    expect(tableRows(doc, 'rate-history').map((row) => row.slice(0, 4))).toEqual([
      ['January 1, 2025', 'February 20, 2025', '$10.56', '$4.01'],
      ['February 21, 2025', 'December 31, 2025', '$12.48', '$4.74 (38%)'],
      ['January 1, 2026', 'Still in force', '$13.73', '$5.49 (40%)'],
    ]);
    expect(tableRows(doc, 'special-rates')).toEqual([
      ['Minors aged 16 and 17 (85%)', '$8.98', '$10.61', '$11.67'],
    ]);
  });

  it('Nevada says there is no tip credit and that the rate has not changed since 2024', () => {
    const { doc } = renderState('nevada');
    expect(text(doc.querySelector('[data-testid="rate-figure"]'))).toContain(
      'Tipped workers$12.00 No tip credit',
    );
    expect(text(doc.querySelector('#coverage'))).toContain(
      'Nevada allows no tip credit: tipped employees must be paid the full $12.00 an hour in cash',
    );
    expect(text(doc.querySelector('#rates header'))).toContain('No change since July 1, 2024.');
    expect(tableRows(doc, 'rate-history')).toEqual([
      ['July 1, 2024', 'Still in force', '$12.00', '$12.00', 'Earliest rate listed'],
    ]);
  });

  it('Virginia says where the sources give no tipped wage instead of guessing one', () => {
    const { doc } = renderState('virginia');
    expect(tableRows(doc, 'rate-history').map((row) => row[3])).toEqual(['Not in sources', '$2.13']);
  });

  it.each(stateViews.map((view) => [view.name, view] as const))(
    '%s keeps the research record off the page: no notes, doubts or third-party pages',
    (_name, view) => {
      const { doc } = renderState(view.slug);
      const page = text(doc.body);
      const data = view.data;
      expect(page).not.toMatch(/research notes|third parties|not read directly|among the pages read/i);
      expect(page).not.toContain(data.notes);
      for (const doubt of data.uncertain) expect(page).not.toContain(doubt);
      const hosts = [...doc.querySelectorAll('#sources a')].map(
        (link) => new URL(link.getAttribute('href')!).host,
      );
      expect(hosts.length).toBeGreaterThan(0);
      for (const host of hosts) expect(host, view.name).toMatch(/\.gov$/);
      expect(text(doc.querySelector('header'))).toContain('Last reviewed');
    },
  );

  it.each(stateViews.map((view) => [view.name, view] as const))(
    '%s renders one h1, its rate and valid FAQ data',
    (name, view) => {
      const { html, doc } = renderState(view.slug);
      expect([...doc.querySelectorAll('h1')].map(text)).toEqual([`${name} minimum wage 2026`]);
      expect(doc.querySelector('[data-testid="rate-figure"] data')?.getAttribute('value')).toBe(
        view.data.hourly.toFixed(2),
      );
      expect(brokenJsonLd(html)).toEqual([]);
      expect(faqData(html).mainEntity.length).toBeGreaterThanOrEqual(5);
    },
  );
});
