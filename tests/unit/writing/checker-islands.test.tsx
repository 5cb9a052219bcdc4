import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AiSignalsIsland } from '@/components/tools/writing/AiSignalsIsland';
import { PlagiarismIsland } from '@/components/tools/writing/PlagiarismIsland';
import { GENERATED_STYLE, PARAPHRASE, SOURCE, UNRELATED } from './fixtures';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the plagiarism checker', () => {
  it('says plainly that it has no web index', () => {
    render(<PlagiarismIsland slug="plagiarism-checker" method={['How.']} />);
    expect(screen.getByText(/It does not search the web or any database/)).toBeInTheDocument();
    expect(
      screen.getByText('Paste your text and at least one source to see how much they share.'),
    ).toBeInTheDocument();
  });

  it('scores a reordered paraphrase against its source and marks passages in both', async () => {
    const user = userEvent.setup();
    render(<PlagiarismIsland slug="plagiarism-checker" method={['How.']} />);
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: PARAPHRASE } });
    fireEvent.change(screen.getByLabelText('Source 1'), { target: { value: UNRELATED } });
    await user.click(screen.getByRole('button', { name: 'Add another source' }));
    fireEvent.change(screen.getByLabelText('Source 2'), { target: { value: SOURCE } });
    const score = await screen.findByText(/^\d+%$/, { selector: '[data-similarity] span' });
    expect(Number(score.textContent!.replace('%', ''))).toBeGreaterThan(50);
    const first = document.querySelector('[data-source-result="1"]')!;
    expect(first).toHaveTextContent('No passages in common with this source.');
    const second = document.querySelector('[data-source-result="2"]')! as HTMLElement;
    expect(within(second).getByText(/Passages in common/)).toBeInTheDocument();
    const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toContain('share salary ranges in every job posting');
    await waitFor(
      () =>
        expect(document.querySelector('.visually-hidden[role="status"]')).toHaveTextContent(
          /of your text matches the sources/,
        ),
      { timeout: 3000 },
    );
    await waitFor(() =>
      expect(localStorage.getItem('quotient-draft:plagiarism-checker:sources')).toContain('recruiting team'),
    );
  });
});

describe('the AI writing signals', () => {
  it('labels the level as an indicator, explains each signal and marks stock phrases', async () => {
    render(<AiSignalsIsland slug="ai-detector" method={['How.']} />);
    expect(
      screen.getByText(/No tool can reliably tell whether a person or an AI wrote a text/),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: GENERATED_STYLE } });
    const level = await waitFor(() => document.querySelector('[data-signal-level]')!);
    expect(level).toHaveTextContent('Signal level (an indicator, not proof)Many signals');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Sentence length variation',
      'Sentences opening with a transition',
      'Repeated four-word phrases',
      'Stock phrases and overused words',
      'Dashes',
      'Vocabulary diversity',
    ]);
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toContain(
      'I hope this email finds you well',
    );
  });

  it('gives no level for a short text', async () => {
    render(<AiSignalsIsland slug="ai-detector" method={['How.']} />);
    fireEvent.change(screen.getByLabelText('Your text'), {
      target: { value: 'Additionally, this is short.' },
    });
    await waitFor(() =>
      expect(document.querySelector('[data-signal-level]')).toHaveTextContent('Too short to judge'),
    );
  });
});
