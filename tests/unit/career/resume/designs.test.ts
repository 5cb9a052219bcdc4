import { describe, expect, it } from 'vitest';
import { ACCENTS, INK, LAYOUTS, SECTION_IDS, tint } from '@/lib/career/resume/designs';
import { LAYOUT_IDS } from '@/lib/career/resume/model';

function luminance(hex: string): number {
  const channels = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('the layouts and colours', () => {
  it('are five distinct layouts that each place every section exactly once', () => {
    expect(LAYOUT_IDS).toHaveLength(5);
    expect(new Set(LAYOUT_IDS.map((id) => LAYOUTS[id].name)).size).toBe(5);
    for (const id of LAYOUT_IDS) {
      const spec = LAYOUTS[id];
      expect([...spec.main, ...spec.sidebar].sort()).toEqual([...SECTION_IDS].sort());
      expect(spec.columns === 2).toBe(spec.sidebar.length > 0);
    }
  });

  it('keep every accent readable as text on white, white on it, and ink on the sidebar tint (WCAG AA)', () => {
    for (const accent of Object.values(ACCENTS)) {
      expect(contrast(accent.hex, 'FFFFFF'), accent.name).toBeGreaterThanOrEqual(7);
      expect(contrast(INK.muted, tint(accent.hex, 0.09)), accent.name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(accent.hex, tint(accent.hex, 0.09)), accent.name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('mixes a tint with white', () => {
    expect(tint('000000', 0)).toBe('FFFFFF');
    expect(tint('336699', 1)).toBe('336699');
    expect(tint('000000', 0.5)).toBe('808080');
  });
});
