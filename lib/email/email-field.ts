import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { loadBlockedDomains } from './blocked-domains';
import { isBusinessEmail } from './business';
import { toAsciiEmail } from './domain';
import { isStrictEmail } from './formats';
import { DOMAIN_LIST_UNAVAILABLE, EMAIL_MESSAGES } from './messages';

type Options = {
  /** Where the domain list comes from; tests pass a small set. */
  loadBlocked?: () => Promise<ReadonlySet<string>>;
  /** Allow-strings: a listed domain containing one of these is accepted (a customer's own ISP domain). */
  allowStrings?: readonly string[];
};

/**
 * A business email field, checked in a fixed order and stopping at the first failure, so the
 * visitor sees one message at a time:
 * empty, then format (the strict one, see formats.ts), then the business-domain list. The value
 * comes out trimmed, with an internationalised domain in ASCII form, ready to send.
 * The list check is asynchronous because the list is downloaded on first use.
 */
export function businessEmailField({ loadBlocked = loadBlockedDomains, allowStrings = [] }: Options = {}) {
  return z.string().check(
    z.trim(),
    z.overwrite(toAsciiEmail),
    z.minLength(1, { error: EMAIL_MESSAGES.empty, abort: true }),
    z.refine(isStrictEmail, { error: EMAIL_MESSAGES.invalid, abort: true }),
    z.superRefine(async (value, ctx) => {
      let blocked: ReadonlySet<string>;
      try {
        blocked = await loadBlocked();
      } catch {
        ctx.addIssue({ code: 'custom', message: DOMAIN_LIST_UNAVAILABLE, input: value });
        return;
      }
      if (!isBusinessEmail(value, blocked, allowStrings)) {
        ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGES.notBusiness, input: value });
      }
    }),
  );
}
