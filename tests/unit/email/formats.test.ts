import { describe, expect, it } from 'vitest';
import { toAsciiEmail } from '@/lib/email/domain';
import { MAX_DOMAIN_LABEL_LENGTH, isPermissiveEmail, isStrictEmail } from '@/lib/email/formats';

const label = (length: number) => 'a'.repeat(length);

describe('permissive email format', () => {
  it.each([
    'jane@acme.com',
    'jane.doe+hiring@acme.co.uk',
    "o'brien@acme.ie",
    "a!#$%&'*+/=?^_`{|}~-z@acme.com",
    'jane@localhost',
    'JANE@ACME.COM',
    'jane@xn--bcher-kva.de',
    'jane@a-b.acme.com',
    `jane@${label(MAX_DOMAIN_LABEL_LENGTH)}.com`,
  ])('accepts %s', (email) => expect(isPermissiveEmail(email)).toBe(true));

  it.each([
    ['no @', 'jane.acme.com'],
    ['empty local part', '@acme.com'],
    ['empty domain', 'jane@'],
    ['a 64-character label', `jane@${label(64)}.com`],
    ['a label starting with a hyphen', 'jane@-acme.com'],
    ['a label ending with a hyphen', 'jane@acme-.com'],
    ['a TLD ending with a hyphen', 'jane@acme.com-'],
    ['an empty label', 'jane@acme..com'],
    ['a trailing dot', 'jane@acme.com.'],
    ['a space', 'jane doe@acme.com'],
    ['surrounding spaces (trim first)', ' jane@acme.com '],
    ['two @', 'jane@doe@acme.com'],
    ['a Unicode domain (convert to ASCII first)', 'jane@bücher.de'],
    ['a Unicode local part', 'jäne@acme.com'],
  ])('rejects %s', (_, email) => expect(isPermissiveEmail(email)).toBe(false));
});

describe('strict email format', () => {
  it.each([
    'jane@acme.com',
    'jane.doe_1%x+y-z@acme.co.uk',
    'JANE@ACME.IO',
    'jane@xn--bcher-kva.de',
    `jane@${label(64)}.com`,
  ])('accepts %s', (email) => expect(isStrictEmail(email)).toBe(true));

  it.each([
    ['no TLD', 'jane@localhost'],
    ['a one-letter TLD', 'jane@acme.c'],
    ['a numeric TLD', 'jane@acme.123'],
    ['a special the permissive format allows', "o'brien@acme.ie"],
    ['a slash', 'jane/doe@acme.com'],
    ['no local part', '@acme.com'],
    ['a space', 'jane @acme.com'],
    ['a Unicode domain (convert to ASCII first)', 'jane@bücher.de'],
    ['a TLD in punycode (letters only)', 'jane@example.xn--p1ai'],
  ])('rejects %s', (_, email) => expect(isStrictEmail(email)).toBe(false));

  it('differs from the permissive format exactly where the spec says', () => {
    // Only the permissive one allows single-label domains; only the strict one ignores label rules.
    expect([isPermissiveEmail('jane@localhost'), isStrictEmail('jane@localhost')]).toEqual([true, false]);
    expect([isPermissiveEmail('jane@-acme.com'), isStrictEmail('jane@-acme.com')]).toEqual([false, true]);
  });
});

describe('internationalised domains', () => {
  it('pass both formats once the domain is in ASCII form', () => {
    const ascii = toAsciiEmail('  jane@Bücher.de ');
    expect(ascii).toBe('jane@xn--bcher-kva.de');
    expect(isPermissiveEmail(ascii)).toBe(true);
    expect(isStrictEmail(ascii)).toBe(true);
  });
  it('leaves ASCII addresses as typed', () => {
    expect(toAsciiEmail('Jane@ACME.com')).toBe('Jane@ACME.com');
  });
});
