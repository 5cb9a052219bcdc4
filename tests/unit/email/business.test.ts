import { describe, expect, it } from 'vitest';
import { decodeDomains } from '@/lib/email/domain-codec';
import { emailDomain } from '@/lib/email/domain';
import { isBusinessEmail } from '@/lib/email/business';
import { BLOCKED_DOMAINS } from '@/lib/email/data/blocked-domains.generated';

const blocked = decodeDomains(BLOCKED_DOMAINS);

describe('the business-email check on the built-in list', () => {
  it.each(['jane@gmail.com', 'jane@yahoo.co.uk', 'jane@outlook.com', 'jane@icloud.com', 'jane@proton.me'])(
    'rejects the free mailbox %s',
    (email) => expect(isBusinessEmail(email, blocked)).toBe(false),
  );
  it.each(['jane@mailinator.com', 'jane@guerrillamail.com', 'jane@10minutemail.com', 'jane@yopmail.com'])(
    'rejects the disposable mailbox %s',
    (email) => expect(isBusinessEmail(email, blocked)).toBe(false),
  );
  it.each(['jane@comcast.net', 'jane@verizon.net', 'jane@att.net', 'jane@t-online.de', 'jane@orange.fr'])(
    'rejects the consumer ISP mailbox %s',
    (email) => expect(isBusinessEmail(email, blocked)).toBe(false),
  );
  it.each(['jane@tutanota.com', 'jane@fastmail.com', 'jane@tuta.io'])(
    'rejects %s, added by the reviewed overrides',
    (email) => expect(isBusinessEmail(email, blocked)).toBe(false),
  );
  it.each([
    'jane@acme-robotics.com',
    'jane@microsoft.com',
    'jane@facebook.com',
    'jane@alibaba.com',
    'jane@example.com',
  ])('accepts the company address %s', (email) => expect(isBusinessEmail(email, blocked)).toBe(true));

  it('ignores case and surrounding spaces', () => {
    expect(isBusinessEmail('  Jane@GMAIL.COM  ', blocked)).toBe(false);
    expect(isBusinessEmail('\tJANE@Acme-Robotics.COM\n', blocked)).toBe(true);
  });

  it('compares internationalised domains in their ASCII form, whichever form is typed', () => {
    expect(blocked.has('xn--mll-hoa.email')).toBe(true);
    expect(isBusinessEmail('jane@MÜLL.email', blocked)).toBe(false);
    expect(isBusinessEmail('jane@xn--mll-hoa.email', blocked)).toBe(false);
    expect(isBusinessEmail('jane@bücher.de', blocked)).toBe(true);
  });

  it('matches the whole domain, not a part of it', () => {
    expect(isBusinessEmail('jane@notgmail.com', blocked)).toBe(true);
    expect(isBusinessEmail('jane@gmail.com.acme.com', blocked)).toBe(true);
  });

  it('takes the part after the last @', () => {
    expect(emailDomain('"jane@acme.com"@gmail.com')).toBe('gmail.com');
    expect(isBusinessEmail('no-at-sign', blocked)).toBe(false);
  });
});

describe('allow-strings', () => {
  const list = new Set(['gmail.com', 'quotient-mail.com', 'bigcorp.net', 'acme.org']);

  it('accept a listed domain that contains one of them', () => {
    expect(isBusinessEmail('jane@quotient-mail.com', list, ['quotient'])).toBe(true);
    expect(isBusinessEmail('jane@bigcorp.net', list, ['nothing', 'corp'])).toBe(true);
    expect(isBusinessEmail('jane@acme.org', list, ['x', 'y', 'ACME'])).toBe(true);
  });
  it('leave other listed domains rejected', () => {
    expect(isBusinessEmail('jane@gmail.com', list, ['quotient'])).toBe(false);
  });
  it('ignore blank strings, which would otherwise match everything', () => {
    expect(isBusinessEmail('jane@gmail.com', list, ['', '  '])).toBe(false);
  });
  it('are at most three', () => {
    expect(() => isBusinessEmail('jane@gmail.com', list, ['a', 'b', 'c', 'd'])).toThrow(RangeError);
  });
});
