import { mix } from './color';
import { at, opts } from './face-kit';
import { el, type SvgNode } from './svg';

/**
 * The face's backdrop: the chosen background colour as a plain fill, a gradient, a pattern, a
 * sunburst or rings. Every shape stays inside the square picture, so nothing is cropped oddly in a
 * round avatar frame or a PNG.
 */
export const BACKDROPS = opts(
  ['plain', 'Plain'],
  ['gradient', 'Gradient'],
  ['dots', 'Polka dots'],
  ['stripes', 'Stripes'],
  ['sunburst', 'Sunburst'],
  ['rings', 'Rings'],
);
export type Backdrop = (typeof BACKDROPS)[number]['id'];

const WORDS: Record<Backdrop, string> = {
  plain: '',
  gradient: 'gradient ',
  dots: 'polka-dot ',
  stripes: 'striped ',
  sunburst: 'sunburst ',
  rings: 'ringed ',
};
export const backdropWord = (kind: Backdrop) => WORDS[kind];

/** A point on the square's edge in direction `angle` from (cx, cy). */
function toEdge(cx: number, cy: number, angle: number, size: number): [number, number] {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const tx = dx > 0 ? (size - cx) / dx : dx < 0 ? -cx / dx : Infinity;
  const ty = dy > 0 ? (size - cy) / dy : dy < 0 ? -cy / dy : Infinity;
  const t = Math.min(tx, ty);
  return [cx + dx * t, cy + dy * t];
}

export function backdrop(
  kind: Backdrop,
  color: string,
  size: number,
  centre: [number, number],
): { defs: SvgNode[]; body: SvgNode[] } {
  const dark = mix(color, '#000000', 0.12);
  const light = mix(color, '#ffffff', 0.35);
  const base = el('rect', { width: size, height: size, fill: color, 'data-part': 'background' });
  const [cx, cy] = centre;
  switch (kind) {
    case 'plain':
      return { defs: [], body: [base] };
    case 'gradient':
      return {
        defs: [
          el('radialGradient', { id: 'face-glow', cx: 0.5, cy: 0.42, r: 0.7 }, [
            el('stop', { offset: 0, 'stop-color': light }),
            el('stop', { offset: 1, 'stop-color': mix(color, '#000000', 0.2) }),
          ]),
        ],
        body: [base, el('rect', { width: size, height: size, fill: 'url(#face-glow)' })],
      };
    case 'dots':
      return {
        defs: [
          el('pattern', { id: 'face-dots', width: 32, height: 32, patternUnits: 'userSpaceOnUse' }, [
            el('circle', { cx: 8, cy: 8, r: 4, fill: dark }),
            el('circle', { cx: 24, cy: 24, r: 4, fill: dark }),
          ]),
        ],
        body: [base, el('rect', { width: size, height: size, fill: 'url(#face-dots)', opacity: 0.7 })],
      };
    case 'stripes':
      // One 48-pixel tile holds a diagonal band and the corner of the next, so the tiles join seamlessly.
      return {
        defs: [
          el('pattern', { id: 'face-stripes', width: 48, height: 48, patternUnits: 'userSpaceOnUse' }, [
            el('polygon', { points: '0 0 24 0 48 24 48 48', fill: dark }),
            el('polygon', { points: '0 24 24 48 0 48', fill: dark }),
          ]),
        ],
        body: [base, el('rect', { width: size, height: size, fill: 'url(#face-stripes)', opacity: 0.55 })],
      };
    case 'sunburst': {
      const rays: SvgNode[] = [];
      const count = 18;
      for (let i = 0; i < count; i += 2) {
        const from = (i / count) * Math.PI * 2;
        const to = ((i + 1) / count) * Math.PI * 2;
        // The far edge follows the square's border, so the wedge never leaves the picture.
        const edge = Array.from({ length: 7 }, (_, s) => toEdge(cx, cy, from + ((to - from) * s) / 6, size));
        rays.push(
          el('polygon', {
            points: [[cx, cy] as [number, number], ...edge].map(([x, y]) => at(x, y)).join(' '),
            fill: light,
            opacity: 0.5,
          }),
        );
      }
      return { defs: [], body: [base, ...rays] };
    }
    case 'rings': {
      const most = Math.min(cx, cy, size - cx, size - cy);
      const rings = [1, 0.78, 0.56].map((t, i) =>
        el('circle', { cx, cy, r: most * t, fill: i % 2 ? color : light, opacity: i % 2 ? 1 : 0.55 }),
      );
      return { defs: [], body: [base, ...rings] };
    }
  }
}
