import { mix } from './color';
import { noise1d, type Rng } from './random';
import { across, downTo, haze, litFill, shape, shapes, vertical, type Ctx, type Pt } from './scene-kit';
import { el, type SvgNode } from './svg';

/**
 * The land layers of a scene: ridges, hills, dunes, a skyline and pine rows. Each is drawn as
 * three depths, the farthest faded toward the sky's haze (atmospheric perspective), and lit from
 * the side of the sun or moon.
 */

/** Depths of the three planes, 1 being the farthest. */
const DEPTHS = [0.9, 0.5, 0.12] as const;
const PLANES = ['far', 'middle', 'near'] as const;

type Peak = { x: number; height: number; left: number; right: number };
type RidgeStyle = 'alpine' | 'massif' | 'range';

/** A mountain line: peaks as straight-ish slopes meeting in valleys, roughened by noise. */
function peakLine(r: Rng, w: number, base: number, amplitude: number, style: RidgeStyle) {
  const count = style === 'alpine' ? r.int(4, 7) : style === 'massif' ? r.int(2, 3) : r.int(3, 5);
  const peaks: Peak[] = Array.from({ length: count }, (_, i) => {
    const height = amplitude * (style === 'massif' && i === 0 ? r.range(0.85, 1) : r.range(0.4, 0.95));
    const spread = w * (style === 'alpine' ? r.range(0.08, 0.16) : r.range(0.14, 0.3));
    return {
      x: r.range(-0.05, 1.05) * w,
      height,
      left: height / (spread * r.range(0.7, 1.3)),
      right: height / (spread * r.range(0.7, 1.3)),
    };
  });
  const wave = noise1d(r, 18);
  const rough = style === 'alpine' ? 0.06 : style === 'range' ? 0.035 : 0.02;
  const jag = Array.from({ length: 141 }, () => r.range(-1, 1));
  const lift = (x: number, peak: Peak) =>
    peak.height - (x < peak.x ? peak.left * (peak.x - x) : peak.right * (x - peak.x));
  const line = across(w, 140, (x, t) => {
    const top = Math.max(amplitude * 0.08, ...peaks.map((peak) => lift(x, peak)));
    const grain = (wave(t) - 0.5) * amplitude * 0.12 + jag[Math.round(t * 140)]! * amplitude * rough * 0.5;
    return base - top - grain;
  });
  return { line, peaks: peaks.filter((peak) => peaks.every((other) => lift(peak.x, other) <= peak.height)) };
}

/** The shadowed face of each peak: from the summit down the side away from the light. */
function facets(ctx: Ctx, line: Pt[], peaks: Peak[], base: number): Pt[][] {
  const dir = -ctx.light.side;
  const out: Pt[][] = [];
  for (const peak of peaks) {
    let apex = Math.round((peak.x / ctx.w) * (line.length - 1));
    if (apex < 0 || apex >= line.length) continue;
    // Settle on the real summit nearby, which the noise may have moved a step or two.
    for (let k = apex - 3; k <= apex + 3; k += 1) if (line[k] && line[k]![1] < line[apex]![1]) apex = k;
    const [ax, ay] = line[apex]!;
    const tolerance = (base - ay) * 0.08;
    const points: Pt[] = [line[apex]!];
    let i = apex;
    // Walk down the shaded slope, over small bumps, until it climbs toward the next summit.
    // A face is about as wide as the peak is tall; beyond that it would cross the next slope.
    const reach = (base - ay) * 1.3;
    while (
      line[i + dir] &&
      line[i + dir]![1] >= line[i]![1] - tolerance &&
      Math.abs(line[i + dir]![0] - ax) < reach
    ) {
      i += dir;
      points.push(line[i]!);
    }
    while (points.length > 1 && points.at(-1)![1] < points.at(-2)![1]) points.pop();
    const [vx] = points.at(-1)!;
    if (Math.abs(vx - ax) < ctx.w * 0.01) continue;
    // A low-poly face: from the summit along the shaded ridge to the valley, then in to a point
    // at the foot, so the face narrows downward instead of ending in a hard horizontal edge.
    out.push([...points, [ax + (vx - ax) * 0.6, base], [ax + (vx - ax) * 0.15, ay + (base - ay) * 0.55]]);
  }
  return out;
}

/** A snow cap on each summit that rises above the snow line, with a ragged lower edge. */
function caps(r: Rng, line: Pt[], peaks: Peak[], w: number, base: number): Pt[][] {
  const out: Pt[][] = [];
  const tallest = Math.max(...peaks.map((peak) => peak.height));
  for (const peak of peaks) {
    let apex = Math.round((peak.x / w) * (line.length - 1));
    if (apex < 0 || apex >= line.length) continue;
    for (let k = apex - 3; k <= apex + 3; k += 1) if (line[k] && line[k]![1] < line[apex]![1]) apex = k;
    const top = line[apex]![1];
    const snowLine = top + (base - top) * r.range(0.14, 0.24);
    // Only summits that stand clear of the ridge hold snow, and a cap spreads no wider than a
    // steep slope allows, so a long flat crest does not turn into a floating white band.
    if (peak.height < tallest * 0.6) continue;
    const spread = (snowLine - top) * 3 + 2;
    const [apexX] = line[apex]!;
    let left = apex;
    let right = apex;
    while (line[left - 1] && line[left - 1]![1] < snowLine && apexX - line[left - 1]![0] < spread) left -= 1;
    while (line[right + 1] && line[right + 1]![1] < snowLine && line[right + 1]![0] - apexX < spread)
      right += 1;
    if (right - left < 2) continue;
    const rim: Pt[] = [];
    const [x0] = line[left]!;
    const [x1] = line[right]!;
    const drips = Math.max(2, Math.round((right - left) / 2));
    for (let k = drips; k >= 0; k -= 1) {
      const x = x0 + ((x1 - x0) * k) / drips;
      rim.push([x, snowLine + (k % 2 ? r.range(0.2, 1) : r.range(-0.15, 0.2)) * (base - top) * 0.12]);
    }
    out.push([...line.slice(left, right + 1), ...rim]);
  }
  return out;
}

/** A band of haze lying at the foot of a far layer, thinning upward. */
function mist(ctx: Ctx, bottom: number, height: number, opacity: number): SvgNode[] {
  const top = Math.max(0, bottom - height);
  if (bottom - top < 1) return [];
  const fill = vertical(ctx, 'mist', [
    [0, ctx.sky.haze, 0],
    [1, ctx.sky.haze, opacity],
  ]);
  return [el('rect', { x: 0, y: top, width: ctx.w, height: bottom - top, fill })];
}

const STYLES: RidgeStyle[] = ['alpine', 'massif', 'range'];

export function mountains(ctx: Ctx): SvgNode[] {
  const { w, h, r, sky: s, reading } = ctx;
  const ground = ctx.horizon ?? h * 0.8;
  const snowy = reading.weather.includes('snow') || reading.mood === 'cool' || r.chance(0.45);
  const rock = mix(mix(s.land, '#6b7280', 0.45), snowy ? '#5b6b86' : '#6b5b4d', 0.2);
  const bases = ctx.horizon ? [ground - h * 0.05, ground - h * 0.025, ground] : [h * 0.62, h * 0.71, ground];
  const heights = [0.36, 0.27, 0.18].map((f) => f * h * (ctx.horizon ? 0.85 : 1));
  const nodes: SvgNode[] = [];
  DEPTHS.forEach((depth, i) => {
    const base = bases[i]!;
    const style = i === 2 ? r.pick(['range', 'massif'] as const) : r.pick(STYLES);
    const { line, peaks } = peakLine(r, w, base, heights[i]!, style);
    const color = haze(ctx, mix(rock, '#000000', i * 0.08), depth);
    const top = Math.min(...line.map(([, y]) => y));
    nodes.push(
      ...shape(ctx, downTo(line, h), { fill: litFill(ctx, color, top, base), 'data-depth': PLANES[i] }),
    );
    if (snowy && i < 2) {
      const snow = haze(ctx, mix('#f4f7fb', s.light, 0.2), depth * 0.7);
      for (const cap of caps(r, line, peaks, w, base)) nodes.push(...shape(ctx, cap, { fill: snow }));
    }
    const shade = mix(s.top, '#000000', 0.35);
    for (const face of facets(ctx, line, peaks, base))
      nodes.push(...shape(ctx, face, { fill: shade, opacity: 0.28 - depth * 0.12 }));
    if (i < 2) nodes.push(...mist(ctx, base, h * 0.12, 0.55 - i * 0.15));
    if (i === 2) ctx.shore.push({ points: line, color });
  });
  return [el('g', { 'data-layer': 'mountains' }, nodes)];
}

/** A smooth rolling line from value noise. */
function rolling(r: Rng, w: number, base: number, amplitude: number, bumps: number) {
  const wave = noise1d(r, bumps);
  const y = (t: number) => base - wave(t) * amplitude;
  return { line: across(w, 90, (_, t) => y(t)), y: (x: number) => y(x / w) };
}

export function hills(ctx: Ctx): SvgNode[] {
  const { w, h, r, sky: s, reading } = ctx;
  const snowy = reading.weather.includes('snow');
  const green = snowy ? '#e6edf3' : mix(s.land, '#5d9c4f', reading.time === 'day' ? 0.35 : 0.12);
  const ground = ctx.horizon;
  const bases = ground ? [ground - h * 0.03, ground - h * 0.01, ground] : [h * 0.68, h * 0.77, h * 0.88];
  const heights = [0.14, 0.12, 0.1];
  const nodes: SvgNode[] = [];
  DEPTHS.forEach((depth, i) => {
    const base = bases[i]!;
    const { line, y } = rolling(r, w, base, h * heights[i]!, r.int(3, 6));
    const color = haze(ctx, mix(green, '#1d3b22', i * 0.12), depth);
    const top = Math.min(...line.map(([, py]) => py));
    nodes.push(...shape(ctx, downTo(line, h), { fill: litFill(ctx, color, top, base + h * 0.1, 1.3) }));
    if (i < 2) nodes.push(...mist(ctx, base + h * 0.02, h * 0.06, 0.35));
    // A few round trees and their shadows dot the middle and near slopes.
    if (i > 0 && !snowy) {
      const trees = r.int(i === 2 ? 2 : 3, i === 2 ? 5 : 8);
      const size = h * (i === 2 ? 0.035 : 0.018);
      const leaf = haze(ctx, mix('#2f5d2f', s.land, 0.35), depth * 0.8);
      for (let k = 0; k < trees; k += 1) {
        const x = r.range(size * 2.2, w - size * 2.2);
        const foot = Math.min(h - 1, y(x) + size * r.range(0.3, 1.2));
        const cy = foot - size * 1.6;
        if (cy - size < 1) continue;
        nodes.push(
          el('ellipse', {
            cx: x - ctx.light.side * size * 0.5,
            cy: Math.min(h - size * 0.25, foot),
            rx: size * 1.1,
            ry: size * 0.22,
            fill: '#000000',
            opacity: 0.18,
          }),
          el('rect', { x: x - size * 0.12, y: cy, width: size * 0.24, height: foot - cy, fill: '#3b2a1e' }),
          el('circle', { cx: x, cy, r: size, fill: leaf }),
          el('circle', {
            cx: x + ctx.light.side * size * 0.3,
            cy: cy - size * 0.3,
            r: size * 0.5,
            fill: mix(leaf, s.light, 0.25),
            opacity: 0.8,
          }),
        );
      }
    }
    if (i === 2) ctx.shore.push({ points: line, color });
  });
  return [el('g', { 'data-layer': 'hills' }, nodes)];
}

export function desert(ctx: Ctx): SvgNode[] {
  const { w, h, r, sky: s, reading } = ctx;
  const sand = mix('#d9a45b', s.middle, reading.time === 'day' ? 0.1 : 0.4);
  const ground = ctx.horizon;
  const bases = ground ? [ground - h * 0.04, ground - h * 0.015, ground] : [h * 0.7, h * 0.79, h * 0.9];
  const nodes: SvgNode[] = [];
  DEPTHS.forEach((depth, i) => {
    const base = bases[i]!;
    const color = haze(ctx, mix(sand, '#8a5a2b', i * 0.1), depth);
    let line: Pt[];
    let y: (x: number) => number;
    if (i === 0 && r.chance(0.5)) {
      // Far buttes: peaks with their tops cut flat, like a canyon's mesas.
      const mesa = peakLine(r, w, base, h * 0.2, 'massif');
      const flat = base - h * r.range(0.08, 0.13);
      line = mesa.line.map(([x, py]): Pt => [x, Math.max(py, flat)]);
      y = () => base;
    } else {
      ({ line, y } = rolling(r, w, base, h * (0.08 + i * 0.03), r.int(2, 5)));
    }
    const top = Math.min(...line.map(([, py]) => py));
    nodes.push(...shape(ctx, downTo(line, h), { fill: litFill(ctx, color, top, base + h * 0.08, 1.6) }));
    // A ripple of wind lines on the near dunes, following their crest.
    if (i > 0) {
      const lines = r.int(3, 6);
      for (let k = 1; k <= lines; k += 1) {
        const drop = h * 0.018 * k * (i === 2 ? 1.6 : 1);
        const ripple = line.map(([x, py]): Pt => [x, Math.min(h - 2, py + drop)]);
        nodes.push(
          ...shape(ctx, [...ripple, ...ripple.map(([x, py]): Pt => [x, Math.min(h, py + 1.5)]).reverse()], {
            fill: mix(color, '#000000', 0.12),
            opacity: 0.35,
          }),
        );
      }
    }
    if (i === 2) {
      ctx.shore.push({ points: line, color });
      nodes.push(...cacti(ctx, y));
    }
  });
  return [el('g', { 'data-layer': 'desert' }, nodes)];
}

function cacti(ctx: Ctx, ground: (x: number) => number): SvgNode[] {
  const { w, h, r, sky: s } = ctx;
  const ink = mix('#2f5d3a', s.land, 0.5);
  const lit = mix(ink, s.light, 0.25);
  const out: SvgNode[] = [];
  const count = r.int(1, 3);
  for (let i = 0; i < count; i += 1) {
    const x = r.range(w * 0.1, w * 0.9);
    const tall = h * r.range(0.1, 0.16);
    const y = Math.min(h - 2, ground(x) + h * r.range(0.03, 0.07));
    const stem = Math.max(6, w * 0.012);
    const parts = [
      { x: x - stem / 2, y: y - tall, width: stem, height: tall },
      { x: x - stem * 2, y: y - tall * 0.6, width: stem * 0.8, height: tall * 0.3 },
      { x: x - stem * 2, y: y - tall * 0.38, width: stem * 2, height: stem * 0.8 },
      { x: x + stem * 1.2, y: y - tall * 0.75, width: stem * 0.8, height: tall * 0.3 },
      { x, y: y - tall * 0.52, width: stem * 2, height: stem * 0.8 },
    ];
    out.push(
      el(
        'g',
        { fill: ink },
        parts.map((part) => el('rect', { ...part, rx: stem / 2 })),
      ),
      el('rect', {
        x: ctx.light.side > 0 ? x : x - stem / 2,
        y: y - tall + stem * 0.4,
        width: stem / 2,
        height: tall - stem * 0.4,
        fill: lit,
        opacity: 0.5,
      }),
    );
  }
  return out;
}

export function city(ctx: Ctx): SvgNode[] {
  const { w, h, r, sky: s, reading } = ctx;
  const ground = ctx.horizon ?? h * 0.86;
  const dark = reading.time === 'night' || reading.time === 'sunset';
  const body = mix(s.land, '#000000', dark ? 0.35 : 0.1);
  const nodes: SvgNode[] = [];
  let outline: Pt[] = [];
  [0.75, 0.12].forEach((depth, row) => {
    const near = row === 1;
    const color = haze(ctx, body, depth);
    const windows: Pt[][] = [];
    const lit = dark ? '#ffd36b' : mix(s.bottom, '#ffffff', 0.4);
    const tops: Pt[] = [];
    let x = -r.range(0, w * 0.03);
    while (x < w) {
      const width = w * (near ? r.range(0.04, 0.085) : r.range(0.03, 0.06));
      const height = h * (near ? r.range(0.1, 0.34) : r.range(0.18, 0.42));
      const top = ground - height;
      const x0 = Math.max(0, x);
      const x1 = Math.min(w, x + width - 2);
      x += width;
      if (x1 - x0 < 2) continue;
      const fill = mix(color, s.bottom, r.range(0, near ? 0.2 : 0.1));
      nodes.push(el('rect', { x: x0, y: top, width: x1 - x0, height: h - top, fill }));
      // The face toward the light is a shade lighter, which makes each tower a block, not a card.
      const face = (x1 - x0) * 0.32;
      nodes.push(
        el('rect', {
          x: ctx.light.side > 0 ? x1 - face : x0,
          y: top,
          width: face,
          height: h - top,
          fill: mix(fill, s.light, dark ? 0.06 : 0.16),
        }),
      );
      // Roofs: a mast, a stepped crown or a spire on some towers; the rest are flat.
      const kind = r.next();
      if (kind < 0.2) {
        const mastX = Math.min(w - 2, Math.max(0, (x0 + x1) / 2));
        nodes.push(el('rect', { x: mastX, y: top - h * 0.05, width: 2, height: h * 0.05, fill }));
      } else if (kind < 0.4 && x1 - x0 > 12) {
        const inset = (x1 - x0) * 0.22;
        nodes.push(
          el('rect', {
            x: x0 + inset,
            y: top - h * 0.04,
            width: x1 - x0 - inset * 2,
            height: h * 0.04,
            fill,
          }),
        );
      } else if (kind < 0.5) {
        const spire: Pt[] = [
          [x0, top],
          [(x0 + x1) / 2, top - (x1 - x0) * 0.6],
          [x1, top],
        ];
        nodes.push(...shape(ctx, spire, { fill }));
      }
      tops.push([x0, top], [x1, top]);
      if (!near && !dark) continue;
      const cell = Math.max(near ? 8 : 5, Math.min(w, h) * (near ? 0.018 : 0.011));
      for (let wy = top + cell; wy < ground - cell; wy += cell * 1.7) {
        for (let wx = x0 + cell * 0.7; wx < x1 - cell * 1.2; wx += cell * 1.4) {
          if (r.chance(dark ? 0.4 : 0.25))
            windows.push([
              [wx, wy],
              [wx + cell * 0.7, wy],
              [wx + cell * 0.7, wy + cell * 0.8],
              [wx, wy + cell * 0.8],
            ]);
        }
      }
    }
    nodes.push(...shapes(ctx, windows, { fill: lit, opacity: dark ? (near ? 0.9 : 0.55) : 0.5 }));
    if (!near) nodes.push(...mist(ctx, ground, h * 0.16, 0.5));
    if (near) outline = tops;
  });
  if (ctx.horizon === null)
    nodes.push(
      el('rect', { x: 0, y: ground, width: w, height: h - ground, fill: mix(body, '#000000', 0.2) }),
    );
  else if (outline.length) ctx.shore.push({ points: outline, color: body });
  return [el('g', { 'data-layer': 'city' }, nodes)];
}

/** A pine of two or three tiers: its outline, its shaded half and, in snow, a white tip. */
function pine(ctx: Ctx, x: number, base: number, height: number) {
  const { r } = ctx;
  const half = height * r.range(0.24, 0.32);
  const tiers = r.int(2, 3);
  const right: Pt[] = [];
  for (let t = 0; t < tiers; t += 1) {
    const bottom = base - height * (0.12 + ((0.88 * (tiers - 1 - t)) / tiers) * 0.95);
    const reach = half * ((t + 1) / tiers) ** 0.7;
    right.push([x + reach, bottom], [x + reach * 0.45, bottom - height * 0.02]);
  }
  right.pop();
  const trunk = half * 0.14;
  const side = (sign: number): Pt[] => right.map(([px, py]): Pt => [x + (px - x) * sign, py]);
  const apex: Pt = [x, base - height];
  return {
    body: [
      apex,
      ...side(1),
      [x + trunk, base - height * 0.12],
      [x + trunk, base],
      [x - trunk, base],
      [x - trunk, base - height * 0.12],
      ...side(-1).reverse(),
    ] as Pt[],
    shade: [apex, ...side(-ctx.light.side), [x, base - height * 0.12]] as Pt[],
    snow: [apex, [x + half * 0.2, base - height * 0.8], [x - half * 0.2, base - height * 0.8]] as Pt[],
  };
}

export function forest(ctx: Ctx): SvgNode[] {
  const { w, h, r, sky: s, reading } = ctx;
  const snowy = reading.weather.includes('snow');
  const ground = ctx.horizon;
  const rows = ground
    ? [
        { base: ground - h * 0.12, size: h * 0.1 },
        { base: ground - h * 0.05, size: h * 0.14 },
        { base: ground, size: h * 0.18 },
      ]
    : [
        { base: h * 0.74, size: h * 0.12 },
        { base: h * 0.84, size: h * 0.17 },
        { base: h * 0.97, size: h * 0.25 },
      ];
  const green = mix('#1f4d2e', s.land, 0.5);
  const nodes: SvgNode[] = [];
  // In front of mountains the far row of pines would hide their feet and most of their slopes.
  const first = reading.features.includes('mountains') ? 1 : 0;
  rows.forEach((row, i) => {
    if (i < first) return;
    const depth = DEPTHS[i]!;
    const fill = haze(ctx, mix(green, '#0b2414', i * 0.15), depth);
    const floor = snowy ? haze(ctx, mix('#eef2f7', s.light, 0.2), depth) : fill;
    const pines: ReturnType<typeof pine>[] = [];
    const tips: Pt[] = [[0, row.base]];
    for (let x = r.range(-20, 0); x < w + 20; x += row.size * r.range(0.26, 0.42)) {
      const tall = row.size * r.range(0.7, 1.2);
      pines.push(pine(ctx, x, row.base, tall));
      tips.push(
        [x - tall * 0.22, row.base - tall * 0.12],
        [x, row.base - tall],
        [x + tall * 0.22, row.base - tall * 0.12],
      );
    }
    tips.push([w, row.base]);
    nodes.push(
      el('g', {}, [
        el('rect', { x: 0, y: row.base - 2, width: w, height: h - row.base + 2, fill: floor }),
        ...shapes(
          ctx,
          pines.map((tree) => tree.body),
          { fill },
        ),
        ...shapes(
          ctx,
          pines.map((tree) => tree.shade),
          { fill: '#000000', opacity: 0.16 },
        ),
        ...(snowy
          ? shapes(
              ctx,
              pines.map((tree) => tree.snow),
              { fill: '#f1f5f9', opacity: 0.9 },
            )
          : []),
      ]),
    );
    if (i < 2) nodes.push(...mist(ctx, row.base, h * 0.05, 0.4));
    if (i === 2 && ground) ctx.shore.push({ points: tips, color: fill });
  });
  return [el('g', { 'data-layer': 'forest' }, nodes)];
}
