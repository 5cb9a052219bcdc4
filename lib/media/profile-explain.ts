import type { Explanation } from '@/lib/tools/view';
import { cropRect, type Crop, type Size } from './crop';
import { FILTERS } from './photo-filters';
import { PROFILE_SHAPES, RING_WIDTHS, RINGS, type ProfileLook } from './profile-render';

type Picture = Size & { originalWidth: number; originalHeight: number };

/** The crop and frame in numbers, for "How it works". */
export function explainProfile(photo: Picture, crop: Crop, look: ProfileLook): Explanation {
  const { sx, sy, side } = cropRect(photo, crop);
  const scale = photo.originalWidth / photo.width;
  const px = (value: number) => Math.round(value * scale).toLocaleString('en-US');
  const shorter = Math.min(photo.originalWidth, photo.originalHeight);
  const ring = RINGS.find((r) => r.id === look.ring);
  const width = RING_WIDTHS.find((w) => w.id === look.ringWidth);
  const shape = PROFILE_SHAPES.find((s) => s.id === look.shape)?.label.toLowerCase() ?? look.shape;
  const filter = FILTERS.find((f) => f.id === look.filter)?.label.toLowerCase() ?? look.filter;
  return {
    formula: 'crop side = shorter side of the photo ÷ zoom',
    steps: [
      `Your photo is ${photo.originalWidth.toLocaleString('en-US')} × ${photo.originalHeight.toLocaleString('en-US')} pixels; its shorter side is ${shorter.toLocaleString('en-US')}.`,
      `At zoom ${crop.zoom.toFixed(2)}×, the square is ${shorter.toLocaleString('en-US')} ÷ ${crop.zoom.toFixed(2)} = ${px(side)} pixels on a side, starting ${px(sx)} pixels from the left and ${px(sy)} from the top.`,
      `The download scales that square to 400 or 800 pixels${look.filter === 'none' ? '' : `, applies the ${filter} filter`} and cuts it to a ${shape}${look.shape === 'square' ? '' : ' with transparent corners'}.`,
      ring?.color && width
        ? `The ${ring.label.toLowerCase()} ring is ${(width.fraction * 100).toFixed(1)}% of the side: ${Math.round(width.fraction * 400)} pixels at 400 and ${Math.round(width.fraction * 800)} at 800, drawn inside the edge.`
        : 'No ring: the photo runs to the edge of the shape.',
    ],
  };
}
