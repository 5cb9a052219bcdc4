import { domainToASCII } from 'node:url';
import { ALLOWED_DOMAINS, EXTRA_BLOCKED_DOMAINS } from './domain-overrides';

/**
 * Build-time only (Node): merges the packaged lists with the reviewed overrides. Used by
 * `scripts/build-email-domains.ts` and by the test that checks the generated file is current.
 */
export const DOMAIN_SOURCES = [
  {
    name: 'email-providers',
    file: 'email-providers/all.json',
    what: 'free and consumer mail providers (from goware/emailproviders)',
  },
  {
    name: 'disposable-email-domains-js',
    file: 'disposable-email-domains-js/dist/dict/disposable_email_blocklist.json',
    what: 'disposable mail domains (the disposable-email-domains blocklist)',
  },
] as const;

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Lower-cased, ASCII, valid host names only; overrides applied. */
export function mergeDomainLists(lists: readonly (readonly string[])[]): string[] {
  const allowed = new Set<string>(ALLOWED_DOMAINS);
  const merged = new Set<string>();
  for (const raw of [...lists.flat(), ...EXTRA_BLOCKED_DOMAINS]) {
    const domain = domainToASCII(raw.trim().toLowerCase());
    if (domain && HOST.test(domain) && !allowed.has(domain)) merged.add(domain);
  }
  return [...merged].sort();
}
