import { blur, LUMA, luminance, type Pixels } from './portrait-pixels';
import { comic, pixelArt, watercolor } from './portrait-cartoon';

export { blur, luminance, type Pixels };

/**
 * The portrait generator's looks, as pure functions over RGBA pixels (width × height × 4 bytes).
 * They run in a worker on the visitor's photo, and directly in tests on tiny arrays. Each takes a
 * strength from 0 to 100 and returns new pixels; the input is never changed.
 */
export const PORTRAIT_STYLES = [
  { id: 'comic', label: 'Comic (cartoon)' },
  { id: 'oil', label: 'Oil paint' },
  { id: 'watercolor', label: 'Watercolor' },
  { id: 'sketch', label: 'Pencil sketch' },
  { id: 'pop', label: 'Pop art' },
  { id: 'duotone', label: 'Duotone' },
  { id: 'halftone', label: 'Halftone' },
  { id: 'pixel', label: 'Pixel art' },
] as const;
export type PortraitStyle = (typeof PORTRAIT_STYLES)[number]['id'];

export const DUOTONES = [
  { id: 'indigo-gold', label: 'Indigo and gold', dark: [30, 27, 75], light: [251, 191, 36] },
  { id: 'teal-cream', label: 'Teal and cream', dark: [15, 76, 92], light: [253, 246, 227] },
  { id: 'crimson-pink', label: 'Crimson and pink', dark: [110, 16, 48], light: [255, 183, 197] },
  { id: 'ink-paper', label: 'Ink and paper', dark: [28, 28, 30], light: [245, 240, 230] },
] as const;
export type DuotoneId = (typeof DUOTONES)[number]['id'];

/**
 * Pencil sketch: the gray image divided by its blurred negative (a color dodge). Flat areas go
 * white, edges stay dark, like graphite on paper.
 */
export function sketch(pixels: Pixels, strength: number): Uint8ClampedArray {
  const { width, height, data } = pixels;
  const gray = luminance(pixels);
  const inverted = gray.map((v) => 255 - v);
  const blurred = blur(inverted, width, height, 2 + (strength / 100) * 14);
  const out = new Uint8ClampedArray(data.length);
  for (let p = 0, i = 0; p < gray.length; p += 1, i += 4) {
    const dodge = blurred[p]! >= 255 ? 255 : Math.min(255, (gray[p]! * 255) / (255 - blurred[p]!));
    out[i] = out[i + 1] = out[i + 2] = dodge;
    out[i + 3] = data[i + 3]!;
  }
  return out;
}

/** Pop art: colors cut to a few levels per channel, with the saturation pushed up. */
export function popArt(pixels: Pixels, strength: number): Uint8ClampedArray {
  const { data } = pixels;
  const levels = Math.max(2, Math.round(6 - (strength / 100) * 4));
  const step = 255 / (levels - 1);
  const boost = 1 + strength / 100;
  const out = new Uint8ClampedArray(data.length);
  for (let i = 0; i < data.length; i += 4) {
    const y = LUMA[0] * data[i]! + LUMA[1] * data[i + 1]! + LUMA[2] * data[i + 2]!;
    for (let c = 0; c < 3; c += 1) {
      const saturated = y + (data[i + c]! - y) * boost;
      out[i + c] = Math.round(Math.min(255, Math.max(0, saturated)) / step) * step;
    }
    out[i + 3] = data[i + 3]!;
  }
  return out;
}

/** Duotone: brightness mapped from the dark color to the light one, mixed with the photo by strength. */
export function duotone(pixels: Pixels, strength: number, tone: DuotoneId): Uint8ClampedArray {
  const { data } = pixels;
  const pair = DUOTONES.find((d) => d.id === tone) ?? DUOTONES[0];
  const amount = 0.4 + (strength / 100) * 0.6;
  const out = new Uint8ClampedArray(data.length);
  for (let i = 0; i < data.length; i += 4) {
    const t = (LUMA[0] * data[i]! + LUMA[1] * data[i + 1]! + LUMA[2] * data[i + 2]!) / 255;
    for (let c = 0; c < 3; c += 1) {
      const toned = pair.dark[c]! + (pair.light[c]! - pair.dark[c]!) * t;
      out[i + c] = data[i + c]! + (toned - data[i + c]!) * amount;
    }
    out[i + 3] = data[i + 3]!;
  }
  return out;
}

/** Halftone: each cell's average darkness becomes an ink dot of matching area on white. */
export function halftone(pixels: Pixels, strength: number): Uint8ClampedArray {
  const { width, height, data } = pixels;
  const cell = Math.max(3, Math.round(4 + (strength / 100) * 14));
  const gray = luminance(pixels);
  const out = new Uint8ClampedArray(data.length);
  for (let cy = 0; cy < height; cy += cell) {
    for (let cx = 0; cx < width; cx += cell) {
      let sum = 0;
      let count = 0;
      for (let y = cy; y < Math.min(height, cy + cell); y += 1)
        for (let x = cx; x < Math.min(width, cx + cell); x += 1) {
          sum += gray[y * width + x]!;
          count += 1;
        }
      const darkness = 1 - sum / count / 255;
      // Area-true dots: a full cell of ink needs a radius of cell / √π… capped at touching circles.
      const radius = Math.min(cell * 0.71, Math.sqrt((darkness * cell * cell) / Math.PI));
      const mx = cx + cell / 2;
      const my = cy + cell / 2;
      for (let y = cy; y < Math.min(height, cy + cell); y += 1)
        for (let x = cx; x < Math.min(width, cx + cell); x += 1) {
          const d = Math.hypot(x + 0.5 - mx, y + 0.5 - my);
          // One pixel of soft edge, so dots are round rather than jagged.
          const ink = Math.min(1, Math.max(0, radius - d + 0.5));
          const i = (y * width + x) * 4;
          const v = 255 - ink * 235;
          out[i] = out[i + 1] = out[i + 2] = v;
          out[i + 3] = data[i + 3]!;
        }
    }
  }
  return out;
}

/** Summed-area table over `values` (width+1 × height+1), so any box sum costs four lookups. */
function integral(values: Float64Array | Float32Array, width: number, height: number): Float64Array {
  const w = width + 1;
  const table = new Float64Array(w * (height + 1));
  for (let y = 1; y <= height; y += 1) {
    let row = 0;
    for (let x = 1; x <= width; x += 1) {
      row += values[(y - 1) * width + (x - 1)]!;
      table[y * w + x] = table[(y - 1) * w + x]! + row;
    }
  }
  return table;
}

/**
 * Oil paint (Kuwahara filter): each pixel takes the average color of whichever of its four
 * neighboring squares varies least in brightness. Flat regions become smooth strokes while edges
 * stay sharp. Summed-area tables keep it linear in the number of pixels.
 */
export function kuwahara(pixels: Pixels, strength: number): Uint8ClampedArray {
  const { width, height, data } = pixels;
  const r = Math.max(1, Math.round(1 + (strength / 100) * 7));
  const n = width * height;
  const channels = [0, 1, 2].map((c) => {
    const values = new Float32Array(n);
    for (let p = 0; p < n; p += 1) values[p] = data[p * 4 + c]!;
    return integral(values, width, height);
  });
  const gray = luminance(pixels);
  const graySum = integral(gray, width, height);
  const squares = new Float64Array(n);
  for (let p = 0; p < n; p += 1) squares[p] = gray[p]! * gray[p]!;
  const squareSum = integral(squares, width, height);
  const w = width + 1;
  const box = (table: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    table[(y1 + 1) * w + (x1 + 1)]! -
    table[y0 * w + (x1 + 1)]! -
    table[(y1 + 1) * w + x0]! +
    table[y0 * w + x0]!;
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let best = Infinity;
      let bx0 = x;
      let by0 = y;
      let bx1 = x;
      let by1 = y;
      for (const [dx, dy] of [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ] as const) {
        const x0 = Math.max(0, Math.min(x, x + dx * r));
        const x1 = Math.min(width - 1, Math.max(x, x + dx * r));
        const y0 = Math.max(0, Math.min(y, y + dy * r));
        const y1 = Math.min(height - 1, Math.max(y, y + dy * r));
        const count = (x1 - x0 + 1) * (y1 - y0 + 1);
        const mean = box(graySum, x0, y0, x1, y1) / count;
        const variance = box(squareSum, x0, y0, x1, y1) / count - mean * mean;
        if (variance < best) {
          best = variance;
          bx0 = x0;
          by0 = y0;
          bx1 = x1;
          by1 = y1;
        }
      }
      const count = (bx1 - bx0 + 1) * (by1 - by0 + 1);
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c += 1) out[i + c] = box(channels[c]!, bx0, by0, bx1, by1) / count;
      out[i + 3] = data[i + 3]!;
    }
  }
  return out;
}

export type StyleJob = Pixels & { style: PortraitStyle; strength: number; tone: DuotoneId };

export function applyStyle(job: StyleJob): Uint8ClampedArray {
  const strength = Math.min(100, Math.max(0, job.strength));
  switch (job.style) {
    case 'oil':
      return kuwahara(job, strength);
    case 'sketch':
      return sketch(job, strength);
    case 'pop':
      return popArt(job, strength);
    case 'duotone':
      return duotone(job, strength, job.tone);
    case 'halftone':
      return halftone(job, strength);
    case 'comic':
      return comic(job, strength);
    case 'watercolor':
      return watercolor(job, strength);
    case 'pixel':
      return pixelArt(job, strength);
  }
}
