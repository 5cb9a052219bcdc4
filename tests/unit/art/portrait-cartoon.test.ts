import { describe, expect, it } from 'vitest';
import { comic, pixelArt, pixelBlock, pixelLevels, watercolor } from '@/lib/media/art/portrait-cartoon';
import { applyStyle, PORTRAIT_STYLES, type Pixels } from '@/lib/media/art/portrait-filters';
import { portraitAlt } from '@/lib/media/art/portrait-settings';

function picture(
  width: number,
  height: number,
  at: (x: number, y: number) => [number, number, number],
): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) data.set([...at(x, y), 255], (y * width + x) * 4);
  return { data, width, height };
}
const px = (p: Uint8ClampedArray, width: number, x: number, y: number) =>
  Array.from(p.slice((y * width + x) * 4, (y * width + x) * 4 + 3));
const distinct = (p: Uint8ClampedArray) => {
  const seen = new Set<string>();
  for (let i = 0; i < p.length; i += 4) seen.add(`${p[i]},${p[i + 1]},${p[i + 2]}`);
  return seen.size;
};

/** Red on the left, blue on the right, with a soft vertical brightness ramp, like a lit face. */
const halves = picture(32, 16, (x, y) => (x < 16 ? [200 - y * 4, 70, 60] : [50, 70, 190 - y * 4]));

describe('cartoon portrait styles', () => {
  it('comic inks the edge between two colors and keeps each side flat and in its own hue', () => {
    const out = comic(halves, 60);
    for (const x of [15, 16]) expect(Math.max(...px(out, 32, x, 8)), `x ${x}`).toBeLessThan(80);
    const red = px(out, 32, 4, 8);
    const blue = px(out, 32, 27, 8);
    expect(red[0]).toBeGreaterThan(red[2]! + 60);
    expect(blue[2]).toBeGreaterThan(blue[0]! + 60);
    // Cel shading: the smooth ramp inside a half becomes a handful of flat bands.
    const column = Array.from({ length: 16 }, (_, y) => px(out, 32, 4, y).join());
    expect(new Set(column).size).toBeLessThanOrEqual(3);
  });

  it('comic draws no lines on a flat photo', () => {
    const flat = picture(12, 12, () => [180, 140, 120]);
    const out = comic(flat, 100);
    expect(Math.min(...Array.from(out))).toBeGreaterThan(90);
  });

  it('pixel art fills whole blocks with one color from a small palette', () => {
    const gradient = picture(48, 48, (x, y) => [x * 5, y * 5, 255 - x * 2]);
    const strength = 100;
    const block = pixelBlock(strength, 48, 48);
    expect(block).toBeGreaterThan(1);
    const out = pixelArt(gradient, strength);
    for (let y = 0; y < 48; y += 1)
      for (let x = 0; x < 48; x += 1) {
        const corner = px(out, 48, x - (x % block), y - (y % block));
        expect(px(out, 48, x, y)).toEqual(corner);
      }
    const levels = pixelLevels(strength);
    const palette = new Set(Array.from({ length: levels }, (_, k) => Math.round((k * 255) / (levels - 1))));
    const used = new Set(Array.from(out).filter((_, i) => i % 4 !== 3));
    expect([...used].filter((v) => !palette.has(v))).toEqual([]);
    expect(distinct(out)).toBeLessThan(distinct(gradient.data) / 20);
  });

  it('watercolor softens fine detail into few washes and keeps the colors of large areas', () => {
    const busy = picture(40, 20, (x, y) => (x < 20 ? [210 - ((x + y) % 2) * 40, 90, 80] : [70, 110, 200]));
    const out = watercolor(busy, 70);
    // The pixel-to-pixel checker on the left is gone: neighbors differ by little more than the paper grain.
    const a = px(out, 40, 6, 10);
    const b = px(out, 40, 7, 10);
    expect(Math.abs(a[0]! - b[0]!)).toBeLessThan(16);
    expect(a[0]).toBeGreaterThan(a[2]! + 60);
    const right = px(out, 40, 34, 10);
    expect(right[2]).toBeGreaterThan(right[0]! + 60);
    // Paint is translucent: nothing is darker than the darkest wash lightened.
    expect(Math.min(...px(out, 40, 34, 10))).toBeGreaterThan(70);
  });

  it('every style is offered, applied, keeps alpha and the input, and is named in the alt text', () => {
    const copy = halves.data.slice();
    for (const { id } of PORTRAIT_STYLES) {
      const out = applyStyle({ ...halves, style: id, strength: 50, tone: 'ink-paper' });
      expect(out).toHaveLength(halves.data.length);
      expect(out[3]).toBe(255);
    }
    expect(halves.data).toEqual(copy);
    expect(PORTRAIT_STYLES.map((s) => s.id)).toEqual(
      expect.arrayContaining(['comic', 'watercolor', 'pixel']),
    );
    expect(portraitAlt({ style: 'pixel', strength: 40, tone: 'ink-paper' }, 'a photo', 10, 10)).toBe(
      'A pixel-art version of a photo, strength 40% (10 × 10 pixels)',
    );
  });
});
