/**
 * Points along an SVG path written with absolute M, L, Q, C and Z, read from the path text itself
 * so a test checks what the browser draws, not the generator's own idea of its shape.
 */
export function pathPoints(d: string, steps = 40): [number, number][] {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  const points: [number, number][] = [];
  let at: [number, number] = [0, 0];
  let i = 0;
  const read = (): [number, number] => [Number(tokens[i++]), Number(tokens[i++])];
  while (i < tokens.length) {
    const command = tokens[i++]!.toUpperCase();
    if (command === 'Z') continue;
    if (command === 'M' || command === 'L') {
      at = read();
      points.push(at);
    } else if (command === 'Q') {
      const [c, to] = [read(), read()];
      for (let s = 1; s <= steps; s += 1) {
        const t = s / steps;
        const u = 1 - t;
        points.push([
          u * u * at[0] + 2 * u * t * c[0] + t * t * to[0],
          u * u * at[1] + 2 * u * t * c[1] + t * t * to[1],
        ]);
      }
      at = to;
    } else if (command === 'C') {
      const [c1, c2, to] = [read(), read(), read()];
      for (let s = 1; s <= steps; s += 1) {
        const t = s / steps;
        const u = 1 - t;
        points.push([
          u ** 3 * at[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t ** 3 * to[0],
          u ** 3 * at[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t ** 3 * to[1],
        ]);
      }
      at = to;
    } else throw new Error(`Unexpected path command ${command}`);
  }
  return points;
}

export function boundingBox(points: readonly [number, number][]) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/** Even-odd ray casting against the polygon through `outline`. */
export function insidePolygon(
  [x, y]: readonly [number, number],
  outline: readonly [number, number][],
): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i, i += 1) {
    const [xi, yi] = outline[i]!;
    const [xj, yj] = outline[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
