/**
 * Share images are generated at build time (scripts/og-images.ts) into public/og/.
 * Both the generator and the metadata helper name files through this one function.
 */
export type ShareImageSize = { width: number; height: number };

export const DEFAULT_SHARE_SIZES: readonly ShareImageSize[] = [
  { width: 800, height: 600 },
  { width: 900, height: 800 },
];
export const WIDE_SHARE_SIZES: readonly ShareImageSize[] = [{ width: 1200, height: 600 }];

/** `/` → `home`, `/pricing/sourcing/` → `pricing-sourcing`. */
export function pathSlug(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? trimmed.replace(/[^a-z0-9]+/gi, '-').toLowerCase() : 'home';
}

export function shareImagePath(path: string, size: ShareImageSize): string {
  return `/og/${pathSlug(path)}-${size.width}x${size.height}.jpg`;
}
