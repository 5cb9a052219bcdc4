import { ACCENT_IDS, LAYOUT_IDS, PAPER_IDS, type AccentId, type Design, type LayoutId } from './model';

/**
 * A link that opens the builder with a layout and accent chosen (the template gallery's "Use this
 * template"), and the reader of it. Unknown values are ignored, so a hand-edited link never breaks.
 */
export const BUILDER_PATH = '/tools/resume-builder/';

export function designHref(layout: LayoutId, accent: AccentId): string {
  return `${BUILDER_PATH}?layout=${layout}&accent=${accent}`;
}

const pick = <T extends string>(ids: readonly T[], value: string | null): T | undefined =>
  ids.find((id) => id === value);

export function designFromSearch(search: string): Partial<Design> {
  const params = new URLSearchParams(search);
  const patch: { -readonly [K in keyof Design]?: Design[K] } = {};
  const layout = pick(LAYOUT_IDS, params.get('layout'));
  const accent = pick(ACCENT_IDS, params.get('accent'));
  const paper = pick(PAPER_IDS, params.get('paper'));
  if (layout) patch.layout = layout;
  if (accent) patch.accent = accent;
  if (paper) patch.paper = paper;
  return patch;
}
