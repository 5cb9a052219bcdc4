import { describe, expect, it } from 'vitest';
import { drawFace, FEATURE_IDS, resolveFace } from '@/lib/media/art/face';
import { FACE_DEFAULTS } from '@/lib/media/art/face-settings';
import { parseSvg } from './parse-svg';
import { boundingBox, insidePolygon, pathPoints } from './path-points';

describe('the face generator', () => {
  it('draws the same face for the same code and a different one for another', () => {
    const a = drawFace(FACE_DEFAULTS);
    expect(drawFace(FACE_DEFAULTS).svg).toBe(a.svg);
    expect(drawFace({ ...FACE_DEFAULTS, seed: 'birch' }).svg).not.toBe(a.svg);
    parseSvg(a.svg);
  });

  it('gives many distinct faces over many codes', () => {
    const alts = new Set(
      Array.from({ length: 60 }, (_, i) => drawFace({ ...FACE_DEFAULTS, seed: `c${i}` }).alt),
    );
    expect(alts.size).toBeGreaterThan(55);
  });

  it('keeps the other features when one is chosen', () => {
    const auto = resolveFace(FACE_DEFAULTS);
    const fixed = resolveFace({ ...FACE_DEFAULTS, hair: 'afro', glasses: 'round' });
    expect(fixed.hair).toBe('afro');
    expect(fixed.glasses).toBe('round');
    for (const feature of FEATURE_IDS.filter((f) => f !== 'hair' && f !== 'glasses')) {
      expect(fixed[feature]).toBe(auto[feature]);
    }
  });

  it('describes what it drew and draws the chosen parts', () => {
    const face = drawFace({
      ...FACE_DEFAULTS,
      shape: 'heart',
      skin: 'deep',
      eyes: 'almond',
      mouth: 'smile',
      hair: 'bun',
      hairColor: 'gray',
      facialHair: 'none',
      glasses: 'sunglasses',
      background: 'mint',
      backdrop: 'plain',
      clothing: 'turtleneck',
      earrings: 'none',
      headwear: 'none',
    });
    expect(face.alt).toBe(
      'Illustrated face: heart face, deep skin, almond eyes, smile mouth, gray bun hair, sunglasses, wearing a turtleneck, on a mint background',
    );
    const doc = parseSvg(face.svg);
    expect(doc.querySelector('[data-part="head"]')?.getAttribute('fill')).toBe('#4a2e1f');
    expect(doc.querySelector('[data-part="glasses"]')).not.toBeNull();
    expect(drawFace({ ...FACE_DEFAULTS, glasses: 'none' }).svg).not.toContain('data-part="glasses"');
  });

  it('keeps stubble inside the jaw and chin over 200 codes and every face shape', () => {
    for (let i = 0; i < 200; i += 1) {
      const face = drawFace({
        ...FACE_DEFAULTS,
        seed: `stubble-${i}`,
        facialHair: 'stubble',
        width: 85 + (i % 31),
      });
      const doc = parseSvg(face.svg);
      const head = pathPoints(doc.querySelector('[data-part="head"]')!.getAttribute('d')!);
      const stubble = pathPoints(doc.querySelector('[data-part="stubble"]')!.getAttribute('d')!);
      const outer = boundingBox(head);
      const box = boundingBox(stubble);
      const where = `${face.choices.shape} face, code stubble-${i}`;
      expect(box.bottom, where).toBeLessThanOrEqual(outer.bottom);
      expect(box.left, where).toBeGreaterThanOrEqual(outer.left);
      expect(box.right, where).toBeLessThanOrEqual(outer.right);
      expect(box.top, where).toBeGreaterThanOrEqual(outer.top);
      expect(
        stubble.filter((point) => !insidePolygon(point, head)),
        where,
      ).toEqual([]);
    }
    const shapes = new Set(
      Array.from(
        { length: 200 },
        (_, i) => drawFace({ ...FACE_DEFAULTS, seed: `stubble-${i}` }).choices.shape,
      ),
    );
    expect(shapes.size).toBe(5);
  });
});
