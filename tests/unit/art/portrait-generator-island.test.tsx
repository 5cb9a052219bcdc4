import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortraitGeneratorIsland } from '@/components/tools/media/art/PortraitGeneratorIsland';
import { portraitGenerator } from '@/content/tools/media/art/portrait-generator';
import { drawFace } from '@/lib/media/art/face';
import { FACE_DEFAULTS } from '@/lib/media/art/face-settings';
import { stubBitmaps, stubCanvas } from '../media/canvas-stubs';

const after = () => document.querySelector<HTMLCanvasElement>('canvas[data-portrait-after]')!;
const sample = drawFace(FACE_DEFAULTS).svg;

beforeEach(() => {
  window.history.replaceState(null, '', '/tools/ai-portrait-generator/');
  vi.stubGlobal(
    'ImageData',
    class {
      data: Uint8ClampedArray;
      constructor(
        public width: number,
        public height: number,
      ) {
        this.data = new Uint8ClampedArray(width * height * 4);
      }
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,AAAA');
});
afterEach(() => window.history.replaceState(null, '', '/'));

async function mount() {
  const view = render(<PortraitGeneratorIsland method={portraitGenerator.method} sampleSvg={sample} />);
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return view;
}

describe('the portrait generator island', () => {
  it('styles the sample on first use, restyles on a change and saves a PNG', async () => {
    const user = userEvent.setup();
    const { saved, drawn } = stubCanvas();
    await mount();
    expect(screen.getByAltText('Before: the sample portrait')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    await user.click(screen.getByLabelText('Style'));
    await waitFor(() => expect(after()).toHaveAttribute('data-portrait-after', 'done'));
    expect(after()).toHaveAccessibleName(
      'A comic version of the sample portrait, strength 60% (768 × 768 pixels)',
    );
    expect(screen.getByText(/^Generated: A comic version/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Style'), 'duotone');
    await user.selectOptions(screen.getByLabelText('Duotone colors'), 'teal-cream');
    await waitFor(() =>
      expect(after()).toHaveAccessibleName(/^A duotone version of the sample portrait in teal and cream/),
    );
    expect(drawn.some((d) => d.method === 'putImageData')).toBe(true);
    await waitFor(() => expect(window.location.search).toBe('?style=duotone&tone=teal-cream'));

    await user.click(screen.getByRole('button', { name: 'Download PNG (768 × 768)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ name: 'portrait-duotone-sample.png', type: 'image/png' });
  });

  it('explains why a file cannot be used and keeps the sample', async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubCanvas();
    await mount();
    const input = screen.getByLabelText('Choose a photo');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“notes.txt” is not an image. Choose a JPG, PNG, WebP or GIF photo.',
    );
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 60_000_000 });
    await user.upload(input, huge);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“huge.jpg” is 60.0 MB, over the 40 MB this page opens.',
    );
    expect(screen.getByAltText('Before: the sample portrait')).toBeInTheDocument();
  });

  it('opens a photo, scales it to 1,024 pixels and names the download after it', async () => {
    const user = userEvent.setup();
    const { saved } = stubCanvas();
    stubBitmaps({ width: 3000, height: 2000 });
    await mount();
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['jpg'], 'team-photo.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(screen.getByAltText('Before: “team-photo.jpg”')).toBeInTheDocument());
    await waitFor(() =>
      expect(after()).toHaveAccessibleName(
        'A comic version of “team-photo.jpg”, strength 60% (1024 × 683 pixels)',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Download PNG (1024 × 683)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('portrait-comic-team-photo.png');
    expect(screen.getByRole('button', { name: 'Use the sample portrait instead' })).toBeInTheDocument();
  });
});
