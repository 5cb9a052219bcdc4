import { vi } from 'vitest';

/**
 * jsdom has no canvas, no image decoding and no blob URLs. These stand-ins record what the tools
 * draw and save, so a test can check the calls and the files; the real pixels are checked in the
 * browser tests (tests/e2e/media.spec.ts).
 */
export type Drawn = { method: string; args: unknown[]; canvasWidth: number };

export function stubCanvas() {
  const drawn: Drawn[] = [];
  const saved: { name: string; type: string }[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return new Proxy(
      {},
      {
        // Arrow functions: `this` stays the canvas whose context is asked for.
        get: (_target, prop) => {
          if (prop === 'canvas') return this;
          if (prop === 'getImageData')
            return (_x: number, _y: number, w: number, h: number) => ({
              data: new Uint8ClampedArray(w * h * 4),
              width: w,
              height: h,
            });
          return (...args: unknown[]) => {
            drawn.push({ method: String(prop), args, canvasWidth: this.width });
          };
        },
        set: () => true,
      },
    ) as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    callback: BlobCallback,
    type?: string,
  ) {
    callback(new Blob(['png'], { type: type ?? 'image/png' }));
  });
  const blobs = new Map<string, Blob>();
  let counter = 0;
  vi.stubGlobal(
    'URL',
    class extends URL {
      static createObjectURL(blob: Blob) {
        const url = `blob:test/${(counter += 1)}`;
        blobs.set(url, blob);
        return url;
      }
      static revokeObjectURL() {}
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: blobs.get(this.href)?.type ?? '' });
  });
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value: () => Promise.resolve(),
  });
  return { drawn, saved };
}

export function stubBitmaps(size: { width: number; height: number }) {
  const bitmap = { ...size, close: vi.fn() };
  vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(bitmap));
  return bitmap;
}
