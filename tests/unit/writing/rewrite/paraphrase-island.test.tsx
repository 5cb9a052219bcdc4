import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ParaphraseIsland } from '@/components/tools/writing/ParaphraseIsland';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const TEXT = 'We need a quick answer. The offer was accepted by the candidate.';
const SLOW = { timeout: 8000 };
const output = () => document.querySelector('[data-rewritten-text]')?.textContent ?? '';

async function paste(text: string) {
  const box = screen.getByLabelText('Your text');
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
}

describe('the paraphrasing tool', () => {
  it('shows the interface before any text, with the modes and no engine loaded', () => {
    render(<ParaphraseIsland slug="paraphrasing-tool" method={['How.']} />);
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    const modes = within(screen.getByRole('group', { name: 'Mode' })).getAllByRole('radio');
    expect(modes.map((m) => m.closest('label')?.textContent)).toEqual([
      'Standard',
      'Fluent',
      'Formal',
      'Academic',
      'Simple',
      'Friendly',
      'Creative',
      'Shorten',
      'Expand',
    ]);
    expect(screen.getByRole('radio', { name: 'Balanced' })).toBeChecked();
    expect(screen.getByLabelText('Words to keep unchanged')).toHaveAccessibleDescription(
      /Separate words or phrases with commas\. The paraphraser never changes, moves or removes them/,
    );
    expect(screen.getByText('Paste or type text above to see it reworded here.')).toBeInTheDocument();
    expect(screen.getByText('0 of 1,500 words')).toBeInTheDocument();
  });

  it('rewords the text, and the mode changes the result', async () => {
    const user = userEvent.setup();
    render(<ParaphraseIsland slug="paraphrasing-tool" method={['How.']} />);
    await paste(TEXT);
    await waitFor(
      () => expect(output()).toBe('We require a fast response. The applicant accepted the offer.'),
      SLOW,
    );
    expect(document.querySelector('[data-rewrite-status]')).toHaveTextContent(
      /^4 changes: 58% of the words changed\.$/,
    );
    expect(document.querySelector('[data-stat="changes"] dd')).toHaveTextContent('4');

    await user.click(screen.getByRole('radio', { name: 'Formal' }));
    await waitFor(() =>
      expect(output()).toBe('We require a rapid answer. The offer was accepted by the candidate.'),
    );
    await waitFor(() => expect(localStorage.getItem('quotient-draft:paraphrasing-tool')).toBe(TEXT));
  });

  it('changes fewer words with fewer changes, and never a frozen word', async () => {
    const user = userEvent.setup();
    render(<ParaphraseIsland slug="paraphrasing-tool" method={['How.']} />);
    await paste(TEXT);
    await waitFor(
      () => expect(output()).toBe('We require a fast response. The applicant accepted the offer.'),
      SLOW,
    );
    await user.click(screen.getByRole('radio', { name: 'Fewer changes' }));
    await waitFor(() =>
      expect(output()).toBe('We require a quick answer. The offer was accepted by the applicant.'),
    );
    // Fewer changes: one swap in three, and the passive sentence is left as written.
    expect(screen.getByText(/About one word in three that could change does/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Balanced' }));
    await user.type(screen.getByLabelText('Words to keep unchanged'), 'quick, candidate');
    await waitFor(() =>
      expect(output()).toBe('We require a quick response. The offer was accepted by the candidate.'),
    );
    expect(document.querySelector('[data-rewrite-status]')).toHaveTextContent(
      /^2 changes: 17% of the words changed\.$/,
    );
  });

  it('shows each mode’s hint when it is chosen', async () => {
    const user = userEvent.setup();
    render(<ParaphraseIsland slug="paraphrasing-tool" method={['How.']} />);
    await user.click(screen.getByRole('radio', { name: 'Shorten' }));
    expect(screen.getByRole('group', { name: 'Mode' })).toHaveAccessibleDescription(
      /least central sentences dropped until about a fifth is gone/,
    );
    await user.click(screen.getByRole('radio', { name: 'Academic' }));
    expect(screen.getByRole('group', { name: 'Mode' })).toHaveAccessibleDescription(/academic connectives/);
  });

  it('lets the visitor pick another synonym or keep the original', async () => {
    const user = userEvent.setup();
    render(<ParaphraseIsland slug="paraphrasing-tool" method={['How.']} />);
    await paste(TEXT);
    const changed = await screen.findByRole('button', { name: 'fast' }, SLOW);
    await user.click(changed);
    const choices = screen.getByRole('group', { name: 'Choices for “quick”' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Use “fast”', 'Use “rapid”', 'Use “swift”', 'Keep the original', 'Close']);
    await user.click(within(choices).getByRole('button', { name: 'Use “swift”' }));
    expect(output()).toBe('We require a swift response. The applicant accepted the offer.');
    await user.click(screen.getByRole('button', { name: 'swift' }));
    await user.click(screen.getByRole('button', { name: 'Keep the original' }));
    expect(output()).toBe('We require a quick response. The applicant accepted the offer.');
    expect(document.querySelector('[data-stat="changed"] dd')?.textContent).not.toBe('0%');
  });

  it('says beside the box when the text is too long or not English, keeping the text', async () => {
    render(<ParaphraseIsland slug="paraphrasing-tool" method={['How.']} />);
    const long = Array.from({ length: 1501 }, () => 'word').join(' ');
    await paste(long);
    const box = screen.getByLabelText('Your text');
    const message = await screen.findByText(/Your text has 1,501 words; the paraphraser takes up to 1,500/);
    expect(box.getAttribute('aria-describedby')).toContain(message.parentElement!.id);
    expect(box).toHaveValue(long);
    expect(output()).toBe('');

    fireEvent.change(box, {
      target: {
        value:
          'El equipo de selección revisó las solicitudes y eligió a tres candidatos para la entrevista final.',
      },
    });
    expect(await screen.findByText(/This does not look like English/)).toBeInTheDocument();
    expect(screen.queryByText(/Your text has/)).not.toBeInTheDocument();
  });

  it('shows the AI service’s failure beside the AI action and keeps the on-device result', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const user = userEvent.setup();
    render(<ParaphraseIsland slug="paraphrasing-tool" method={['How.']} />);
    await paste(TEXT);
    await waitFor(() => expect(output()).toContain('fast response'), SLOW);
    await user.click(screen.getByRole('button', { name: 'Rewrite with AI' }));
    expect(
      await screen.findByText('We could not reach the AI service. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(output()).toContain('fast response');
  });

  it('asks the AI gateway for the chosen mode by name, keeping the frozen words', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const user = userEvent.setup();
    render(<ParaphraseIsland slug="paraphrasing-tool" method={['How.']} />);
    await paste(TEXT);
    await user.click(screen.getByRole('radio', { name: 'Academic' }));
    await user.type(screen.getByLabelText('Words to keep unchanged'), 'quick answer');
    await user.click(screen.getByRole('button', { name: 'Rewrite with AI' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String(fetch.mock.calls[0]![0])).toBe('http://localhost:4020/v1/tools/rewrite');
    // Only the mode's name and the fields: the instruction is the gateway's.
    const body = JSON.parse(String(fetch.mock.calls[0]![1]?.body)) as { fields: Record<string, unknown> };
    expect(body.fields).toMatchObject({ tool: 'paraphrase', mode: 'academic', keep: ['quick answer'] });
    expect(JSON.stringify(body)).not.toContain('academic register');
  });
});
