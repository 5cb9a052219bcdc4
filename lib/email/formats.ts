/**
 * The two email formats the site knows. Both take the address exactly as given (trim it first) and
 * accept ASCII domains only: convert an internationalised domain with `toAsciiEmail` beforehand.
 *
 * Which one the trial form uses: `isStrictEmail`. A trial is for a company mailbox, and the
 * strict format insists on a top-level domain of at least two letters, so it catches the most
 * common slip ("jane@acmecom", "jane@acme") and intranet hosts ("jane@localhost") that the
 * permissive format lets through. Its looser domain part (it allows "acme..com") is backed up by
 * the business-domain check and, in the end, by the sign-up service itself.
 */

/** Longest DNS label (RFC 1035). */
export const MAX_DOMAIN_LABEL_LENGTH = 63;

const LABEL = `[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,${MAX_DOMAIN_LABEL_LENGTH - 2}}[a-zA-Z0-9])?`;

/**
 * Permissive: a local part of letters, digits and the specials RFC 5322 allows unquoted
 * (. ! # $ % & ' * + / = ? ^ _ ` { | } ~ -), then dot-separated labels of at most 63 characters
 * that neither start nor end with a hyphen. A single label ("jane@localhost") passes.
 */
const PERMISSIVE = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})*$`);

/** Stricter: local part of letters, digits and . _ % + -, a domain, a TLD of at least 2 letters. */
const STRICT = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

export function isPermissiveEmail(value: string): boolean {
  return PERMISSIVE.test(value);
}

export function isStrictEmail(value: string): boolean {
  return STRICT.test(value);
}
