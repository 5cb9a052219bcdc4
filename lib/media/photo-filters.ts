/**
 * The simple looks a profile photo can take, as changes to its pixels (RGBA bytes, in place). Done
 * by hand rather than with the canvas `filter` property, which Safari does not support.
 */
export const FILTERS = [
  { id: 'none', label: 'None' },
  { id: 'grayscale', label: 'Grayscale' },
  { id: 'warm', label: 'Warm' },
  { id: 'cool', label: 'Cool' },
  { id: 'contrast', label: 'Contrast' },
] as const;
export type FilterId = (typeof FILTERS)[number]['id'];

export function isFilterId(value: string): value is FilterId {
  return FILTERS.some((filter) => filter.id === value);
}

/** Rec. 709 luminance weights: green looks brightest to the eye, blue darkest. */
const LUMA = [0.2126, 0.7152, 0.0722] as const;
/** Warm and cool shift red and blue 8% in opposite directions. */
const SHIFT = 0.08;
/** Contrast pushes every channel 25% further from the middle gray. */
const CONTRAST = 1.25;

export function applyFilter(pixels: Uint8ClampedArray, filter: FilterId): void {
  if (filter === 'none') return;
  for (let i = 0; i < pixels.length; i += 4) {
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    switch (filter) {
      case 'grayscale': {
        const y = LUMA[0] * r + LUMA[1] * g + LUMA[2] * b;
        pixels[i] = y;
        pixels[i + 1] = y;
        pixels[i + 2] = y;
        break;
      }
      case 'warm':
        pixels[i] = r * (1 + SHIFT);
        pixels[i + 2] = b * (1 - SHIFT);
        break;
      case 'cool':
        pixels[i] = r * (1 - SHIFT);
        pixels[i + 2] = b * (1 + SHIFT);
        break;
      case 'contrast':
        pixels[i] = (r - 128) * CONTRAST + 128;
        pixels[i + 1] = (g - 128) * CONTRAST + 128;
        pixels[i + 2] = (b - 128) * CONTRAST + 128;
        break;
    }
  }
}
