import { z } from 'zod';
import { nonEmpty } from '../schema/common';
import { competitorPageSchema } from '../schema/competitor';

/**
 * A comparison or competitor landing page: the competitor page's rows and pitch plus what the
 * site needs to publish it: its page entry fields, which of our modules it compares, and what the
 * comparison is based on (shown beside the reviewed date, so every statement about another
 * company can be checked).
 */
export const competitorEntrySchema = competitorPageSchema.extend({
  kind: z.enum(['comparison', 'alternative']),
  title: nonEmpty.max(70, 'should be at most 70 characters so search results show it whole'),
  description: z.string().trim().min(50).max(170),
  /** The module compared; `platform` for the first page, which compares the whole product. */
  product: z.enum(['sourcing', 'assessment', 'interview', 'platform']),
  /** One sentence for the card on /compare/. */
  summary: nonEmpty,
  /** What the statements about the competitor rest on. */
  basis: nonEmpty,
});
export type CompetitorEntry = z.output<typeof competitorEntrySchema>;

/**
 * A blurred stand-in for a comparison picture, drawn in the picture's colours: a data URI small
 * enough to inline in the page, shown until the picture loads.
 */
export function blurPlaceholder(accent: string, accent2: string) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="11" viewBox="0 0 16 11">` +
    `<filter id="b"><feGaussianBlur stdDeviation=".8"/></filter><g filter="url(#b)">` +
    `<rect width="16" height="11" fill="#f8fafc"/><rect x="1" y="1" width="6" height="9" fill="#fff"/>` +
    `<rect x="1" y="1" width="6" height="2.2" fill="${accent}"/><rect x="9" y="1" width="6" height="9" fill="#fff"/>` +
    `<rect x="9" y="1" width="6" height="2.2" fill="#e5e7eb"/><circle cx="14" cy="1.5" r="3" fill="${accent2}" opacity=".15"/></g></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, width: 16, height: 11 };
}

export const ART = {
  interview: {
    src: '/images/compare/interview.svg',
    width: 640,
    height: 440,
    blur: blurPlaceholder('#4f46e5', '#6d28d9'),
  },
  assessment: {
    src: '/images/compare/assessment.svg',
    width: 640,
    height: 440,
    blur: blurPlaceholder('#4338ca', '#0f766e'),
  },
  sourcing: {
    src: '/images/compare/sourcing.svg',
    width: 640,
    height: 440,
    blur: blurPlaceholder('#0369a1', '#4f46e5'),
  },
  platform: {
    src: '/images/compare/platform.svg',
    width: 640,
    height: 440,
    blur: blurPlaceholder('#6d28d9', '#be185d'),
  },
} as const;

/** The date the comparisons were last checked against each vendor's public pages. */
export const REVIEWED = '2026-11-20';

export const basisFor = (vendor: string) =>
  `Statements about ${vendor} come from ${vendor}’s public website and product pages as we read them on the reviewed date. Products change; if something here is out of date, tell us and we will correct it.`;
