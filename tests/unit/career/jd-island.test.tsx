import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mammoth from 'mammoth';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { JobDescriptionGenerator } from '@/components/tools/career/JobDescriptionGenerator';

const method = ['How it works.'];

async function mount() {
  const view = render(<JobDescriptionGenerator method={method} />);
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return view;
}

const preview = () => screen.getByTestId('jd-preview');

function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let counter = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    counter += 1;
    blobs.set(`blob:test/${counter}`, blob as Blob);
    return `blob:test/${counter}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

describe('the job description generator', () => {
  it('shows a complete sample description in the static HTML', () => {
    const html = renderToString(<JobDescriptionGenerator method={method} />);
    expect(html).toContain('As our Recruiter, you will find and hire great people for our teams.');
    expect(html).toContain('Northwind Health is an equal opportunity employer.');
    expect(html).toContain('No gendered, age-coded or exclusionary words found.');
  });

  it('suggests roles as you type and picks one by keyboard, setting the department', async () => {
    const user = userEvent.setup();
    await mount();
    const title = screen.getByRole('combobox', { name: 'Job title' });
    await user.clear(title);
    await user.type(title, 'data sci');
    const list = screen.getByRole('listbox', { name: 'Suggested job titles' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Data Scientist']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(title).toHaveValue('Data Scientist');
    expect(screen.getByLabelText('Department')).toHaveValue('data');
    expect(preview()).toHaveTextContent('use statistics and machine learning to solve business problems');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('flags biased words typed into a section and keeps the edit when the form changes', async () => {
    const user = userEvent.setup();
    await mount();
    const requirements = screen.getByLabelText('What you bring (one per line)');
    await user.clear(requirements);
    await user.type(requirements, 'A young rockstar who knows his stuff');
    const check = screen.getByRole('heading', { name: 'Inclusive language check' }).parentElement!;
    expect(within(check).getByRole('status')).toHaveTextContent('3 words or phrases to reconsider.');
    expect(check).toHaveTextContent('“young” in What you bring: Age-coded.');
    expect(check).toHaveTextContent('Try: “skilled”, “expert”, “experienced”.');
    await user.selectOptions(screen.getByLabelText('Seniority'), 'senior');
    expect(requirements).toHaveValue('A young rockstar who knows his stuff');
    await user.click(screen.getByRole('button', { name: 'Reset “What you bring”' }));
    expect((screen.getByLabelText('What you bring (one per line)') as HTMLTextAreaElement).value).toContain(
      '5+ years of relevant professional experience',
    );
  });

  it('puts a message beside a bad pay value and drops the range from the text', async () => {
    const user = userEvent.setup();
    await mount();
    const lowest = screen.getByLabelText('Lowest pay ($)');
    await user.clear(lowest);
    await user.type(lowest, 'lots');
    expect(lowest).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter the lowest pay as a number, like 85,000.')).toBeVisible();
    expect(preview()).not.toHaveTextContent('The pay for this role');
    expect(lowest).toHaveValue('lots');
  });

  it('downloads a Word file with the description', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    await mount();
    await user.click(screen.getByRole('button', { name: 'Download Word (.docx)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('job-description-recruiter.docx');
    const { value } = await mammoth.extractRawText({
      buffer: Buffer.from(await saved[0]!.blob.arrayBuffer()),
    });
    expect(value).toContain('Recruiter');
    expect(value).toContain('Experience in full-cycle recruiting');
    expect(await screen.findByText('Downloaded job-description-recruiter.docx.')).toBeVisible();
  });

  it('copies Markdown', async () => {
    const user = userEvent.setup();
    await mount();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    expect(writeText.mock.calls[0]![0]).toMatch(/^# Recruiter\n/);
    expect(screen.getByText('Copied as Markdown.')).toBeVisible();
  });
});
