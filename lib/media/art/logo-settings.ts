import type { Params } from './link';
import { INDUSTRIES, LOGO_LAYOUTS, LOGO_STYLES, MAX_NAME, MAX_TAGLINE, type LogoSettings } from './logo';

export const LOGO_DEFAULTS: LogoSettings = {
  name: 'Northwind Talent',
  tagline: 'Hiring made human',
  industry: 'people',
  icon: 'any',
  style: 'modern',
  layout: 'icon-left',
  transparent: false,
  seed: 'brand',
};

const ICON_IDS = ['any', ...new Set(INDUSTRIES.flatMap((i) => i.icons.map((icon) => icon.id)))];

export const LOGO_PARAMS: Params<LogoSettings> = {
  name: { type: 'text', max: MAX_NAME },
  tagline: { type: 'text', max: MAX_TAGLINE },
  industry: { type: 'choice', options: INDUSTRIES.map((i) => i.id) },
  icon: { type: 'choice', options: ICON_IDS },
  style: { type: 'choice', options: LOGO_STYLES.map((s) => s.id) },
  layout: { type: 'choice', options: LOGO_LAYOUTS.map((l) => l.id) },
  transparent: { type: 'flag' },
  seed: { type: 'text', max: 40 },
};

/** A logo is wide or tall; the PNG keeps its shape at each width. */
export function logoPngSizes(width: number, height: number) {
  return [1024, 512, 2048].map((w) => ({ width: w, height: Math.round((w * height) / width) }));
}

export const MARK_SIZES = [
  { width: 512, height: 512, label: 'app icon' },
  { width: 192, height: 192, label: 'Android' },
  { width: 180, height: 180, label: 'Apple touch' },
  { width: 48, height: 48, label: 'favicon' },
  { width: 32, height: 32, label: 'favicon' },
  { width: 16, height: 16, label: 'favicon' },
] as const;
