import { blur, LUMA, luminance, type Pixels } from './portrait-pixels';

/**
 * The cartoon portrait styles: comic (cel shading and ink lines), watercolor (soft washes with
 * pigment at their edges) and pixel art (big square pixels in a small palette). Like the other
 * styles they are pure functions over RGBA pixels, take a strength from 0 to 100 and never change
 * their input.
 */

const clamp = (value: number) => Math.min(255, Math.max(0, value));

function channel(pixels: Pixels, c: number): Float32Array {
  const out = new Float32Array(pixels.width * pixels.height);
  for (let p = 0; p < out.length; p += 1) out[p] = pixels.data[p * 4 + c]!;
  return out;
}

function blurredChannels(pixels: Pixels, radius: number): Float32Array[] {
  return [0, 1, 2].map((c) => blur(channel(pixels, c), pixels.width, pixels.height, radius));
}

/** Sobel gradient strength of `values`, 0 on flat ground, about 1,000 across a black-to-white step. */
export function edgeStrength(values: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(values.length);
  const at = (x: number, y: number) =>
    values[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const gx =
        at(x + 1, y - 1) +
        2 * at(x + 1, y) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x - 1, y) -
        at(x - 1, y + 1);
      const gy =
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x, y - 1) -
        at(x + 1, y - 1);
      out[y * width + x] = Math.hypot(gx, gy);
    }
  return out;
}

const INK = [24, 22, 30] as const;

/**
 * Comic: colors smoothed and cut into a few flat levels (cel shading), with dark ink lines wherever
 * the smoothed color changes sharply. More strength means fewer levels and more lines.
 */
export function comic(pixels: Pixels, strength: number): Uint8ClampedArray {
  const { width, height, data } = pixels;
  const smooth = blurredChannels(pixels, 1.5);
  const gray = luminance(pixels);
  // Lines follow changes of color as well as of brightness: red against blue of equal brightness is
  // still an outline in a drawing.
  const [er, eg, eb] = smooth.map((values) => edgeStrength(values, width, height));
  const edges = er!.map((v, p) => Math.max(v, eg![p]!, eb![p]!));
  const levels = Math.max(3, Math.round(6 - (strength / 100) * 3));
  const step = 255 / (levels - 1);
  const threshold = 190 - (strength / 100) * 120;
  const out = new Uint8ClampedArray(data.length);
  for (let p = 0, i = 0; p < gray.length; p += 1, i += 4) {
    const rgb = [smooth[0]![p]!, smooth[1]![p]!, smooth[2]![p]!];
    const y = LUMA[0] * rgb[0]! + LUMA[1] * rgb[1]! + LUMA[2] * rgb[2]!;
    const ink = Math.min(1, Math.max(0, (edges[p]! - threshold) / threshold));
    for (let c = 0; c < 3; c += 1) {
      // Saturation up a little, then each channel snapped to a few flat levels: cel shading.
      const flat = Math.round(clamp(y + (rgb[c]! - y) * 1.3) / step) * step;
      out[i + c] = flat + (INK[c]! - flat) * ink;
    }
    out[i + 3] = data[i + 3]!;
  }
  return out;
}

/** A repeatable grain in −1…1 for each pixel, so the paper texture is the same on every run. */
function grain(x: number, y: number): number {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return (((h ^ (h >>> 16)) >>> 0) / 4294967295) * 2 - 1;
}

/**
 * Watercolor: the photo blurred into soft washes, each channel cut to a few levels, lightened as
 * translucent paint is, with pigment pooling (darker) where two washes meet, on grainy paper.
 */
export function watercolor(pixels: Pixels, strength: number): Uint8ClampedArray {
  const { width, height, data } = pixels;
  const smooth = blurredChannels(pixels, 1.5 + (strength / 100) * 4.5);
  const levels = Math.max(5, Math.round(10 - (strength / 100) * 5));
  const step = 255 / (levels - 1);
  const washes = smooth.map((values) => values.map((v) => Math.round(v / step) * step));
  const wash = (c: number, x: number, y: number) =>
    washes[c]![Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))]!;
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      const i = p * 4;
      // Pigment pools only where the washes differ by more than one level, not at every soft step.
      let edge = false;
      for (let c = 0; c < 3 && !edge; c += 1) {
        const v = washes[c]![p]!;
        edge = Math.abs(v - wash(c, x + 1, y)) > step * 1.5 || Math.abs(v - wash(c, x, y + 1)) > step * 1.5;
      }
      const paper = grain(x, y) * 6;
      for (let c = 0; c < 3; c += 1) {
        // Half the wash, half the smooth photo: flat areas of paint that still follow the shading.
        const paint = (washes[c]![p]! + smooth[c]![p]!) / 2;
        const light = paint + (255 - paint) * 0.12;
        out[i + c] = clamp((edge ? light * 0.85 : light) + paper);
      }
      out[i + 3] = data[i + 3]!;
    }
  return out;
}

/** The side of one big pixel: 3 screen pixels at strength 0, up to 1/24 of the picture's shorter side. */
export function pixelBlock(strength: number, width: number, height: number): number {
  const most = Math.max(3, Math.round(Math.min(width, height) / 24));
  return Math.max(2, Math.round(3 + (strength / 100) * (most - 3)));
}

/** Levels per channel of the pixel-art palette: 8 (512 colors) down to 5 (125 colors). */
export function pixelLevels(strength: number): number {
  return Math.max(5, Math.round(8 - (strength / 100) * 3));
}

/** Pixel art: every block becomes one flat square of its average color, snapped to a small palette. */
export function pixelArt(pixels: Pixels, strength: number): Uint8ClampedArray {
  const { width, height, data } = pixels;
  const block = pixelBlock(strength, width, height);
  const step = 255 / (pixelLevels(strength) - 1);
  const out = new Uint8ClampedArray(data.length);
  for (let by = 0; by < height; by += block)
    for (let bx = 0; bx < width; bx += block) {
      const sum = [0, 0, 0, 0];
      let count = 0;
      for (let y = by; y < Math.min(height, by + block); y += 1)
        for (let x = bx; x < Math.min(width, bx + block); x += 1) {
          const i = (y * width + x) * 4;
          for (let c = 0; c < 4; c += 1) sum[c] = sum[c]! + data[i + c]!;
          count += 1;
        }
      const color = sum.map((s, c) => (c === 3 ? s / count : Math.round(s / count / step) * step));
      for (let y = by; y < Math.min(height, by + block); y += 1)
        for (let x = bx; x < Math.min(width, bx + block); x += 1) out.set(color, (y * width + x) * 4);
    }
  return out;
}
