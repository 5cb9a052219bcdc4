import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SummaryIsland } from '@/components/tools/writing/SummaryIsland';
import { ARTICLE } from './fixtures';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const SLOW = { timeout: 8000 };
const summaryText = () => document.querySelector('[data-summary]')?.textContent ?? '';

describe('the summary generator', () => {
  it('summarizes in the original order, and the length and format settings change it', async () => {
    const user = userEvent.setup();
    render(<SummaryIsland slug="summary-generator" method={['How.']} />);
    expect(screen.getByText('Paste or type text above to see its summary here.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: ARTICLE } });
    await waitFor(
      () =>
        expect(summaryText()).toBe(
          'Pay transparency laws now cover a large share of US job postings. For recruiters, pay transparency changes how job postings are written. Employers report more applicants when the posting shows pay transparency.',
        ),
      SLOW,
    );
    expect(document.querySelector('[data-summary-status]')).toHaveTextContent(
      'Summary: 3 of 9 sentences, 32 of 97 words.',
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

    await user.click(screen.getByRole('radio', { name: 'Bullet points' }));
    expect(document.querySelectorAll('[data-summary] li')).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Percent' }));
    expect(screen.getByLabelText('Percent of the sentences')).toHaveValue('20');
    await waitFor(() => expect(document.querySelectorAll('[data-summary] li')).toHaveLength(2));
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
