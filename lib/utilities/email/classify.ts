import { checkSyntax } from './syntax';
import { suggestDomain } from './typos';

/** The word lists the lookup reads (content/tools/utilities: disposable domains, role addresses). */
export type EmailLists = {
  /** Well-known throwaway mail domains. */
  disposable: ReadonlySet<string>;
  /** Local parts that name a function rather than a person ("hr", "info"). */
  roles: ReadonlySet<string>;
};

export type DomainKind = 'business' | 'free' | 'disposable' | 'unknown';

export type EmailReport = {
  input: string;
  valid: boolean;
  /** Why the syntax fails; null when it passes. */
  problem: string | null;
  domain: string;
  kind: DomainKind;
  role: boolean;
  /** The whole address as probably meant ("jane@gmail.com" for "jane@gmial.com"). */
  suggestion: string | null;
  /** The +tag, without the plus. */
  tag: string | null;
  /** Gmail ignores dots in the local part. */
  dotsIgnored: boolean;
  /** The address the mailbox really is: tag removed, and dots for Gmail. */
  canonical: string;
  notes: string[];
};

/** Providers that deliver user+anything@ to user@ (plus addressing). */
const PLUS_PROVIDERS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'protonmail.com',
  'proton.me',
  'pm.me',
  'fastmail.com',
  'zoho.com',
  'yandex.com',
]);
const DOT_BLIND = new Set(['gmail.com', 'googlemail.com']);

export const KIND_LABELS: Record<DomainKind, string> = {
  business: 'Business or organization domain',
  free: 'Free or personal mail provider',
  disposable: 'Disposable (throwaway) address',
  unknown: 'Not checked yet',
};

/**
 * Everything that can be said about an address without sending anything: syntax, free, disposable
 * or business domain (`blocked` is the free/disposable/ISP list from lib/email, null while it
 * loads), role address, likely typo, plus tag and Gmail dots.
 */
export function classifyEmail(
  input: string,
  blocked: ReadonlySet<string> | null,
  lists: EmailLists,
): EmailReport {
  const trimmed = input.trim();
  const syntax = checkSyntax(trimmed);
  const at = trimmed.lastIndexOf('@');
  const rawDomain = at >= 0 ? trimmed.slice(at + 1).toLowerCase() : '';
  const rawLocal = at >= 0 ? trimmed.slice(0, at) : trimmed;
  const typo = rawDomain ? suggestDomain(rawDomain) : null;
  const suggestion = typo && rawLocal ? `${rawLocal}@${typo}` : null;
  const base = {
    input: trimmed,
    suggestion,
    tag: null,
    dotsIgnored: false,
    canonical: trimmed.toLowerCase(),
    role: false,
  };
  if (!syntax.ok)
    return { ...base, valid: false, problem: syntax.reason, domain: rawDomain, kind: 'unknown', notes: [] };

  const domain = syntax.asciiDomain;
  const lowerLocal = syntax.local.toLowerCase();
  const plus = lowerLocal.indexOf('+');
  const tag = plus > 0 ? syntax.local.slice(plus + 1) : null;
  const user = plus > 0 ? lowerLocal.slice(0, plus) : lowerLocal;
  const dotsIgnored = DOT_BLIND.has(domain) && user.includes('.');
  const canonicalUser = DOT_BLIND.has(domain) ? user.replace(/\./g, '') : user;
  // Only providers known to ignore the tag (and Gmail its dots) get the tag dropped.
  const canonical = `${PLUS_PROVIDERS.has(domain) ? canonicalUser : lowerLocal}@${domain}`;
  const role = lists.roles.has(user) || lists.roles.has(user.replace(/[._-]/g, ''));
  const kind: DomainKind = lists.disposable.has(domain)
    ? 'disposable'
    : blocked === null
      ? 'unknown'
      : blocked.has(domain)
        ? 'free'
        : 'business';

  const notes: string[] = [];
  if (suggestion) notes.push(`Did you mean ${suggestion}?`);
  if (kind === 'disposable')
    notes.push('A throwaway inbox service: mail may be read by anyone and the address may stop working.');
  if (role) notes.push(`“${user}@” is a role address: it reaches a shared inbox or team, not one person.`);
  if (tag !== null)
    notes.push(
      PLUS_PROVIDERS.has(domain)
        ? `Plus addressing: “+${tag}” is a label; mail arrives at ${canonicalUser}@${domain}.`
        : `Contains “+${tag}”: at many providers this is a label on the same mailbox.`,
    );
  if (dotsIgnored) notes.push(`Gmail ignores dots: this is the same inbox as ${canonical}.`);

  return { ...base, valid: true, problem: null, domain, kind, role, tag, dotsIgnored, canonical, notes };
}
