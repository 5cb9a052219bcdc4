import { emailDomain } from './domain';

/** At most three allow-strings: each one widens what counts as a business address. */
export const MAX_ALLOW_STRINGS = 3;

/**
 * The business-email check. Takes the part after @ (case and surrounding spaces ignored,
 * internationalised names compared in ASCII form) and rejects it when it is on `blocked`, the
 * list of free, disposable and consumer-ISP domains, unless the domain contains one of the
 * allow-strings. The list is passed in so this stays pure; `loadBlockedDomains()` gives the
 * built-in one.
 */
export function isBusinessEmail(
  email: string,
  blocked: ReadonlySet<string>,
  allowStrings: readonly string[] = [],
): boolean {
  if (allowStrings.length > MAX_ALLOW_STRINGS) {
    throw new RangeError(`At most ${MAX_ALLOW_STRINGS} allow-strings, got ${allowStrings.length}`);
  }
  const domain = emailDomain(email);
  if (!domain) return false;
  if (!blocked.has(domain)) return true;
  const typed = email
    .trim()
    .slice(email.trim().lastIndexOf('@') + 1)
    .toLowerCase();
  return allowStrings
    .map((allow) => allow.trim().toLowerCase())
    .some((allow) => allow !== '' && (domain.includes(allow) || typed.includes(allow)));
}
