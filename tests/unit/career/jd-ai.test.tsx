import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobDescriptionGenerator } from '@/components/tools/career/JobDescriptionGenerator';
import type { AiJdDraft } from '@/lib/career/jd/ai';
import type { AiResult } from '@/lib/ai/client';

const writeJdWithAi = vi.fn<() => Promise<AiResult<AiJdDraft>>>();
vi.mock('@/lib/career/jd/ai', () => ({ writeJdWithAi: () => writeJdWithAi() }));

async function mount() {
  const view = render(<JobDescriptionGenerator method={['How it works.']} />);
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
}

describe('Write with AI', () => {
  it('shows the failure beside the action and keeps the on-device text', async () => {
    const user = userEvent.setup();
    writeJdWithAi.mockResolvedValue({
      ok: false,
      reason: 'network',
      message: 'We could not reach the AI service.',
    });
    await mount();
    const before = (screen.getByLabelText('What you will do (one per line)') as HTMLTextAreaElement).value;
    await user.click(screen.getByRole('button', { name: 'Write with AI' }));
    expect(await screen.findByText('We could not reach the AI service.')).toBeVisible();
    expect(screen.getByLabelText('What you will do (one per line)')).toHaveValue(before);
  });

  it('offers the AI draft and applies it only when asked', async () => {
    const user = userEvent.setup();
    writeJdWithAi.mockResolvedValue({
      ok: true,
      data: {
        summary: 'As our Recruiter, you will run hiring for our clinical software teams.',
        responsibilities: ['Run intake meetings', 'Source candidates', 'Close offers'],
        requirements: ['3+ years of recruiting', 'ATS experience', 'Clear writing'],
        niceToHave: ['Health-tech experience'],
      },
    });
    await mount();
    await user.click(screen.getByRole('button', { name: 'Write with AI' }));
    expect(await screen.findByRole('heading', { name: 'AI draft' })).toBeVisible();
    expect(screen.getByLabelText('Nice to have (one per line)')).not.toHaveValue('Health-tech experience');
    expect(screen.queryByText('Emulated AI answer (test data)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use the AI draft' }));
    expect(screen.getByLabelText('Nice to have (one per line)')).toHaveValue('Health-tech experience');
    expect(screen.getByLabelText('About the role')).toHaveValue(
      'As our Recruiter, you will run hiring for our clinical software teams.',
    );
  });

  it('labels a draft from the local emulator as test data', async () => {
    const user = userEvent.setup();
    writeJdWithAi.mockResolvedValue({
      ok: true,
      emulated: true,
      data: {
        summary: 'Emulated summary.',
        responsibilities: ['One'],
        requirements: ['Two'],
        niceToHave: ['Three'],
      },
    });
    await mount();
    await user.click(screen.getByRole('button', { name: 'Write with AI' }));
    expect(await screen.findByRole('heading', { name: 'AI draft' })).toBeVisible();
    expect(screen.getByText('Emulated AI answer (test data)')).toBeVisible();
  });
});
