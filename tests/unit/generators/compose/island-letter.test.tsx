import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComposerIsland } from '@/components/tools/generators/compose/ComposerIsland';
import { compose } from './helpers';
import { viaGateway } from '../../ai/via-gateway';

const saved: { name: string; format: string; size: number }[] = [];
vi.mock('@/lib/documents/download', async (original) => {
  const real = await original<typeof import('@/lib/documents/download')>();
  return {
    ...real,
    saveFile: (bytes: Uint8Array, name: string, format: string) =>
      saved.push({ name, format, size: bytes.length }),
  };
});

async function mount() {
  const initial = await compose('letter');
  const view = render(
    <ComposerIsland
      slug="ai-letter-generator"
      name="AI letter generator"
      composer="letter"
      initial={initial}
      builtOn="2026-11-22"
      aiEnabled
    />,
  );
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return view;
}

const letter = () => screen.getByRole('region', { name: /^Your letter$/ });

beforeEach(() => {
  window.localStorage.clear();
  saved.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('the composer island (letter)', () => {
  it('switches letter type with a matching sample, links the dedicated generators, and downloads Word', async () => {
    const user = userEvent.setup();
    await mount();
    expect(letter()).toHaveTextContent('Re: A flexible working arrangement');
    await user.selectOptions(screen.getByLabelText('Type of letter'), 'complaint');
    await waitFor(() =>
      expect(letter()).toHaveTextContent('raise a formal complaint about the unpaid overtime'),
    );
    expect(letter()).toHaveTextContent(
      'I have enclosed my timesheets for those two weeks and the approval email.',
    );
    expect(screen.getByRole('link', { name: 'Resignation letter generator' })).toHaveAttribute(
      'href',
      '/tools/resignation-letter-generator/',
    );

    await user.click(screen.getByRole('button', { name: 'Download Word' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ name: 'complaint-letter-daniel-kim.docx', format: 'docx' });
    expect(saved[0]!.size).toBeGreaterThan(1000);
    expect(screen.getByText('Word file downloaded.')).toHaveAttribute('role', 'status');
  });

  it('puts the AI paragraphs inside the visitor’s own letter frame', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      viaGateway(
        vi.fn<typeof fetch>(
          async () =>
            new Response(
              JSON.stringify({
                choices: [
                  {
                    message: {
                      content: `***${JSON.stringify({ paragraphs: ['First AI paragraph.', 'Second AI paragraph.'] })}***`,
                    },
                  },
                ],
              }),
            ),
        ),
      ),
    );
    await mount();
    await user.click(screen.getByRole('button', { name: 'Write with AI' }));
    const ai = await screen.findByRole('article', { name: 'AI draft 1' });
    expect(ai).toHaveTextContent('Dear Laura Chen,');
    expect(ai).toHaveTextContent('First AI paragraph.');
    expect(ai).toHaveTextContent('Daniel Kim');
    expect(ai).not.toHaveTextContent('Some background');
  });
});
