import { describe, expect, it } from 'vitest';
import { contrast } from '@/lib/media/art/color';
import { drawLogo, iconFor, INDUSTRIES, initials, LOGO_LAYOUTS, logoColors } from '@/lib/media/art/logo';
import { ICON_NODES } from '@/lib/media/art/logo-icons';
import { LOGO_DEFAULTS } from '@/lib/media/art/logo-settings';
import { parseSvg } from './parse-svg';

describe('the logo generator', () => {
  it('makes initials from the first two words', () => {
    expect(initials('Acme Talent Partners')).toBe('AT');
    expect(initials('  northwind ')).toBe('N');
    expect(initials('"Élan" studio')).toBe('ÉS');
    expect(initials('***')).toBe('Q');
  });

  it('passes WCAG contrast for every palette, on its ground and transparent', () => {
    for (let i = 0; i < 80; i += 1) {
      for (const transparent of [false, true]) {
        const colors = logoColors(`c${i}`, transparent);
        const ground = transparent ? '#ffffff' : colors.background;
        expect(contrast(colors.text, ground)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(colors.accent, ground)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(colors.icon, colors.tile)).toBeGreaterThanOrEqual(3);
        expect(colors.checks.every((c) => c.ratio >= c.needed)).toBe(true);
      }
    }
  });

  it('draws every layout as well-formed SVG with the name as escaped text', () => {
    for (const layout of LOGO_LAYOUTS) {
      const settings = {
        ...LOGO_DEFAULTS,
        layout: layout.id,
        name: 'Smith & <Jones>',
        tagline: 'Hire "well"',
      };
      const logo = drawLogo(settings, ICON_NODES);
      expect(drawLogo(settings, ICON_NODES).svg).toBe(logo.svg);
      expect(logo.svg).not.toContain('<Jones>');
      const doc = parseSvg(logo.svg);
      expect(doc.querySelector('[data-text="name"]')?.textContent).toBe('Smith & <Jones>');
      expect(doc.querySelector('[data-text="tagline"]')?.textContent).toBe('HIRE "WELL"');
      const mark = parseSvg(logo.markSvg);
      expect(mark.documentElement.getAttribute('width')).toBe('512');
      if (layout.id === 'monogram') expect(mark.querySelector('[data-monogram]')?.textContent).toBe('SJ');
      else
        expect(mark.querySelector('[data-icon] path, [data-icon] circle, [data-icon] rect')).not.toBeNull();
    }
  });

  it('draws every icon of every industry', () => {
    for (const industry of INDUSTRIES) {
      for (const icon of industry.icons) {
        expect(ICON_NODES[icon.id], icon.id).toBeDefined();
        const logo = drawLogo({ ...LOGO_DEFAULTS, industry: industry.id, icon: icon.id }, ICON_NODES);
        expect(parseSvg(logo.markSvg).querySelector('[data-icon]')?.children.length).toBeGreaterThan(0);
        expect(logo.alt).toContain(`${icon.label.toLowerCase()} icon`);
      }
    }
  });

  it('uses the chosen icon or the code’s pick from the industry', () => {
    expect(iconFor({ ...LOGO_DEFAULTS, industry: 'tech', icon: 'rocket' }).id).toBe('rocket');
    const picked = iconFor({ ...LOGO_DEFAULTS, industry: 'food', icon: 'rocket' });
    expect(['coffee', 'chef-hat', 'utensils', 'pizza', 'croissant', 'wine']).toContain(picked.id);
    expect(Object.keys(ICON_NODES)).toContain(picked.id);
  });

  it('grows wider for a longer name and describes itself', () => {
    const short = drawLogo({ ...LOGO_DEFAULTS, name: 'Ax' }, ICON_NODES);
    const long = drawLogo({ ...LOGO_DEFAULTS, name: 'Northwind Talent Partners' }, ICON_NODES);
    expect(long.width).toBeGreaterThan(short.width);
    expect(long.alt).toMatch(
      /^Logo for “Northwind Talent Partners”: .+ icon, icon left layout, modern style, .+, tagline “Hiring made human”$/,
    );
    const clear = drawLogo({ ...LOGO_DEFAULTS, transparent: true }, ICON_NODES);
    const solid = parseSvg(drawLogo(LOGO_DEFAULTS, ICON_NODES).svg);
    const background = (doc: Document) =>
      [...doc.querySelectorAll('svg > rect')].filter(
        (r) => r.getAttribute('width') === doc.documentElement.getAttribute('width'),
      );
    expect(background(solid)).toHaveLength(1);
    expect(background(parseSvg(clear.svg))).toHaveLength(0);
    expect(clear.alt).toContain('(transparent background)');
  });
});
