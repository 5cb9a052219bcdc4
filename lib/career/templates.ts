import { ACCENTS, LAYOUTS } from '@/lib/career/resume/designs';
import { designHref } from '@/lib/career/resume/design-url';
import { ACCENT_IDS, LAYOUT_IDS, type AccentId, type LayoutId } from '@/lib/career/resume/model';

/**
 * The template gallery as data: every layout of the resume builder in every accent, with what a
 * visitor filters on. Columns and ATS-friendliness come from the builder's own layout specs, so a
 * layout added there appears here with the right tags.
 */

export const STYLE_IDS = ['traditional', 'modern', 'compact', 'executive', 'technical'] as const;
export type StyleId = (typeof STYLE_IDS)[number];

export const STYLE_NAMES: Readonly<Record<StyleId, string>> = {
  traditional: 'Traditional',
  modern: 'Modern',
  compact: 'Compact',
  executive: 'Executive',
  technical: 'Technical',
};

const LAYOUT_STYLE: Readonly<Record<LayoutId, StyleId>> = {
  classic: 'traditional',
  modern: 'modern',
  compact: 'compact',
  executive: 'executive',
  technical: 'technical',
};

/** Who each layout suits, in a recruiter's words. */
const BEST_FOR: Readonly<Record<LayoutId, string>> = {
  classic: 'Law, finance, government, academia',
  modern: 'Most roles, online applications',
  compact: 'Long careers, many roles',
  executive: 'Director, VP and C-level roles',
  technical: 'Engineering, data, IT (handed to a person)',
};

export interface Template {
  readonly id: `${LayoutId}-${AccentId}`;
  readonly layout: LayoutId;
  readonly accent: AccentId;
  readonly name: string;
  readonly columns: 1 | 2;
  /** One column, standard headings, no side column an older ATS could read out of order. */
  readonly ats: boolean;
  readonly style: StyleId;
  readonly bestFor: string;
  readonly href: string;
}

export const TEMPLATES: readonly Template[] = LAYOUT_IDS.flatMap((layout) =>
  ACCENT_IDS.map((accent): Template => {
    const spec = LAYOUTS[layout];
    return {
      id: `${layout}-${accent}`,
      layout,
      accent,
      name: `${spec.name} · ${ACCENTS[accent].name}`,
      columns: spec.columns,
      ats: spec.columns === 1,
      style: LAYOUT_STYLE[layout],
      bestFor: BEST_FOR[layout],
      href: designHref(layout, accent),
    };
  }),
);

export interface TemplateFilter {
  readonly columns: 'any' | '1' | '2';
  readonly atsOnly: boolean;
  readonly style: 'any' | StyleId;
}

export const NO_FILTER: TemplateFilter = { columns: 'any', atsOnly: false, style: 'any' };

export function filterTemplates(templates: readonly Template[], filter: TemplateFilter): readonly Template[] {
  return templates.filter(
    (template) =>
      (filter.columns === 'any' || String(template.columns) === filter.columns) &&
      (!filter.atsOnly || template.ats) &&
      (filter.style === 'any' || template.style === filter.style),
  );
}

export function countSentence(shown: number, total: number): string {
  if (shown === 0) return 'No template matches these filters. Clear a filter to see more.';
  return shown === total ? `Showing all ${total} templates.` : `Showing ${shown} of ${total} templates.`;
}
