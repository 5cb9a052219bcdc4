import { describe, expect, it } from 'vitest';
import { drawTattoo, TATTOO_DESIGNS } from '@/lib/media/art/tattoo';
import { TATTOO_DEFAULTS } from '@/lib/media/art/tattoo-settings';
import { parseSvg } from './parse-svg';

describe('the tattoo generator', () => {
  it('draws every design deterministically as well-formed SVG', () => {
    for (const design of TATTOO_DESIGNS) {
      const settings = { ...TATTOO_DEFAULTS, design: design.id };
      const tattoo = drawTattoo(settings);
      expect(drawTattoo(settings).svg).toBe(tattoo.svg);
      const doc = parseSvg(tattoo.svg);
      expect(doc.querySelector(`[data-design="${design.id}"]`)).not.toBeNull();
    }
    expect(drawTattoo({ ...TATTOO_DEFAULTS, seed: 'other' }).svg).not.toBe(drawTattoo(TATTOO_DEFAULTS).svg);
  });

  it('has no solid fills in stencil mode', () => {
    const ink = parseSvg(drawTattoo({ ...TATTOO_DEFAULTS, background: 'none' }).svg);
    const stencil = parseSvg(drawTattoo({ ...TATTOO_DEFAULTS, background: 'none', stencil: true }).svg);
    expect(ink.querySelectorAll('[fill="#111111"]').length).toBeGreaterThan(0);
    expect(stencil.querySelectorAll('[fill="#111111"]')).toHaveLength(0);
    expect(stencil.querySelector('rect')).toBeNull();
  });

  it('letters the visitor’s text as escaped SVG text', () => {
    const tattoo = drawTattoo({
      ...TATTOO_DEFAULTS,
      design: 'lettering',
      text: '  <b>Mom & Dad</b> ',
      lettering: 'serif',
    });
    expect(tattoo.svg).not.toContain('<b>');
    const text = parseSvg(tattoo.svg).querySelector('text')!;
    expect(text.textContent).toBe('<B>MOM & DAD</B>');
    expect(text.getAttribute('font-family')).toContain('Georgia');
    expect(tattoo.alt).toBe(
      'Lettering tattoo design reading “<b>Mom & Dad</b>” in serif capitals, black ink on white paper',
    );
    expect(tattoo.width).toBe(1600);
  });

  it('shrinks long lettering to fit the width', () => {
    const size = (text: string) =>
      Number(
        parseSvg(drawTattoo({ ...TATTOO_DEFAULTS, design: 'lettering', text }).svg)
          .querySelector('text')!
          .getAttribute('font-size'),
      );
    expect(size('Stay curious and keep going always')).toBeLessThan(size('Hope'));
  });
});
