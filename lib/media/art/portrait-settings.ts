import type { Params } from './link';
import { DUOTONES, PORTRAIT_STYLES, type DuotoneId, type PortraitStyle } from './portrait-filters';

export type PortraitSettings = { style: PortraitStyle; strength: number; tone: DuotoneId };

export const PORTRAIT_DEFAULTS: PortraitSettings = { style: 'comic', strength: 60, tone: 'indigo-gold' };

export const PORTRAIT_PARAMS: Params<PortraitSettings> = {
  style: { type: 'choice', options: PORTRAIT_STYLES.map((s) => s.id) },
  strength: { type: 'number', min: 0, max: 100 },
  tone: { type: 'choice', options: DUOTONES.map((d) => d.id) },
};

/** Longest side the styles work at: sharp on screen and in the download, quick on a phone. */
export const PORTRAIT_SIDE = 1024;

export function fitWithin(
  width: number,
  height: number,
  max = PORTRAIT_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const STYLE_WORDS: Record<PortraitStyle, string> = {
  oil: 'oil-paint',
  sketch: 'pencil-sketch',
  pop: 'pop-art',
  duotone: 'duotone',
  halftone: 'halftone',
  comic: 'comic',
  watercolor: 'watercolor',
  pixel: 'pixel-art',
};

export function portraitAlt(
  settings: PortraitSettings,
  source: string,
  width: number,
  height: number,
): string {
  const tone =
    settings.style === 'duotone'
      ? ` in ${DUOTONES.find((d) => d.id === settings.tone)?.label.toLowerCase()}`
      : '';
  const article = /^[aeiou]/.test(STYLE_WORDS[settings.style]) ? 'An' : 'A';
  return `${article} ${STYLE_WORDS[settings.style]} version of ${source}${tone}, strength ${settings.strength}% (${width} × ${height} pixels)`;
}
