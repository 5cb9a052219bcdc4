/**
 * The domain of an address, normalised the way the domain list is stored: lower case, no
 * surrounding spaces, internationalised names in their ASCII (punycode) form.
 */

/** Anything that would make the URL parser read more than a host name. */
const NOT_A_HOST = /[\s/\\:?#@[\]%]/;

/** "MÜLL.email" → "xn--mll-hoa.email"; a string that is not a host name is only lower-cased. */
export function toAsciiDomain(domain: string): string {
  const lower = domain.trim().toLowerCase().replace(/\.$/, '');
  if (!lower || NOT_A_HOST.test(lower) || /^[a-z0-9.-]+$/.test(lower)) return lower;
  try {
    return new URL(`http://${lower}/`).hostname;
  } catch {
    return lower;
  }
}

/** The part after the last @, normalised; '' when there is none. */
export function emailDomain(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? '' : toAsciiDomain(trimmed.slice(at + 1));
}

/** The address with its domain in ASCII form, so "jane@bücher.de" can pass the ASCII formats. */
export function toAsciiEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  const domain = trimmed.slice(at + 1);
  return /[^ -~]/.test(domain) ? `${trimmed.slice(0, at)}@${toAsciiDomain(domain)}` : trimmed;
}
