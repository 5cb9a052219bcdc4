import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResumeBuilder } from '@/components/tools/career/resume/ResumeBuilder';

// The PDF writer arrives only when the test lets it; the Word writer cannot be loaded at all.
let release: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
  release = resolve;
});
vi.mock('@/lib/career/resume/pdf', async (importOriginal) => {
  await gate;
  return importOriginal();
});
vi.mock('@/lib/career/resume/docx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the downloads while their writers load', () => {
  it('says it is preparing the PDF until the writer has loaded, then downloads it', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<ResumeBuilder method={['x']} />);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(document.getElementById('rb-status')).toHaveTextContent('Preparing your PDF…');
    expect(screen.getByRole('button', { name: 'Preparing PDF…' })).toBeDisabled();
    release();
    await waitFor(
      () =>
        expect(document.getElementById('rb-status')).toHaveTextContent('Downloaded jordan-ellis-resume.pdf.'),
      {
        timeout: 5000,
      },
    );
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('tells the visitor when the Word writer cannot be loaded', async () => {
    render(<ResumeBuilder method={['x']} />);
    // A plain click: hovering would start the (failing) load early, which the test runner retries unmocked.
    fireEvent.click(screen.getByRole('button', { name: 'Download Word' }));
    await waitFor(() =>
      expect(document.getElementById('rb-status')).toHaveTextContent(
        'The Word file maker could not be loaded. Check your connection and try again; your resume is kept in this browser.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Download Word' })).toBeEnabled();
  });
});
