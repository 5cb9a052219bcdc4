import { num } from './svg';

/**
 * The head's outline as curve segments rather than only path text, so parts that must sit on the
 * face (stubble) can be built from the same outline and cannot spill past the jaw or chin.
 */
export type Point = readonly [number, number];
type Segment =
  | { readonly kind: 'L'; readonly to: Point }
  | { readonly kind: 'Q'; readonly c: Point; readonly to: Point }
  | { readonly kind: 'C'; readonly c1: Point; readonly c2: Point; readonly to: Point };
export interface Outline {
  readonly start: Point;
  readonly segments: readonly Segment[];
}

const pt = (x: number, y: number): Point => [x, y];
const text = ([x, y]: Point) => `${num(x)} ${num(y)}`;

export function outlinePath(outline: Outline): string {
  const parts = outline.segments.map((s) =>
    s.kind === 'L'
      ? `L${text(s.to)}`
      : s.kind === 'Q'
        ? `Q${text(s.c)} ${text(s.to)}`
        : `C${text(s.c1)} ${text(s.c2)} ${text(s.to)}`,
  );
  return `M${text(outline.start)} ${parts.join(' ')} Z`;
}

/** Points along the outline in drawing order, `steps` per segment, the start not repeated at the end. */
export function outlinePoints(outline: Outline, steps = 32): Point[] {
  const points: Point[] = [outline.start];
  let from = outline.start;
  for (const s of outline.segments) {
    for (let i = 1; i <= steps; i += 1) {
      const t = i / steps;
      const u = 1 - t;
      if (s.kind === 'L')
        points.push(pt(from[0] + (s.to[0] - from[0]) * t, from[1] + (s.to[1] - from[1]) * t));
      else if (s.kind === 'Q')
        points.push(
          pt(
            u * u * from[0] + 2 * u * t * s.c[0] + t * t * s.to[0],
            u * u * from[1] + 2 * u * t * s.c[1] + t * t * s.to[1],
          ),
        );
      else
        points.push(
          pt(
            u * u * u * from[0] + 3 * u * u * t * s.c1[0] + 3 * u * t * t * s.c2[0] + t * t * t * s.to[0],
            u * u * u * from[1] + 3 * u * u * t * s.c1[1] + 3 * u * t * t * s.c2[1] + t * t * t * s.to[1],
          ),
        );
    }
    from = s.to;
  }
  const last = points[points.length - 1]!;
  if (Math.hypot(last[0] - outline.start[0], last[1] - outline.start[1]) < 1e-6) points.pop();
  return points;
}

/**
 * Stubble as a band along the lower outline: from cheek height down round the chin, its outer edge
 * a little inside the outline and its inner edge pulled up to clear the mouth. Every point lies on a
 * ray from a centre inside the head, at a fraction of the outline's distance, so the band stays
 * within the face for any shape that is star-shaped about that centre, as all head shapes are.
 */
export function stubblePath(outline: Outline, cx: number, jawTop: number, innerChinY: number): string {
  const all = outlinePoints(outline);
  const bottom = Math.max(...all.map(([, y]) => y));
  // Rotate the loop to start at the top, so the part below the cheeks is one unbroken run.
  const topIndex = all.reduce((best, p, i) => (p[1] < all[best]![1] ? i : best), 0);
  const loop = [...all.slice(topIndex), ...all.slice(0, topIndex)];
  const lower = loop.filter(([, y]) => y >= jawTop);
  if (lower.length < 3 || bottom <= jawTop) return '';
  const depth = (y: number) => (y - jawTop) / (bottom - jawTop);
  const outer = 0.97;
  const innerAtChin = Math.min(outer, (innerChinY - jawTop) / (bottom - jawTop));
  const toward = ([x, y]: Point, k: number): Point => [cx + (x - cx) * k, jawTop + (y - jawTop) * k];
  const outside = lower.map((p) => toward(p, outer));
  const inside = lower
    .map((p) => toward(p, outer - (outer - innerAtChin) * Math.sqrt(depth(p[1]))))
    .reverse();
  const [first, ...rest] = [...outside, ...inside];
  return `M${text(first!)} ${rest.map((p) => `L${text(p)}`).join(' ')} Z`;
}
