import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centeredCrop,
  clampCrop,
  cropForKey,
  cropRect,
  MAX_ZOOM,
  panBy,
  zoomTo,
  type Crop,
} from '@/lib/media/crop';

const landscape = { width: 1200, height: 800 };

describe('the square crop', () => {
  it('starts centered, fitting the shorter side', () => {
    const crop = centeredCrop(landscape);
    expect(cropRect(landscape, crop)).toEqual({ sx: 200, sy: 0, side: 800 });
  });

  it('zooms around its center: 2× on 800 px is a 400 px square', () => {
    expect(cropRect(landscape, zoomTo(landscape, centeredCrop(landscape), 2))).toEqual({
      sx: 400,
      sy: 200,
      side: 400,
    });
  });

  it('follows the pointer: dragging the photo right shows more of its left side', () => {
    const crop = zoomTo(landscape, centeredCrop(landscape), 2);
    // 400 photo pixels shown in a 320 px view: 32 px on screen is 40 photo pixels.
    const moved = panBy(landscape, crop, 32, 0, 320);
    expect(cropRect(landscape, moved)).toEqual({ sx: 360, sy: 200, side: 400 });
  });

  it('never leaves the photo, however far it is dragged or zoomed', () => {
    const photo = fc.record({
      width: fc.integer({ min: 1, max: 9000 }),
      height: fc.integer({ min: 1, max: 9000 }),
    });
    const step = fc.tuple(
      fc.double({ min: -5000, max: 5000, noNaN: true }),
      fc.double({ min: -5000, max: 5000, noNaN: true }),
      fc.double({ min: 0.1, max: 10, noNaN: true }),
    );
    fc.assert(
      fc.property(photo, fc.array(step, { maxLength: 8 }), (size, steps) => {
        let crop: Crop = centeredCrop(size);
        for (const [dx, dy, zoom] of steps) crop = panBy(size, zoomTo(size, crop, zoom), dx, dy, 320);
        const { sx, sy, side } = cropRect(size, crop);
        const tolerance = 1e-6 * Math.max(size.width, size.height);
        expect(sx).toBeGreaterThanOrEqual(-tolerance);
        expect(sy).toBeGreaterThanOrEqual(-tolerance);
        expect(sx + side).toBeLessThanOrEqual(size.width + tolerance);
        expect(sy + side).toBeLessThanOrEqual(size.height + tolerance);
        expect(crop.zoom).toBeGreaterThanOrEqual(1);
        expect(crop.zoom).toBeLessThanOrEqual(MAX_ZOOM);
      }),
    );
  });

  it('repairs an impossible crop', () => {
    expect(clampCrop(landscape, { zoom: Number.NaN, x: -50, y: 5000 })).toEqual({ zoom: 1, x: 400, y: 400 });
  });
});

describe('the crop by keyboard', () => {
  const zoomed = zoomTo(landscape, centeredCrop(landscape), 2);

  it('moves 2% of the view per arrow press, 10% with Shift', () => {
    expect(cropForKey(landscape, zoomed, 'ArrowRight', false, 320)!.x).toBeCloseTo(600 - 0.02 * 400);
    expect(cropForKey(landscape, zoomed, 'ArrowDown', true, 320)!.y).toBeCloseTo(400 - 0.1 * 400);
  });

  it('zooms with + and − and starts over with 0', () => {
    expect(cropForKey(landscape, zoomed, '+', false, 320)!.zoom).toBeCloseTo(2.2);
    expect(cropForKey(landscape, zoomed, '-', false, 320)!.zoom).toBeCloseTo(2 / 1.1);
    expect(cropForKey(landscape, zoomed, '0', false, 320)).toEqual(centeredCrop(landscape));
  });

  it('ignores other keys, so Tab still leaves the crop', () => {
    expect(cropForKey(landscape, zoomed, 'Tab', false, 320)).toBeUndefined();
    expect(cropForKey(landscape, zoomed, 'a', false, 320)).toBeUndefined();
  });
});
