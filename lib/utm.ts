/** The five campaign parameters the trial flow carries to its thank-you page, so the campaign that brought a sign-up is credited. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

/** The utm parameters present (and not blank) in a query string, in UTM_KEYS order. */
export function readUtm(search: string | URLSearchParams): Utm {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value;
  }
  return utm;
}

/** `path` with the current page's utm parameters, and no others, carried over. */
export function withUtm(path: string, search: string | URLSearchParams): string {
  const query = new URLSearchParams(readUtm(search)).toString();
  return query ? `${path}?${query}` : path;
}

/** A lead's traffic source is utm_source, or 'direct' when absent, as the lead spreadsheet expects. */
export function trafficSource(search: string | URLSearchParams): string {
  return readUtm(search).utm_source ?? 'direct';
}
