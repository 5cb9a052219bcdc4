import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mammoth from 'mammoth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '@/lib/documents/storage';
import { tool } from './helpers';
import { mountSample } from './mount';

const saved: { bytes: Uint8Array; name: string; format: string }[] = [];
// Set by a test to stand in for the DOCX/PDF writers (a slow load, a failure).
let renderOverride: (() => Promise<Uint8Array>) | null = null;
vi.mock('@/lib/documents/download', async (original) => {
  const real = await original<typeof import('@/lib/documents/download')>();
  return {
    ...real,
    renderFile: (...args: Parameters<typeof real.renderFile>) =>
      renderOverride ? renderOverride() : real.renderFile(...args),
    saveFile: (bytes: Uint8Array, name: string, format: string) => saved.push({ bytes, name, format }),
  };
});

const offer = tool('offer-letter-generator');

async function mount() {
  const view = await mountSample(offer);
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return view;
}

const preview = () => screen.getByTestId('document-preview');

beforeEach(() => {
  window.localStorage.clear();
  saved.length = 0;
  renderOverride = null;
});
afterEach(() => window.localStorage.clear());

describe('the document island', () => {
  it('opens on the sample letter, filled in, and rewrites the preview as you type', async () => {
    const user = userEvent.setup();
    await mount();
    expect(screen.getByLabelText("Candidate's full name")).toHaveValue('Jane Doe');
    expect(preview()).toHaveTextContent('Dear Jane,');
    expect(preview()).toHaveTextContent('$118,000 per year');

    const name = screen.getByLabelText("Candidate's full name");
    await user.clear(name);
    await user.type(name, 'Marcus Ortega');
    const greeting = screen.getByLabelText('Name in the greeting (optional)');
    await user.clear(greeting);
    await user.type(greeting, 'Marcus');
    await waitFor(() => expect(preview()).toHaveTextContent('Dear Marcus,'));
    expect(within(preview()).getAllByText(/Marcus Ortega/).length).toBeGreaterThan(0);
    expect(screen.getByText('The offer letter is complete.')).toHaveAttribute('role', 'status');
  });

  it('changes the wording with the choices: part-time hours, remote work, no at-will statement', async () => {
    const user = userEvent.setup();
    await mount();
    await user.click(screen.getByRole('radio', { name: 'Part-time' }));
    const hours = await screen.findByLabelText(/Hours per week/);
    await user.clear(hours);
    await user.type(hours, '24');
    await waitFor(() =>
      expect(preview()).toHaveTextContent('This is a part-time position of 24 hours a week'),
    );
    await user.click(screen.getByRole('radio', { name: 'Remote' }));
    expect(screen.queryByLabelText('Office location')).toBeNull();
    expect(preview()).toHaveTextContent(
      'The role is remote: you will work from a location in the United States',
    );
    await user.click(screen.getByRole('switch', { name: 'State that employment is at will' }));
    expect(preview()).not.toHaveTextContent('at will');
  });

  it('moves the overtime status with the pay basis, and warns beside it when hourly pay is called exempt', async () => {
    const user = userEvent.setup();
    await mount();
    const status = screen.getByLabelText('Overtime status (FLSA)');
    expect(status).toHaveValue('exempt');
    await user.click(screen.getByRole('radio', { name: 'Hour' }));
    expect(status).toHaveValue('nonexempt');
    await waitFor(() => expect(preview()).toHaveTextContent('classified as nonexempt'));
    expect(preview()).not.toHaveTextContent('not eligible for overtime');
    expect(screen.queryByText(/Hourly pay is rarely exempt/)).toBeNull();

    await user.selectOptions(status, 'exempt');
    const warning = screen.getByText(/Hourly pay is rarely exempt/);
    expect(status).toHaveAccessibleDescription(expect.stringContaining('Hourly pay is rarely exempt'));
    await waitFor(() => expect(preview()).toHaveTextContent('not eligible for overtime'));
    // The visitor's own choice stands: switching the basis back and forth leaves it alone.
    await user.click(screen.getByRole('radio', { name: 'Year' }));
    expect(status).toHaveValue('exempt');
    expect(warning).not.toBeInTheDocument();
  });

  it('puts a clear message beside a bad field, keeps what was typed and marks the blank in the letter', async () => {
    const user = userEvent.setup();
    await mount();
    const pay = screen.getByLabelText('Pay (dollars)');
    await user.clear(pay);
    await user.type(pay, 'lots');
    expect(pay).toHaveValue('lots');
    expect(pay).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the pay as a number, like 118,000.')).toBeInTheDocument();
    await waitFor(() => expect(within(preview()).getByText('[Pay]').tagName).toBe('MARK'));
    expect(screen.getByText(/One field needs attention/)).toBeInTheDocument();
    expect(preview().textContent).not.toMatch(/undefined|NaN|lots/);
  });

  it('refuses a start date before the date of the letter', async () => {
    const user = userEvent.setup();
    await mount();
    const letterDate = screen.getByLabelText('Date of the letter');
    await user.clear(letterDate);
    await user.type(letterDate, '2026-11-20');
    const start = screen.getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2026-11-02');
    expect(screen.getByText('The start date can’t be before the date of the letter.')).toBeInTheDocument();
    expect(start).toHaveValue('2026-11-02');
  });

  it('drops the sentence of an optional field left empty', async () => {
    const user = userEvent.setup();
    await mount();
    expect(preview()).toHaveTextContent('signing bonus of $5,000');
    await user.clear(screen.getByLabelText(/Signing bonus/));
    await waitFor(() => expect(preview()).not.toHaveTextContent('signing bonus'));
    expect(preview().textContent).not.toMatch(/undefined|\s,|\.\./);
  });

  it('shows typed markup as text, never as HTML', async () => {
    const user = userEvent.setup();
    await mount();
    const name = screen.getByLabelText("Candidate's full name");
    await user.clear(name);
    await user.type(name, '<img src=x onerror=alert(1)>');
    await waitFor(() => expect(preview()).toHaveTextContent('<img src=x onerror=alert(1)>'));
    expect(preview().querySelector('img')).toBeNull();
  });

  it('keeps what was typed through a reload, and resets to the sample with an undo', async () => {
    const user = userEvent.setup();
    const first = await mount();
    const title = screen.getByLabelText('Job title');
    await user.clear(title);
    await user.type(title, 'Staff Engineer');
    expect(window.localStorage.getItem(storageKey(offer.slug))).toContain('Staff Engineer');
    first.unmount();

    await mount();
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveValue('Staff Engineer'));
    await waitFor(() => expect(preview()).toHaveTextContent('Offer of employment: Staff Engineer'));

    await user.click(screen.getByRole('button', { name: 'Reset to sample' }));
    expect(screen.getByLabelText('Job title')).toHaveValue('Senior Data Analyst');
    expect(window.localStorage.getItem(storageKey(offer.slug))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('Job title')).toHaveValue('Staff Engineer');
  });

  it('downloads a Word file named after the candidate, holding what was typed', async () => {
    const user = userEvent.setup();
    await mount();
    const name = screen.getByLabelText("Candidate's full name");
    await user.clear(name);
    await user.type(name, 'José Núñez');
    await user.click(screen.getByRole('button', { name: 'Download Word (.docx)' }));
    // The Word writer is imported on the click, as in the browser; that takes a moment under jsdom.
    await waitFor(
      () => expect(screen.getByText('Downloaded offer-letter-jose-nunez.docx.')).toBeInTheDocument(),
      {
        timeout: 10_000,
      },
    );
    expect(saved).toHaveLength(1);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(saved[0]!.bytes) });
    expect(value).toContain('José Núñez');
    expect(value).toContain('Offer of employment: Senior Data Analyst');
  });

  it('does not write a file while a field is marked, and says which one', async () => {
    const user = userEvent.setup();
    await mount();
    await user.clear(screen.getByLabelText('Job title'));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('One field needs attention before the offer letter can be saved');
    expect(alert).toHaveTextContent('Job title: Enter the job title.');
    expect(saved).toHaveLength(0);
    await user.click(within(alert).getByRole('button', { name: 'Job title' }));
    expect(screen.getByLabelText('Job title')).toHaveFocus();
  });

  it('downloads a PDF', async () => {
    const user = userEvent.setup();
    await mount();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(
      () => expect(screen.getByText('Downloaded offer-letter-jane-doe.pdf.')).toBeInTheDocument(),
      {
        timeout: 10_000,
      },
    );
    expect(saved.map((file) => file.name)).toEqual(['offer-letter-jane-doe.pdf']);
    expect(Buffer.from(saved[0]!.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('shows that a file is being prepared, and says so clearly when it fails', async () => {
    const user = userEvent.setup();
    await mount();
    let fail: (reason: Error) => void = () => {};
    renderOverride = () => new Promise<Uint8Array>((_, reject) => (fail = reject));
    await user.click(screen.getByRole('button', { name: 'Download Word (.docx)' }));
    expect(screen.getByText('Preparing your Word file…').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    fail(new Error('chunk failed to load'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Word file could not be created. Check your connection and try again; what you typed is kept.',
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('copies the letter as plain text', async () => {
    const user = userEvent.setup();
    await mount();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy text' }));
    await waitFor(() =>
      expect(screen.getByText('Copied the offer letter as plain text.')).toBeInTheDocument(),
    );
    const copied = writeText.mock.calls[0]![0] as string;
    expect(copied.startsWith('Northwind Analytics, Inc.\n500 Market Street, Suite 300')).toBe(true);
    expect(copied).toContain('Dear Jane,');
    expect(copied).not.toContain('<');
  });
});
