import type { LayoutSpec } from './designs';

/** Space between the side column and the main one, in points. */
export const GUTTER = 20;

/**
 * The side column's width and the right edge of its tinted band, in points, for a page `pageWidth`
 * wide: the PDF, the Word table and the preview all place the columns from here.
 */
export function sidebarShareWidth(spec: LayoutSpec, pageWidth: number): { sidebar: number; band: number } {
  const sidebar = (pageWidth - 2 * spec.margin.x - GUTTER) * spec.sidebarShare;
  return { sidebar, band: spec.margin.x + sidebar + GUTTER / 2 };
}
