import { pathPoints } from './path-points';

/**
 * Where a drawn SVG element lies, read from its attributes as a browser would draw it: shared by
 * the bounds tests of the generators so each checks the saved picture, not its own geometry.
 */
export type Point = [number, number];

export const SHAPES = 'rect, circle, ellipse, line, path, polygon, polyline';

export const n = (node: Element, name: string, fallback = 0) => Number(node.getAttribute(name) ?? fallback);

/** The outline of one drawn element. */
export function outline(node: Element): Point[] {
  const round = (cx: number, cy: number, rx: number, ry: number) =>
    Array.from({ length: 24 }, (_, i): Point => [
      cx + rx * Math.cos((i / 24) * Math.PI * 2),
      cy + ry * Math.sin((i / 24) * Math.PI * 2),
    ]);
  switch (node.tagName) {
    case 'rect': {
      const [x, y, w, h] = [n(node, 'x'), n(node, 'y'), n(node, 'width'), n(node, 'height')];
      return [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ];
    }
    case 'circle':
      return round(n(node, 'cx'), n(node, 'cy'), n(node, 'r'), n(node, 'r'));
    case 'ellipse':
      return round(n(node, 'cx'), n(node, 'cy'), n(node, 'rx'), n(node, 'ry'));
    case 'line':
      return [
        [n(node, 'x1'), n(node, 'y1')],
        [n(node, 'x2'), n(node, 'y2')],
      ];
    case 'path':
      return pathPoints(node.getAttribute('d')!);
    case 'polygon':
    case 'polyline': {
      const values = node
        .getAttribute('points')!
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      return Array.from({ length: values.length / 2 }, (_, i): Point => [values[i * 2]!, values[i * 2 + 1]!]);
    }
    default:
      return [];
  }
}

/** An attribute as the element inherits it: its own, or the nearest ancestor's (SVG's stroke cascade). */
function inherited(node: Element, name: string): string | null {
  for (let at: Element | null = node; at; at = at.parentElement) {
    const value = at.getAttribute(name);
    if (value !== null) return value;
  }
  return null;
}

/** Bounding box including half the stroke, which is drawn outside the outline too. */
export function box(node: Element) {
  const points = outline(node);
  const stroke = inherited(node, 'stroke');
  const pad = stroke && stroke !== 'none' ? Number(inherited(node, 'stroke-width') ?? 1) / 2 : 0;
  return {
    left: Math.min(...points.map(([x]) => x)) - pad,
    right: Math.max(...points.map(([x]) => x)) + pad,
    top: Math.min(...points.map(([, y]) => y)) - pad,
    bottom: Math.max(...points.map(([, y]) => y)) + pad,
  };
}

export const within = (b: ReturnType<typeof box>, width: number, height: number) =>
  b.left >= -0.01 && b.top >= -0.01 && b.right <= width + 0.01 && b.bottom <= height + 0.01;
