import { toAsciiDomain } from '@/lib/email/domain';

export type SyntaxResult =
  { ok: true; local: string; domain: string; asciiDomain: string } | { ok: false; reason: string };

/** Characters RFC 5322 allows in an unquoted local part ("dot-atom"), besides letters and digits. */
const LOCAL_SPECIALS = "!#$%&'*+/=?^_`{|}~-.";
const LABEL_CHARS = /^[a-z0-9-]+$/;

const fail = (reason: string): SyntaxResult => ({ ok: false, reason });

/**
 * The practical subset of RFC 5321/5322 that mail systems accept: an unquoted local part, a domain
 * name (no IP literal) with a real top-level domain. Each failure says exactly what is wrong.
 * Quoted local parts and comments are valid in the RFC but refused by most sign-up forms and ATSs,
 * so they are reported rather than silently accepted.
 */
export function checkSyntax(input: string): SyntaxResult {
  const address = input.trim();
  if (!address) return fail('Empty.');
  if (address.includes('<') || address.includes('>'))
    return fail('Contains angle brackets: paste only the address, not “Name <address>”.');
  if (/\s/.test(address)) return fail('Contains a space; addresses cannot contain spaces.');
  const at = address.lastIndexOf('@');
  if (at < 0) return fail('No @ sign.');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.startsWith('"'))
    return fail('Quoted local part: allowed by RFC 5322 but rejected by most mail systems.');
  if (local.includes('@')) return fail('More than one @ sign.');
  if (!local) return fail('Nothing before the @.');
  if (!domain) return fail('Nothing after the @.');
  if (local.length > 64) return fail(`The part before the @ is ${local.length} characters; the limit is 64.`);
  if (address.length > 254) return fail(`The address is ${address.length} characters; the limit is 254.`);
  if (local.startsWith('.') || local.endsWith('.'))
    return fail('The part before the @ cannot start or end with a dot.');
  if (local.includes('..')) return fail('Two dots in a row before the @.');
  for (const ch of local) {
    if (!/[a-zA-Z0-9]/.test(ch) && !LOCAL_SPECIALS.includes(ch))
      return fail(
        /[^\x20-\x7e]/.test(ch)
          ? `Contains “${ch}” before the @: accented and non-Latin letters there are not accepted by most mail systems.`
          : `Contains “${ch}”, which is not allowed before the @.`,
      );
  }
  if (domain.startsWith('['))
    return fail('An IP address instead of a domain: valid in the RFC but refused almost everywhere.');
  const ascii = toAsciiDomain(domain);
  if (!ascii.includes('.')) return fail(`“${domain}” has no top-level domain (such as .com).`);
  const labels = ascii.split('.');
  if (labels.some((l) => l === ''))
    return fail('The domain has an empty part: check for two dots in a row or a dot at the end.');
  for (const label of labels) {
    if (label.length > 63) return fail(`The domain part “${label}” is longer than 63 characters.`);
    if (!LABEL_CHARS.test(label)) {
      const bad = [...label].find((c) => !/[a-z0-9-]/.test(c)) ?? label;
      return fail(`Contains “${bad}”, which is not allowed in a domain.`);
    }
    if (label.startsWith('-') || label.endsWith('-'))
      return fail(`The domain part “${label}” starts or ends with a hyphen.`);
  }
  const tld = labels[labels.length - 1]!;
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld))
    return fail(`“.${tld}” is not a top-level domain: it must be at least two letters.`);
  if (ascii.length > 253) return fail('The domain is longer than 253 characters.');
  return { ok: true, local, domain: domain.toLowerCase(), asciiDomain: ascii };
}
