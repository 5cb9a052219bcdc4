/** The picture shapes the image and painting generators offer, with their pixel sizes. */
export const FORMATS = [
  { id: 'square', label: 'Square', width: 1024, height: 1024, use: 'posts and profile images' },
  { id: 'landscape', label: 'Landscape', width: 1600, height: 900, use: 'slides and desktop wallpapers' },
  { id: 'portrait', label: 'Portrait', width: 900, height: 1200, use: 'phone screens and posters' },
  { id: 'banner', label: 'Banner', width: 1500, height: 500, use: 'LinkedIn and X header images' },
] as const;
export type FormatId = (typeof FORMATS)[number]['id'];

export function formatOf(id: FormatId) {
  return FORMATS.find((format) => format.id === id) ?? FORMATS[0];
}

export function isFormat(value: string): value is FormatId {
  return FORMATS.some((format) => format.id === value);
}
