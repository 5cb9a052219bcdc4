import { rng, type Rng } from './random';
import { el, num, pathFrom, smoothPath, svgDocument, type SvgAttrs, type SvgNode } from './svg';

/**
 * The tattoo generator's recipes: symmetric line art in black ink. Stencil mode turns every solid
 * area into its outline, the way an artist transfers a design. Lettering sets the visitor's text as
 * SVG text (escaped by the serializer) in one of a few font stacks every computer has.
 */
export const TATTOO_DESIGNS = [
  { id: 'mandala', label: 'Mandala' },
  { id: 'geometric', label: 'Geometric' },
  { id: 'floral', label: 'Floral' },
  { id: 'band', label: 'Band (armband)' },
  { id: 'minimal', label: 'Minimal linework' },
  { id: 'lettering', label: 'Lettering' },
] as const;
export type TattooDesign = (typeof TATTOO_DESIGNS)[number]['id'];

export const LETTERING_STYLES = [
  {
    id: 'script',
    label: 'Script',
    family: "'Brush Script MT', 'Segoe Script', 'Snell Roundhand', 'Apple Chancery', cursive",
    upper: false,
    italic: true,
    width: 0.5,
  },
  {
    id: 'serif',
    label: 'Serif capitals',
    family: "Didot, 'Bodoni 72', 'Playfair Display', Georgia, 'Times New Roman', serif",
    upper: true,
    italic: false,
    width: 0.72,
  },
  {
    id: 'block',
    label: 'Block',
    family: "Impact, 'Arial Black', 'Helvetica Neue', Arial, sans-serif",
    upper: true,
    italic: false,
    width: 0.62,
  },
  {
    id: 'typewriter',
    label: 'Typewriter',
    family: "'Courier New', ui-monospace, Menlo, Consolas, monospace",
    upper: false,
    italic: false,
    width: 0.62,
  },
] as const;
export type LetteringStyle = (typeof LETTERING_STYLES)[number]['id'];

export const TATTOO_BACKGROUNDS = [
  { id: 'white', label: 'White paper', color: '#ffffff' },
  { id: 'light', label: 'Light skin', color: '#f1d3bd' },
  { id: 'medium', label: 'Medium skin', color: '#c68f68' },
  { id: 'deep', label: 'Deep skin', color: '#7a4f35' },
  { id: 'none', label: 'Transparent', color: 'none' },
] as const;
export type TattooBackground = (typeof TATTOO_BACKGROUNDS)[number]['id'];

export const LINE_WEIGHTS = [
  { id: 'fine', label: 'Fine', scale: 0.6 },
  { id: 'medium', label: 'Medium', scale: 1 },
  { id: 'bold', label: 'Bold', scale: 1.7 },
] as const;
export type LineWeight = (typeof LINE_WEIGHTS)[number]['id'];

export type TattooSettings = {
  design: TattooDesign;
  text: string;
  lettering: LetteringStyle;
  background: TattooBackground;
  stencil: boolean;
  weight: LineWeight;
  seed: string;
};

export const MAX_TATTOO_TEXT = 40;
const INK = '#111111';

type Ctx = { r: Rng; w: number; h: number; line: number; stencil: boolean };

/** A solid shape: filled with ink, or only its outline in stencil mode. */
const solid = (ctx: Ctx): SvgAttrs =>
  ctx.stencil ? { fill: 'none', stroke: INK, 'stroke-width': ctx.line } : { fill: INK };
const stroke = (ctx: Ctx, scale = 1): SvgAttrs => ({
  fill: 'none',
  stroke: INK,
  'stroke-width': ctx.line * scale,
});

function petalRing(
  ctx: Ctx,
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  count: number,
  width: number,
  fill: boolean,
): SvgNode[] {
  const nodes: SvgNode[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2;
    const tip = [cx + Math.cos(a) * outer, cy + Math.sin(a) * outer];
    const base = [cx + Math.cos(a) * inner, cy + Math.sin(a) * inner];
    const side = (s: number) => [
      cx + Math.cos(a + s * width) * (inner + (outer - inner) * 0.55),
      cy + Math.sin(a + s * width) * (inner + (outer - inner) * 0.55),
    ];
    const [lx, ly] = side(-1);
    const [rx, ry] = side(1);
    nodes.push(
      el('path', {
        d: `M${num(base[0]!)} ${num(base[1]!)} Q${num(lx!)} ${num(ly!)} ${num(tip[0]!)} ${num(tip[1]!)} Q${num(rx!)} ${num(ry!)} ${num(base[0]!)} ${num(base[1]!)} Z`,
        ...(fill ? solid(ctx) : stroke(ctx)),
      }),
    );
  }
  return nodes;
}

function mandala(ctx: Ctx): SvgNode[] {
  const { r, w, h } = ctx;
  const cx = w / 2;
  const cy = h / 2;
  const max = Math.min(w, h) * 0.46;
  const nodes: SvgNode[] = [el('circle', { cx, cy, r: max * 0.08, ...solid(ctx) })];
  let radius = max * 0.12;
  const rings = r.int(4, 6);
  for (let i = 0; i < rings; i += 1) {
    const next = radius + ((max - radius) / (rings - i)) * r.range(0.8, 1.1);
    const count = r.pick([8, 12, 16, 24]);
    const kind = r.int(0, 2);
    if (kind === 0)
      nodes.push(...petalRing(ctx, cx, cy, radius, next, count, r.range(0.08, 0.2), i % 2 === 0));
    else if (kind === 1) {
      nodes.push(el('circle', { cx, cy, r: next, ...stroke(ctx) }));
      for (let d = 0; d < count; d += 1) {
        const a = (d / count) * Math.PI * 2;
        const mid = (radius + next) / 2;
        nodes.push(
          el('circle', {
            cx: cx + Math.cos(a) * mid,
            cy: cy + Math.sin(a) * mid,
            r: (next - radius) * 0.18,
            ...solid(ctx),
          }),
        );
      }
    } else {
      nodes.push(...petalRing(ctx, cx, cy, radius, next, count, r.range(0.15, 0.3), false));
      nodes.push(
        ...petalRing(ctx, cx, cy, radius, radius + (next - radius) * 0.6, count, r.range(0.06, 0.12), true),
      );
    }
    nodes.push(el('circle', { cx, cy, r: next, ...stroke(ctx, 0.6) }));
    radius = next;
  }
  return [el('g', { 'data-design': 'mandala' }, nodes)];
}

function polygon(
  cx: number,
  cy: number,
  radius: number,
  sides: number,
  rotation: number,
): [number, number][] {
  return Array.from({ length: sides }, (_, i) => {
    const a = rotation + (i / sides) * Math.PI * 2;
    return [cx + Math.cos(a) * radius, cy + Math.sin(a) * radius] as [number, number];
  });
}

function geometric(ctx: Ctx): SvgNode[] {
  const { r, w, h } = ctx;
  const cx = w / 2;
  const cy = h / 2;
  const max = Math.min(w, h) * 0.44;
  const sides = r.pick([3, 4, 6]);
  const nodes: SvgNode[] = [el('circle', { cx, cy, r: max, ...stroke(ctx) })];
  const layers = r.int(3, 5);
  for (let i = 0; i < layers; i += 1) {
    const radius = max * (1 - i / (layers + 0.5));
    const rotation = -Math.PI / 2 + (i % 2 ? Math.PI / sides : 0);
    const points = polygon(cx, cy, radius, sides, rotation);
    nodes.push(el('path', { d: pathFrom(points, true), ...stroke(ctx) }));
    if (r.chance(0.5))
      for (const [x, y] of points)
        nodes.push(el('line', { x1: cx, y1: cy, x2: x, y2: y, ...stroke(ctx, 0.5) }));
    for (const [x, y] of points) nodes.push(el('circle', { cx: x, cy: y, r: ctx.line * 2.2, ...solid(ctx) }));
  }
  nodes.push(el('circle', { cx, cy, r: max * 0.1, ...solid(ctx) }));
  // A dotted line above and below, as geometric pieces often run along the arm.
  for (const dir of [-1, 1]) {
    for (let i = 1; i <= 4; i += 1)
      nodes.push(
        el('circle', {
          cx,
          cy: cy + dir * (max + i * ctx.line * 6),
          r: ctx.line * (1.4 - i * 0.2),
          ...solid(ctx),
        }),
      );
  }
  return [el('g', { 'data-design': 'geometric' }, nodes)];
}

function flower(ctx: Ctx, cx: number, cy: number, size: number, petals: number): SvgNode[] {
  const nodes: SvgNode[] = [];
  for (let layer = 0; layer < 3; layer += 1) {
    const radius = size * (1 - layer * 0.28);
    nodes.push(
      ...petalRing(
        ctx,
        cx,
        cy,
        radius * 0.15,
        radius,
        petals,
        (Math.PI / petals) * (1.1 - layer * 0.2),
        layer === 2,
      ),
    );
  }
  nodes.push(el('circle', { cx, cy, r: size * 0.14, ...solid(ctx) }));
  return nodes;
}

function leaf(ctx: Ctx, x: number, y: number, angle: number, length: number): SvgNode {
  const tip: [number, number] = [x + Math.cos(angle) * length, y + Math.sin(angle) * length];
  const normal = angle + Math.PI / 2;
  const bulge = length * 0.3;
  const mid = (s: number): [number, number] => [
    x + Math.cos(angle) * length * 0.5 + Math.cos(normal) * bulge * s,
    y + Math.sin(angle) * length * 0.5 + Math.sin(normal) * bulge * s,
  ];
  const [ax, ay] = mid(1);
  const [bx, by] = mid(-1);
  return el('g', {}, [
    el('path', {
      d: `M${num(x)} ${num(y)} Q${num(ax)} ${num(ay)} ${num(tip[0])} ${num(tip[1])} Q${num(bx)} ${num(by)} ${num(x)} ${num(y)} Z`,
      ...stroke(ctx),
    }),
    el('line', { x1: x, y1: y, x2: tip[0], y2: tip[1], ...stroke(ctx, 0.5) }),
  ]);
}

function floral(ctx: Ctx): SvgNode[] {
  const { r, w, h } = ctx;
  const size = Math.min(w, h) * 0.2;
  const cx = w / 2 + r.range(-w * 0.05, w * 0.05);
  const cy = h * 0.36;
  const stemEnd: [number, number] = [w / 2 + r.range(-w * 0.08, w * 0.08), h * 0.92];
  const nodes: SvgNode[] = [
    el('path', {
      d: smoothPath([[cx, cy], [cx + r.range(-40, 40), (cy + stemEnd[1]) / 2], stemEnd], false),
      ...stroke(ctx, 1.2),
    }),
  ];
  const leaves = r.int(2, 4);
  for (let i = 0; i < leaves; i += 1) {
    const t = 0.35 + (i / leaves) * 0.5;
    const x = cx + (stemEnd[0] - cx) * t;
    const y = cy + (stemEnd[1] - cy) * t;
    const side = i % 2 ? 1 : -1;
    nodes.push(leaf(ctx, x, y, side > 0 ? -0.5 : Math.PI + 0.5, size * r.range(0.8, 1.1)));
  }
  nodes.push(...flower(ctx, cx, cy, size, r.int(5, 8)));
  if (r.chance(0.6))
    nodes.push(
      ...flower(ctx, cx + size * 1.3 * (r.chance(0.5) ? 1 : -1), cy + size * 1.1, size * 0.5, r.int(5, 7)),
    );
  return [el('g', { 'data-design': 'floral' }, nodes)];
}

function band(ctx: Ctx): SvgNode[] {
  const { r, w, h } = ctx;
  const top = h * 0.22;
  const bottom = h * 0.78;
  const repeats = r.int(6, 10);
  const cell = w / repeats;
  const motif = r.int(0, 2);
  const nodes: SvgNode[] = [
    el('rect', { x: 0, y: top - ctx.line * 4, width: w, height: ctx.line * 3, ...solid(ctx) }),
    el('rect', { x: 0, y: bottom + ctx.line, width: w, height: ctx.line * 3, ...solid(ctx) }),
  ];
  for (let i = 0; i < repeats; i += 1) {
    const x = i * cell;
    const mid = (top + bottom) / 2;
    if (motif === 0) {
      // Interlocking spikes, the classic armband rhythm.
      nodes.push(
        el('path', {
          d: `M${num(x)} ${num(top)} Q${num(x + cell * 0.55)} ${num(mid - (bottom - top) * 0.1)} ${num(x + cell)} ${num(bottom)} Q${num(x + cell * 0.35)} ${num(mid + (bottom - top) * 0.05)} ${num(x)} ${num(top)} Z`,
          ...solid(ctx),
        }),
      );
      nodes.push(
        el('path', {
          d: `M${num(x + cell)} ${num(top)} Q${num(x + cell * 0.75)} ${num(top + (bottom - top) * 0.3)} ${num(x + cell * 0.55)} ${num(top + (bottom - top) * 0.18)} Z`,
          ...solid(ctx),
        }),
      );
    } else if (motif === 1) {
      nodes.push(
        el('path', {
          d: `M${num(x)} ${num(bottom)} L${num(x + cell / 2)} ${num(top)} L${num(x + cell)} ${num(bottom)} L${num(x + cell * 0.78)} ${num(bottom)} L${num(x + cell / 2)} ${num(top + (bottom - top) * 0.4)} L${num(x + cell * 0.22)} ${num(bottom)} Z`,
          ...solid(ctx),
        }),
      );
    } else {
      nodes.push(
        el('path', {
          d: `M${num(x)} ${num(mid)} C${num(x + cell * 0.25)} ${num(top)} ${num(x + cell * 0.75)} ${num(top)} ${num(x + cell)} ${num(mid)}`,
          ...stroke(ctx, 2.5),
        }),
      );
      nodes.push(
        el('circle', { cx: x + cell / 2, cy: mid + (bottom - top) * 0.22, r: cell * 0.1, ...solid(ctx) }),
      );
    }
  }
  return [el('g', { 'data-design': 'band' }, nodes)];
}

function minimal(ctx: Ctx): SvgNode[] {
  const { r, w, h } = ctx;
  const cx = w / 2;
  const cy = h / 2;
  const radius = Math.min(w, h) * 0.36;
  const nodes: SvgNode[] = [];
  const frame = r.int(0, 2);
  if (frame === 0) nodes.push(el('circle', { cx, cy, r: radius, ...stroke(ctx) }));
  else if (frame === 1)
    nodes.push(
      el('path', { d: pathFrom(polygon(cx, cy, radius * 1.15, 3, -Math.PI / 2), true), ...stroke(ctx) }),
    );
  else
    nodes.push(
      el('rect', {
        x: cx - radius * 0.8,
        y: cy - radius,
        width: radius * 1.6,
        height: radius * 2,
        rx: radius * 0.8,
        ...stroke(ctx),
      }),
    );
  const scene = r.int(0, 2);
  if (scene === 0) {
    const peaks: [number, number][] = [
      [cx - radius * 0.8, cy + radius * 0.35],
      [cx - radius * 0.3, cy - radius * 0.25],
      [cx, cy + radius * 0.1],
      [cx + radius * 0.35, cy - radius * 0.4],
      [cx + radius * 0.8, cy + radius * 0.35],
    ];
    nodes.push(
      el('polyline', {
        points: peaks.map((p) => p.map(num).join(',')).join(' '),
        ...stroke(ctx),
        'stroke-linejoin': 'round',
      }),
    );
    nodes.push(
      el('circle', { cx: cx + radius * 0.05, cy: cy - radius * 0.5, r: radius * 0.12, ...stroke(ctx) }),
    );
  } else if (scene === 1) {
    for (let i = 0; i < 3; i += 1) {
      const y = cy + (i - 1) * radius * 0.28;
      nodes.push(
        el('path', {
          d: `M${num(cx - radius * 0.7)} ${num(y)} Q${num(cx - radius * 0.35)} ${num(y - radius * 0.18)} ${num(cx)} ${num(y)} T${num(cx + radius * 0.7)} ${num(y)}`,
          ...stroke(ctx),
          'stroke-linecap': 'round',
        }),
      );
    }
  } else {
    const phases = 5;
    for (let i = 0; i < phases; i += 1) {
      const x = cx + (i - 2) * radius * 0.36;
      const m = radius * 0.13;
      nodes.push(el('circle', { cx: x, cy, r: m, ...stroke(ctx, 0.8) }));
      if (i !== 2)
        nodes.push(
          el('path', {
            d: `M${num(x)} ${num(cy - m)} A${num(m)} ${num(m)} 0 0 ${i < 2 ? 0 : 1} ${num(x)} ${num(cy + m)} A${num(m * Math.abs(i - 2) * 0.5)} ${num(m)} 0 0 ${i < 2 ? 1 : 0} ${num(x)} ${num(cy - m)} Z`,
            ...solid(ctx),
          }),
        );
      else nodes.push(el('circle', { cx: x, cy, r: m, ...solid(ctx) }));
    }
  }
  // A few stars or dots around the frame.
  for (let i = 0; i < r.int(2, 5); i += 1) {
    const a = r.range(0, Math.PI * 2);
    nodes.push(
      el('circle', {
        cx: cx + Math.cos(a) * radius * 1.2,
        cy: cy + Math.sin(a) * radius * 1.2,
        r: ctx.line * 1.5,
        ...solid(ctx),
      }),
    );
  }
  return [el('g', { 'data-design': 'minimal', 'stroke-linecap': 'round' }, nodes)];
}

export function letteringStyle(id: LetteringStyle) {
  return LETTERING_STYLES.find((s) => s.id === id) ?? LETTERING_STYLES[0];
}

export function cleanTattooText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_TATTOO_TEXT);
}

function lettering(ctx: Ctx, text: string, styleId: LetteringStyle): SvgNode[] {
  const { r, w, h } = ctx;
  const style = letteringStyle(styleId);
  const shown = style.upper ? text.toUpperCase() : text;
  // Estimated from the font's average letter width, so long text shrinks to fit the width.
  const size = Math.min(h * 0.42, (w * 0.86) / Math.max(1, shown.length * style.width));
  const y = h * 0.52 + size * 0.32;
  const nodes: SvgNode[] = [
    el(
      'text',
      {
        x: w / 2,
        y,
        'text-anchor': 'middle',
        'font-family': style.family,
        'font-size': size,
        'font-style': style.italic ? 'italic' : undefined,
        'font-weight': styleId === 'block' ? 900 : 400,
        'letter-spacing': style.upper ? size * 0.06 : undefined,
        ...(ctx.stencil
          ? { fill: 'none', stroke: INK, 'stroke-width': Math.max(1.5, ctx.line * 0.6) }
          : { fill: INK }),
        'data-lettering': styleId,
      },
      [shown],
    ),
  ];
  // A flourish underneath, as lettering pieces usually carry one.
  const span = Math.min(w * 0.8, shown.length * size * style.width * 0.9);
  const flourishY = y + size * 0.28;
  const kind = r.int(0, 2);
  if (kind === 0)
    nodes.push(
      el('path', {
        d: `M${num(w / 2 - span / 2)} ${num(flourishY)} Q${num(w / 2)} ${num(flourishY + size * 0.25)} ${num(w / 2 + span / 2)} ${num(flourishY)}`,
        ...stroke(ctx),
        'stroke-linecap': 'round',
      }),
    );
  else if (kind === 1) {
    nodes.push(
      el('line', {
        x1: w / 2 - span / 2,
        y1: flourishY,
        x2: w / 2 - size * 0.25,
        y2: flourishY,
        ...stroke(ctx),
      }),
    );
    nodes.push(
      el('line', {
        x1: w / 2 + size * 0.25,
        y1: flourishY,
        x2: w / 2 + span / 2,
        y2: flourishY,
        ...stroke(ctx),
      }),
    );
    nodes.push(
      el('path', { d: pathFrom(polygon(w / 2, flourishY, size * 0.12, 4, 0), true), ...solid(ctx) }),
    );
  }
  return [el('g', { 'data-design': 'lettering' }, nodes)];
}

export function tattooSize(design: TattooDesign): { width: number; height: number } {
  if (design === 'band') return { width: 1600, height: 500 };
  if (design === 'lettering') return { width: 1600, height: 640 };
  return { width: 1024, height: 1024 };
}

export type Tattoo = { svg: string; alt: string; width: number; height: number; text: string };

export function drawTattoo(settings: TattooSettings): Tattoo {
  const { width, height } = tattooSize(settings.design);
  const weight = LINE_WEIGHTS.find((l) => l.id === settings.weight) ?? LINE_WEIGHTS[1];
  const ctx: Ctx = {
    r: rng(`tattoo:${settings.design}:${settings.seed}`),
    w: width,
    h: height,
    line: Math.min(width, height) * 0.006 * weight.scale,
    stencil: settings.stencil,
  };
  const text = cleanTattooText(settings.text) || 'Courage';
  const designs: Record<TattooDesign, () => SvgNode[]> = {
    mandala: () => mandala(ctx),
    geometric: () => geometric(ctx),
    floral: () => floral(ctx),
    band: () => band(ctx),
    minimal: () => minimal(ctx),
    lettering: () => lettering(ctx, text, settings.lettering),
  };
  const background = TATTOO_BACKGROUNDS.find((b) => b.id === settings.background) ?? TATTOO_BACKGROUNDS[0];
  const body: SvgNode[] = [];
  if (background.color !== 'none') body.push(el('rect', { width, height, fill: background.color }));
  body.push(el('g', { 'stroke-linejoin': 'round' }, designs[settings.design]()));
  const label = TATTOO_DESIGNS.find((d) => d.id === settings.design)!.label.toLowerCase();
  const what =
    settings.design === 'lettering'
      ? `Lettering tattoo design reading “${text}” in ${letteringStyle(settings.lettering).label.toLowerCase()}`
      : `${label.charAt(0).toUpperCase()}${label.slice(1)} tattoo design`;
  const alt = `${what}, ${settings.stencil ? 'stencil outline' : 'black ink'} on ${background.id === 'none' ? 'a transparent background' : background.label.toLowerCase()}`;
  return { svg: svgDocument({ width, height, alt, body }), alt, width, height, text };
}
