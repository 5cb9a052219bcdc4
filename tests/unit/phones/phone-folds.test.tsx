import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/lib/analytics/ga', () => ({ consentNeeded: () => false }));

const { SiteFooter, footerColumns } = await import('@/components/layout/SiteFooter');
const { ToolDirectory } = await import('@/components/tools/ToolDirectory');
const { GlossaryList } = await import('@/components/glossary/GlossaryList');
const { glossaryIndex } = await import('@/components/glossary/view');
const { allTools } = await import('@/content/tools/registry');
const { ResultTables } = await import('@/components/tools/calculators/ResultTables');

/** The direct <summary> of a <details>, as the visitor sees it. */
const summaryOf = (details: Element) => details.querySelector(':scope > summary');
// Without the app's trailingSlash setting, next/link drops the slash in tests; compared without it.
const hrefs = (root: Element) =>
  [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!.replace(/\/$/, ''));

describe('footer on phones', () => {
  it('folds every column behind a summary that names it, with all its links still in the page', () => {
    const { container } = render(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const folds = [...nav.querySelectorAll('details')];
    const columns = footerColumns();
    expect(folds.map((fold) => summaryOf(fold)?.textContent)).toEqual(columns.map((c) => c.title));
    folds.forEach((fold, index) => {
      // Closed in the HTML (phones); the links are inside it for crawlers and find-in-page.
      expect(fold.open).toBe(false);
      expect(hrefs(fold)).toHaveLength(columns[index]!.links.length);
    });
    expect(container.querySelectorAll('footer a[href]').length).toBeGreaterThan(60);
  });
});

describe('tools hub on phones', () => {
  it('shows two tools a group and puts the rest behind "Show more", every tool still linked', () => {
    const { container } = render(<ToolDirectory />);
    const folds = [...container.querySelectorAll('#tool-directory details')];
    expect(folds.length).toBeGreaterThan(10);
    for (const fold of folds) {
      const group = fold.closest('[data-group]')!;
      const shown = group.querySelectorAll(':scope > ul > li');
      const more = fold.querySelectorAll('li');
      expect(shown).toHaveLength(2);
      expect(summaryOf(fold)?.textContent).toMatch(new RegExp(`^Show ${more.length} more .+Show fewer$`));
    }
    const linked = hrefs(container.querySelector('#tool-directory')!);
    for (const tool of allTools()) expect(linked, tool.slug).toContain(`/tools/${tool.slug}`);
  });

  it('opens a fold where the search finds a tool and hides one with no match', async () => {
    const user = userEvent.setup();
    const { container } = render(<ToolDirectory />);
    const fold = container.querySelector<HTMLDetailsElement>('#tool-directory details')!;
    const hidden = fold.querySelector('li a')!;
    const name = hidden.querySelector('span')!.textContent!;
    await user.type(screen.getByLabelText('Search the tools'), name);
    expect(fold.open).toBe(true);
    expect(hidden.closest('li')).not.toHaveAttribute('hidden');
    const others = [...container.querySelectorAll<HTMLDetailsElement>('#tool-directory details')].filter(
      (other) => !other.querySelector('[data-search]:not([hidden])'),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other.hidden).toBe(true);
  });
});

describe('glossary index on phones', () => {
  it('shows four terms a letter and puts the rest behind "Show more", every term still linked', () => {
    const groups = glossaryIndex();
    const { container } = render(<GlossaryList groups={groups} />);
    const folds = [...container.querySelectorAll('details')];
    expect(folds.length).toBeGreaterThan(5);
    for (const fold of folds) {
      const letter = fold.closest('section')!;
      const title = letter.querySelector('h2')!.textContent;
      expect(summaryOf(fold)?.textContent).toBe(
        `Show ${fold.querySelectorAll('li').length} more terms under ${title}Show fewer`,
      );
    }
    const linked = hrefs(container);
    const terms = groups.flatMap((group) => group.terms);
    expect(linked).toHaveLength(terms.length);
    // Old one-page links (#slug) still find their term, inside a fold or not.
    for (const term of terms)
      expect(container.querySelector(`[id="${term.slug}"]`), term.slug).not.toBeNull();
  });
});

describe('calculator tables on phones', () => {
  it('label every figure with its column, so a stacked row still says what each figure is', () => {
    render(
      <ResultTables
        tables={[
          {
            id: 'lines',
            caption: 'From gross to take-home pay, line by line',
            columns: [{ label: 'Line' }, { label: 'Per paycheck', numeric: true }, { label: 'Source' }],
            rows: [['Federal income tax', '-$269.78', 'IRS Pub. 15-T']],
          },
        ]}
      />,
    );
    const table = screen.getByRole('table');
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
      ['Per paycheck', '-$269.78'],
      ['Source', 'IRS Pub. 15-T'],
    ]);
  });
});
