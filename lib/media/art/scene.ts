import { hsl, mix } from './color';
import {
  describeReading,
  readPrompt,
  type Detail,
  type Feature,
  type Mood,
  type PromptReading,
  type TimeOfDay,
} from './prompt';
import { noise1d, rng, type Rng } from './random';
import { across, dots, shape, strokes, vertical, type Ctx, type Light, type Pt, type Sky } from './scene-kit';
import { city, desert, forest, hills, mountains } from './scene-land';
import { sea } from './scene-water';
import { el, num, pathFrom, svgDocument, type SvgNode } from './svg';
import { formatOf, type FormatId } from './sizes';

/**
 * The image generator's recipe: a prompt read into scene elements (lib/media/art/prompt.ts), then
 * drawn back to front as vector layers: sky and glow, stars and aurora, sun or moon, clouds, land
 * in three depths (lib/media/art/scene-land.ts), water with its reflections
 * (lib/media/art/scene-water.ts), birds and weather. The seed moves every shape; the same prompt
 * and seed draw the same scene. Every shape is computed to lie inside the frame.
 */
export type SceneSettings = { prompt: string; seed: string; format: FormatId };

const SKIES: Record<TimeOfDay, Omit<Sky, 'haze'>> = {
  dawn: { top: '#3b4a8c', middle: '#e98a9b', bottom: '#ffd7a8', land: '#4a4560', light: '#fff1c9' },
  day: { top: '#2f7fd8', middle: '#7fbdf0', bottom: '#cfe9fb', land: '#4f8a5b', light: '#fff6d5' },
  sunset: { top: '#2d1b4e', middle: '#c8456b', bottom: '#f7a440', land: '#3a2540', light: '#ffe0a3' },
  night: { top: '#070b1f', middle: '#16214d', bottom: '#2c3a74', land: '#141a33', light: '#f4f1de' },
};

const MOOD_TINT: Record<Mood, { color: string; amount: number }> = {
  calm: { color: '#ffffff', amount: 0 },
  vivid: { color: '#ff2d95', amount: 0.12 },
  moody: { color: '#374151', amount: 0.35 },
  warm: { color: '#ff8a3d', amount: 0.2 },
  cool: { color: '#2bb3c0', amount: 0.2 },
  pastel: { color: '#ffffff', amount: 0.38 },
};

function paletteFor(reading: PromptReading): Sky {
  const base = SKIES[reading.time];
  const tint = MOOD_TINT[reading.mood];
  const stormy = reading.weather.includes('storm') || reading.weather.includes('rain');
  const tone = (color: string) => {
    const tinted = mix(color, tint.color, tint.amount);
    return stormy ? mix(tinted, '#4b5563', 0.3) : tinted;
  };
  return {
    top: tone(base.top),
    middle: tone(base.middle),
    bottom: tone(base.bottom),
    land: tone(base.land),
    light: base.light,
    haze: tone(mix(base.bottom, base.middle, 0.25)),
  };
}

function sky(ctx: Ctx): SvgNode[] {
  const { w, h, sky: s, light, reading } = ctx;
  const fill = vertical(
    ctx,
    'sky',
    [
      [0, s.top],
      [0.55, s.middle],
      [1, s.bottom],
    ],
    { y1: 0, y2: ctx.horizon ?? h * 0.8 },
  );
  const nodes: SvgNode[] = [el('rect', { width: w, height: h, fill })];
  if (light.kind !== 'hidden' && !reading.features.includes('space')) {
    // The light's glow spreads over the whole sky, so a full-size rectangle carries it: a radial
    // gradient fades it out long before the frame, and nothing is drawn past the edges.
    const id = ctx.id('glow');
    const moon = light.kind === 'moon';
    ctx.defs.push(
      el(
        'radialGradient',
        {
          id,
          gradientUnits: 'userSpaceOnUse',
          cx: light.x,
          cy: light.y,
          r: Math.max(w, h) * (moon ? 0.35 : 0.6),
        },
        [
          el('stop', { offset: 0, 'stop-color': s.light, 'stop-opacity': moon ? 0.35 : 0.6 }),
          el('stop', { offset: 0.25, 'stop-color': s.light, 'stop-opacity': moon ? 0.1 : 0.22 }),
          el('stop', { offset: 1, 'stop-color': s.light, 'stop-opacity': 0 }),
        ],
      ),
    );
    nodes.push(el('rect', { width: w, height: h, fill: `url(#${id})` }));
  }
  return nodes;
}

/** A four-pointed twinkle for the brightest stars. */
function sparkle(x: number, y: number, size: number): Pt[] {
  const k = size * 0.22;
  return [
    [x, y - size],
    [x + k, y - k],
    [x + size, y],
    [x + k, y + k],
    [x, y + size],
    [x - k, y + k],
    [x - size, y],
    [x - k, y - k],
  ];
}

function stars(ctx: Ctx): SvgNode[] {
  const { w, h, r, reading } = ctx;
  const dense = reading.features.includes('space');
  const bottom = dense ? h : (ctx.horizon ?? h * 0.7) * 0.9;
  const count = Math.round(((w * h) / 9000) * (dense ? 2 : 0.9));
  // Three magnitudes, faint and many to bright and few, each drawn as one path of dots.
  const classes: Pt[][] = [[], [], []];
  for (let i = 0; i < count; i += 1) {
    const magnitude = r.chance(0.08) ? 2 : r.chance(0.4) ? 1 : 0;
    // Fewer stars low in the sky, where the air is thicker.
    const y = bottom * r.next() ** (dense ? 1 : 1.6);
    classes[magnitude]!.push([r.range(0, w), y]);
  }
  const glow = [0.45, 0.75, 1];
  const stars: SvgNode[] = classes.flatMap((points, magnitude) =>
    dots(ctx, points, 1.2 + magnitude * 1.3, { opacity: glow[magnitude] }),
  );
  const bright = r.int(3, dense ? 10 : 6);
  for (let i = 0; i < bright; i += 1) {
    const size = Math.min(w, h) * r.range(0.008, 0.016);
    const x = r.range(size, w - size);
    const y = r.range(size, Math.max(size + 1, bottom * 0.8 - size));
    stars.push(...shape(ctx, sparkle(x, y, size), { fill: '#ffffff', opacity: r.range(0.7, 1) }));
  }
  return [el('g', { 'data-layer': 'stars' }, stars)];
}

/** Northern lights: curtains of green fading up into violet, with faint vertical rays. */
function aurora(ctx: Ctx): SvgNode[] {
  const { w, h, r } = ctx;
  const fill = vertical(ctx, 'aurora', [
    [0, '#c084fc', 0],
    [0.55, '#34d399', 0.3],
    [1, '#a7f3d0', 0.7],
  ]);
  const nodes: SvgNode[] = [];
  const rays: [Pt, Pt][] = [];
  const curtains = r.int(2, 3);
  const ray = Math.max(2, w * 0.003);
  for (let k = 0; k < curtains; k += 1) {
    const foot = noise1d(r, 5);
    const tall = noise1d(r, 7);
    const level = h * r.range(0.22, 0.4);
    const reach = h * r.range(0.12, 0.24);
    const bottomY = (t: number) => level + (foot(t) - 0.5) * h * 0.16;
    const topY = (t: number) => bottomY(t) - reach * (0.35 + tall(t));
    const bottom = across(w, 60, (_, t) => bottomY(t));
    const top = across(w, 60, (_, t) => topY(t));
    nodes.push(...shape(ctx, [...top, ...bottom.reverse()], { fill, opacity: 0.85 - k * 0.2 }));
    for (let i = 0; i < 26; i += 1) {
      const t = r.next();
      const x = t * w;
      rays.push([
        [x, bottomY(t)],
        [x, bottomY(t) - (bottomY(t) - topY(t)) * r.range(0.4, 1)],
      ]);
    }
  }
  nodes.push(...strokes(ctx, rays, ray, { stroke: '#d1fae5', opacity: 0.18 }));
  return [el('g', { 'data-layer': 'aurora' }, nodes)];
}

/** Where the light is: the sun or moon by the time of day, hidden behind a storm. */
function placeLight(r: Rng, w: number, h: number, reading: PromptReading, horizon: number | null): Light {
  const night = reading.time === 'night';
  const size = Math.min(w, h) * (night ? 0.055 : reading.time === 'day' ? 0.07 : 0.085);
  const heights: Record<TimeOfDay, number> = { dawn: 0.5, day: 0.2, sunset: 0.48, night: 0.2 };
  const low = Math.min(heights[reading.time], ((horizon ?? h) / h) * 0.85);
  const x = r.range(w * 0.15, w * 0.85);
  const margin = size * 1.6 + 2;
  const y = Math.max(margin, Math.min(h - margin, h * low + r.range(-h * 0.05, h * 0.05)));
  const kind =
    reading.weather.includes('storm') || reading.features.includes('space')
      ? 'hidden'
      : night
        ? 'moon'
        : 'sun';
  return { x, y, size, side: x > w / 2 ? 1 : -1, kind };
}

/** The lit part of a moon: the disk minus a second, offset disk, as one outline. */
function crescent(cx: number, cy: number, radius: number, ox: number, oy: number, inner: number): Pt[] {
  const d = Math.hypot(ox, oy);
  const phi = Math.atan2(oy, ox);
  const alpha = Math.acos((radius * radius + d * d - inner * inner) / (2 * radius * d));
  const beta = Math.acos((inner * inner + d * d - radius * radius) / (2 * inner * d));
  const points: Pt[] = [];
  for (let i = 0; i <= 32; i += 1) {
    const a = phi + alpha + ((Math.PI * 2 - alpha * 2) * i) / 32;
    points.push([cx + radius * Math.cos(a), cy + radius * Math.sin(a)]);
  }
  const end = points.at(-1)!;
  const [a0, a1] = [phi + Math.PI - beta, phi + Math.PI + beta];
  const at = (a: number): Pt => [cx + ox + inner * Math.cos(a), cy + oy + inner * Math.sin(a)];
  const gap = (p: Pt) => Math.hypot(p[0] - end[0], p[1] - end[1]);
  // The inner arc starts at whichever of its ends meets the outer arc's last point.
  const [from, to] = gap(at(a0)) < gap(at(a1)) ? [a0, a1] : [a1, a0];
  for (let i = 1; i < 24; i += 1) points.push(at(from + ((to - from) * i) / 24));
  return points;
}

function sunOrMoon(ctx: Ctx): SvgNode[] {
  const { r, sky: s, light, reading } = ctx;
  if (light.kind === 'hidden') return [];
  const size = light.size;
  const { x, y } = light;
  if (light.kind === 'sun') {
    const warm = reading.time === 'day' ? s.light : mix(s.light, '#ffb347', 0.35);
    const id = ctx.id('sun');
    ctx.defs.push(
      el('radialGradient', { id }, [
        el('stop', { offset: 0, 'stop-color': mix(warm, '#ffffff', 0.6) }),
        el('stop', { offset: 0.7, 'stop-color': warm }),
        el('stop', { offset: 1, 'stop-color': mix(warm, '#ff9d4d', 0.25) }),
      ]),
    );
    return [
      el('g', { 'data-layer': 'sun' }, [
        el('circle', { cx: x, cy: y, r: size * 1.5, fill: warm, opacity: 0.22 }),
        el('circle', { cx: x, cy: y, r: size, fill: `url(#${id})` }),
      ]),
    ];
  }
  const nodes: SvgNode[] = [];
  if (r.chance(0.35)) {
    // A full moon with a few soft grey seas on its face.
    nodes.push(el('circle', { cx: x, cy: y, r: size, fill: s.light }));
    for (let i = 0; i < 4; i += 1) {
      const a = r.range(0, Math.PI * 2);
      const d = size * r.range(0.1, 0.5);
      nodes.push(
        el('circle', {
          cx: x + Math.cos(a) * d,
          cy: y + Math.sin(a) * d,
          r: size * r.range(0.12, 0.3),
          fill: mix(s.light, '#9ca3af', 0.35),
          opacity: 0.5,
        }),
      );
    }
  } else {
    // The dark side shows faintly in earthshine; the lit crescent is drawn over it.
    const dir = r.chance(0.5) ? 1 : -1;
    nodes.push(
      el('circle', { cx: x, cy: y, r: size, fill: mix(s.top, s.light, 0.16) }),
      ...shape(ctx, crescent(x, y, size, dir * size * r.range(0.35, 0.6), -size * 0.2, size * 0.88), {
        fill: s.light,
      }),
    );
  }
  return [el('g', { 'data-layer': 'moon' }, nodes)];
}

/** A cumulus outline: the upper edge of overlapping round puffs over a gently curved base. */
function cloudShape(r: Rng, x: number, y: number, width: number, height: number): Pt[] {
  const count = r.int(3, 6);
  const puffs = Array.from({ length: count }, (_, i) => {
    const t = (i + 0.5) / count;
    const radius = height * r.range(0.45, 0.75) * (1 - Math.abs(t - 0.5) * 0.9);
    return { x: x - width / 2 + width * t + r.range(-0.08, 0.08) * width, radius };
  });
  const left = Math.min(...puffs.map((p) => p.x - p.radius));
  const right = Math.max(...puffs.map((p) => p.x + p.radius));
  const top: Pt[] = across(right - left, 36, (px) => {
    const at = left + px;
    let edge = y;
    for (const p of puffs) {
      const dx = at - p.x;
      if (Math.abs(dx) < p.radius)
        edge = Math.min(edge, y - p.radius * 0.35 - Math.sqrt(p.radius ** 2 - dx * dx));
    }
    return edge;
  }).map(([px, py]): Pt => [left + px, py]);
  const base: Pt[] = across(right - left, 8, (_, t) => y + Math.sin(t * Math.PI) * height * 0.06).map(
    ([px, py]): Pt => [left + px, py],
  );
  return [...top, ...base.reverse()];
}

function clouds(ctx: Ctx): SvgNode[] {
  const { w, h, r, sky: s, reading } = ctx;
  const storm = reading.weather.includes('storm');
  const wet = storm || reading.weather.includes('rain');
  // Northern lights need a clear sky, so snow under them falls from a sky without a cloud deck.
  const heavy = wet || (reading.weather.includes('snow') && !reading.details.includes('aurora'));
  const asked = reading.weather.includes('clouds');
  const nodes: SvgNode[] = [];
  const base = storm ? '#3b4252' : heavy ? '#8a93a6' : '#ffffff';
  const fill = vertical(ctx, 'cloud', [
    [0, mix(base, s.light, heavy ? 0.15 : 0.35)],
    [0.6, mix(base, s.middle, heavy ? 0.1 : 0.18)],
    [1, mix(mix(base, s.top, 0.35), '#000000', heavy ? 0.2 : 0.05)],
  ]);
  if (heavy) {
    // A low ceiling of cloud across the top, ragged along its lower edge.
    const edge = noise1d(r, 14);
    const deck = h * r.range(0.1, 0.16);
    nodes.push(
      ...shape(ctx, [[0, 0], [w, 0], ...across(w, 70, (_, t) => deck * (0.6 + edge(t) * 0.8)).reverse()], {
        fill,
        opacity: 0.95,
      }),
    );
  } else if (reading.time !== 'night') {
    // High thin streaks, far away and faint, catching the daylight.
    for (let i = r.int(0, 2); i > 0; i -= 1) {
      const y = h * r.range(0.1, 0.35);
      const x = r.range(0, w);
      const length = w * r.range(0.15, 0.35);
      const thick = h * r.range(0.006, 0.014);
      const streak = across(length, 16, (_, t) => y - Math.sin(t * Math.PI) * thick).map(([px, py]): Pt => [
        x - length / 2 + px,
        py,
      ]);
      nodes.push(
        ...shape(ctx, [...streak, ...streak.map(([px, py]): Pt => [px, py + thick * 0.6 * 2]).reverse()], {
          fill: mix('#ffffff', s.light, 0.3),
          opacity: 0.35,
        }),
      );
    }
  }
  if (!heavy && !asked && !r.chance(0.45))
    return nodes.length ? [el('g', { 'data-layer': 'clouds' }, nodes)] : [];
  const count = wet ? r.int(5, 8) : heavy ? r.int(3, 5) : asked ? r.int(4, 6) : r.int(1, 3);
  for (let i = 0; i < count; i += 1) {
    // Farther clouds sit higher in the frame, smaller and paler.
    const near = r.next();
    const size = Math.min(w, h) * (0.1 + near * 0.12);
    const y = h * (0.12 + near * 0.22) + (heavy ? h * 0.04 : 0);
    nodes.push(
      ...shape(ctx, cloudShape(r, r.range(-0.05, 1.05) * w, y, size * r.range(2.2, 3.6), size), {
        fill,
        opacity: (heavy ? 0.9 : 0.8) - (1 - near) * 0.25,
      }),
    );
  }
  return [el('g', { 'data-layer': 'clouds' }, nodes)];
}

function birds(ctx: Ctx): SvgNode[] {
  const { w, h, r, sky: s, reading } = ctx;
  const count = r.int(4, 9);
  const cx = r.range(w * 0.2, w * 0.8);
  const cy = h * r.range(0.15, 0.32);
  const ink = reading.time === 'night' ? mix(s.light, s.top, 0.3) : mix(s.top, '#000000', 0.45);
  const nodes: SvgNode[] = [];
  for (let i = 0; i < count; i += 1) {
    const size = Math.min(w, h) * r.range(0.016, 0.03);
    const stroke = size * 0.2;
    const margin = size + stroke;
    const x = Math.max(margin, Math.min(w - margin, cx + r.range(-0.15, 0.15) * w));
    const y = Math.max(margin, Math.min(h - margin, cy + r.range(-0.08, 0.08) * h));
    const lift = size * r.range(0.4, 0.8);
    nodes.push(
      el('path', {
        d: `M${num(x - size)} ${num(y - size * 0.25)} Q${num(x - size * 0.5)} ${num(y - lift)} ${num(x)} ${num(y)} Q${num(x + size * 0.5)} ${num(y - lift)} ${num(x + size)} ${num(y - size * 0.25)}`,
        fill: 'none',
        stroke: ink,
        'stroke-width': stroke,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    );
  }
  return [el('g', { 'data-layer': 'birds' }, nodes)];
}

function weather(ctx: Ctx): SvgNode[] {
  const { w, h, r, reading } = ctx;
  const nodes: SvgNode[] = [];
  if (reading.weather.includes('fog')) {
    const bands: SvgNode[] = [];
    const fill = vertical(ctx, 'fog', [
      [0, '#e5e7eb', 0],
      [0.5, '#e5e7eb', 0.55],
      [1, '#e5e7eb', 0],
    ]);
    const veil = vertical(ctx, 'veil', [
      [0, '#e5e7eb', 0],
      [1, '#e5e7eb', 0.45],
    ]);
    bands.push(el('rect', { x: 0, y: h * 0.4, width: w, height: h * 0.6, fill: veil }));
    for (let i = 0; i < 6; i += 1) {
      const y = h * r.range(0.4, 0.9);
      bands.push(el('rect', { x: 0, y, width: w, height: Math.min(h - y, h * r.range(0.05, 0.14)), fill }));
    }
    nodes.push(el('g', { 'data-layer': 'fog' }, bands));
  }
  if (reading.weather.includes('rain') || reading.weather.includes('storm')) {
    const slant = r.range(-0.35, 0.35);
    const layers = [
      { share: 0.6, length: h * 0.03, width: Math.max(1, w * 0.001), opacity: 0.35 },
      { share: 0.4, length: h * 0.06, width: Math.max(1.2, w * 0.0018), opacity: 0.55 },
    ];
    const rain: SvgNode[] = [];
    for (const layer of layers) {
      const drops: [Pt, Pt][] = [];
      const count = Math.round(((w * h) / 4000) * layer.share);
      for (let i = 0; i < count; i += 1) {
        // Drops start anywhere, even above or beside the frame, and are cut where they leave it.
        const x = r.range(-layer.length, w + layer.length);
        const y = r.range(-layer.length, h);
        drops.push([
          [x, y],
          [x + slant * layer.length, y + layer.length],
        ]);
      }
      rain.push(...strokes(ctx, drops, layer.width, { stroke: '#c7d2e0', opacity: layer.opacity }));
    }
    nodes.push(el('g', { 'data-layer': 'rain' }, rain));
  }
  if (reading.weather.includes('snow')) {
    // Far flakes small and faint, near ones large, each size one path of round dots.
    const sizes = [2.5, 5, 9];
    const flakes: Pt[][] = sizes.map(() => []);
    const count = Math.round((w * h) / 5000);
    for (let i = 0; i < count; i += 1)
      flakes[r.chance(0.6) ? 0 : r.chance(0.75) ? 1 : 2]!.push([r.range(0, w), r.range(0, h)]);
    nodes.push(
      el(
        'g',
        { 'data-layer': 'snow' },
        flakes.flatMap((points, i) => dots(ctx, points, sizes[i]!, { opacity: 0.65 + i * 0.15 })),
      ),
    );
  }
  if (reading.weather.includes('storm')) {
    const width = Math.max(3, w * 0.004);
    const pad = width;
    const bolt = (x0: number, y0: number, until: number, step: number): Pt[] => {
      let [x, y] = [x0, y0];
      const points: Pt[] = [[x, y]];
      while (y < until) {
        x = Math.max(pad, Math.min(w - pad, x + r.range(-w * 0.04, w * 0.04)));
        y = Math.min(h - pad, y + h * r.range(0.04, 0.09) * step);
        points.push([x, y]);
        if (y >= h - pad) break;
      }
      return points;
    };
    const main = bolt(r.range(w * 0.25, w * 0.75), h * 0.14, h * 0.66, 1);
    const fork = main[Math.min(main.length - 1, 2)]!;
    const branch = bolt(fork[0], fork[1], fork[1] + h * 0.15, 0.6);
    const line = (points: Pt[], stroke: number) =>
      el('polyline', {
        points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '),
        fill: 'none',
        stroke: '#fff7c2',
        'stroke-width': stroke,
        'stroke-linejoin': 'round',
      });
    nodes.push(
      el('rect', { width: w, height: h, fill: '#e0e7ff', opacity: 0.07 }),
      el('g', { 'data-layer': 'lightning' }, [line(main, width), line(branch, width * 0.6)]),
    );
  }
  return nodes;
}

function space(ctx: Ctx): SvgNode[] {
  const { w, h, r } = ctx;
  const hue = r.range(0, 360);
  const nodes: SvgNode[] = [];
  for (let i = 0; i < 4; i += 1) {
    // Nebulae fade from a colored core to nothing; their ellipses are kept inside the frame.
    const id = ctx.id('nebula');
    ctx.defs.push(
      el('radialGradient', { id }, [
        el('stop', { offset: 0, 'stop-color': hsl(hue + i * 40, 70, 55), 'stop-opacity': 0.5 }),
        el('stop', { offset: 0.5, 'stop-color': hsl(hue + i * 40, 65, 40), 'stop-opacity': 0.22 }),
        el('stop', { offset: 1, 'stop-color': hsl(hue + i * 40, 60, 30), 'stop-opacity': 0 }),
      ]),
    );
    const cx = r.range(w * 0.15, w * 0.85);
    const cy = r.range(h * 0.15, h * 0.85);
    nodes.push(
      el('ellipse', {
        cx,
        cy,
        rx: Math.min(w * r.range(0.18, 0.4), cx, w - cx),
        ry: Math.min(h * r.range(0.12, 0.3), cy, h - cy),
        fill: `url(#${id})`,
      }),
    );
  }
  nodes.push(...planet(ctx, hue, Math.min(w, h) * r.range(0.12, 0.2), r.chance(0.7)));
  nodes.push(...planet(ctx, hue + 90, Math.min(w, h) * r.range(0.03, 0.06), false));
  return [el('g', { 'data-layer': 'space' }, nodes)];
}

/** A shaded planet, its ring (when it has one) passing behind it and then in front. */
function planet(ctx: Ctx, hue: number, size: number, ringed: boolean): SvgNode[] {
  const { w, h, r } = ctx;
  const tilt = (r.range(-25, 25) * Math.PI) / 180;
  const [rx, ry] = [size * 1.8, size * 0.35];
  const stroke = size * 0.08;
  const ex = ringed ? Math.hypot(rx * Math.cos(tilt), ry * Math.sin(tilt)) + stroke : size;
  const ey = ringed ? Math.max(size, Math.hypot(rx * Math.sin(tilt), ry * Math.cos(tilt)) + stroke) : size;
  const reachX = Math.max(size, ex) + 2;
  const px = r.range(reachX, Math.max(reachX, w - reachX));
  const py = r.range(ey + 2, Math.max(ey + 2, h - ey - 2));
  const id = ctx.id('planet');
  ctx.defs.push(
    el('radialGradient', { id, cx: 0.35, cy: 0.35, r: 0.75 }, [
      el('stop', { offset: 0, 'stop-color': hsl(hue + 180, 60, 72) }),
      el('stop', { offset: 0.6, 'stop-color': hsl(hue + 195, 55, 40) }),
      el('stop', { offset: 1, 'stop-color': hsl(hue + 210, 50, 14) }),
    ]),
  );
  const body = el('circle', { cx: px, cy: py, r: size, fill: `url(#${id})` });
  if (!ringed) return [body];
  const arc = (from: number) =>
    Array.from({ length: 33 }, (_, i): Pt => {
      const t = from + (Math.PI * i) / 32;
      const [lx, ly] = [rx * Math.cos(t), ry * Math.sin(t)];
      return [px + lx * Math.cos(tilt) - ly * Math.sin(tilt), py + lx * Math.sin(tilt) + ly * Math.cos(tilt)];
    });
  const ring = (points: Pt[]) =>
    el('path', {
      d: pathFrom(points),
      fill: 'none',
      stroke: hsl(hue + 30, 60, 75),
      'stroke-width': stroke,
      opacity: 0.8,
    });
  return [ring(arc(Math.PI)), body, ring(arc(0))];
}

const LAND_ORDER: Feature[] = ['space', 'mountains', 'hills', 'desert', 'city', 'forest', 'sea'];
const DRAW: Record<Feature, (ctx: Ctx) => SvgNode[]> = {
  space,
  mountains,
  hills,
  desert,
  city,
  forest,
  sea,
};

const FEATURE_WORDS: Record<Feature, string> = {
  mountains: 'mountains',
  sea: 'the sea',
  city: 'a city skyline',
  forest: 'a pine forest',
  desert: 'desert dunes',
  space: 'planets and stars',
  hills: 'rolling hills',
};

const DETAIL_WORDS: Record<Detail, string> = {
  birds: 'a flock of birds',
  boats: 'sailboats',
  lighthouse: 'a lighthouse',
  aurora: 'the northern lights',
};

export function sceneAlt(reading: PromptReading, width: number, height: number): string {
  const list = [
    ...reading.features.map((f) => FEATURE_WORDS[f]),
    ...reading.details.map((d) => DETAIL_WORDS[d]),
  ];
  const things = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0];
  const weatherWords = reading.weather.map((w) => (w === 'storm' ? 'a storm' : w));
  const weather = weatherWords.length ? ` with ${weatherWords.join(' and ')}` : '';
  const when = reading.features.includes('space') ? 'A space scene' : `A ${reading.time} scene`;
  return `${when} of ${things}${weather}, in ${reading.mood} colors (${width} × ${height} generated illustration)`;
}

export type Scene = {
  svg: string;
  alt: string;
  reading: PromptReading;
  read: string;
  width: number;
  height: number;
};

/** Draws the scene; `reading` may be passed in when the AI suggested the words. */
export function drawScene(
  settings: SceneSettings,
  reading: PromptReading = readPrompt(settings.prompt),
): Scene {
  const { width: w, height: h } = formatOf(settings.format);
  const r = rng(`scene:${settings.seed}`);
  const horizon = reading.features.includes('sea') ? h * 0.64 : null;
  let ids = 0;
  const ctx: Ctx = {
    w,
    h,
    r,
    sky: paletteFor(reading),
    reading,
    defs: [],
    light: placeLight(r, w, h, reading, horizon),
    horizon,
    shore: [],
    id: (prefix) => `${prefix}-${(ids += 1)}`,
  };
  const inSpace = reading.features.includes('space');
  const body: SvgNode[] = [...sky(ctx)];
  // Stars show on clear nights; rain, storm or snow clouds hide them, unless the aurora cleared the sky.
  const overcast = reading.weather.some((x) => x === 'rain' || x === 'storm' || x === 'snow');
  if (inSpace || (reading.time === 'night' && (!overcast || reading.details.includes('aurora'))))
    body.push(...stars(ctx));
  if (reading.details.includes('aurora')) body.push(...aurora(ctx));
  if (!inSpace) body.push(...sunOrMoon(ctx), ...clouds(ctx));
  for (const feature of LAND_ORDER) if (reading.features.includes(feature)) body.push(...DRAW[feature](ctx));
  if (reading.details.includes('birds')) body.push(...birds(ctx));
  body.push(...weather(ctx));
  const alt = sceneAlt(reading, w, h);
  return {
    svg: svgDocument({ width: w, height: h, alt, body, defs: ctx.defs }),
    alt,
    reading,
    read: describeReading(reading),
    width: w,
    height: h,
  };
}
