import { describe, expect, it } from 'vitest';
import {
  applyStyle,
  blur,
  duotone,
  halftone,
  kuwahara,
  popArt,
  sketch,
  type Pixels,
} from '@/lib/media/art/portrait-filters';
import { fitWithin, portraitAlt } from '@/lib/media/art/portrait-settings';

/** A width × height picture where each pixel's color comes from `at(x, y)`. */
function picture(
  width: number,
  height: number,
  at: (x: number, y: number) => [number, number, number],
): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = at(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return { data, width, height };
}
const px = (p: Uint8ClampedArray, width: number, x: number, y: number) =>
  Array.from(p.slice((y * width + x) * 4, (y * width + x) * 4 + 4));

describe('portrait filters', () => {
  it('keeps a flat color flat and alpha untouched, without changing the input', () => {
    const flat = picture(6, 5, () => [120, 60, 200]);
    const copy = flat.data.slice();
    for (const style of ['oil', 'pop', 'duotone', 'sketch', 'halftone'] as const) {
      const out = applyStyle({ ...flat, style, strength: 50, tone: 'ink-paper' });
      expect(out).toHaveLength(flat.data.length);
      expect(out[3]).toBe(255);
    }
    expect(kuwahara(flat, 50).every((v, i) => Math.abs(v - flat.data[i]!) <= 1)).toBe(true);
    expect(flat.data).toEqual(copy);
  });

  it('oil paint (Kuwahara) keeps a hard edge sharp instead of blurring it', () => {
    const edge = picture(8, 4, (x) => (x < 4 ? [0, 0, 0] : [255, 255, 255]));
    const out = kuwahara(edge, 30);
    expect(px(out, 8, 3, 1)).toEqual([0, 0, 0, 255]);
    expect(px(out, 8, 4, 1)).toEqual([255, 255, 255, 255]);
  });

  it('blur spreads a single bright pixel and keeps the total', () => {
    const values = new Float32Array(25);
    values[12] = 250;
    const out = blur(values, 5, 5, 3);
    expect(out[12]).toBeLessThan(250);
    expect(out[0]).toBeGreaterThan(0);
  });

  it('pencil sketch turns flat areas to white paper and leaves edges darker', () => {
    const edge = picture(60, 2, (x) => (x < 30 ? [40, 40, 40] : [220, 220, 220]));
    const out = sketch(edge, 10);
    expect(px(out, 60, 0, 0)[0]).toBeGreaterThan(240);
    expect(px(out, 60, 59, 0)[0]).toBeGreaterThan(240);
    expect(px(out, 60, 29, 0)[0]).toBeLessThan(200);
    expect(px(out, 60, 29, 0)[0]).toBe(px(out, 60, 29, 0)[1]);
  });

  it('pop art posterizes to few levels', () => {
    const ramp = picture(64, 1, (x) => [x * 4, x * 4, x * 4]);
    const levels = new Set(Array.from(popArt(ramp, 100)).filter((_, i) => i % 4 === 0));
    expect(levels.size).toBe(2);
    expect(new Set(Array.from(popArt(ramp, 0)).filter((_, i) => i % 4 === 0)).size).toBe(6);
  });

  it('duotone maps black and white to the pair’s dark and light colors at full strength', () => {
    const two = picture(2, 1, (x) => (x ? [255, 255, 255] : [0, 0, 0]));
    const out = duotone(two, 100, 'indigo-gold');
    expect(px(out, 2, 0, 0)).toEqual([30, 27, 75, 255]);
    expect(px(out, 2, 1, 0)).toEqual([251, 191, 36, 255]);
  });

  it('halftone draws dots: white stays white, black cells fill with ink', () => {
    const white = halftone(
      picture(8, 8, () => [255, 255, 255]),
      0,
    );
    expect(new Set(Array.from(white))).toEqual(new Set([255]));
    const black = halftone(
      picture(8, 8, () => [0, 0, 0]),
      0,
    );
    expect(px(black, 8, 2, 2)[0]).toBe(20);
  });

  it('fits big photos within 1,024 pixels and describes the result', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
    expect(portraitAlt({ style: 'duotone', strength: 70, tone: 'teal-cream' }, '“me.jpg”', 800, 600)).toBe(
      'A duotone version of “me.jpg” in teal and cream, strength 70% (800 × 600 pixels)',
    );
  });
});
