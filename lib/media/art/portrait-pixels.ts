/** RGBA pixels and the brightness and blur helpers every portrait style builds on. */
export type Pixels = { data: Uint8ClampedArray; width: number; height: number };

export const LUMA = [0.2126, 0.7152, 0.0722] as const;

export function luminance(pixels: Pixels): Float32Array {
  const { data, width, height } = pixels;
  const out = new Float32Array(width * height);
  for (let i = 0, p = 0; p < out.length; i += 4, p += 1)
    out[p] = LUMA[0] * data[i]! + LUMA[1] * data[i + 1]! + LUMA[2] * data[i + 2]!;
  return out;
}

/** One box-blur pass along rows then columns, radius `r`, edges clamped. */
function boxBlur(values: Float32Array, width: number, height: number, r: number): Float32Array {
  if (r < 1) return values.slice();
  const tmp = new Float32Array(values.length);
  const out = new Float32Array(values.length);
  const size = r * 2 + 1;
  for (let y = 0; y < height; y += 1) {
    let sum = 0;
    for (let k = -r; k <= r; k += 1) sum += values[y * width + Math.min(width - 1, Math.max(0, k))]!;
    for (let x = 0; x < width; x += 1) {
      tmp[y * width + x] = sum / size;
      sum += values[y * width + Math.min(width - 1, x + r + 1)]! - values[y * width + Math.max(0, x - r)]!;
    }
  }
  for (let x = 0; x < width; x += 1) {
    let sum = 0;
    for (let k = -r; k <= r; k += 1) sum += tmp[Math.min(height - 1, Math.max(0, k)) * width + x]!;
    for (let y = 0; y < height; y += 1) {
      out[y * width + x] = sum / size;
      sum += tmp[Math.min(height - 1, y + r + 1) * width + x]! - tmp[Math.max(0, y - r) * width + x]!;
    }
  }
  return out;
}

/** Three box blurs approximate a Gaussian blur. */
export function blur(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const r = Math.max(0, Math.round(radius / 1.5));
  return boxBlur(boxBlur(boxBlur(values, width, height, r), width, height, r), width, height, r);
}
