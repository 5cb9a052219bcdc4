import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePictureIsland } from '@/components/tools/media/ProfilePictureIsland';
import { profilePictureMaker } from '@/content/tools/media/avatars';
import { stubBitmaps, stubCanvas } from './canvas-stubs';

async function mount() {
  const view = render(<ProfilePictureIsland method={profilePictureMaker.method} />);
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return view;
}

const photoFile = (name = 'portrait.png', type = 'image/png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type });

beforeEach(() => window.history.replaceState(null, '', '/tools/profile-picture-maker/'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the profile picture maker', () => {
  it('starts empty, says the photo stays on the device, and cannot download yet', async () => {
    await mount();
    expect(
      screen.getByText(/is opened and edited in this browser tab and is never uploaded/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download 400 × 400 PNG' })).toBeDisabled();
    expect(screen.getByText('Choose a photo, or drop one here.')).toBeInTheDocument();
  });

  it('explains a file that is not an image, beside the file field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await mount();
    const input = screen.getByLabelText('Choose a photo');
    await user.upload(input, photoFile('cv.pdf', 'application/pdf'));
    expect(
      screen.getByText('“cv.pdf” is not an image. Choose a JPG, PNG, WebP or GIF photo.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('turns away a very large file with its size', async () => {
    await mount();
    const big = photoFile('huge.jpg', 'image/jpeg');
    Object.defineProperty(big, 'size', { value: 61_000_000 });
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [big] } });
    expect(
      await screen.findByText(/“huge.jpg” is 61.0 MB, over the 40 MB this page opens/),
    ).toBeInTheDocument();
  });

  it('says so when the browser cannot decode the photo', async () => {
    stubCanvas();
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new Error('decode')));
    const user = userEvent.setup();
    await mount();
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile());
    expect(await screen.findByText(/could not be opened as an image/)).toBeInTheDocument();
  });

  it('opens a photo, crops it by keyboard and slider, and downloads the framed PNG', async () => {
    const { drawn, saved } = stubCanvas();
    stubBitmaps({ width: 1200, height: 800 });
    const user = userEvent.setup();
    await mount();
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile());
    expect(await screen.findByText('Editing “portrait.png”, 1200 × 800 pixels.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your profile picture from “portrait.png”' })).toBeInTheDocument();
    expect(screen.getByText('1.0×')).toBeInTheDocument();

    const crop = screen.getByRole('group', { name: /Crop: drag the photo/ });
    crop.focus();
    await user.keyboard('++');
    expect(screen.getByText('1.2×')).toBeInTheDocument();
    expect(
      screen.getByText(
        /At zoom 1\.21×, the square is 800 ÷ 1\.21 = 661 pixels on a side, starting 269 pixels from the left and 69 from the top\./,
      ),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    // Moving the photo left by 2% of the view shows more of its right side.
    expect(screen.getByText(/starting 283 pixels from the left/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Zoom'), { target: { value: '2' } });
    expect(screen.getByText('2.0×')).toBeInTheDocument();
    await user.keyboard('0');
    expect(screen.getByText('1.0×')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Rose' }));
    await user.click(screen.getByRole('radio', { name: 'Thick' }));
    await user.click(screen.getByRole('radio', { name: 'Grayscale' }));
    await user.click(screen.getByRole('button', { name: 'Download 800 × 800 PNG' }));
    expect(await screen.findByText('Saved profile-picture-800.png (800 × 800 pixels).')).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'profile-picture-800.png', type: 'image/png' }]);
    const download = drawn.filter((call) => call.canvasWidth === 800);
    const arcs = download.filter((call) => call.method === 'arc').map((call) => call.args);
    // The circle, then the thick ring: 7% of the side, stroked along a circle inset by half its width.
    expect(arcs).toEqual([
      [400, 400, 400, 0, Math.PI * 2],
      [400, 400, 400 - 28, 0, Math.PI * 2],
    ]);
    expect(download.map((call) => call.method)).toEqual(
      expect.arrayContaining(['putImageData', 'clip', 'drawImage', 'stroke']),
    );
  });

  it('warns when the crop is smaller than the download', async () => {
    stubCanvas();
    stubBitmaps({ width: 300, height: 300 });
    const user = userEvent.setup();
    await mount();
    await user.upload(screen.getByLabelText('Choose a photo'), photoFile('small.png'));
    expect(
      await screen.findByText(
        /The crop covers only 300 × 300 pixels of your photo, so both downloads are enlarged/,
      ),
    ).toBeInTheDocument();
  });

  it('starts from a generated avatar without a photo', async () => {
    stubCanvas();
    const user = userEvent.setup();
    await mount();
    const name = screen.getByLabelText('Name or any text');
    await user.clear(name);
    await user.type(name, 'Priya Shah');
    await user.selectOptions(screen.getByLabelText('Avatar style'), 'Notionists');
    await user.click(screen.getByRole('button', { name: 'Use this avatar' }));
    expect(
      await screen.findByText('Editing the Notionists avatar for “Priya Shah”, 800 × 800 pixels.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download 400 × 400 PNG' })).toBeEnabled();
  });

  it('opens with the avatar a link from the avatar generator describes', async () => {
    stubCanvas();
    window.history.replaceState(null, '', '/tools/profile-picture-maker/?avatar=1&style=bottts&seed=Robo+7');
    await mount();
    expect(
      await screen.findByText('Editing the Bottts avatar for “Robo 7”, 800 × 800 pixels.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Avatar style')).toHaveValue('bottts');
  });
});
