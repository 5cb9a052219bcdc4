import { describe, expect, it } from 'vitest';
import { renderAvatarSvg } from '@/lib/media/avatar-render';
import { DEFAULT_SETTINGS } from '@/lib/media/avatar-settings';
import { STYLE_IDS, STYLE_LOADERS } from '@/lib/media/avatar-styles';
import { svgDataUri, withoutMetadata } from '@/lib/media/svg-text';

const XSS = '<img src=x onerror=alert(1)>"\'><script>alert(2)</script>';

describe('drawing avatars with DiceBear', () => {
  it('draws the same SVG for the same seed and a different one for another seed', async () => {
    const style = await STYLE_LOADERS.lorelei();
    const settings = { ...DEFAULT_SETTINGS, style: 'lorelei' as const, seed: 'Jordan Lee' };
    const first = renderAvatarSvg(style, settings);
    expect(renderAvatarSvg(style, { ...settings })).toBe(first);
    expect(renderAvatarSvg(style, { ...settings, seed: 'Jordan Lea' })).not.toBe(first);
    expect(renderAvatarSvg(style, { ...settings, seed: 'jordan lee' })).not.toBe(first);
  });

  it('writes the initials of the seed, in dark letters on a light ground', async () => {
    const svg = renderAvatarSvg(await STYLE_LOADERS.initials(), { ...DEFAULT_SETTINGS, seed: 'maya chen' });
    expect(svg).toMatch(/<text[^>]*fill="#1e1b4b"[^>]*>MC<\/text>/);
  });

  it('applies size, flip, radius and a transparent background', async () => {
    const style = await STYLE_LOADERS.bottts();
    const svg = renderAvatarSvg(
      style,
      { ...DEFAULT_SETTINGS, style: 'bottts', background: 'transparent', shape: 'square', flip: true },
      256,
    );
    expect(svg).toMatch(/^<svg [^>]*width="256" height="256"/);
    expect(svg).toContain('scale(-1 1)');
    expect(svg).toContain('<mask id="viewboxMask"><rect width="180" height="180" rx="0"');
    expect(svg).not.toMatch(/<rect fill="#/);
    const round = renderAvatarSvg(style, { ...DEFAULT_SETTINGS, style: 'bottts', background: 'sky' });
    expect(round).toContain('<mask id="viewboxMask"><rect width="180" height="180" rx="90"');
    expect(round).toContain('<rect fill="#b6e3f4" width="180" height="180"');
  });

  it.each(STYLE_IDS)('%s never carries markup from the seed', async (id) => {
    const svg = renderAvatarSvg(await STYLE_LOADERS[id](), { ...DEFAULT_SETTINGS, style: id, seed: XSS });
    expect(svg).not.toMatch(/<img|<script|onerror|alert\(/i);
    const uri = svgDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(uri).not.toMatch(/[<>"]/);
  });

  it('carries the style’s license in the SVG, and previews drop it', async () => {
    const svg = renderAvatarSvg(await STYLE_LOADERS.adventurer(), {
      ...DEFAULT_SETTINGS,
      style: 'adventurer',
    });
    expect(svg).toContain(
      '<dcterms:license xsi:type="dcterms:URI">https://creativecommons.org/licenses/by/4.0/',
    );
    expect(withoutMetadata(svg)).not.toContain('<metadata');
    expect(withoutMetadata(svg)).toMatch(/^<svg [^>]*>.+<\/svg>$/s);
  });
});
