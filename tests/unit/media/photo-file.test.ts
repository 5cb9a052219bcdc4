import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileProblem, MAX_WORKING_SIDE, openPhoto, PhotoError, workingScale } from '@/lib/media/photo-file';

describe('checking the chosen file', () => {
  it('accepts photos', () => {
    expect(fileProblem({ name: 'me.jpg', type: 'image/jpeg', size: 2_000_000 })).toBeUndefined();
    expect(fileProblem({ name: 'IMG_0001.HEIC', type: '', size: 3_000_000 })).toBeUndefined();
  });

  it('says clearly when the file is not a photo', () => {
    expect(fileProblem({ name: 'resume.pdf', type: 'application/pdf', size: 90_000 })).toBe(
      '“resume.pdf” is not an image. Choose a JPG, PNG, WebP or GIF photo.',
    );
    expect(fileProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 900 })).toMatch(
      /SVG drawing, not a photo/,
    );
    expect(fileProblem({ name: 'empty.png', type: 'image/png', size: 0 })).toBe(
      '“empty.png” is empty. Choose another photo.',
    );
  });

  it('turns away very large files with their size', () => {
    expect(fileProblem({ name: 'raw.png', type: 'image/png', size: 52_400_000 })).toBe(
      '“raw.png” is 52.4 MB, over the 40 MB this page opens. Save a smaller copy and choose it instead.',
    );
  });
});

describe('the working size', () => {
  it('scales the longest side down to the cap, and never up', () => {
    expect(workingScale(6000, 4000)).toBe(MAX_WORKING_SIDE / 6000);
    expect(workingScale(1200, 3600)).toBeCloseTo(MAX_WORKING_SIDE / 3600);
    expect(workingScale(640, 480)).toBe(1);
  });
});

describe('opening a photo', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('decodes, then shrinks a photo above the cap and frees the full-size copy', async () => {
    const full = { width: 6000, height: 4000, close: vi.fn() };
    const small = { width: 3000, height: 2000, close: vi.fn() };
    const decode = vi.fn().mockResolvedValueOnce(full).mockResolvedValueOnce(small);
    vi.stubGlobal('createImageBitmap', decode);
    const photo = await openPhoto(new Blob(['x'], { type: 'image/jpeg' }));
    expect(decode).toHaveBeenNthCalledWith(1, expect.any(Blob), { imageOrientation: 'from-image' });
    expect(decode).toHaveBeenLastCalledWith(full, {
      resizeWidth: 3000,
      resizeHeight: 2000,
      resizeQuality: 'high',
    });
    expect(full.close).toHaveBeenCalled();
    expect(photo).toMatchObject({ width: 3000, height: 2000, originalWidth: 6000, originalHeight: 4000 });
  });

  it('explains a file the browser cannot decode', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn().mockRejectedValue(new DOMException('bad', 'InvalidStateError')),
    );
    await expect(openPhoto(new Blob(['not really a png'], { type: 'image/png' }))).rejects.toThrow(
      PhotoError,
    );
    await expect(openPhoto(new Blob(['x'], { type: 'image/png' }))).rejects.toThrow(
      /could not be opened as an image/,
    );
  });
});
