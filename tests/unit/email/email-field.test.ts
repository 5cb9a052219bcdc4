import { describe, expect, it, vi } from 'vitest';
import { businessEmailField } from '@/lib/email/email-field';
import { DOMAIN_LIST_UNAVAILABLE } from '@/lib/email/messages';

const list = new Set(['gmail.com', 'xn--mll-hoa.email', 'quotientmail.com']);
const field = businessEmailField({ loadBlocked: async () => list });

async function messages(value: string, schema = field): Promise<string[]> {
  const result = await schema.safeParseAsync(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('the business email field', () => {
  it('checks in the spec order and reports only the first failure', async () => {
    expect(await messages('')).toEqual(['Please enter email']);
    expect(await messages('   ')).toEqual(['Please enter email']);
    expect(await messages('jane')).toEqual(['Please enter a valid email']);
    expect(await messages('jane@localhost')).toEqual(['Please enter a valid email']);
    expect(await messages('jane@gmail.com')).toEqual(['Please enter a valid business email']);
    expect(await messages(' JANE@Gmail.COM ')).toEqual(['Please enter a valid business email']);
    expect(await messages('jane@müll.email')).toEqual(['Please enter a valid business email']);
    expect(await messages('jane@acme.com')).toEqual([]);
  });

  it('does not load the domain list for a value that fails earlier', async () => {
    const loadBlocked = vi.fn(async () => list);
    const schema = businessEmailField({ loadBlocked });
    await messages('', schema);
    await messages('not-an-email', schema);
    expect(loadBlocked).not.toHaveBeenCalled();
  });

  it('returns the address trimmed, with an internationalised domain in ASCII form', async () => {
    expect(await field.parseAsync('  jane@Bücher.de ')).toBe('jane@xn--bcher-kva.de');
  });

  it('accepts listed domains containing an allow-string', async () => {
    const schema = businessEmailField({ loadBlocked: async () => list, allowStrings: ['quotient'] });
    expect(await messages('jane@quotientmail.com', schema)).toEqual([]);
    expect(await messages('jane@quotientmail.com')).toEqual(['Please enter a valid business email']);
  });

  it('says so when the list cannot be downloaded, instead of letting the address through', async () => {
    const schema = businessEmailField({ loadBlocked: () => Promise.reject(new Error('offline')) });
    expect(await messages('jane@acme.com', schema)).toEqual([DOMAIN_LIST_UNAVAILABLE]);
  });
});
