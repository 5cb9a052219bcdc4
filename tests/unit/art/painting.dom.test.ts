import { describe, expect, it } from 'vitest';
import {
  customColors,
  drawPainting,
  PAINT_STYLES,
  paletteFromPrompt,
  PALETTES,
} from '@/lib/media/art/painting';
import { PAINTING_DEFAULTS } from '@/lib/media/art/painting-settings';
import { readPrompt } from '@/lib/media/art/prompt';
import { parseSvg } from './parse-svg';

describe('the painting generator', () => {
  it('picks the palette from the prompt words', () => {
    expect(paletteFromPrompt(readPrompt('warm sunset over the sea'))).toBe('sunset');
    expect(paletteFromPrompt(readPrompt('calm ocean waves'))).toBe('ocean');
    expect(paletteFromPrompt(readPrompt('pine forest'))).toBe('forest');
    expect(paletteFromPrompt(readPrompt('starry night'))).toBe('night');
    expect(paletteFromPrompt(readPrompt('pastel dreams'))).toBe('pastel');
    expect(paletteFromPrompt(readPrompt('sand dunes'))).toBe('earth');
  });

  it('draws every style as well-formed SVG in the palette colors, the same for the same code', () => {
    for (const style of PAINT_STYLES) {
      const settings = { ...PAINTING_DEFAULTS, style: style.id, palette: 'bauhaus' as const };
      const painting = drawPainting(settings);
      expect(drawPainting(settings).svg).toBe(painting.svg);
      expect(drawPainting({ ...settings, seed: 'other' }).svg).not.toBe(painting.svg);
      const doc = parseSvg(painting.svg);
      expect(doc.querySelector('rect')?.getAttribute('fill')).toBe(PALETTES.bauhaus.colors[0]);
      expect(painting.alt).toContain('in bauhaus primaries colors (1024 × 1024');
    }
  });

  it('uses watercolor turbulence filters and suggested custom colors', () => {
    const painting = drawPainting({
      ...PAINTING_DEFAULTS,
      style: 'watercolor',
      palette: 'custom',
      colors: '#112233,#445566,bad',
    });
    const doc = parseSvg(painting.svg);
    expect(doc.querySelector('filter#wash feTurbulence')).not.toBeNull();
    expect(doc.querySelector('[data-layer="washes"]')?.getAttribute('filter')).toBe('url(#wash)');
    expect(painting.colors.slice(1, 3)).toEqual(['#112233', '#445566']);
    expect(painting.paletteName).toBe('suggested');
    expect(customColors('#ABCDEF, nope ,#123')).toEqual(['#abcdef']);
  });
});
