import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResumeBuilder } from '@/components/tools/career/resume/ResumeBuilder';
import { sampleResume } from '@/lib/career/resume/sample';
import { serializeResume } from '@/lib/career/resume/serialize';
import { DRAFT_KEY } from '@/lib/career/resume/storage';

// The draft's reader arrives only when the test lets it, as on a slow connection.
let release: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
  release = resolve;
});
vi.mock('@/lib/career/resume/schema', async (importOriginal) => {
  await gate;
  return importOriginal();
});

afterEach(() => window.localStorage.clear());

const riley = { ...sampleResume(), contact: { ...sampleResume().contact, name: 'Riley Chen' } };

describe('opening the builder with a draft saved in this browser', () => {
  it('never shows the sample while the draft is read, then shows the draft', async () => {
    window.localStorage.setItem(DRAFT_KEY, serializeResume(riley));
    const view = render(<ResumeBuilder method={['x']} />);
    await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());

    expect(await screen.findByText('Your saved resume appears here in a moment.')).toBeVisible();
    expect(document.getElementById('rb-status')).toHaveTextContent(
      'Opening the resume saved in this browser…',
    );
    expect(screen.queryByRole('region', { name: 'Resume preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Full name' })).not.toBeInTheDocument();
    for (const sample of [
      ...screen.queryAllByDisplayValue('Jordan Ellis'),
      ...screen.queryAllByText('Jordan Ellis'),
    ])
      expect(sample).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start from sample' })).toBeDisabled();

    release();
    const preview = await screen.findByRole('region', { name: 'Resume preview' }, { timeout: 10_000 });
    expect(preview).toHaveTextContent('Riley Chen');
    expect(screen.getByLabelText('Full name')).toHaveValue('Riley Chen');
    expect(screen.queryByText('Your saved resume appears here in a moment.')).not.toBeInTheDocument();
    expect(document.getElementById('rb-status')).toHaveTextContent('Welcome back');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('keeps the served page’s sample out of sight until the script knows whose resume it is', () => {
    const html = renderToString(<ResumeBuilder method={['x']} />);
    // The stylesheet hides the workspace of an island whose draft is still unknown.
    expect(html).toMatch(/data-opening="unknown"[^>]*aria-busy="true"/);
    expect(html).toContain('value="Jordan Ellis"');
  });
});
