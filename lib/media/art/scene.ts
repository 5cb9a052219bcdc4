import { hsl, mix } from './color';
import {
  describeReading,
  readPrompt,
  type Feature,
  type Mood,
  type PromptReading,
  type TimeOfDay,
} from './prompt';
import { noise1d, rng, type Rng } from './random';
import { el, pathFrom, smoothPath, svgDocument, type SvgNode } from './svg';
import { formatOf, type FormatId } from './sizes';

/**
 * The image generator's recipe: a prompt read into scene elements (lib/media/art/prompt.ts), then
 * drawn back to front as vector layers: sky, sun or moon, clouds, far mountains, land, city, trees,
 * water and weather. The seed moves every shape; the same prompt and seed draw the same scene.
 */
export type SceneSettings = { prompt: string; seed: string; format: FormatId };

type Sky = { top: string; middle: string; bottom: string; land: string; light: string };

const SKIES: Record<TimeOfDay, Sky> = {
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

type Ctx = { w: number; h: number; r: Rng; sky: Sky; reading: PromptReading; defs: SvgNode[] };

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
  };
}

function sky({ w, h, sky: s, defs }: Ctx): SvgNode[] {
  defs.push(
    el('linearGradient', { id: 'sky', x1: 0, y1: 0, x2: 0, y2: 1 }, [
      el('stop', { offset: 0, 'stop-color': s.top }),
      el('stop', { offset: 0.55, 'stop-color': s.middle }),
      el('stop', { offset: 1, 'stop-color': s.bottom }),
    ]),
  );
  return [el('rect', { width: w, height: h, fill: 'url(#sky)' })];
}

function stars({ w, h, r, reading }: Ctx): SvgNode[] {
  const dense = reading.features.includes('space');
  const count = Math.round(((w * h) / 9000) * (dense ? 2 : 0.8));
  const dots: SvgNode[] = [];
  for (let i = 0; i < count; i += 1) {
    dots.push(
      el('circle', {
        cx: r.range(0, w),
        cy: r.range(0, dense ? h : h * 0.6),
        r: r.range(0.6, r.chance(0.08) ? 2.6 : 1.5),
        fill: '#ffffff',
        opacity: r.range(0.35, 1),
      }),
    );
  }
  return [el('g', { 'data-layer': 'stars' }, dots)];
}

function sunOrMoon({ w, h, r, sky: s, reading, defs }: Ctx): SvgNode[] {
  if (reading.weather.includes('storm')) return [];
  const size = Math.min(w, h) * (reading.time === 'night' ? 0.06 : 0.09);
  const cx = r.range(w * 0.15, w * 0.85);
  const heights: Record<TimeOfDay, number> = { dawn: 0.5, day: 0.2, sunset: 0.48, night: 0.2 };
  const cy = h * heights[reading.time] + r.range(-h * 0.05, h * 0.05);
  defs.push(
    el('radialGradient', { id: 'glow' }, [
      el('stop', { offset: 0, 'stop-color': s.light, 'stop-opacity': 0.7 }),
      el('stop', { offset: 1, 'stop-color': s.light, 'stop-opacity': 0 }),
    ]),
  );
  const nodes: SvgNode[] = [
    el('circle', { cx, cy, r: size * 3.2, fill: 'url(#glow)' }),
    el('circle', { cx, cy, r: size, fill: s.light }),
  ];
  if (reading.time === 'night') {
    // A crescent: the sky's own color bites into the full moon.
    nodes.push(el('circle', { cx: cx + size * 0.45, cy: cy - size * 0.2, r: size * 0.85, fill: s.top }));
  }
  return [el('g', { 'data-layer': reading.time === 'night' ? 'moon' : 'sun' }, nodes)];
}

function cloud(r: Rng, x: number, y: number, scale: number, fill: string, opacity: number): SvgNode {
  const puffs: SvgNode[] = [];
  const count = r.int(4, 7);
  for (let i = 0; i < count; i += 1) {
    puffs.push(
      el('ellipse', {
        cx: x + (i - count / 2) * scale * 0.55 + r.range(-6, 6),
        cy: y + r.range(-scale * 0.25, scale * 0.1),
        rx: scale * r.range(0.5, 0.8),
        ry: scale * r.range(0.32, 0.5),
      }),
    );
  }
  return el('g', { fill, opacity }, puffs);
}

function clouds({ w, h, r, reading }: Ctx): SvgNode[] {
  const heavy = reading.weather.some((x) => x === 'rain' || x === 'storm' || x === 'snow');
  if (!heavy && !reading.weather.includes('clouds') && !r.chance(0.35)) return [];
  const fill = heavy ? (reading.weather.includes('storm') ? '#3b4252' : '#8a93a6') : '#ffffff';
  const count = heavy ? 7 : reading.weather.includes('clouds') ? 5 : 2;
  const nodes: SvgNode[] = [];
  for (let i = 0; i < count; i += 1) {
    nodes.push(
      cloud(
        r,
        r.range(0, w),
        r.range(h * 0.05, h * 0.3),
        Math.min(w, h) * r.range(0.08, 0.14),
        fill,
        heavy ? 0.92 : 0.85,
      ),
    );
  }
  return [el('g', { 'data-layer': 'clouds' }, nodes)];
}

/** A ridge line across the picture, filled down to the bottom. */
function ridge(
  r: Rng,
  w: number,
  h: number,
  base: number,
  amplitude: number,
  fill: string,
  sharp: boolean,
): SvgNode {
  const wave = noise1d(r, sharp ? 10 : 5);
  const steps = sharp ? 40 : 24;
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i += 1) {
    const x = (w * i) / steps;
    const jag = sharp ? (i % 2 ? r.range(0, amplitude * 0.25) : 0) : 0;
    points.push([x, base - wave(i / steps) * amplitude - jag]);
  }
  if (sharp) return el('path', { d: pathFrom([...points, [w, h], [0, h]], true), fill });
  return el('path', {
    d: `${smoothPath(points, false)} L${w} ${h} L0 ${h} Z`,
    fill,
  });
}

function mountains({ w, h, r, sky: s, reading }: Ctx): SvgNode[] {
  const base = h * (reading.features.includes('sea') ? 0.62 : 0.7);
  const snowy = reading.weather.includes('snow');
  return [
    el('g', { 'data-layer': 'mountains' }, [
      ridge(r, w, h, base, h * 0.38, mix(s.land, s.bottom, 0.6), true),
      ridge(r, w, h, base + h * 0.04, h * 0.26, mix(s.land, snowy ? '#e8eef5' : s.bottom, 0.35), true),
    ]),
  ];
}

function hills({ w, h, r, sky: s }: Ctx): SvgNode[] {
  return [
    el('g', { 'data-layer': 'hills' }, [
      ridge(r, w, h, h * 0.7, h * 0.14, mix(s.land, s.bottom, 0.4), false),
      ridge(r, w, h, h * 0.8, h * 0.12, s.land, false),
    ]),
  ];
}

function desert({ w, h, r, sky: s, reading }: Ctx): SvgNode[] {
  const sand = mix('#d9a45b', s.middle, reading.time === 'day' ? 0.1 : 0.45);
  const nodes: SvgNode[] = [
    ridge(r, w, h, h * 0.72, h * 0.1, mix(sand, s.bottom, 0.3), false),
    ridge(r, w, h, h * 0.82, h * 0.12, sand, false),
  ];
  const cacti = r.int(1, 3);
  for (let i = 0; i < cacti; i += 1) {
    const x = r.range(w * 0.1, w * 0.9);
    const tall = h * r.range(0.1, 0.16);
    const y = h * 0.9;
    const stem = Math.max(6, w * 0.012);
    const ink = mix('#2f5d3a', s.land, 0.5);
    nodes.push(
      el('g', { fill: ink }, [
        el('rect', { x: x - stem / 2, y: y - tall, width: stem, height: tall, rx: stem / 2 }),
        el('rect', {
          x: x - stem * 2,
          y: y - tall * 0.6,
          width: stem * 0.8,
          height: tall * 0.3,
          rx: stem / 2,
        }),
        el('rect', {
          x: x - stem * 2,
          y: y - tall * 0.38,
          width: stem * 2,
          height: stem * 0.8,
          rx: stem / 2,
        }),
        el('rect', {
          x: x + stem * 1.2,
          y: y - tall * 0.75,
          width: stem * 0.8,
          height: tall * 0.3,
          rx: stem / 2,
        }),
        el('rect', { x: x, y: y - tall * 0.52, width: stem * 2, height: stem * 0.8, rx: stem / 2 }),
      ]),
    );
  }
  return [el('g', { 'data-layer': 'desert' }, nodes)];
}

function city({ w, h, r, sky: s, reading }: Ctx): SvgNode[] {
  const ground = h * (reading.features.includes('sea') ? 0.64 : 0.86);
  const dark = reading.time === 'night' || reading.time === 'sunset';
  const body = mix(s.land, '#000000', dark ? 0.35 : 0.1);
  const lit = dark ? '#ffd36b' : mix(s.bottom, '#ffffff', 0.4);
  const nodes: SvgNode[] = [];
  const windows: SvgNode[] = [];
  let x = -r.range(0, w * 0.03);
  while (x < w) {
    const width = w * r.range(0.04, 0.085);
    const height = h * r.range(0.12, 0.38);
    const top = ground - height;
    nodes.push(
      el('rect', {
        x,
        y: top,
        width: width - 2,
        height: height + 2,
        fill: mix(body, s.bottom, r.range(0, 0.25)),
      }),
    );
    if (r.chance(0.25)) {
      nodes.push(
        el('rect', {
          x: x + width * 0.45,
          y: top - h * 0.04,
          width: Math.max(2, width * 0.06),
          height: h * 0.04,
          fill: body,
        }),
      );
    }
    const cell = Math.max(8, Math.min(w, h) * 0.018);
    for (let wy = top + cell; wy < ground - cell; wy += cell * 1.7) {
      for (let wx = x + cell * 0.7; wx < x + width - cell * 1.2; wx += cell * 1.4) {
        if (r.chance(dark ? 0.4 : 0.25)) {
          windows.push(el('rect', { x: wx, y: wy, width: cell * 0.7, height: cell * 0.8 }));
        }
      }
    }
    x += width;
  }
  return [
    el('g', { 'data-layer': 'city' }, [
      ...nodes,
      el('g', { fill: lit, opacity: dark ? 0.9 : 0.5 }, windows),
      el('rect', { x: 0, y: ground, width: w, height: h - ground, fill: mix(body, '#000000', 0.2) }),
    ]),
  ];
}

function pine(x: number, base: number, height: number, fill: string): SvgNode {
  const half = height * 0.28;
  return el('path', {
    d: pathFrom(
      [
        [x, base - height],
        [x + half * 0.7, base - height * 0.55],
        [x + half * 0.45, base - height * 0.55],
        [x + half, base - height * 0.12],
        [x + half * 0.15, base - height * 0.12],
        [x + half * 0.15, base],
        [x - half * 0.15, base],
        [x - half * 0.15, base - height * 0.12],
        [x - half, base - height * 0.12],
        [x - half * 0.45, base - height * 0.55],
        [x - half * 0.7, base - height * 0.55],
      ],
      true,
    ),
    fill,
  });
}

function forest({ w, h, r, sky: s, reading }: Ctx): SvgNode[] {
  const rows = [
    { base: h * 0.8, size: h * 0.16, fill: mix(mix('#1f4d2e', s.land, 0.5), s.bottom, 0.35) },
    { base: h * 0.95, size: h * 0.24, fill: mix('#173b24', s.land, 0.5) },
  ];
  if (reading.features.includes('sea')) rows.forEach((row) => (row.base -= h * 0.28));
  return [
    el(
      'g',
      { 'data-layer': 'forest' },
      rows.map((row) => {
        const trees: SvgNode[] = [
          el('rect', { x: 0, y: row.base - 2, width: w, height: h - row.base + 2, fill: row.fill }),
        ];
        for (let x = r.range(-20, 0); x < w + 20; x += row.size * r.range(0.28, 0.45)) {
          trees.push(pine(x, row.base, row.size * r.range(0.75, 1.2), row.fill));
        }
        return el('g', {}, trees);
      }),
    ),
  ];
}

function sea({ w, h, r, sky: s, defs }: Ctx): SvgNode[] {
  const top = h * 0.66;
  defs.push(
    el('linearGradient', { id: 'sea', x1: 0, y1: 0, x2: 0, y2: 1 }, [
      el('stop', { offset: 0, 'stop-color': mix(s.bottom, '#0e4d73', 0.45) }),
      el('stop', { offset: 1, 'stop-color': mix(s.top, '#06263f', 0.5) }),
    ]),
  );
  const waves: SvgNode[] = [];
  for (let i = 0; i < 40; i += 1) {
    const y = r.range(top + 6, h);
    const length = w * r.range(0.03, 0.1) * ((y - top) / (h - top) + 0.3);
    const x = r.range(0, w);
    waves.push(el('line', { x1: x, y1: y, x2: x + length, y2: y }));
  }
  return [
    el('g', { 'data-layer': 'sea' }, [
      el('rect', { x: 0, y: top, width: w, height: h - top, fill: 'url(#sea)' }),
      el(
        'g',
        {
          stroke: s.light,
          'stroke-width': Math.max(1.5, h * 0.003),
          'stroke-linecap': 'round',
          opacity: 0.35,
        },
        waves,
      ),
    ]),
  ];
}

function space({ w, h, r, defs }: Ctx): SvgNode[] {
  defs.push(
    el('filter', { id: 'nebula', x: '-50%', y: '-50%', width: '200%', height: '200%' }, [
      el('feGaussianBlur', { stdDeviation: Math.min(w, h) * 0.06 }),
    ]),
  );
  const hue = r.range(0, 360);
  const clouds: SvgNode[] = [];
  for (let i = 0; i < 4; i += 1) {
    clouds.push(
      el('ellipse', {
        cx: r.range(0, w),
        cy: r.range(0, h),
        rx: w * r.range(0.15, 0.3),
        ry: h * r.range(0.08, 0.2),
        fill: hsl(hue + i * 40, 70, 45),
        opacity: 0.45,
      }),
    );
  }
  const size = Math.min(w, h) * r.range(0.12, 0.2);
  const px = r.range(w * 0.2, w * 0.8);
  const py = r.range(h * 0.3, h * 0.7);
  defs.push(
    el('radialGradient', { id: 'planet', cx: 0.35, cy: 0.35 }, [
      el('stop', { offset: 0, 'stop-color': hsl(hue + 180, 60, 70) }),
      el('stop', { offset: 1, 'stop-color': hsl(hue + 200, 55, 22) }),
    ]),
  );
  return [
    el('g', { 'data-layer': 'space' }, [
      el('g', { filter: 'url(#nebula)' }, clouds),
      el('circle', { cx: px, cy: py, r: size, fill: 'url(#planet)' }),
      el('ellipse', {
        cx: px,
        cy: py,
        rx: size * 1.8,
        ry: size * 0.35,
        fill: 'none',
        stroke: hsl(hue + 30, 60, 75),
        'stroke-width': size * 0.08,
        opacity: 0.8,
        transform: `rotate(-18 ${px} ${py})`,
      }),
    ]),
  ];
}

function weather({ w, h, r, reading }: Ctx): SvgNode[] {
  const nodes: SvgNode[] = [];
  if (reading.weather.includes('fog')) {
    const bands: SvgNode[] = [];
    for (let i = 0; i < 5; i += 1) {
      bands.push(
        el('rect', {
          x: 0,
          y: h * r.range(0.45, 0.9),
          width: w,
          height: h * r.range(0.04, 0.1),
          fill: '#e5e7eb',
          opacity: 0.35,
        }),
      );
    }
    nodes.push(el('g', { 'data-layer': 'fog' }, bands));
  }
  if (reading.weather.includes('rain') || reading.weather.includes('storm')) {
    const drops: SvgNode[] = [];
    const count = Math.round((w * h) / 4000);
    const length = h * 0.04;
    for (let i = 0; i < count; i += 1) {
      const x = r.range(0, w + length);
      const y = r.range(0, h);
      drops.push(el('line', { x1: x, y1: y, x2: x - length * 0.3, y2: y + length }));
    }
    nodes.push(
      el(
        'g',
        { 'data-layer': 'rain', stroke: '#c7d2e0', 'stroke-width': Math.max(1, w * 0.0015), opacity: 0.55 },
        drops,
      ),
    );
  }
  if (reading.weather.includes('snow')) {
    const flakes: SvgNode[] = [];
    const count = Math.round((w * h) / 5000);
    for (let i = 0; i < count; i += 1) {
      flakes.push(el('circle', { cx: r.range(0, w), cy: r.range(0, h), r: r.range(1.5, 4.5) }));
    }
    nodes.push(el('g', { 'data-layer': 'snow', fill: '#ffffff', opacity: 0.85 }, flakes));
  }
  if (reading.weather.includes('storm')) {
    let x = r.range(w * 0.25, w * 0.75);
    let y = h * 0.2;
    const points: [number, number][] = [[x, y]];
    while (y < h * 0.65) {
      x += r.range(-w * 0.04, w * 0.04);
      y += h * r.range(0.05, 0.1);
      points.push([x, y]);
    }
    nodes.push(
      el('polyline', {
        'data-layer': 'lightning',
        points: points.map((p) => p.join(',')).join(' '),
        fill: 'none',
        stroke: '#fff7c2',
        'stroke-width': Math.max(3, w * 0.004),
        'stroke-linejoin': 'round',
      }),
    );
  }
  return nodes;
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

export function sceneAlt(reading: PromptReading, width: number, height: number): string {
  const list = reading.features.map((f) => FEATURE_WORDS[f]);
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
  const { width, height } = formatOf(settings.format);
  const defs: SvgNode[] = [];
  const ctx: Ctx = {
    w: width,
    h: height,
    r: rng(`scene:${settings.seed}`),
    sky: paletteFor(reading),
    reading,
    defs,
  };
  const body: SvgNode[] = [...sky(ctx)];
  if (reading.time === 'night' || reading.features.includes('space')) body.push(...stars(ctx));
  if (!reading.features.includes('space')) body.push(...sunOrMoon(ctx), ...clouds(ctx));
  for (const feature of LAND_ORDER) if (reading.features.includes(feature)) body.push(...DRAW[feature](ctx));
  body.push(...weather(ctx));
  const alt = sceneAlt(reading, width, height);
  return {
    svg: svgDocument({ width, height, alt, body, defs }),
    alt,
    reading,
    read: describeReading(reading),
    width,
    height,
  };
}
