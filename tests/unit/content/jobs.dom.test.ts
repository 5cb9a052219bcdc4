import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LandingSections } from '@/components/sections/LandingSections';
import { WageTable } from '@/components/sections/WageTable';
import { careerToolPath, careerToolSlugs, isBuilt, toolCards, toolLink } from '@/content/jobs/career-tools';
import { federalMinimum, jobCount, medianHourly, yearlyAtHours } from '@/content/jobs/facts';
import { jobGuidePath, jobGuideSlugs } from '@/content/jobs/pages/shared';
import { annualText, hourlyText, rangeText } from '@/content/jobs/wage-format';
import { wageTableSectionSchema, type WageTableSection } from '@/content/jobs/wage-table-schema';
import {
  HOURS_PER_YEAR,
  OEWS_CAVEATS,
  OEWS_SOURCE,
  occupationWages,
  wageFor,
  type WageValue,
} from '@/content/jobs/wages';
import { landingAt, landingPages } from '@/content/landing';
import { revenueExample } from '@/content/landing/definitions';
import { jobPages } from '@/content/landing/jobs';
import type { LandingPage } from '@/content/schema/landing';
import { inlineHrefs } from '@/content/schema/longform';
import { linkExists } from '@/content/routes';
import { toolBySlug } from '@/content/tools/registry';

const renderPage = (page: LandingPage) => render(createElement(LandingSections, { sections: page.sections }));

function wageSectionOf(page: LandingPage): WageTableSection {
  const sections = page.sections.filter((section) => section.type === 'wageTable');
  expect(sections, page.path).toHaveLength(1);
  return sections[0] as WageTableSection;
}

/** Every string in a page's sections, to look for inline links and wording. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the OEWS wage module', () => {
  it('carries its source line, release date and the meaning of # and *', () => {
    expect(OEWS_SOURCE.publisher).toBe('U.S. Bureau of Labor Statistics');
    expect(OEWS_SOURCE.reference).toBe('May 2024');
    expect(OEWS_SOURCE.released).toBe('2025-04-02');
    expect(OEWS_SOURCE.url).toBe('https://www.bls.gov/oes/tables.htm');
    expect(OEWS_CAVEATS.topCoded).toContain('$239,200 a year');
    expect(OEWS_CAVEATS.topCoded).toContain('$115.00 an hour');
    expect(OEWS_CAVEATS.notAvailable).toMatch(/^\* /);
  });

  // Checked by hand against the rows of national_M2024_dl.csv (columns TOT_EMP, H_PCT10,
  // H_MEDIAN, H_PCT90, A_PCT10, A_MEDIAN, A_PCT90).
  it.each([
    ['41-2031', 'Retail Salespersons', 3800250, [12.31, 16.62, 23.05], [25600, 34580, 47930]],
    ['43-9021', 'Data Entry Keyers', 135280, [14.47, 19.16, 27.37], [30100, 39850, 56930]],
    ['11-2021', 'Marketing Managers', 384980, [39.38, 77.42, '#'], [81900, 161030, '#']],
  ] as const)('matches the source row of %s (%s)', (soc, title, employment, hourly, annual) => {
    const wage = wageFor(soc);
    expect(wage).toEqual({
      soc,
      title,
      employment,
      hourly: { p10: hourly[0], median: hourly[1], p90: hourly[2] },
      annual: { p10: annual[0], median: annual[1], p90: annual[2] },
    });
  });

  it('holds one row per SOC code, each internally consistent', () => {
    const codes = occupationWages.map((wage) => wage.soc);
    expect(new Set(codes).size).toBe(codes.length);
    for (const wage of occupationWages) {
      expect(wage.soc).toMatch(/^\d{2}-\d{4}$/);
      expect(wage.employment, wage.soc).toBeGreaterThan(0);
      for (const key of ['p10', 'median', 'p90'] as const) {
        const hourly = wage.hourly[key];
        const annual = wage.annual[key];
        // BLS caps and blanks hourly and annual figures together.
        expect(typeof hourly, `${wage.soc} ${key}`).toBe(typeof annual);
        if (typeof hourly === 'number' && typeof annual === 'number') {
          // Annual = hourly × 2,080 from the unrounded hourly wage, so allow for the cent rounding.
          expect(Math.abs(annual - hourly * HOURS_PER_YEAR), `${wage.soc} ${key}`).toBeLessThanOrEqual(20);
        } else expect(hourly, `${wage.soc} ${key}`).toBe(annual);
      }
      const ordered = (spread: Record<'p10' | 'median' | 'p90', WageValue>) =>
        [spread.p10, spread.median, spread.p90].filter((value) => typeof value === 'number');
      for (const spread of [wage.hourly, wage.annual]) {
        const values = ordered(spread);
        expect(values, wage.soc).toEqual([...values].sort((a, b) => a - b));
      }
    }
  });

  it('is used by the pages: every row it holds appears in some wage table', () => {
    const shown = new Set(jobPages.flatMap((page) => wageSectionOf(page).rows.map((row) => row.soc)));
    expect([...shown].sort()).toEqual(occupationWages.map((wage) => wage.soc).sort());
  });
});

describe('wage formatting', () => {
  it('writes # and * as words, never as a number', () => {
    expect(hourlyText('#')).toBe('$115.00 or more');
    expect(annualText('#')).toBe('$239,200 or more');
    expect(hourlyText('*')).toBe('Not available');
    expect(annualText('*')).toBe('Not available');
    expect(rangeText(81900, '#', annualText)).toBe('$81,900 to $239,200 or more');
    expect(rangeText('*', 50000, annualText)).toBe('Not available');
  });

  it('writes numbers as dollars', () => {
    expect(hourlyText(16.62)).toBe('$16.62');
    expect(hourlyText(45)).toBe('$45.00');
    expect(annualText(34580)).toBe('$34,580');
  });

  it('gives the text of the pages the same figures as the tables', () => {
    expect(medianHourly('41-2031')).toBe('$16.62');
    expect(jobCount('31-1120')).toBe('about 4.0 million');
    expect(jobCount('43-9021')).toBe('about 135,000');
    // 14.99 × 20 × 52 = 15,589.60
    expect(yearlyAtHours('41-2011', 20)).toBe('$15,590');
    expect(federalMinimum).toBe('$7.25');
  });

  it('refuses a wage table naming a SOC code that was not copied', () => {
    const result = wageTableSectionSchema.safeParse({
      type: 'wageTable',
      title: 'Pay',
      caption: 'Pay',
      rows: ['41-2031', '41-2011', '43-4051', '43-9061', '99-9999'].map((soc) => ({ soc })),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('99-9999 is not in content/jobs/wages.ts');
  });
});

describe('the wage table', () => {
  it('shows a capped value as text with its explanation under the table', () => {
    const page = landingAt('/jobs/remote-marketing-jobs/')!;
    render(createElement(WageTable, { section: wageSectionOf(page) }));
    const row = screen.getByRole('row', { name: /Marketing Managers/ });
    expect(within(row).getByText('$161,030')).toBeInTheDocument();
    expect(row).toHaveTextContent('$81,900 to $239,200 or more a year');
    expect(row).toHaveTextContent('$39.38 to $115.00 or more an hour');
    expect(row).not.toHaveTextContent(/NaN|undefined|#/);
    expect(screen.getByText(OEWS_CAVEATS.topCoded)).toBeInTheDocument();
  });

  it('leaves the cap note out when no figure is capped', () => {
    const page = landingAt('/jobs/jobs-near-me/')!;
    render(createElement(WageTable, { section: wageSectionOf(page) }));
    expect(screen.queryByText(OEWS_CAVEATS.topCoded)).toBeNull();
    expect(screen.getByText(OEWS_CAVEATS.annualIsFullTime)).toBeInTheDocument();
  });
});

describe('the job-search pages', () => {
  it('are the ten guides, at /jobs/<slug>/', () => {
    expect(jobPages.map((page) => page.path).sort()).toEqual(jobGuideSlugs.map(jobGuidePath).sort());
    expect(jobPages).toHaveLength(10);
  });

  it.each(jobGuideSlugs)('%s renders one h1 and its wage table with the source line', (slug) => {
    const page = landingAt(jobGuidePath(slug))!;
    const section = wageSectionOf(page);
    expect(section.rows.length).toBeGreaterThanOrEqual(5);
    expect(section.rows.length).toBeLessThanOrEqual(8);
    const { container } = renderPage(page);
    expect(container.querySelectorAll('h1')).toHaveLength(1);

    const table = screen.getByRole('table', { name: section.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(section.rows.length);
    section.rows.forEach((entry, index) => {
      const wage = wageFor(entry.soc)!;
      expect(rows[index]).toHaveTextContent(wage.title);
      expect(rows[index]).toHaveTextContent(`SOC ${wage.soc}`);
      expect(rows[index]).toHaveTextContent(hourlyText(wage.hourly.median));
      expect(rows[index]).toHaveTextContent(annualText(wage.annual.median));
    });

    const source = screen.getByText(/^Source:/);
    expect(source).toHaveTextContent(
      'Source: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics (OEWS), May 2024 national, cross-industry estimates, released April 2, 2025.',
    );
    expect(within(source).getByRole('link')).toHaveAttribute('href', OEWS_SOURCE.url);
    // The source sits under the table, inside the same section.
    expect(table.compareDocumentPosition(source) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each(jobGuideSlugs)('%s links only to pages that exist and anchors that are there', (slug) => {
    const page = landingAt(jobGuidePath(slug))!;
    const { container } = renderPage(page);
    const hrefs = [...container.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      if (href.startsWith('#')) {
        expect(container.querySelector(`[id="${href.slice(1)}"]`), `${slug}: ${href}`).not.toBeNull();
      } else if (href.startsWith('/')) expect(linkExists(href), `${slug}: ${href}`).toBe(true);
      else expect(href, slug).toMatch(/^https:\/\//);
    }
  });

  it('emits FAQ structured data on every page', () => {
    for (const page of jobPages) {
      const { container, unmount } = renderPage(page);
      const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      );
      expect(
        data.some((text) => text.includes('FAQPage')),
        page.path,
      ).toBe(true);
      unmount();
    }
  });

  it('write each page for its own search: unique titles, heroes and FAQ questions', () => {
    const titles = landingPages().map((page) => page.title);
    const descriptions = landingPages().map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const heroes = new Set<string>();
    const questions = new Set<string>();
    const tables = new Set<string>();
    for (const page of jobPages) {
      expect(page.title.length, page.path).toBeLessThanOrEqual(70);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
      for (const section of page.sections) {
        if (section.type === 'hero') {
          expect(heroes.has(section.title), page.path).toBe(false);
          heroes.add(section.title);
        }
        if (section.type === 'faq') {
          expect(section.items.length, page.path).toBeGreaterThanOrEqual(4);
          for (const item of section.items) {
            expect(questions.has(item.question), `${page.path}: ${item.question}`).toBe(false);
            questions.add(item.question);
          }
        }
      }
      const set = wageSectionOf(page)
        .rows.map((row) => row.soc)
        .join(',');
      expect(tables.has(set), `${page.path} repeats another page's occupations`).toBe(false);
      tables.add(set);
    }
  });

  it('cover search channels, scams and standing out on every page, without claiming live openings', () => {
    for (const page of jobPages) {
      const text = strings(page.sections).join('\n');
      expect(text, page.path).toMatch(/site:/);
      expect(text, page.path).toMatch(/scam/i);
      expect(text, page.path).toMatch(/one-way video|recorded (video )?interview|recorded video/i);
      expect(text, page.path).not.toMatch(/\b\d[\d,]*\+?\s+(open|live|new)\s+(jobs|openings|positions)\b/i);
      expect(text, page.path).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i);
    }
  });
});

describe('links to free tools', () => {
  it('link a tool only once it is built, and name it in plain text until then', () => {
    for (const slug of careerToolSlugs) {
      const built = toolBySlug(slug) !== undefined;
      expect(isBuilt(slug)).toBe(built);
      expect(toolLink(slug, 'the tool')).toBe(built ? `[the tool](${careerToolPath(slug)})` : 'the tool');
      expect(toolCards([slug]).map((card) => card.href)).toEqual(built ? [careerToolPath(slug)] : []);
    }
  });

  it('never leave a page linking a tool that does not exist', () => {
    for (const page of jobPages) {
      const hrefs = strings(page.sections).flatMap(inlineHrefs);
      const cards = page.sections.flatMap((section) =>
        section.type === 'links' ? section.items.map((item) => item.href) : [],
      );
      for (const href of [...hrefs, ...cards].filter((target) => target.startsWith('/tools/'))) {
        expect(linkExists(href), `${page.path}: ${href}`).toBe(true);
      }
    }
  });
});

describe('the revenue definition page', () => {
  const page = landingAt('/revenue-definition/')!;

  it('is a guide with one h1, FAQ data and links to the related calculators and glossary', () => {
    expect(page.title.length).toBeLessThanOrEqual(70);
    const { container } = renderPage(page);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    const hrefs = [...container.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href') ?? '');
    // next/link drops the trailing slash outside a Next build; compare paths without it.
    const paths = hrefs.map((href) => href.replace(/\/$/, ''));
    for (const path of [
      '/tools/profit-margin-calculator/',
      '/tools/margin-calculator/',
      '/tools/marginal-revenue-calculator/',
      '/hr-glossary/',
    ]) {
      expect(paths).toContain(path.replace(/\/$/, ''));
    }
    for (const href of hrefs) {
      if (href.startsWith('/')) expect(linkExists(href), href).toBe(true);
      if (href.startsWith('#'))
        expect(container.querySelector(`[id="${href.slice(1)}"]`), href).not.toBeNull();
    }
    expect(container.querySelector('script[type="application/ld+json"]')?.textContent).toContain('FAQPage');
    for (const heading of [
      'Gross vs net revenue',
      'Operating vs non-operating revenue',
      'Revenue per employee',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: /ASC 606 in five steps/ })).toBeInTheDocument();
  });

  it('adds up its worked example and shows the results', () => {
    const e = revenueExample;
    expect(e.netRevenue).toBe(1_200_000);
    expect(e.grossProfit).toBe(720_000);
    expect(e.operatingIncome).toBe(180_000);
    expect(e.netIncome).toBeCloseTo(142_200, 6);
    expect(e.revenuePerEmployee).toBe(150_000);
    renderPage(page);
    const table = screen.getByRole('table', { name: /Worked example income statement/ });
    const line = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((row) => within(row).queryByRole('rowheader')?.textContent === name);
    expect(line('Net revenue')).toHaveTextContent('$1,200,000');
    expect(line('Gross profit')).toHaveTextContent('gross margin 60.0%');
    expect(line('Net income')).toHaveTextContent('$142,200');
    expect(line('Net income')).toHaveTextContent('net margin 11.9%');
    expect(document.body).toHaveTextContent('$1,200,000 ÷ 8 FTEs = $150,000');
  });
});
