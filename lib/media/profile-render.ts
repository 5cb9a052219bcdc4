import { cropRect, type Crop, type Size } from './crop';
import { applyFilter, type FilterId } from './photo-filters';

/**
 * Draws the finished profile picture on a canvas of any size: the square crop, its filter, the
 * shape cut out (transparent outside) and the ring drawn inside the edge, so a site that crops
 * the picture to a circle again does not cut the ring off.
 */
export const PROFILE_SHAPES = [
  { id: 'circle', label: 'Circle' },
  { id: 'rounded', label: 'Rounded' },
  { id: 'square', label: 'Square' },
] as const;
export type ProfileShape = (typeof PROFILE_SHAPES)[number]['id'];

export const RING_WIDTHS = [
  { id: 'thin', label: 'Thin', fraction: 0.025 },
  { id: 'medium', label: 'Medium', fraction: 0.045 },
  { id: 'thick', label: 'Thick', fraction: 0.07 },
] as const;
export type RingWidth = (typeof RING_WIDTHS)[number]['id'];

export const RINGS = [
  { id: 'none', label: 'None', color: null },
  { id: 'indigo', label: 'Indigo', color: '#4f46e5' },
  { id: 'green', label: 'Green', color: '#16a34a' },
  { id: 'amber', label: 'Amber', color: '#f59e0b' },
  { id: 'rose', label: 'Rose', color: '#e11d48' },
  { id: 'sky', label: 'Sky', color: '#0ea5e9' },
  { id: 'white', label: 'White', color: '#ffffff' },
  { id: 'ink', label: 'Black', color: '#111827' },
] as const;
export type RingId = (typeof RINGS)[number]['id'];

export type ProfileLook = { shape: ProfileShape; ring: RingId; ringWidth: RingWidth; filter: FilterId };

export const DEFAULT_LOOK: ProfileLook = {
  shape: 'circle',
  ring: 'indigo',
  ringWidth: 'medium',
  filter: 'none',
};

/** Corner radius of the rounded shape, as a share of the side. */
const ROUNDED = 0.18;

function shapePath(context: CanvasRenderingContext2D, shape: ProfileShape, inset: number, size: number) {
  const side = size - inset * 2;
  context.beginPath();
  if (shape === 'circle') context.arc(size / 2, size / 2, side / 2, 0, Math.PI * 2);
  else if (shape === 'rounded')
    context.roundRect(inset, inset, side, side, Math.max(0, size * ROUNDED - inset));
  else context.rect(inset, inset, side, side);
}

type Source = CanvasImageSource & Size;

export function drawProfile(canvas: HTMLCanvasElement, photo: Source, crop: Crop, look: ProfileLook): void {
  const size = canvas.width;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  const { sx, sy, side } = cropRect(photo, crop);

  // The filter changes pixels directly, which would ignore the clip: filter on a plain square first.
  const square = document.createElement('canvas');
  square.width = size;
  square.height = size;
  const squareContext = square.getContext('2d', { willReadFrequently: true });
  if (!squareContext) throw new Error('This browser cannot draw on a canvas.');
  squareContext.imageSmoothingQuality = 'high';
  squareContext.drawImage(photo, sx, sy, side, side, 0, 0, size, size);
  if (look.filter !== 'none') {
    const image = squareContext.getImageData(0, 0, size, size);
    applyFilter(image.data, look.filter);
    squareContext.putImageData(image, 0, 0);
  }

  context.clearRect(0, 0, size, size);
  context.save();
  shapePath(context, look.shape, 0, size);
  context.clip();
  context.drawImage(square, 0, 0);
  context.restore();

  const ring = RINGS.find((r) => r.id === look.ring)?.color;
  if (ring) {
    const width = size * (RING_WIDTHS.find((w) => w.id === look.ringWidth)?.fraction ?? 0.045);
    context.save();
    shapePath(context, look.shape, width / 2, size);
    context.lineWidth = width;
    context.strokeStyle = ring;
    context.stroke();
    context.restore();
  }
}
