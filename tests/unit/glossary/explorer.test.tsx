import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { GlossaryExplorer } from '@/components/glossary/GlossaryExplorer';
import { GlossaryList } from '@/components/glossary/GlossaryList';
import { matchesQuery, searchText } from '@/components/glossary/search-text';
import { GROUPS, LETTERS_WITH_TERMS, TOTAL } from './fixtures';

function Glossary() {
  return (
    <GlossaryExplorer letters={LETTERS_WITH_TERMS} total={TOTAL}>
      <GlossaryList groups={GROUPS} />
    </GlossaryExplorer>
  );
}

const termHeading = (name: string) => screen.getByRole('heading', { level: 3, name, hidden: true });
const index = () => screen.getByRole('navigation', { name: 'Glossary A to Z' });
const indexLinks = () =>
  within(index())
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('matching', () => {
  it('folds case, accents, curly apostrophes and hyphens, and needs every word', () => {
    const folded = searchText('Full-time equivalent (FTE) Résumé candidate’s');
    expect(folded).toBe("full time equivalent (fte) resume candidate's");
    expect(matchesQuery(folded, 'FULL TIME')).toBe(true);
    expect(matchesQuery(folded, 'full-time fte')).toBe(true);
    expect(matchesQuery(folded, 'resume')).toBe(true);
    expect(matchesQuery(folded, "candidate's")).toBe(true);
    expect(matchesQuery(folded, 'full part')).toBe(false);
    expect(matchesQuery(folded, '   ')).toBe(true);
  });
});

describe('the glossary page body', () => {
  it('shows every term without script, each anchored by its slug, with formula, related term and tool', () => {
    const html = renderToStaticMarkup(<Glossary />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const articles = [...doc.querySelectorAll('article')];
    expect(articles.map((article) => article.id)).toEqual([
      'attrition-rate',
      'applicant-tracking-system',
      'cost-per-hire',
      'time-to-hire',
    ]);
    expect(doc.querySelectorAll('[hidden]')).toHaveLength(0);
    const attrition = doc.getElementById('attrition-rate')!;
    expect(attrition.querySelector('h3')?.textContent).toBe('Attrition rate');
    expect(attrition.textContent).toContain('Attrition rate = leavers ÷ average headcount × 100');
    expect(attrition.querySelector('a[href="#time-to-hire"]')?.textContent).toBe('Time to hire');
    expect(attrition.querySelector('a[href^="/tools/attrition-rate-calculator"]')?.textContent).toContain(
      'Attrition rate calculator',
    );
    expect(doc.getElementById('letter-c')?.querySelector('h2')?.textContent).toBe('C');
  });

  it('links the letters that have terms and shows the others as plain text', () => {
    render(<Glossary />);
    expect(indexLinks()).toEqual(['A', 'C', 'T']);
    expect(within(index()).getByRole('link', { name: 'C' })).toHaveAttribute('href', '#letter-c');
    const letters = within(index()).getAllByRole('listitem');
    expect(letters).toHaveLength(26);
    expect(letters[1]).toHaveTextContent('B (no terms)');
    expect(within(letters[1]!).queryByRole('link')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('4 terms from A to Z.');
  });

  it('filters by term and short definition as you type, announcing the count', async () => {
    const user = userEvent.setup();
    render(<Glossary />);
    const box = screen.getByRole('searchbox', { name: 'Search the glossary' });

    await user.type(box, 'hire');
    expect(termHeading('Cost per hire')).toBeVisible();
    expect(termHeading('Time to hire')).toBeVisible();
    expect(termHeading('Attrition rate')).not.toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 terms match “hire”.');
    expect(
      screen.getByRole('heading', { level: 2, name: 'A', hidden: true }).closest('section'),
    ).toHaveAttribute('hidden');

    await user.clear(box);
    await user.type(box, 'SOFTWARE');
    expect(termHeading('Applicant tracking system (ATS)')).toBeVisible();
    expect(termHeading('Cost per hire')).not.toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 term matches “SOFTWARE”.');
  });

  it('keeps the A–Z index to letters that still have matches', async () => {
    const user = userEvent.setup();
    render(<Glossary />);
    await user.type(screen.getByLabelText('Search the glossary'), 'hire');
    expect(indexLinks()).toEqual(['C', 'T']);
    expect(within(index()).getAllByRole('listitem')[0]).toHaveTextContent('A (no matching terms)');
    await user.clear(screen.getByLabelText('Search the glossary'));
    expect(indexLinks()).toEqual(['A', 'C', 'T']);
  });

  it('says clearly when nothing matches, and one click shows everything again', async () => {
    const user = userEvent.setup();
    render(<Glossary />);
    const box = screen.getByLabelText('Search the glossary');
    await user.type(box, 'zebra');
    expect(screen.getByRole('status')).toHaveTextContent('0 terms match “zebra”.');
    expect(screen.getByText('No term matches “zebra”.')).toBeVisible();
    expect(indexLinks()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'show all 4 terms' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByText(/No term matches/)).toBeNull();
    expect(termHeading('Attrition rate')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('4 terms from A to Z.');
  });

  it('shows everything again when a related link points at a term the search hid', async () => {
    const user = userEvent.setup();
    render(<Glossary />);
    const box = screen.getByLabelText('Search the glossary');
    await user.type(box, 'attrition');
    expect(termHeading('Time to hire')).not.toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Time to hire' }));
    expect(termHeading('Time to hire')).toBeVisible();
    expect(box).toHaveValue('');
  });
});

describe('arriving at a hidden term by address', () => {
  it('clears the search so the term can be shown', async () => {
    const user = userEvent.setup();
    render(<Glossary />);
    const box = screen.getByLabelText('Search the glossary');
    await user.type(box, 'software');
    expect(screen.getByRole('heading', { level: 3, name: 'Cost per hire', hidden: true })).not.toBeVisible();
    const scrolled: Element[] = [];
    // jsdom does not scroll; record what the island asks to bring into view.
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
      window.location.hash = '';
    });
    act(() => {
      window.location.hash = '#cost-per-hire';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Cost per hire' })).toBeVisible();
    expect(box).toHaveValue('');
    expect(scrolled.map((element) => element.id)).toEqual(['cost-per-hire']);
  });
});
