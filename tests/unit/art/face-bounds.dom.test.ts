import { describe, expect, it } from 'vitest';
import { drawFace, FACE_FEATURES, FACE_SIZE } from '@/lib/media/art/face';
import { FACE_DEFAULTS } from '@/lib/media/art/face-settings';
import { HAIR_STYLES } from '@/lib/media/art/face-hair';
import { parseSvg } from './parse-svg';
import { insidePolygon, pathPoints } from './path-points';
import { box, n, outline, SHAPES, within } from './shape-box';

describe('the face generator over 200 random codes', () => {
  const faces = Array.from({ length: 200 }, (_, i) =>
    drawFace({ ...FACE_DEFAULTS, seed: `bounds-${i}`, width: 85 + ((i * 7) % 31) }),
  );

  it('draws every shape inside the picture and every pattern tile inside its tile', () => {
    for (const face of faces) {
      const doc = parseSvg(face.svg);
      const svg = doc.documentElement;
      expect(svg.getAttribute('viewBox')).toBe(`0 0 ${FACE_SIZE} ${FACE_SIZE}`);
      expect(svg.querySelectorAll('[transform], [patternTransform]')).toHaveLength(0);
      const drawn = Array.from(svg.querySelectorAll(SHAPES)).filter((node) => !node.closest('defs'));
      expect(drawn.length).toBeGreaterThan(20);
      for (const node of drawn)
        expect(within(box(node), FACE_SIZE, FACE_SIZE), `${node.outerHTML} in ${face.alt}`).toBe(true);
      for (const pattern of Array.from(svg.querySelectorAll('pattern')))
        for (const node of Array.from(pattern.querySelectorAll(SHAPES)))
          expect(within(box(node), n(pattern, 'width'), n(pattern, 'height')), node.outerHTML).toBe(true);
    }
  });

  it('keeps the eyes, brows, nose and mouth on the face', () => {
    for (const face of faces) {
      const doc = parseSvg(face.svg);
      const head = pathPoints(doc.querySelector('[data-part="head"]')!.getAttribute('d')!);
      for (const part of ['eyes', 'brows', 'nose', 'mouth']) {
        const group = doc.querySelector(`[data-part="${part}"]`)!;
        const outside = Array.from(group.querySelectorAll(SHAPES))
          .flatMap(outline)
          .filter((point) => !insidePolygon(point, head));
        expect(outside, `${part} of ${face.alt}`).toEqual([]);
      }
    }
  });

  it('only refers to gradients and patterns the picture defines', () => {
    for (const face of faces) {
      const ids = new Set(Array.from(parseSvg(face.svg).querySelectorAll('[id]')).map((node) => node.id));
      const used = [...face.svg.matchAll(/url\(#([\w-]+)\)/g)].map((m) => m[1]!);
      expect(
        used.filter((id) => !ids.has(id)),
        face.alt,
      ).toEqual([]);
      // Skin and clothes are always shaded; hair too unless the face is bald.
      expect(used.length).toBeGreaterThanOrEqual(face.choices.hair === 'bald' ? 2 : 3);
    }
  });

  it('varies hair, clothes, accessories and backgrounds', () => {
    const count = (feature: keyof (typeof faces)[number]['choices']) =>
      new Set(faces.map((face) => face.choices[feature])).size;
    expect(count('hair')).toBe(HAIR_STYLES.length);
    expect(count('clothing')).toBe(FACE_FEATURES.clothing.length);
    expect(count('headwear')).toBe(FACE_FEATURES.headwear.length);
    expect(count('earrings')).toBe(FACE_FEATURES.earrings.length);
    expect(count('backdrop')).toBe(FACE_FEATURES.backdrop.length);
    expect(new Set(faces.map((face) => face.alt)).size).toBe(200);
    const hatless = faces.filter((face) => face.choices.headwear === 'none').length;
    expect(hatless).toBeGreaterThan(100);
  });
});

describe('face layers', () => {
  it('gives every hair style but bald a back layer behind the head and a front layer over it', () => {
    const styles = HAIR_STYLES.filter((style) => style.id !== 'bald');
    expect(styles.length).toBeGreaterThanOrEqual(10);
    for (const { id } of styles) {
      const doc = parseSvg(drawFace({ ...FACE_DEFAULTS, hair: id, headwear: 'none' }).svg);
      const order = Array.from(doc.querySelectorAll('[data-part]')).map((node) =>
        node.getAttribute('data-part'),
      );
      expect(doc.querySelector('[data-part="hair-back"]')!.children.length, id).toBeGreaterThan(0);
      expect(doc.querySelector('[data-part="hair"]')!.children.length, id).toBeGreaterThan(0);
      expect(order.indexOf('hair-back')).toBeLessThan(order.indexOf('head'));
      expect(order.indexOf('hair')).toBeGreaterThan(order.indexOf('head'));
    }
    const bald = parseSvg(drawFace({ ...FACE_DEFAULTS, hair: 'bald' }).svg);
    expect(bald.querySelector('[data-part="hair"]')!.children).toHaveLength(0);
  });

  it('draws the chosen clothes, earrings and headwear and names them in the description', () => {
    const face = drawFace({
      ...FACE_DEFAULTS,
      clothing: 'hoodie',
      earrings: 'hoops',
      headwear: 'beanie',
      backdrop: 'dots',
    });
    const doc = parseSvg(face.svg);
    expect(doc.querySelector('[data-part="hood"]')).not.toBeNull();
    expect(doc.querySelectorAll('[data-part="earrings"] circle')).toHaveLength(2);
    expect(doc.querySelector('[data-part="headwear"]')).not.toBeNull();
    expect(face.alt).toMatch(/hoops earrings, a beanie, wearing a hoodie, on a \w+ polka-dot background$/);
    const plain = drawFace({ ...FACE_DEFAULTS, earrings: 'none', headwear: 'none' });
    expect(plain.svg).not.toContain('data-part="earrings"');
    expect(plain.svg).not.toContain('data-part="headwear"');
  });
});
