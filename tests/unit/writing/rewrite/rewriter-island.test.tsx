import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RewriterIsland } from '@/components/tools/writing/RewriterIsland';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const SLOW = { timeout: 8000 };
const TEXT =
  'In order to utilize the new system, employees are required to complete the training, and they must submit their timesheets on a weekly basis before the deadline. We met on Monday. We agreed on a plan.';
const output = () => document.querySelector('[data-rewritten-text]')?.textContent ?? '';

describe('the paragraph rewriter', () => {
  it('rewrites toward the chosen goal, marks the changes and shows the figures before and after', async () => {
    const user = userEvent.setup();
    render(<RewriterIsland slug="paragraph-rewriter" method={['How.']} />);
    expect(screen.getByRole('radio', { name: 'Shorten' })).toBeChecked();
    const box = screen.getByLabelText('Your text');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: TEXT } });
    await waitFor(() => expect(output()).toContain('We met on Monday and agreed on a plan.'), SLOW);
    expect(output()).toContain('To use the new system');
    expect([...document.querySelectorAll('[data-rewritten-text] mark')].map((m) => m.textContent)).toContain(
      'use',
    );
    expect(document.querySelector('[data-stat="words"] dd')?.textContent).toMatch(/^36 → \d+$/);
    expect(document.querySelector('[data-steps]')).toHaveTextContent('Short sentences merged: 1');

    await user.click(screen.getByRole('radio', { name: 'Simplify' }));
    await waitFor(() => expect(output()).toContain('complete the training. They must send in'));
    expect(document.querySelector('[data-stat="sentences"] dd')).toHaveTextContent('3 → 4');
    const [before, after] = (document.querySelector('[data-stat="grade"] dd')?.textContent ?? '')
      .split(' → ')
      .map(Number);
    expect(after).toBeLessThan(before!);
    expect(document.querySelector('[data-rewrite-status]')).toHaveTextContent(
      /^Rewritten: 36 words before, \d+ after\.$/,
    );
  });

  it('keeps the words the visitor froze, at the chosen strength', async () => {
    const user = userEvent.setup();
    render(<RewriterIsland slug="paragraph-rewriter" method={['How.']} />);
    expect(screen.getByRole('radio', { name: 'Balanced' })).toBeChecked();
    fireEvent.focus(screen.getByLabelText('Your text'));
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: TEXT } });
    await waitFor(() => expect(output()).toContain('To use the new system'), SLOW);
    await user.type(
      screen.getByLabelText('Words to keep unchanged'),
      'in order to utilize, on a weekly basis',
    );
    await waitFor(() => expect(output()).toContain('In order to utilize the new system'));
    expect(output()).toContain('timesheets on a weekly basis before the deadline');
  });

  it('keeps the text and says why when it is too long', async () => {
    render(<RewriterIsland slug="paragraph-rewriter" method={['How.']} />);
    const long = Array.from({ length: 1501 }, () => 'word').join(' ');
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: long } });
    expect(
      await screen.findByText(/Your text has 1,501 words; the rewriter takes up to 1,500 at a time/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your text')).toHaveValue(long);
  });
});
