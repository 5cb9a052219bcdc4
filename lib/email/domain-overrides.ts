/**
 * Hand-reviewed corrections to the packaged domain lists, applied when
 * `scripts/build-email-domains.ts` generates `data/blocked-domains.generated.ts`.
 * Reviewed 2026-11-22 with a probe of well-known consumer and corporate domains across six npm lists
 * (email-providers, disposable-email-domains-js, free-email-domains, free-email-domains-list,
 * mailchecker, fakefilter).
 */

/** Consumer mailboxes both packages miss (privacy providers, ISP and webmail brands). */
export const EXTRA_BLOCKED_DOMAINS = [
  'tutanota.com',
  'tutanota.de',
  'tutamail.com',
  'tuta.io',
  'tuta.com',
  'keemail.me',
  'fastmail.com',
  'zohomail.com',
  'zohomail.in',
  'gmx.us',
  'duck.com',
  'mailfence.com',
  'posteo.de',
  'spectrum.net',
] as const;

/**
 * Companies the lists wrongly flag as mail providers: people who write from these domains work
 * there. example.com is reserved for documentation and is not a free mailbox either.
 */
export const ALLOWED_DOMAINS = ['facebook.com', 'alibaba.com', 'example.com'] as const;
