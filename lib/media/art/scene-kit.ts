import { mix } from './color';
import type { PromptReading } from './prompt';
import type { Rng } from './random';
import { el, pathFrom, type SvgAttrs, type SvgNode } from './svg';

/**
 * What the scene layers share: the picture's size and palette, where the light comes from, the
 * water line, and geometry that keeps every shape inside the picture. Shapes are cut at the frame
 * mathematically rather than by a clip path, so the saved SVG holds only what is visible and every
 * editor that opens it shows the same picture.
 */
export type Pt = [number, number];

export type Sky = {
  top: string;
  middle: string;
  bottom: string;
  land: string;
  light: string;
  /** The color distance fades everything toward: the sky just above the horizon. */
  haze: string;
};

export type Light = {
  x: number;
  y: number;
  /** 1 when the light is right of the middle: lit faces look right, shadows fall left. */
  side: 1 | -1;
  kind: 'sun' | 'moon' | 'hidden';
  /** The disk's radius. */
  size: number;
};

/** The top outline of something standing on the water line, which the sea mirrors. */
export type Silhouette = { points: Pt[]; color: string };

export type Ctx = {
  w: number;
  h: number;
  r: Rng;
  sky: Sky;
  reading: PromptReading;
  defs: SvgNode[];
  light: Light;
  /** The water line when the prompt has the sea, where land layers stand. */
  horizon: number | null;
  shore: Silhouette[];
  /** A fresh id for a gradient, unique within the picture. */
  id: (prefix: string) => string;
};

/** `color` pushed back into the distance: `depth` 0 is right here, 1 the farthest ridge. */
export function haze(ctx: Ctx, color: string, depth: number): string {
  return mix(color, ctx.sky.haze, Math.min(0.85, depth * 0.78));
}

/**
 * Sutherland–Hodgman: the part of a polygon inside [pad, w − pad] × [pad, h − pad]. Works for the
 * concave outlines here (ridges, pines, clouds); a cut may leave an edge running along the frame.
 */
export function clipPolygon(points: readonly Pt[], w: number, h: number, pad = 0): Pt[] {
  const sides: [(p: Pt) => number, number, 0 | 1][] = [
    [(p) => p[0] - pad, pad, 0],
    [(p) => w - pad - p[0], w - pad, 0],
    [(p) => p[1] - pad, pad, 1],
    [(p) => h - pad - p[1], h - pad, 1],
  ];
  let out: Pt[] = [...points];
  for (const [inside, at, axis] of sides) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i += 1) {
      const current = input[i]!;
      const previous = input[(i + input.length - 1) % input.length]!;
      const a = inside(previous);
      const b = inside(current);
      if (a >= 0 !== b >= 0) {
        const t = a / (a - b);
        const cut: Pt = [
          previous[0] + (current[0] - previous[0]) * t,
          previous[1] + (current[1] - previous[1]) * t,
        ];
        cut[axis] = at;
        out.push(cut);
      }
      if (b >= 0) out.push(current);
    }
  }
  return out;
}

/** Liang–Barsky: the part of a segment inside the padded picture, or null when none is. */
export function clipSegment(a: Pt, b: Pt, w: number, h: number, pad = 0): [Pt, Pt] | null {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, a[0] - pad],
    [dx, w - pad - a[0]],
    [-dy, a[1] - pad],
    [dy, h - pad - a[1]],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [
    [a[0] + dx * t0, a[1] + dy * t0],
    [a[0] + dx * t1, a[1] + dy * t1],
  ];
}

/** A filled polygon cut to the picture, or nothing when none of it shows. */
export function shape(ctx: Ctx, points: readonly Pt[], attrs: SvgAttrs): SvgNode[] {
  const clipped = clipPolygon(points, ctx.w, ctx.h);
  if (clipped.length < 3) return [];
  return [el('path', { d: pathFrom(clipped, true), ...attrs })];
}

/**
 * Many filled polygons of one color as a single path: a row of pines or a tower's windows is one
 * element, which keeps the file small and quick to draw.
 */
export function shapes(ctx: Ctx, polygons: readonly (readonly Pt[])[], attrs: SvgAttrs): SvgNode[] {
  const d = polygons
    .map((points) => clipPolygon(points, ctx.w, ctx.h))
    .filter((points) => points.length >= 3)
    .map((points) => pathFrom(points, true))
    .join(' ');
  return d ? [el('path', { d, ...attrs })] : [];
}

/** Many stroked segments (rain, ripples, rays) as one path, each cut to the picture. */
export function strokes(ctx: Ctx, lines: readonly [Pt, Pt][], width: number, attrs: SvgAttrs): SvgNode[] {
  const d = lines
    .map(([a, b]) => clipSegment(a, b, ctx.w, ctx.h, width / 2))
    .filter((cut): cut is [Pt, Pt] => cut !== null)
    .map((cut) => pathFrom(cut))
    .join(' ');
  return d ? [el('path', { d, fill: 'none', stroke: '#ffffff', 'stroke-width': width, ...attrs })] : [];
}

/**
 * Round dots (stars, snowflakes) as one path of tiny strokes with round caps: each cap is a disk
 * the stroke's width across, kept whole inside the picture.
 */
export function dots(ctx: Ctx, points: readonly Pt[], size: number, attrs: SvgAttrs): SvgNode[] {
  const edge = size / 2;
  const d = points
    .map(([x, y]) => {
      const cx = Math.max(edge, Math.min(ctx.w - edge - 0.02, x));
      const cy = Math.max(edge, Math.min(ctx.h - edge, y));
      return pathFrom([
        [cx, cy],
        [cx + 0.01, cy],
      ]);
    })
    .join(' ');
  return d
    ? [
        el('path', {
          d,
          fill: 'none',
          stroke: '#ffffff',
          'stroke-width': size,
          'stroke-linecap': 'round',
          ...attrs,
        }),
      ]
    : [];
}

/** A circle moved and shrunk as little as needed to sit wholly inside the picture. */
export function circleInside(ctx: Ctx, cx: number, cy: number, r: number, attrs: SvgAttrs): SvgNode {
  const radius = Math.max(0.5, Math.min(r, ctx.w / 2, ctx.h / 2));
  return el('circle', {
    cx: Math.max(radius, Math.min(ctx.w - radius, cx)),
    cy: Math.max(radius, Math.min(ctx.h - radius, cy)),
    r: radius,
    ...attrs,
  });
}

/** A vertical gradient definition; `stops` are [offset, color, opacity]. */
export function vertical(
  ctx: Ctx,
  prefix: string,
  stops: readonly [number, string, number?][],
  box?: { y1: number; y2: number },
): string {
  const id = ctx.id(prefix);
  ctx.defs.push(
    el(
      'linearGradient',
      box
        ? { id, gradientUnits: 'userSpaceOnUse', x1: 0, y1: box.y1, x2: 0, y2: box.y2 }
        : { id, x1: 0, y1: 0, x2: 0, y2: 1 },
      stops.map(([offset, color, opacity]) =>
        el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
      ),
    ),
  );
  return `url(#${id})`;
}

/**
 * Light across a layer: the face toward the sun or moon lighter, the far side darker, and the foot
 * fading into the haze, so a flat silhouette reads as a lit slope.
 */
export function litFill(ctx: Ctx, color: string, top: number, bottom: number, strength = 1): string {
  const id = ctx.id('lit');
  const { light, w } = ctx;
  const from = light.side > 0 ? w : 0;
  const glow = light.kind === 'hidden' ? 0.06 : light.kind === 'moon' ? 0.1 : 0.2;
  ctx.defs.push(
    el(
      'linearGradient',
      {
        id,
        gradientUnits: 'userSpaceOnUse',
        x1: from,
        y1: top,
        x2: w - from,
        y2: bottom + (bottom - top) * 0.5,
      },
      [
        el('stop', { offset: 0, 'stop-color': mix(color, ctx.sky.light, glow * strength) }),
        el('stop', { offset: 0.55, 'stop-color': color }),
        el('stop', { offset: 1, 'stop-color': mix(color, '#000000', 0.22 * strength) }),
      ],
    ),
  );
  return `url(#${id})`;
}

/** A line of `steps` + 1 points across the picture from a height function. */
export function across(w: number, steps: number, y: (x: number, t: number) => number): Pt[] {
  return Array.from({ length: steps + 1 }, (_, i): Pt => {
    const x = (w * i) / steps;
    return [x, y(x, i / steps)];
  });
}

/** The outline filled from a top line down to `bottom`. */
export function downTo(line: readonly Pt[], bottom: number): Pt[] {
  return [...line, [line.at(-1)![0], bottom], [line[0]![0], bottom]];
}
