import { describe, expect, it } from 'vitest';
import { applyFilter } from '@/lib/media/photo-filters';

const pixel = (r: number, g: number, b: number, a = 255) => new Uint8ClampedArray([r, g, b, a]);
const after = (filter: Parameters<typeof applyFilter>[1], ...rgba: [number, number, number, number?]) => {
  const data = pixel(...rgba);
  applyFilter(data, filter);
  return [...data];
};

describe('photo filters', () => {
  it('leave the photo alone with None', () => {
    expect(after('none', 10, 200, 30)).toEqual([10, 200, 30, 255]);
  });

  it('turn colors into their Rec. 709 luminance for grayscale', () => {
    // Pure green is far brighter to the eye than pure blue.
    expect(after('grayscale', 0, 255, 0)).toEqual([182, 182, 182, 255]);
    expect(after('grayscale', 0, 0, 255)).toEqual([18, 18, 18, 255]);
    expect(after('grayscale', 100, 100, 100)).toEqual([100, 100, 100, 255]);
  });

  it('shift red and blue 8% in opposite directions for warm and cool', () => {
    expect(after('warm', 100, 100, 100)).toEqual([108, 100, 92, 255]);
    expect(after('cool', 100, 100, 100)).toEqual([92, 100, 108, 255]);
    expect(after('warm', 250, 0, 0)).toEqual([255, 0, 0, 255]);
  });

  it('push tones 25% away from middle gray for contrast, within 0 to 255', () => {
    expect(after('contrast', 128, 168, 88)).toEqual([128, 178, 78, 255]);
    expect(after('contrast', 250, 5, 128)).toEqual([255, 0, 128, 255]);
  });

  it('never touch transparency', () => {
    expect(after('grayscale', 10, 20, 30, 0)[3]).toBe(0);
    expect(after('contrast', 10, 20, 30, 77)[3]).toBe(77);
  });
});
