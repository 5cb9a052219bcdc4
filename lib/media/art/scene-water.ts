import { mix } from './color';
import { circleInside, haze, shape, strokes, vertical, type Ctx, type Pt } from './scene-kit';
import { el, type SvgNode } from './svg';

/**
 * The sea or lake: a water gradient that mirrors the sky, the land above it reflected upside down
 * and squashed, a path of light under the sun or moon, ripples, and boats or a lighthouse when
 * the prompt asks for them.
 */

/** The land's outline mirrored in the water line, squashed the way still water foreshortens it. */
function reflection(ctx: Ctx, points: readonly Pt[], top: number): Pt[] {
  const mirrored = points.map(([x, y]): Pt => [x, Math.min(ctx.h, top + Math.max(0, top - y) * 0.7)]);
  return [[points[0]![0], top], ...mirrored, [points.at(-1)![0], top]];
}

function sailboat(ctx: Ctx, x: number, y: number, size: number, nodes: SvgNode[], mirror: SvgNode[]) {
  const { r, sky: s, reading, light } = ctx;
  const night = reading.time === 'night';
  const hull = mix('#3b2f2a', s.top, night ? 0.5 : 0.15);
  const sail = mix('#fbf7ef', s.light, 0.3);
  const dir = r.chance(0.5) ? 1 : -1;
  const mast = y - size * 1.5;
  nodes.push(
    ...shape(
      ctx,
      [
        [x - size * 0.75, y - size * 0.22],
        [x + size * 0.75, y - size * 0.22],
        [x + size * 0.5, y],
        [x - size * 0.5, y],
      ],
      { fill: hull },
    ),
    el('rect', { x: x - size * 0.025, y: mast, width: size * 0.05, height: size * 1.28, fill: hull }),
    ...shape(
      ctx,
      [
        [x + dir * size * 0.06, mast],
        [x + dir * size * 0.66, y - size * 0.3],
        [x + dir * size * 0.06, y - size * 0.3],
      ],
      { fill: mix(sail, light.side === dir ? '#ffffff' : '#9aa3b5', 0.2) },
    ),
    ...shape(
      ctx,
      [
        [x - dir * size * 0.05, mast + size * 0.15],
        [x - dir * size * 0.05, y - size * 0.32],
        [x - dir * size * 0.48, y - size * 0.32],
      ],
      { fill: mix(sail, light.side === -dir ? '#ffffff' : '#9aa3b5', 0.25) },
    ),
  );
  // The boat's sail, upside down and faint, in the water beneath it.
  mirror.push(
    ...shape(
      ctx,
      [
        [x + dir * size * 0.06, y + size * 1.05],
        [x + dir * size * 0.6, y + size * 0.2],
        [x - dir * size * 0.4, y + size * 0.2],
      ],
      { fill: sail, opacity: 0.18 },
    ),
  );
}

function lighthouse(ctx: Ctx, top: number): SvgNode[] {
  const { w, h, r, sky: s, reading, light } = ctx;
  const dusk = reading.time === 'night' || reading.time === 'sunset' || reading.time === 'dawn';
  // It stands away from the sun, so the light path and the tower do not crowd each other.
  const x = light.side > 0 ? w * r.range(0.1, 0.2) : w * r.range(0.8, 0.9);
  const size = Math.min(h * 0.34, (h - top) * 0.9 + h * 0.1);
  const rockTop = top + (h - top) * 0.28;
  const rock: Pt[] = [];
  const reach = size * 0.7;
  for (let i = 0; i <= 10; i += 1) {
    const t = i / 10;
    const bump = Math.sin(t * Math.PI) * size * 0.16 * r.range(0.7, 1.2);
    rock.push([x - reach + reach * 2 * t, rockTop + size * 0.16 - bump]);
  }
  rock.push([x + reach * 1.15, rockTop + size * 0.3], [x - reach * 1.15, rockTop + size * 0.3]);
  const stone = mix('#3f3a36', s.land, 0.4);
  const base = rockTop + size * 0.02;
  const towerTop = base - size * 0.78;
  const half = size * 0.1;
  const at = (t: number) => base + (towerTop - base) * t;
  const widthAt = (t: number) => half * (1 - t * 0.35);
  const band = (t0: number, t1: number): Pt[] => [
    [x - widthAt(t0), at(t0)],
    [x + widthAt(t0), at(t0)],
    [x + widthAt(t1), at(t1)],
    [x - widthAt(t1), at(t1)],
  ];
  const white = mix('#f8fafc', s.light, 0.2);
  const red = mix('#c0392b', s.middle, 0.15);
  const lamp = towerTop - size * 0.1;
  const nodes: SvgNode[] = [...shape(ctx, rock, { fill: stone })];
  if (dusk) {
    // Two beams sweep out of the lantern; cut at the frame like every other shape.
    const reachOut = w * 0.45;
    for (const dir of [-1, 1])
      nodes.push(
        ...shape(
          ctx,
          [
            [x, lamp],
            [x + dir * reachOut, lamp - size * 0.22],
            [x + dir * reachOut, lamp + size * 0.12],
          ],
          { fill: s.light, opacity: 0.16 },
        ),
      );
    nodes.push(circleInside(ctx, x, lamp, size * 0.16, { fill: s.light, opacity: 0.25 }));
  }
  nodes.push(...shape(ctx, band(0, 1), { fill: white }));
  for (const [t0, t1] of [
    [0.15, 0.32],
    [0.5, 0.67],
    [0.85, 1],
  ] as const)
    nodes.push(...shape(ctx, band(t0, t1), { fill: red }));
  const shadeSide = -light.side;
  nodes.push(
    ...shape(
      ctx,
      [
        [x, base],
        [x, towerTop],
        [x + shadeSide * widthAt(1), towerTop],
        [x + shadeSide * half, base],
      ],
      {
        fill: '#000000',
        opacity: 0.18,
      },
    ),
    el('rect', {
      x: x - widthAt(1) * 1.3,
      y: towerTop - size * 0.02,
      width: widthAt(1) * 2.6,
      height: size * 0.03,
      fill: stone,
    }),
    el('rect', {
      x: x - widthAt(1) * 0.75,
      y: lamp - size * 0.06,
      width: widthAt(1) * 1.5,
      height: size * 0.08,
      fill: dusk ? '#ffe9a8' : mix('#dbeafe', s.light, 0.3),
    }),
    ...shape(
      ctx,
      [
        [x - widthAt(1), lamp - size * 0.06],
        [x, lamp - size * 0.16],
        [x + widthAt(1), lamp - size * 0.06],
      ],
      { fill: red },
    ),
  );
  return [el('g', { 'data-layer': 'lighthouse' }, nodes)];
}

export function sea(ctx: Ctx): SvgNode[] {
  const { w, h, r, sky: s, reading, light } = ctx;
  const top = ctx.horizon ?? h * 0.66;
  // Water takes the sky's color but stays blue-green underneath, so it never reads as sand.
  const near = mix(s.top, '#06263f', 0.5);
  const far = mix(s.haze, '#1d5a82', 0.55);
  const water = vertical(
    ctx,
    'water',
    [
      [0, mix(far, s.light, 0.12)],
      [0.35, far],
      [1, near],
    ],
    { y1: top, y2: h },
  );
  const nodes: SvgNode[] = [el('rect', { x: 0, y: top, width: w, height: h - top, fill: water })];
  for (const { points, color } of ctx.shore)
    nodes.push(
      ...shape(ctx, reflection(ctx, points, top), {
        fill: mix(color, near, 0.35),
        opacity: 0.55,
        'data-part': 'reflection',
      }),
    );
  // Thin bands of water color across the reflections, as a breeze breaks up a mirror.
  const bands: [Pt, Pt][] = [];
  for (let y = top + 4; y < h - 2; y += (h - top) * r.range(0.03, 0.07)) {
    const x = r.range(-w * 0.2, w * 0.6);
    bands.push([
      [x, y],
      [x + w * r.range(0.3, 0.9), y],
    ]);
  }
  nodes.push(...strokes(ctx, bands, 2, { stroke: far, opacity: 0.45 }));
  if (light.kind !== 'hidden') {
    // The path of light: glints widening toward the viewer under the sun or moon.
    const glints: [Pt, Pt][] = [];
    const count = Math.round((h - top) / 6);
    for (let i = 0; i < count; i += 1) {
      const t = r.next() ** 1.3;
      const y = top + 3 + t * (h - top - 6);
      const spread = w * (0.02 + t * 0.12);
      const cx = light.x + r.range(-spread, spread);
      const length = (w * 0.01 + spread * 0.5) * r.range(0.3, 1);
      glints.push([
        [cx - length / 2, y],
        [cx + length / 2, y],
      ]);
    }
    nodes.push(
      el(
        'g',
        { 'data-layer': 'light-path' },
        strokes(ctx, glints, 2.5, {
          stroke: s.light,
          'stroke-linecap': 'round',
          opacity: light.kind === 'moon' ? 0.45 : 0.6,
        }),
      ),
    );
  }
  const waves: [Pt, Pt][] = [];
  const width = Math.max(1.5, h * 0.003);
  for (let i = 0; i < 40; i += 1) {
    const y = r.range(top + 6, h);
    const length = w * r.range(0.03, 0.1) * ((y - top) / (h - top) + 0.3);
    const x = r.range(-length, w);
    waves.push([
      [x, y],
      [x + length, y],
    ]);
  }
  nodes.push(
    ...strokes(ctx, waves, width, { stroke: s.light, 'stroke-linecap': 'round', opacity: 0.3 }),
    el('rect', {
      x: 0,
      y: top,
      width: w,
      height: Math.min(2, h - top),
      fill: haze(ctx, s.light, 0.6),
      opacity: 0.5,
    }),
  );
  const boats = reading.details.includes('boats') ? r.int(1, 3) : 0;
  const hulls: SvgNode[] = [];
  const mirrored: SvgNode[] = [];
  for (let i = 0; i < boats; i += 1) {
    const t = r.range(0.15, 0.7);
    const y = top + (h - top) * t;
    const size = h * (0.04 + t * 0.12);
    const x = r.range(w * 0.08 + size, w * 0.92 - size);
    sailboat(ctx, x, y, size, hulls, mirrored);
  }
  if (boats) nodes.push(el('g', { 'data-layer': 'boats' }, [...mirrored, ...hulls]));
  if (reading.details.includes('lighthouse')) nodes.push(...lighthouse(ctx, top));
  return [el('g', { 'data-layer': 'sea' }, nodes)];
}
