/**
 * The square crop of a photo: how far it is zoomed in and where its center sits, in the photo's
 * own pixels. Zoom 1 fits the photo's shorter side; the square never leaves the photo, so a
 * profile picture never has empty edges.
 */
export type Crop = { zoom: number; x: number; y: number };
export type Size = { width: number; height: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 5;

export function cropSide(photo: Size, zoom: number): number {
  return Math.min(photo.width, photo.height) / zoom;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function clampCrop(photo: Size, crop: Crop): Crop {
  const zoom = clamp(Number.isFinite(crop.zoom) ? crop.zoom : MIN_ZOOM, MIN_ZOOM, MAX_ZOOM);
  const half = cropSide(photo, zoom) / 2;
  return {
    zoom,
    x: clamp(crop.x, half, photo.width - half),
    y: clamp(crop.y, half, photo.height - half),
  };
}

export function centeredCrop(photo: Size): Crop {
  return { zoom: MIN_ZOOM, x: photo.width / 2, y: photo.height / 2 };
}

/**
 * Dragging the photo by (dx, dy) screen pixels on a crop view `view` pixels wide: the picture
 * follows the pointer, so the crop's center moves the opposite way, scaled to photo pixels.
 */
export function panBy(photo: Size, crop: Crop, dx: number, dy: number, view: number): Crop {
  const scale = cropSide(photo, crop.zoom) / view;
  return clampCrop(photo, { ...crop, x: crop.x - dx * scale, y: crop.y - dy * scale });
}

/** A new zoom around the same center, kept inside the photo. */
export function zoomTo(photo: Size, crop: Crop, zoom: number): Crop {
  return clampCrop(photo, { ...crop, zoom });
}

/** The source rectangle to draw: its top-left corner and side, in photo pixels. */
export function cropRect(photo: Size, crop: Crop): { sx: number; sy: number; side: number } {
  const fitted = clampCrop(photo, crop);
  const side = cropSide(photo, fitted.zoom);
  return { sx: fitted.x - side / 2, sy: fitted.y - side / 2, side };
}

/**
 * What a key does to the crop: arrows move the photo by 2% of the crop (10% with Shift), + and −
 * zoom by 10%, 0 resets. Undefined for keys the crop does not use.
 */
export function cropForKey(
  photo: Size,
  crop: Crop,
  key: string,
  shift: boolean,
  view: number,
): Crop | undefined {
  const step = view * (shift ? 0.1 : 0.02);
  switch (key) {
    case 'ArrowLeft':
      return panBy(photo, crop, -step, 0, view);
    case 'ArrowRight':
      return panBy(photo, crop, step, 0, view);
    case 'ArrowUp':
      return panBy(photo, crop, 0, -step, view);
    case 'ArrowDown':
      return panBy(photo, crop, 0, step, view);
    case '+':
    case '=':
      return zoomTo(photo, crop, crop.zoom * 1.1);
    case '-':
    case '_':
      return zoomTo(photo, crop, crop.zoom / 1.1);
    case '0':
      return centeredCrop(photo);
    default:
      return undefined;
  }
}
