import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageGeneratorIsland } from '@/components/tools/media/art/ImageGeneratorIsland';
import { imageGenerator } from '@/content/tools/media/art/image-generator';
import { stubCanvas } from '../media/canvas-stubs';
import { viaGateway } from '../ai/via-gateway';

const preview = () => document.querySelector<HTMLImageElement>('img[data-art-preview]')!;

async function mount(ai = false) {
  const view = render(<ImageGeneratorIsland method={imageGenerator.method} aiEnabled={ai} />);
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return view;
}

beforeEach(() => window.history.replaceState(null, '', '/tools/ai-image-generator/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the image generator', () => {
  it('shows the default scene with its description and what it read from the prompt', async () => {
    await mount();
    expect(preview().alt).toBe(
      'A sunset scene of mountains and the sea, in calm colors (1600 × 900 generated illustration)',
    );
    expect(document.querySelector('[data-prompt-read]')?.textContent).toBe(
      'Read from your prompt: sunset, mountains, sea',
    );
    expect(screen.queryByRole('button', { name: 'Improve my prompt with AI' })).toBeNull();
  });

  it('redraws from a new prompt, announces it and keeps it in the link', async () => {
    const user = userEvent.setup();
    await mount();
    const before = preview().src;
    const box = screen.getByLabelText('Describe the picture');
    await user.clear(box);
    await user.type(box, 'night city in the rain');
    await waitFor(() =>
      expect(document.querySelector('[data-prompt-read]')?.textContent).toBe(
        'Read from your prompt: night, city, rain, moody',
      ),
    );
    expect(preview().src).not.toBe(before);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((s) => s.textContent?.startsWith('Generated: A night scene of a city skyline')),
      ).toBe(true),
    );
    await waitFor(() => expect(window.location.search).toContain('prompt=night+city+in+the+rain'));
  });

  it('picks a variation, which changes the picture and the code', async () => {
    const user = userEvent.setup();
    await mount();
    const before = preview().src;
    const list = document.querySelector<HTMLElement>('[data-variations]')!;
    await user.click(within(list).getByRole('button', { name: 'Code lumen.3' }));
    expect(screen.getByLabelText('Picture code')).toHaveValue('lumen.3');
    expect(preview().src).not.toBe(before);
    expect(within(list).getByRole('button', { name: 'Code lumen.3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('changes size and saves SVG and PNG files named after the scene', async () => {
    const user = userEvent.setup();
    const { saved, drawn } = stubCanvas();
    await mount();
    await user.click(screen.getByRole('radio', { name: 'Banner' }));
    expect(preview()).toHaveAttribute('width', '1500');
    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    await user.click(screen.getByRole('button', { name: /^Download PNG/ }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[0]).toEqual({ name: 'scene-mountains-sea-lumen.svg', type: 'image/svg+xml' });
    expect(saved[1]).toEqual({ name: 'scene-mountains-sea-lumen-1500x500.png', type: 'image/png' });
    expect(drawn.some((d) => d.method === 'drawImage' && d.canvasWidth === 1500)).toBe(true);
    expect(
      await screen.findByText('Saved scene-mountains-sea-lumen-1500x500.png (1500 × 500 pixels).'),
    ).toBeInTheDocument();
  });

  it('reads a shared link', async () => {
    window.history.replaceState(
      null,
      '',
      '/tools/ai-image-generator/?prompt=snowy+forest&seed=abc&format=square',
    );
    await mount();
    await waitFor(() => expect(screen.getByLabelText('Describe the picture')).toHaveValue('snowy forest'));
    expect(preview()).toHaveAttribute('width', '1024');
    expect(screen.getByLabelText('Picture code')).toHaveValue('abc');
  });

  it('offers the AI step only when the service is configured, and reports a failure beside it', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn().mockResolvedValue(new Response('nope', { status: 500 }));
    vi.stubGlobal('fetch', viaGateway(fetchMock));
    await mount(true);
    await user.click(screen.getByRole('button', { name: 'Improve my prompt with AI' }));
    expect(
      await screen.findByText('The AI service could not answer just now. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Describe the picture')).toHaveValue('Quiet mountain lake at sunset');
  });

  it('applies an AI suggestion by adding its known words to the prompt', async () => {
    const user = userEvent.setup();
    const body = {
      choices: [
        {
          message: {
            content: '***{"keywords":["night","castle","rain"],"palette":["#000000"],"mood":"moody"}***',
          },
        },
      ],
    };
    vi.stubGlobal(
      'fetch',
      viaGateway(vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }))),
    );
    await mount(true);
    await user.click(screen.getByRole('button', { name: 'Improve my prompt with AI' }));
    expect(await screen.findByText(/AI suggestion: night, rain; mood moody/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the AI suggestion' }));
    expect(screen.getByLabelText('Describe the picture')).toHaveValue(
      'Quiet mountain lake at sunset night rain moody',
    );
  });
});
