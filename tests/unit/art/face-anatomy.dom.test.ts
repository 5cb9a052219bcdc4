import { describe, expect, it } from 'vitest';
import { drawFace, FACE_SIZE, type Face } from '@/lib/media/art/face';
import { FACE_DEFAULTS } from '@/lib/media/art/face-settings';
import { parseSvg } from './parse-svg';
import { boundingBox, insidePolygon, pathPoints } from './path-points';
import { box, n, outline, SHAPES, type Point } from './shape-box';

/**
 * Whether a face is put together like a person: read from the saved SVG's geometry, part by part.
 * Returns what is wrong, in words, so a failure names the face and the part.
 */
function anatomyProblems(face: Face): string[] {
  const doc = parseSvg(face.svg);
  const problems: string[] = [];
  const part = (name: string) => doc.querySelector(`[data-part="${name}"]`);
  const headOutline = pathPoints(part('head')!.getAttribute('d')!);
  const head = boundingBox(headOutline);
  const hw = head.right - head.left;
  const hh = head.bottom - head.top;
  const midX = (head.left + head.right) / 2;
  const filledShapes = (group: Element | null) =>
    group
      ? Array.from(group.querySelectorAll(SHAPES)).filter(
          (node) => node.getAttribute('fill') !== 'none' && node.tagName !== 'line',
        )
      : [];
  const boxOf = (group: Element) => {
    const boxes = Array.from(group.querySelectorAll(SHAPES)).map(box);
    return {
      left: Math.min(...boxes.map((b) => b.left)),
      right: Math.max(...boxes.map((b) => b.right)),
      top: Math.min(...boxes.map((b) => b.top)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
    };
  };

  // A face a little narrower than it is tall, never a tall box or a pancake.
  const aspect = hw / hh;
  if (aspect < 0.75 || aspect > 0.95) problems.push(`head width/height ${aspect.toFixed(2)}`);

  // Ears: on the sides of the head at eye-to-nose height, half tucked under the head's edge.
  const ears = Array.from(doc.querySelectorAll('[data-part="ear"]')).map((node) => ({
    cx: n(node, 'cx'),
    cy: n(node, 'cy'),
    rx: n(node, 'rx'),
    ry: n(node, 'ry'),
  }));
  if (ears.length !== 2) problems.push(`${ears.length} ears`);
  for (const ear of ears) {
    const side = ear.cx < midX ? -1 : 1;
    const fromTop = (ear.cy - head.top) / hh;
    if (fromTop < 0.42 || fromTop > 0.62) problems.push(`ear at ${fromTop.toFixed(2)} of the head's height`);
    if (!insidePolygon([ear.cx - side * ear.rx * 0.6, ear.cy], headOutline))
      problems.push('ear off the head');
    if (insidePolygon([ear.cx + side * ear.rx * 0.5, ear.cy], headOutline))
      problems.push('ear hidden in the head');
    const size = (ear.ry * 2) / hh;
    if (size < 0.17 || size > 0.3) problems.push(`ear ${size.toFixed(2)} of the head's height`);
  }

  // Earrings: each hangs from an ear lobe that can be seen, and close under it.
  const covering = [
    part('head'),
    ...filledShapes(part('hair')),
    ...filledShapes(part('facial-hair')),
    ...filledShapes(part('headwear')),
  ].filter((node): node is Element => node !== null);
  const coveringOutlines = covering.map(outline);
  const covered = (point: Point) => coveringOutlines.some((shape) => insidePolygon(point, shape));
  for (const earring of Array.from(doc.querySelectorAll('[data-part="earring"]'))) {
    const b = boxOf(earring);
    const cx = (b.left + b.right) / 2;
    const ear = ears.reduce((best, candidate) =>
      Math.abs(candidate.cx - cx) < Math.abs(best.cx - cx) ? candidate : best,
    );
    const points = Array.from(earring.querySelectorAll(SHAPES)).flatMap(outline);
    const anchor = points.reduce((top, point) => (point[1] < top[1] ? point : top));
    const inEar = ((anchor[0] - ear.cx) / ear.rx) ** 2 + ((anchor[1] - ear.cy) / ear.ry) ** 2 <= 1;
    if (!inEar || anchor[1] < ear.cy) problems.push('earring not hanging from the lobe');
    if (covered(anchor)) problems.push('earring hangs from a lobe that is hidden');
    const hidden = points.filter(covered).length / points.length;
    if (hidden > 0.25) problems.push(`earring ${Math.round(hidden * 100)}% hidden`);
    if (b.left < ear.cx - ear.rx - 12 || b.right > ear.cx + ear.rx + 12)
      problems.push('earring beside the ear');
    if (b.bottom > ear.cy + ear.ry + hh * 0.2) problems.push('earring hangs too far below the ear');
  }

  // Beards and moustaches grow on the face, not beside it.
  const grown = (point: Point): Point => [
    midX + (point[0] - midX) / 1.04,
    head.top + hh / 2 + (point[1] - head.top - hh / 2) / 1.04,
  ];
  const stray = Array.from(part('facial-hair')?.querySelectorAll(SHAPES) ?? [])
    .flatMap(outline)
    .filter((point) => !insidePolygon(grown(point), headOutline));
  if (stray.length) problems.push('facial hair off the face');

  // Neck: narrower than the head, tucked under the chin and into the clothes.
  const neck = part('neck')!;
  const neckWidth = n(neck, 'width') / hw;
  if (neckWidth < 0.32 || neckWidth > 0.5) problems.push(`neck ${neckWidth.toFixed(2)} of the head's width`);
  if (n(neck, 'y') > head.bottom - 12) problems.push('neck not under the chin');
  const clothes = box(part('clothing')!);
  if (n(neck, 'y') + n(neck, 'height') < clothes.top) problems.push('neck ends above the clothes');
  const neckShown = (clothes.top - head.bottom) / hh;
  if (neckShown < 0.04 || neckShown > 0.2)
    problems.push(`neck shows ${neckShown.toFixed(2)} of the head's height`);

  // Hair covers the crown and stays with the head; headwear sits on it.
  const hair = part('hair')!;
  if (face.choices.hair !== 'bald' && hair.children.length) {
    const b = boxOf(hair);
    if (b.top > head.top + hh * 0.08) problems.push('hair does not cover the crown');
    if (b.left < head.left - hw * 0.7 || b.right > head.right + hw * 0.7)
      problems.push('hair far off the head');
  }
  const hat = part('headwear');
  if (hat) {
    const b = boxOf(hat);
    if (Math.abs((b.left + b.right) / 2 - midX) > hw * 0.12) problems.push('headwear off centre');
    if (b.bottom < head.top + hh * 0.15) problems.push('headwear floats above the head');
    if (b.right - b.left > hw * 1.45) problems.push('headwear much wider than the head');
  }
  const glasses = part('glasses');
  if (glasses) {
    const g = boxOf(glasses);
    const e = boxOf(part('eyes')!);
    if (Math.abs((g.top + g.bottom) / 2 - (e.top + e.bottom) / 2) > 8) problems.push('glasses off the eyes');
    if (g.left < head.left - 8 || g.right > head.right + 8) problems.push('glasses wider than the head');
  }
  if (head.left < 0 || head.right > FACE_SIZE || head.top < 0) problems.push('head outside the picture');
  return problems;
}

describe('the face generator draws people, not parts, over 200 random codes', () => {
  const faces = Array.from({ length: 200 }, (_, i) =>
    drawFace({ ...FACE_DEFAULTS, seed: `anatomy-${i}`, width: 85 + ((i * 7) % 31) }),
  );

  it('attaches ears and earrings, and keeps head, neck, hair, hats and glasses in proportion', () => {
    const wrong = faces
      .map((face) => ({ face: face.alt, problems: anatomyProblems(face) }))
      .filter((entry) => entry.problems.length > 0);
    expect(wrong.slice(0, 5), `${wrong.length} of ${faces.length} faces`).toEqual([]);
  }, 60_000);

  it('catches an earring moved off its ear, on a face that otherwise passes', () => {
    const face = drawFace({ ...FACE_DEFAULTS, seed: 'probe', earrings: 'hoops', headwear: 'beanie' });
    const moved = (from: RegExp, to: (match: string, ...groups: string[]) => string): Face => ({
      ...face,
      svg: face.svg.replace(from, to),
    });
    expect(anatomyProblems(face)).toEqual([]);
    // The first hoop moved 40 px out from its ear.
    const stray = moved(
      /(data-part="earring"><circle cx=")([\d.]+)/,
      (_, head: string, x: string) => `${head}${Number(x) - 40}`,
    );
    expect(anatomyProblems(stray)).toContain('earring beside the ear');
    const hatless = drawFace({ ...FACE_DEFAULTS, seed: 'probe', headwear: 'none', earrings: 'none' });
    expect(anatomyProblems(hatless)).toEqual([]);
  });
});
