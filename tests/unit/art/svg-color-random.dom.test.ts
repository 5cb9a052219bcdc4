import { describe, expect, it } from 'vitest';
import { contrast, ensureContrast, hexToRgb, hsl, mix } from '@/lib/media/art/color';
import { cleanSeed, rng, variationSeeds } from '@/lib/media/art/random';
import { el, escapeXml, serialize, svgDocument } from '@/lib/media/art/svg';
import { fileName, settingsFromQuery, settingsToQuery } from '@/lib/media/art/link';
import { SCENE_DEFAULTS, SCENE_PARAMS } from '@/lib/media/art/scene-settings';
import { parseSvg } from './parse-svg';

describe('svg serialization', () => {
  it('escapes text and attribute values so typed text stays text', () => {
    const svg = svgDocument({
      width: 100,
      height: 50,
      alt: 'A & B <script>',
      body: [el('text', { x: 1, y: 2, 'font-family': 'a"b' }, ['</text><script>alert(1)</script>&'])],
    });
    expect(svg).not.toContain('<script');
    const doc = parseSvg(svg);
    expect(doc.querySelector('text')?.textContent).toBe('</text><script>alert(1)</script>&');
    expect(doc.querySelector('title')?.textContent).toBe('A & B <script>');
    expect(doc.querySelector('text')?.getAttribute('font-family')).toBe('a"b');
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 100 50');
  });

  it('drops characters XML forbids and refuses handlers, unknown tags and outside links', () => {
    expect(escapeXml('a\u0000b\u0007c')).toBe('abc');
    expect(() => serialize(el('rect', { onclick: 'x()' }))).toThrow(/not allowed/);
    expect(() => serialize({ tag: 'script' as never, attrs: {}, children: [] })).toThrow(/not allowed/);
    expect(() => serialize(el('use', { href: 'https://example.com/x.svg#a' }))).toThrow(/local/);
    expect(serialize(el('use', { href: '#mark' }))).toBe('<use href="#mark"/>');
  });

  it('rounds numbers to two decimals', () => {
    expect(serialize(el('circle', { cx: 1.23456, cy: -0.0001, r: 3 }))).toBe(
      '<circle cx="1.23" cy="0" r="3"/>',
    );
  });
});

describe('seeded random numbers', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = rng('lumen');
    const b = rng('lumen');
    const c = rng('lumen.2');
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('numbers variations from the base code and cleans typed codes', () => {
    expect(variationSeeds('lumen')).toEqual([
      'lumen.2',
      'lumen.3',
      'lumen.4',
      'lumen.5',
      'lumen.6',
      'lumen.7',
    ]);
    expect(variationSeeds('lumen.4', 1)[0]).toBe('lumen.8');
    expect(cleanSeed('  my code!  ', 'x')).toBe('mycode');
    expect(cleanSeed('***', 'fallback')).toBe('fallback');
  });
});

describe('colors and contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(hexToRgb('#0af')).toEqual([0, 170, 255]);
    expect(hsl(0, 100, 50)).toBe('#ff0000');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('darkens or lightens a color until it passes AA, keeping passing colors as they are', () => {
    const fixed = ensureContrast('#ffcc00', '#ffffff');
    expect(contrast(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(fixed).not.toBe('#ffcc00');
    expect(ensureContrast('#1e1b4b', '#ffffff')).toBe('#1e1b4b');
    expect(contrast(ensureContrast('#3b3b6b', '#111827'), '#111827')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('settings in the link', () => {
  it('writes only what differs and reads back, rejecting impossible values', () => {
    const query = settingsToQuery(
      { ...SCENE_DEFAULTS, prompt: 'night city', format: 'banner' },
      SCENE_DEFAULTS,
    );
    expect(query).toBe('prompt=night+city&format=banner');
    expect(settingsFromQuery(`?${query}`, SCENE_DEFAULTS, SCENE_PARAMS)).toEqual({
      ...SCENE_DEFAULTS,
      prompt: 'night city',
      format: 'banner',
    });
    expect(settingsFromQuery('?format=huge', SCENE_DEFAULTS, SCENE_PARAMS).format).toBe('landscape');
  });

  it('makes safe file names', () => {
    expect(fileName(['Logo', 'Acme & Co!', 'x7'], 'svg')).toBe('logo-acme-co-x7.svg');
    expect(fileName(['', '***'], 'png')).toBe('picture.png');
  });
});
