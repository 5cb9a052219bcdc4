import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SummaryIsland } from '@/components/tools/writing/SummaryIsland';
import { ARTICLE } from './fixtures';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const SLOW = { timeout: 8000 };
// The second paragraph's point opens with "However," which a key point lifted out of it drops.
const POINTS_TEXT = `Pay transparency laws now cover a large share of US job postings. Colorado was first, requiring salary ranges in every posting from 2021.

However, pay transparency laws differ from state to state in what a job posting must show. Some states ask only for a salary range, while others also want benefits listed.

The office kitchen got a new coffee machine. In addition, employers report more applicants when job postings show pay transparency.`;
const summaryText = () => document.querySelector('[data-summary]')?.textContent ?? '';

describe('the summary generator', () => {
  it('summarizes in the original order, and the length and format settings change it', async () => {
    const user = userEvent.setup();
    render(<SummaryIsland slug="summary-generator" method={['How.']} />);
    expect(screen.getByText('Paste or type text above to see its summary here.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: ARTICLE } });
    await waitFor(
      () =>
        expect(summaryText()).toMatch(
          /^Pay transparency laws now cover a large share of US job postings\. For recruiters, pay transparency changes how job postings are written\. \S/,
        ),
      SLOW,
    );
    expect(summaryText()).not.toContain('lunch');
    expect(document.querySelector('[data-summary-status]')).toHaveTextContent(
      /^Summary: 3 of 9 sentences, 3\d of 97 words\.$/,
    );
    expect(
      [...document.querySelectorAll('[data-key-phrases] li')].map((li) => li.textContent).slice(0, 2),
    ).toEqual(['pay transparency', 'job postings']);

    const amount = screen.getByLabelText('Number of sentences');
    await user.clear(amount);
    await user.type(amount, '1');
    await waitFor(() =>
      expect(document.querySelector('[data-stat="sentences"] dd')).toHaveTextContent('1 of 9'),
    );

    await user.click(screen.getByRole('radio', { name: 'Key points' }));
    expect(document.querySelectorAll('[data-summary] li')).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Percent' }));
    expect(screen.getByLabelText('Percent of the sentences')).toHaveValue('20');
    await waitFor(() => expect(document.querySelectorAll('[data-summary] li')).toHaveLength(2));
  });

  it('shows key points as a list without their leading connectives, to copy or download', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<SummaryIsland slug="summary-generator" method={['How.']} />);
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: POINTS_TEXT } });
    await waitFor(() => expect(summaryText()).toContain('However, pay transparency laws differ'), SLOW);
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Key points' }));
    const list = screen.getByRole('list', { name: 'Key points' });
    const points = [...list.querySelectorAll('li')].map((li) => li.textContent);
    expect(points).toHaveLength(3);
    expect(points[0]).toBe('Pay transparency laws now cover a large share of US job postings.');
    expect(points).toContain(
      'Pay transparency laws differ from state to state in what a job posting must show.',
    );
    expect(points.some((point) => /^However\b/.test(point ?? ''))).toBe(false);
    expect(screen.getByRole('button', { name: 'Copy key points' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(await saved[0]!.text()).toBe(`${points.map((point) => `• ${point}`).join('\n')}\n`);

    await user.click(screen.getByRole('radio', { name: 'Summary' }));
    expect(screen.queryByRole('list', { name: 'Key points' })).not.toBeInTheDocument();
    expect(summaryText()).toContain('However, pay transparency laws differ');
  });

  it('says beside the field when the length is not a number in range, and keeps the text', async () => {
    const user = userEvent.setup();
    render(<SummaryIsland slug="summary-generator" method={['How.']} />);
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: ARTICLE } });
    const amount = screen.getByLabelText('Number of sentences');
    await user.clear(amount);
    await user.type(amount, '80');
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Enter a whole number from 1 to 50.');
    expect(amount).toHaveAttribute('aria-describedby', error.id);
    expect(screen.getByLabelText('Your text')).toHaveValue(ARTICLE);
  });

  it('names the limit when the text is too long', async () => {
    render(<SummaryIsland slug="summary-generator" method={['How.']} />);
    fireEvent.change(screen.getByLabelText('Your text'), {
      target: { value: Array.from({ length: 20001 }, () => 'word').join(' ') },
    });
    expect(
      await screen.findByText(
        /Your text has 20,001 words; the summary generator takes up to 20,000 at a time/,
      ),
    ).toBeInTheDocument();
    expect(summaryText()).toBe('');
  });
});
