import { mix } from './color';
import { at, bothSides, opts, type Frame } from './face-kit';
import type { Rng } from './random';
import { el, smoothPath, type SvgNode } from './svg';

/**
 * Hair in two layers: the back layer is drawn behind the head and shoulders (in shadow, so a shade
 * darker), the front layer over the forehead with a light-to-dark gradient and a few lighter strands.
 * Every style but bald has both, so long hair falls behind the neck and fringes sit on the brow.
 */
export const HAIR_STYLES = opts(
  ['short', 'Short'],
  ['buzz', 'Buzz cut'],
  ['curly', 'Curly'],
  ['long', 'Long'],
  ['bun', 'Bun'],
  ['afro', 'Afro'],
  ['bob', 'Bob'],
  ['side-part', 'Side part'],
  ['ponytail', 'Ponytail'],
  ['braids', 'Braids'],
  ['mohawk', 'Mohawk'],
  ['pixie', 'Pixie'],
  ['wavy', 'Wavy'],
  ['bald', 'Bald'],
);
export type HairStyle = (typeof HAIR_STYLES)[number]['id'];

export const HAIR_GRADIENT = 'face-hair';

export function hairDefs(color: string): SvgNode[] {
  return [
    el('linearGradient', { id: HAIR_GRADIENT, x1: 0, y1: 0, x2: 0.3, y2: 1 }, [
      el('stop', { offset: 0, 'stop-color': mix(color, '#ffffff', 0.2) }),
      el('stop', { offset: 0.55, 'stop-color': color }),
      el('stop', { offset: 1, 'stop-color': mix(color, '#000000', 0.25) }),
    ]),
  ];
}

type Layers = { back: SvgNode[]; front: SvgNode[] };

export function hairLayers(style: HairStyle, color: string, f: Frame, r: Rng): Layers {
  const { cx, cy, w, h } = f;
  const top = cy - h;
  const fill = `url(#${HAIR_GRADIENT})`;
  const behind = mix(color, '#000000', 0.22);
  const dark = mix(color, '#000000', 0.4);
  // The crown: over the top of the head down to `depth`, closed by the fringe line `fringe`.
  const cap = (depth: number, fringe: string, extra: Record<string, string | number> = {}) =>
    el('path', {
      d: `M${at(cx - w * 1.08, cy - h * depth)} C${at(cx - w * 1.2, top - h * 0.25)} ${at(cx + w * 1.2, top - h * 0.25)} ${at(cx + w * 1.08, cy - h * depth)} ${fringe} Z`,
      fill,
      ...extra,
    });
  const sweep = (depth: number, x: number, y = top + h * 0.3) =>
    `Q${at(cx + x, y)} ${at(cx - w * 1.08, cy - h * depth)}`;
  const shine = (from: number, to: number, y = top + h * 0.06) =>
    el('path', {
      d: `M${at(cx + w * from, y + h * 0.04)} Q${at(cx + (w * (from + to)) / 2, y - h * 0.12)} ${at(cx + w * to, y + h * 0.02)}`,
      fill: 'none',
      stroke: mix(color, '#ffffff', 0.45),
      'stroke-width': 5,
      'stroke-linecap': 'round',
      opacity: 0.45,
    });
  const crownBack = (rx = 1.14, ry = 0.78, opacity = 1) =>
    el('ellipse', { cx, cy: cy - h * 0.32, rx: w * rx, ry: h * ry, fill: behind, opacity });
  const tie = (x: number, y: number) =>
    el('ellipse', { cx: x, cy: y, rx: w * 0.1, ry: h * 0.06, fill: '#c2414b' });

  switch (style) {
    case 'bald':
      return { back: [], front: [] };
    case 'buzz':
      return {
        back: [crownBack(1.1, 0.72, 0.55)],
        front: [cap(0.45, sweep(0.45, 0, top + h * 0.36), { opacity: 0.6 })],
      };
    case 'short':
      return {
        back: [crownBack()],
        front: [
          cap(0.4, sweep(0.4, w * 0.2)),
          ...bothSides((s) =>
            el('path', {
              d: `M${at(cx + s * w * 1.06, cy - h * 0.42)} L${at(cx + s * w * 1.04, cy - h * 0.05)} L${at(cx + s * w * 0.94, cy - h * 0.1)} L${at(cx + s * w * 0.92, cy - h * 0.42)} Z`,
              fill,
            }),
          ),
          shine(-0.5, 0.3),
        ],
      };
    case 'curly': {
      const ring = (scale: number, radius: number, fillColor: string, from: number, to: number) =>
        Array.from({ length: 13 }, (_, i) => {
          const a = Math.PI * (from + (i / 12) * (to - from));
          return el('circle', {
            cx: cx + Math.cos(a) * w * scale,
            cy: cy - h * 0.2 + Math.sin(a) * h * 0.95,
            r: w * radius * r.range(0.9, 1.1),
            fill: fillColor,
          });
        });
      return {
        back: ring(1.12, 0.3, behind, 0.85, 2.15),
        front: [cap(0.35, sweep(0.35, 0)), ...ring(1.02, 0.27, color, 1.05, 1.95), shine(-0.4, 0.2, top)],
      };
    }
    case 'long':
      return {
        back: [
          el('path', {
            d: `M${at(cx - w * 1.15, cy - h * 0.3)} Q${at(cx - w * 1.35, cy + h * 1.4)} ${at(cx - w * 0.6, cy + h * 1.45)} L${at(cx + w * 0.6, cy + h * 1.45)} Q${at(cx + w * 1.35, cy + h * 1.4)} ${at(cx + w * 1.15, cy - h * 0.3)} Z`,
            fill: behind,
          }),
          crownBack(),
          // The side locks fall behind the ears, so an ear and its earring show in front of them.
          ...bothSides((s) =>
            el('path', {
              d: `M${at(cx + s * w * 1.1, cy - h * 0.42)} Q${at(cx + s * w * 1.22, cy + h * 0.4)} ${at(cx + s * w * 1.26, cy + h * 1.05)} L${at(cx + s * w * 1.0, cy + h * 0.95)} Q${at(cx + s * w * 0.96, cy + h * 0.2)} ${at(cx + s * w * 0.86, cy - h * 0.5)} Z`,
              fill,
            }),
          ),
        ],
        front: [cap(0.4, sweep(0.4, -w * 0.5)), shine(-0.6, 0.1)],
      };
    case 'bun':
      return {
        back: [
          el('circle', { cx, cy: top - h * 0.2, r: w * 0.42, fill: behind }),
          el('path', {
            d: `M${at(cx - w * 0.25, top - h * 0.38)} Q${at(cx, top - h * 0.1)} ${at(cx + w * 0.28, top - h * 0.32)}`,
            fill: 'none',
            stroke: dark,
            'stroke-width': 3,
            opacity: 0.6,
          }),
          crownBack(1.1, 0.74),
        ],
        front: [cap(0.42, sweep(0.42, w * 0.1, top + h * 0.24)), tie(cx, top - h * 0.03), shine(-0.4, 0.4)],
      };
    case 'afro': {
      const texture = Array.from({ length: 18 }, () => {
        const a = r.range(0, Math.PI * 2);
        const d = Math.sqrt(r.next()) * w * 1.35;
        return el('circle', {
          cx: cx + Math.cos(a) * d,
          cy: cy - h * 0.35 + Math.sin(a) * d,
          r: w * 0.12,
          fill: mix(color, '#ffffff', 0.12),
          opacity: 0.35,
        });
      });
      const hairline = Array.from({ length: 9 }, (_, i) => {
        const t = i / 8;
        return el('circle', {
          cx: cx - w * 0.95 + t * w * 1.9,
          cy: top + h * 0.32 - Math.sin(t * Math.PI) * h * 0.1,
          r: w * 0.14,
          fill: color,
        });
      });
      return {
        back: [el('circle', { cx, cy: cy - h * 0.35, r: w * 1.55, fill: behind }), ...texture],
        front: [cap(0.4, sweep(0.4, 0)), ...hairline],
      };
    }
    case 'bob':
      return {
        back: [
          el('path', {
            d: `M${at(cx - w * 1.2, cy - h * 0.4)} L${at(cx - w * 1.24, cy + h * 0.55)} Q${at(cx, cy + h * 0.68)} ${at(cx + w * 1.24, cy + h * 0.55)} L${at(cx + w * 1.2, cy - h * 0.4)} Z`,
            fill: behind,
          }),
          crownBack(),
          // The sides fall behind the ears, so an ear and its earring show in front of them.
          ...bothSides((s) =>
            el('path', {
              d: `M${at(cx + s * w * 1.08, cy - h * 0.32)} L${at(cx + s * w * 1.2, cy + h * 0.52)} L${at(cx + s * w * 0.98, cy + h * 0.5)} L${at(cx + s * w * 0.9, cy - h * 0.4)} Z`,
              fill,
            }),
          ),
        ],
        // Blunt bangs: the fringe is a straight line across the brow.
        front: [
          cap(
            0.3,
            `L${at(cx + w * 0.95, top + h * 0.42)} L${at(cx - w * 0.95, top + h * 0.42)} L${at(cx - w * 1.08, cy - h * 0.3)}`,
          ),
          shine(-0.5, 0.5),
        ],
      };
    case 'side-part':
      return {
        back: [crownBack()],
        front: [
          cap(0.35, sweep(0.35, w * 0.9)),
          el('path', {
            d: `M${at(cx - w * 0.35, top - h * 0.02)} Q${at(cx - w * 0.4, top + h * 0.12)} ${at(cx - w * 0.5, top + h * 0.24)}`,
            fill: 'none',
            stroke: dark,
            'stroke-width': 3,
            'stroke-linecap': 'round',
          }),
          shine(-0.2, 0.7),
        ],
      };
    case 'ponytail':
      return {
        back: [
          el('path', {
            d: `M${at(cx + w * 0.7, top + h * 0.3)} Q${at(cx + w * 1.9, cy)} ${at(cx + w * 1.3, cy + h * 1.1)} Q${at(cx + w * 1.2, cy)} ${at(cx + w * 0.6, top + h * 0.5)} Z`,
            fill: behind,
          }),
          crownBack(1.1, 0.74),
        ],
        front: [
          cap(0.45, sweep(0.45, w * 0.3, top + h * 0.22)),
          tie(cx + w * 0.95, top + h * 0.42),
          shine(-0.5, 0.4),
        ],
      };
    case 'braids': {
      const braid = (s: -1 | 1) =>
        Array.from({ length: 8 }, (_, i) =>
          el('ellipse', {
            cx: cx + s * w * (1.08 - i * 0.015),
            cy: cy - h * 0.05 + i * h * 0.18,
            rx: w * 0.15,
            ry: h * 0.11,
            fill: i % 2 ? behind : color,
            stroke: dark,
            'stroke-width': 1.5,
          }),
        );
      return {
        back: [crownBack(), ...braid(-1), ...braid(1)],
        // A centre parting: two fringe curves meeting at the middle of the brow.
        front: [
          cap(
            0.38,
            `Q${at(cx + w * 0.6, top + h * 0.32)} ${at(cx, top + h * 0.14)} Q${at(cx - w * 0.6, top + h * 0.32)} ${at(cx - w * 1.08, cy - h * 0.38)}`,
          ),
          shine(-0.6, -0.15),
          shine(0.15, 0.6),
        ],
      };
    }
    case 'mohawk': {
      const spikes = 5;
      const points: [number, number][] = [[cx - w * 0.26, top + h * 0.3]];
      for (let i = 0; i < spikes; i += 1) {
        const x = cx - w * 0.22 + (i / (spikes - 1)) * w * 0.44;
        const lift = (1 - Math.abs(i - (spikes - 1) / 2) / spikes) * h * 0.45;
        points.push([x, top - lift * r.range(0.85, 1.05)], [x + w * 0.055, top + h * 0.02]);
      }
      points.push([cx + w * 0.26, top + h * 0.3]);
      return {
        back: [crownBack(1.08, 0.7, 0.35)],
        front: [
          cap(0.45, sweep(0.45, 0, top + h * 0.36), { opacity: 0.3 }),
          el('polygon', {
            points: points.map(([x, y]) => at(x, y)).join(' '),
            fill,
            stroke: dark,
            'stroke-width': 2,
          }),
        ],
      };
    }
    case 'pixie': {
      // A choppy fringe: a zigzag of short locks across the brow.
      const locks = 7;
      let fringe = '';
      for (let i = 0; i <= locks; i += 1) {
        const x = cx + w * 1.0 - (i / locks) * w * 2.0;
        const y = top + h * (i % 2 ? 0.36 : 0.24) + r.range(-3, 3);
        fringe += `L${at(x, y)} `;
      }
      return {
        back: [crownBack(1.1, 0.72)],
        front: [cap(0.42, `${fringe}L${at(cx - w * 1.08, cy - h * 0.42)}`), shine(-0.3, 0.5)],
      };
    }
    case 'wavy': {
      const outline: [number, number][] = [];
      for (let i = 0; i <= 10; i += 1) {
        const y = cy - h * 0.35 + (i / 10) * h * 1.45;
        const out = w * (1.2 + (i % 2 ? 0.1 : -0.02));
        outline.push([cx - out, y]);
      }
      const left = outline;
      const right = outline.map(([x, y]) => [cx + (cx - x), y] as [number, number]).reverse();
      return {
        back: [
          el('path', {
            d: smoothPath([...left, [cx, cy + h * 1.15], ...right, [cx, top - h * 0.1]]),
            fill: behind,
          }),
          // Waves behind the ears, so an ear and its earring show in front of them.
          ...bothSides((s) =>
            el('path', {
              d: `M${at(cx + s * w * 1.1, cy - h * 0.4)} Q${at(cx + s * w * 1.28, cy - h * 0.05)} ${at(cx + s * w * 1.12, cy + h * 0.3)} Q${at(cx + s * w * 1.02, cy + h * 0.55)} ${at(cx + s * w * 1.2, cy + h * 0.85)} L${at(cx + s * w * 1.0, cy + h * 0.7)} Q${at(cx + s * w * 0.9, cy + h * 0.3)} ${at(cx + s * w * 0.88, cy - h * 0.45)} Z`,
              fill,
            }),
          ),
        ],
        front: [cap(0.4, sweep(0.4, -w * 0.3)), shine(-0.55, 0.2)],
      };
    }
  }
}
