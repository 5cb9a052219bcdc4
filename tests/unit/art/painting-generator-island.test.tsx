import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaintingGeneratorIsland } from '@/components/tools/media/art/PaintingGeneratorIsland';
import { paintingGenerator } from '@/content/tools/media/art/painting-generator';
import { stubCanvas } from '../media/canvas-stubs';

const preview = () => document.querySelector<HTMLImageElement>('img[data-art-preview]')!;

beforeEach(() => window.history.replaceState(null, '', '/tools/painting-generator/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the painting generator island', () => {
  it('paints with the prompt palette, switches style and palette, and saves files', async () => {
    const user = userEvent.setup();
    const { saved } = stubCanvas();
    const view = render(<PaintingGeneratorIsland method={paintingGenerator.method} aiEnabled={false} />);
    await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
    expect(preview().alt).toBe(
      'A flow-field brushstroke painting in sunset colors (1024 × 1024 generated illustration)',
    );
    expect(document.querySelector('[data-prompt-read]')?.textContent).toContain(
      'read from your prompt: sunset, sea, warm',
    );

    await user.selectOptions(screen.getByLabelText('Style'), 'bauhaus');
    await user.selectOptions(screen.getByLabelText('Palette'), 'ocean');
    expect(preview().alt).toBe(
      'A Bauhaus-style geometric grid in ocean colors (1024 × 1024 generated illustration)',
    );
    await waitFor(() => expect(window.location.search).toBe('?style=bauhaus&palette=ocean'));

    const before = preview().src;
    await user.click(
      within(document.querySelector<HTMLElement>('[data-variations]')!).getByRole('button', {
        name: 'Code brush.2',
      }),
    );
    expect(preview().src).not.toBe(before);

    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    await user.selectOptions(screen.getByLabelText('PNG size'), '1');
    await user.click(screen.getByRole('button', { name: /^Download PNG/ }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((s) => s.name)).toEqual([
      'painting-bauhaus-brush-2.svg',
      'painting-bauhaus-brush-2-2048x2048.png',
    ]);
  });
});
