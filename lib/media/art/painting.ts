import { mix } from './color';
import { readPrompt, type PromptReading } from './prompt';
import { noise1d, rng, type Rng } from './random';
import { el, num, smoothPath, svgDocument, type SvgNode } from './svg';
import { formatOf, type FormatId } from './sizes';

/**
 * The painting generator's recipes. Each style is a small generative algorithm over a five-color
 * palette: the first color is the ground, the others the paint. The palette comes from a preset or
 * from the prompt's words, and the picture code seeds every stroke.
 */
export const PAINT_STYLES = [
  { id: 'flow', label: 'Flow-field brushstrokes' },
  { id: 'landscape', label: 'Landscape' },
  { id: 'abstract', label: 'Abstract shapes' },
  { id: 'bauhaus', label: 'Bauhaus geometric' },
  { id: 'watercolor', label: 'Watercolor' },
] as const;
export type PaintStyle = (typeof PAINT_STYLES)[number]['id'];

export const PALETTES = {
  sunset: { label: 'Sunset', colors: ['#fff4e6', '#f25f5c', '#ffb347', '#6a2c70', '#f9d56e'] },
  ocean: { label: 'Ocean', colors: ['#eef6f9', '#05668d', '#028090', '#00a896', '#9ad1d4'] },
  forest: { label: 'Forest', colors: ['#f1f3e6', '#1b4332', '#40916c', '#95d5b2', '#b08968'] },
  earth: { label: 'Earth', colors: ['#f6efe4', '#9c6644', '#dda15e', '#606c38', '#283618'] },
  pastel: { label: 'Pastel', colors: ['#fdfcfb', '#ffc8dd', '#bde0fe', '#cdb4db', '#a2d2ff'] },
  night: { label: 'Night', colors: ['#0b1026', '#3a506b', '#5bc0be', '#f4d35e', '#1c2541'] },
  vivid: { label: 'Vivid', colors: ['#fffdf7', '#e63946', '#ffbe0b', '#3a86ff', '#8338ec'] },
  mono: { label: 'Ink and paper', colors: ['#f5f1e8', '#1f1f1f', '#4a4a4a', '#8c8c8c', '#c2b8a3'] },
  bauhaus: { label: 'Bauhaus primaries', colors: ['#f2ead8', '#d7263d', '#1b4965', '#f4b400', '#111111'] },
} as const;
export type PaletteId = keyof typeof PALETTES;
export const PALETTE_IDS = Object.keys(PALETTES) as PaletteId[];

export type PaintingSettings = {
  prompt: string;
  style: PaintStyle;
  /** `prompt` takes the palette from the prompt's words; `custom` uses `colors`. */
  palette: PaletteId | 'prompt' | 'custom';
  /** Custom colors, as `#rrggbb` joined by commas (the AI suggestion). */
  colors: string;
  seed: string;
  format: FormatId;
};

/** Which preset the prompt's words point to, and why. */
export function paletteFromPrompt(reading: PromptReading): PaletteId {
  if (reading.fallback) return 'sunset';
  if (reading.mood === 'pastel') return 'pastel';
  if (reading.mood === 'vivid') return 'vivid';
  if (reading.mood === 'moody') return 'mono';
  if (reading.time === 'night') return 'night';
  if (reading.time === 'sunset' || reading.time === 'dawn') return 'sunset';
  if (reading.features.includes('sea')) return 'ocean';
  if (reading.features.includes('forest') || reading.features.includes('hills')) return 'forest';
  if (reading.features.includes('desert') || reading.mood === 'warm') return 'earth';
  if (reading.mood === 'cool') return 'ocean';
  return 'sunset';
}

const HEX = /^#[0-9a-f]{6}$/i;

export function customColors(text: string): string[] {
  return text
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => HEX.test(c))
    .slice(0, 5);
}

export function resolvePalette(
  settings: PaintingSettings,
  reading: PromptReading,
): { name: string; colors: string[] } {
  if (settings.palette === 'custom') {
    const colors = customColors(settings.colors);
    if (colors.length >= 2) {
      // A ground light enough to paint on, then the suggested colors.
      const ground = mix(colors[0]!, '#ffffff', 0.85);
      const paint = [...colors];
      while (paint.length < 4) paint.push(mix(paint[paint.length - 1]!, '#000000', 0.3));
      return { name: 'suggested', colors: [ground, ...paint.slice(0, 4)] };
    }
  }
  const id =
    settings.palette === 'prompt' || settings.palette === 'custom'
      ? paletteFromPrompt(reading)
      : settings.palette;
  return { name: PALETTES[id].label.toLowerCase(), colors: [...PALETTES[id].colors] };
}

type Ctx = { w: number; h: number; r: Rng; ground: string; paint: string[]; defs: SvgNode[] };

function flow({ w, h, r, paint }: Ctx): SvgNode[] {
  const f1 = r.range(1.5, 4) / w;
  const f2 = r.range(1.5, 4) / h;
  const p1 = r.range(0, Math.PI * 2);
  const p2 = r.range(0, Math.PI * 2);
  const turn = r.range(1.2, 2.6);
  const angle = (x: number, y: number) =>
    (Math.sin(x * f1 * Math.PI + p1) + Math.cos(y * f2 * Math.PI + p2)) * turn;
  const strokes: SvgNode[] = [];
  const count = Math.round((w * h) / 3500);
  const step = Math.min(w, h) * 0.012;
  for (let i = 0; i < count; i += 1) {
    let x = r.range(0, w);
    let y = r.range(0, h);
    const points: [number, number][] = [[x, y]];
    const length = r.int(12, 40);
    for (let s = 0; s < length; s += 1) {
      const a = angle(x, y);
      x += Math.cos(a) * step;
      y += Math.sin(a) * step;
      points.push([x, y]);
    }
    strokes.push(
      el('path', {
        d: points.map(([px, py], index) => `${index ? 'L' : 'M'}${num(px)} ${num(py)}`).join(' '),
        stroke: r.pick(paint),
        'stroke-width': Math.min(w, h) * r.range(0.004, 0.016),
        opacity: r.range(0.55, 0.95),
      }),
    );
  }
  return [
    el(
      'g',
      { 'data-layer': 'strokes', fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
      strokes,
    ),
  ];
}

function texture(defs: SvgNode[], id: string, scale: number, seed: number): void {
  defs.push(
    el('filter', { id, x: '-10%', y: '-10%', width: '120%', height: '120%' }, [
      el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.02, numOctaves: 3, seed, result: 'noise' }),
      el('feDisplacementMap', {
        in: 'SourceGraphic',
        in2: 'noise',
        scale,
        xChannelSelector: 'R',
        yChannelSelector: 'G',
      }),
    ]),
  );
}

function landscape({ w, h, r, ground, paint, defs }: Ctx): SvgNode[] {
  texture(defs, 'brush', Math.min(w, h) * 0.02, r.int(1, 999));
  const bands: SvgNode[] = [];
  for (let i = 0; i < 5; i += 1) {
    bands.push(
      el('rect', {
        x: -w * 0.05,
        y: i ? (h * 0.55 * i) / 5 : -h * 0.05,
        width: w * 1.1,
        height: (h * 0.55) / 5 + (i ? 2 : h * 0.05),
        fill: mix(ground, paint[3]!, 0.08 + i * 0.08),
      }),
    );
  }
  const sun = el('circle', {
    cx: w * r.range(0.2, 0.8),
    cy: h * r.range(0.2, 0.38),
    r: Math.min(w, h) * r.range(0.07, 0.12),
    fill: paint[1],
  });
  const hills: SvgNode[] = [];
  const layers = 4;
  for (let i = 0; i < layers; i += 1) {
    const wave = noise1d(r, 6);
    const base = h * (0.5 + i * 0.12);
    const points: [number, number][] = [];
    // Drawn past the edges: the brush filter pulls edges inward by a few pixels.
    for (let s = 0; s <= 16; s += 1)
      points.push([-w * 0.05 + (w * 1.1 * s) / 16, base - wave(s / 16) * h * 0.16]);
    hills.push(
      el('path', {
        d: `${smoothPath(points, false)} L${num(w * 1.05)} ${num(h * 1.05)} L${num(-w * 0.05)} ${num(h * 1.05)} Z`,
        fill: mix(paint[(i % 3) + 2] ?? paint[0]!, '#000000', i * 0.1),
      }),
    );
  }
  return [el('g', { 'data-layer': 'landscape', filter: 'url(#brush)' }, [...bands, sun, ...hills])];
}

function abstract({ w, h, r, paint }: Ctx): SvgNode[] {
  const shapes: SvgNode[] = [];
  const m = Math.min(w, h);
  for (let i = 0; i < 14; i += 1) {
    const fill = r.pick(paint);
    const kind = r.int(0, 3);
    const x = r.range(0, w);
    const y = r.range(0, h);
    const size = m * r.range(0.08, 0.35);
    if (kind === 0) shapes.push(el('circle', { cx: x, cy: y, r: size, fill, opacity: r.range(0.5, 0.9) }));
    else if (kind === 1)
      shapes.push(
        el('rect', {
          x: x - size / 2,
          y: y - size / 2,
          width: size * r.range(0.6, 1.8),
          height: size,
          fill,
          opacity: r.range(0.5, 0.9),
          transform: `rotate(${num(r.range(-40, 40))} ${num(x)} ${num(y)})`,
        }),
      );
    else if (kind === 2)
      shapes.push(
        el('path', {
          d: `M${num(x - size)} ${num(y)} A${num(size)} ${num(size)} 0 0 1 ${num(x + size)} ${num(y)}`,
          fill: 'none',
          stroke: fill,
          'stroke-width': m * r.range(0.01, 0.04),
          'stroke-linecap': 'round',
        }),
      );
    else
      shapes.push(
        el('line', {
          x1: x,
          y1: y,
          x2: x + r.range(-1, 1) * size * 2,
          y2: y + r.range(-1, 1) * size * 2,
          stroke: fill,
          'stroke-width': m * r.range(0.004, 0.02),
          'stroke-linecap': 'round',
        }),
      );
  }
  return [el('g', { 'data-layer': 'shapes' }, shapes)];
}

function bauhaus({ w, h, r, paint, ground }: Ctx): SvgNode[] {
  const columns = Math.max(2, Math.round((w / Math.min(w, h)) * 4));
  const rows = Math.max(2, Math.round((h / Math.min(w, h)) * 4));
  const cw = w / columns;
  const ch = h / rows;
  const cells: SvgNode[] = [];
  for (let cy = 0; cy < rows; cy += 1) {
    for (let cx = 0; cx < columns; cx += 1) {
      const x = cx * cw;
      const y = cy * ch;
      const back = r.chance(0.35) ? r.pick(paint) : ground;
      const fore = r.pick(paint.filter((c) => c !== back));
      cells.push(el('rect', { x, y, width: cw + 0.5, height: ch + 0.5, fill: back }));
      const s = Math.min(cw, ch);
      switch (r.int(0, 4)) {
        case 0:
          cells.push(el('circle', { cx: x + cw / 2, cy: y + ch / 2, r: s * 0.38, fill: fore }));
          break;
        case 1: {
          // A quarter circle from one corner.
          const corner = r.int(0, 3);
          const ox = corner % 2 ? x + cw : x;
          const oy = corner > 1 ? y + ch : y;
          const sx = corner % 2 ? -1 : 1;
          const sy = corner > 1 ? -1 : 1;
          cells.push(
            el('path', {
              d: `M${num(ox)} ${num(oy)} L${num(ox + sx * s)} ${num(oy)} A${num(s)} ${num(s)} 0 0 ${sx * sy > 0 ? 1 : 0} ${num(ox)} ${num(oy + sy * s)} Z`,
              fill: fore,
            }),
          );
          break;
        }
        case 2:
          cells.push(
            el('path', {
              d: `M${num(x)} ${num(y + ch)} L${num(x + cw / 2)} ${num(y)} L${num(x + cw)} ${num(y + ch)} Z`,
              fill: fore,
            }),
          );
          break;
        case 3:
          cells.push(
            el('path', {
              d: `M${num(x)} ${num(y + ch / 2)} A${num(cw / 2)} ${num(ch / 2)} 0 0 1 ${num(x + cw)} ${num(y + ch / 2)} Z`,
              fill: fore,
            }),
          );
          break;
        default:
          for (let i = 0; i < 3; i += 1)
            cells.push(
              el('rect', { x, y: y + (ch * (i * 2 + 1)) / 7, width: cw, height: ch / 7, fill: fore }),
            );
      }
    }
  }
  return [el('g', { 'data-layer': 'grid' }, cells)];
}

function watercolor({ w, h, r, paint, defs }: Ctx): SvgNode[] {
  const m = Math.min(w, h);
  defs.push(
    el('filter', { id: 'wash', x: '-30%', y: '-30%', width: '160%', height: '160%' }, [
      el('feTurbulence', {
        type: 'fractalNoise',
        baseFrequency: 0.012,
        numOctaves: 4,
        seed: r.int(1, 999),
        result: 'noise',
      }),
      el('feDisplacementMap', {
        in: 'SourceGraphic',
        in2: 'noise',
        scale: m * 0.08,
        xChannelSelector: 'R',
        yChannelSelector: 'G',
        result: 'warped',
      }),
      el('feGaussianBlur', { in: 'warped', stdDeviation: m * 0.006 }),
    ]),
  );
  const blobs: SvgNode[] = [];
  for (let i = 0; i < 9; i += 1) {
    const cx = r.range(w * 0.1, w * 0.9);
    const cy = r.range(h * 0.1, h * 0.9);
    const radius = m * r.range(0.12, 0.3);
    const color = r.pick(paint);
    // Several thin glazes of one blob: the overlaps darken like pigment does.
    for (let layer = 0; layer < 3; layer += 1) {
      const points: [number, number][] = [];
      const sides = 9;
      for (let s = 0; s < sides; s += 1) {
        const a = (s / sides) * Math.PI * 2;
        const rr = radius * r.range(0.7, 1.15) * (1 - layer * 0.12);
        points.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
      }
      blobs.push(el('path', { d: smoothPath(points), fill: color, opacity: 0.22 }));
    }
  }
  return [el('g', { 'data-layer': 'washes', filter: 'url(#wash)' }, blobs)];
}

const STYLES: Record<PaintStyle, (ctx: Ctx) => SvgNode[]> = {
  flow,
  landscape,
  abstract,
  bauhaus,
  watercolor,
};
const STYLE_WORDS: Record<PaintStyle, string> = {
  flow: 'flow-field brushstroke painting',
  landscape: 'landscape painting with layered hills and a sun',
  abstract: 'abstract painting of overlapping shapes',
  bauhaus: 'Bauhaus-style geometric grid',
  watercolor: 'watercolor painting of soft washes',
};

export type Painting = {
  svg: string;
  alt: string;
  width: number;
  height: number;
  paletteName: string;
  colors: string[];
  reading: PromptReading;
};

export function drawPainting(settings: PaintingSettings): Painting {
  const { width, height } = formatOf(settings.format);
  const reading = readPrompt(settings.prompt);
  const palette = resolvePalette(settings, reading);
  const [ground, ...paint] = palette.colors;
  const defs: SvgNode[] = [];
  const ctx: Ctx = {
    w: width,
    h: height,
    r: rng(`paint:${settings.style}:${settings.seed}`),
    ground: ground!,
    paint,
    defs,
  };
  const body = [el('rect', { width, height, fill: ground }), ...STYLES[settings.style](ctx)];
  const alt = `A ${STYLE_WORDS[settings.style]} in ${palette.name} colors (${width} × ${height} generated illustration)`;
  return {
    svg: svgDocument({ width, height, alt, body, defs }),
    alt,
    width,
    height,
    paletteName: palette.name,
    colors: palette.colors,
    reading,
  };
}
