/** The mail domains people mistype most, in rough order of use. */
export const COMMON_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'aol.com',
  'live.com',
  'msn.com',
  'me.com',
  'mac.com',
  'protonmail.com',
  'proton.me',
  'googlemail.com',
  'ymail.com',
  'comcast.net',
  'att.net',
  'verizon.net',
  'sbcglobal.net',
  'bellsouth.net',
  'charter.net',
  'cox.net',
  'gmx.com',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'fastmail.com',
  'hotmail.co.uk',
  'yahoo.co.uk',
  'btinternet.com',
  'outlook.in',
  'rediffmail.com',
  'yahoo.co.in',
  'yahoo.ca',
  'gmx.de',
  'web.de',
];

/** Misspelled top-level domains that are not real ones, and what was meant. */
const TLD_FIXES: Record<string, string> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  vom: 'com',
  xom: 'com',
  comm: 'com',
  cpm: 'com',
  coom: 'com',
  nte: 'net',
  ner: 'net',
  nett: 'net',
  ogr: 'org',
  orgg: 'org',
  rog: 'org',
};

/** Edit distance counting a swap of two neighbours as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}

/**
 * The domain probably meant, or null: a common mail domain one or two edits away (one for short
 * ones), or the same domain with a misspelled top-level domain corrected.
 */
export function suggestDomain(domain: string): string | null {
  const lower = domain.toLowerCase();
  if (COMMON_DOMAINS.includes(lower)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const candidate of COMMON_DOMAINS) {
    const distance = editDistance(lower, candidate);
    const allowed = candidate.length <= 7 ? 1 : 2;
    if (distance <= allowed && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  if (best) return best.domain;
  const dot = lower.lastIndexOf('.');
  const fix = TLD_FIXES[lower.slice(dot + 1)];
  return dot > 0 && fix ? `${lower.slice(0, dot)}.${fix}` : null;
}
