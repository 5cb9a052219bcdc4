import { describe, expect, it } from 'vitest';
import { loadBlockedDomains } from '@/lib/email/blocked-domains';
import { bulkCsv, checkBulk, splitAddresses } from '@/lib/utilities/email/bulk';
import { classifyEmail } from '@/lib/utilities/email/classify';
import { EMAIL_LISTS } from '@/content/tools/utilities/email-lists';
import { DISPOSABLE_DOMAINS } from '@/content/tools/utilities/disposable-domains';
import { checkSyntax } from '@/lib/utilities/email/syntax';
import { editDistance, suggestDomain } from '@/lib/utilities/email/typos';

const reason = (address: string) => {
  const r = checkSyntax(address);
  return r.ok ? null : r.reason;
};

describe('email syntax', () => {
  it('accepts ordinary, tagged, subdomain and internationalised addresses', () => {
    for (const ok of ['jane@acme.com', 'jane.doe+jobs@mail.acme.co.uk', "o'neil@acme.io", 'j@bücher.de'])
      expect(reason(ok), ok).toBeNull();
    expect(checkSyntax('j@bücher.de')).toMatchObject({ asciiDomain: 'xn--bcher-kva.de' });
  });

  it('says exactly what is wrong', () => {
    expect(reason('jane.acme.com')).toBe('No @ sign.');
    expect(reason('jane@@acme.com')).toBe('More than one @ sign.');
    expect(reason('jane doe@acme.com')).toBe('Contains a space; addresses cannot contain spaces.');
    expect(reason('.jane@acme.com')).toBe('The part before the @ cannot start or end with a dot.');
    expect(reason('ja..ne@acme.com')).toBe('Two dots in a row before the @.');
    expect(reason('jane@acme')).toBe('“acme” has no top-level domain (such as .com).');
    expect(reason('jane@acme..com')).toMatch(/empty part/);
    expect(reason('jane@-acme.com')).toBe('The domain part “-acme” starts or ends with a hyphen.');
    expect(reason('jane@acme.c')).toBe('“.c” is not a top-level domain: it must be at least two letters.');
    expect(reason('jane@acme_hr.com')).toBe('Contains “_”, which is not allowed in a domain.');
    expect(reason('ja(ne@acme.com')).toBe('Contains “(”, which is not allowed before the @.');
    expect(reason(`${'a'.repeat(65)}@acme.com`)).toBe(
      'The part before the @ is 65 characters; the limit is 64.',
    );
    expect(reason('Jane <jane@acme.com>')).toMatch(/angle brackets/);
    expect(reason('@acme.com')).toBe('Nothing before the @.');
    expect(reason('jane@')).toBe('Nothing after the @.');
  });
});

describe('typo suggestions', () => {
  it('suggests the common domain that was meant', () => {
    expect(suggestDomain('gmial.com')).toBe('gmail.com');
    expect(suggestDomain('gmail.co')).toBe('gmail.com');
    expect(suggestDomain('hotmial.com')).toBe('hotmail.com');
    expect(suggestDomain('yahooo.com')).toBe('yahoo.com');
    expect(suggestDomain('outlok.com')).toBe('outlook.com');
    expect(suggestDomain('acme.con')).toBe('acme.com');
    expect(suggestDomain('gmail.com')).toBeNull();
    expect(suggestDomain('quotient.ai')).toBeNull();
    expect(suggestDomain('stripe.com')).toBeNull();
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('classification', () => {
  it('tells free, business and disposable domains apart with the built-in lists', async () => {
    const blocked = await loadBlockedDomains();
    expect(classifyEmail('jane@gmail.com', blocked, EMAIL_LISTS).kind).toBe('free');
    expect(classifyEmail('jane@comcast.net', blocked, EMAIL_LISTS).kind).toBe('free');
    expect(classifyEmail('jane@quotient.ai', blocked, EMAIL_LISTS).kind).toBe('business');
    expect(classifyEmail('jane@mailinator.com', blocked, EMAIL_LISTS).kind).toBe('disposable');
    expect(classifyEmail('jane@acme.com', null, EMAIL_LISTS).kind).toBe('unknown');
  });

  it('flags role addresses, plus tags and Gmail dots, and works out the real mailbox', () => {
    const role = classifyEmail('HR@acme.com', new Set(), EMAIL_LISTS);
    expect(role.role).toBe(true);
    expect(role.notes).toContain(
      '“hr@” is a role address: it reaches a shared inbox or team, not one person.',
    );
    const tagged = classifyEmail('J.Doe+jobs@gmail.com', new Set(['gmail.com']), EMAIL_LISTS);
    expect(tagged).toMatchObject({
      tag: 'jobs',
      dotsIgnored: true,
      canonical: 'jdoe@gmail.com',
      role: false,
    });
    expect(tagged.notes).toContain('Plus addressing: “+jobs” is a label; mail arrives at jdoe@gmail.com.');
    expect(classifyEmail('j.doe+x@acme.com', new Set(), EMAIL_LISTS).canonical).toBe('j.doe+x@acme.com');
    const typo = classifyEmail('jane@gmial.com', new Set(), EMAIL_LISTS);
    expect(typo.suggestion).toBe('jane@gmail.com');
    expect(typo.notes[0]).toBe('Did you mean jane@gmail.com?');
  });

  it('has a curated disposable list of about a hundred domains', () => {
    expect(DISPOSABLE_DOMAINS.size).toBeGreaterThanOrEqual(100);
    for (const d of DISPOSABLE_DOMAINS) expect(d).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/);
  });
});

describe('bulk checks', () => {
  it('splits pasted lists, caps them at 1,000 and finds duplicate mailboxes', () => {
    expect(splitAddresses('a@x.com, b@x.com;\nmailto:c@x.com  d@x.com').addresses).toEqual([
      'a@x.com',
      'b@x.com',
      'c@x.com',
      'd@x.com',
    ]);
    const many = Array.from({ length: 1005 }, (_, i) => `u${i}@x.com`).join('\n');
    expect(splitAddresses(many)).toMatchObject({ dropped: 5 });
    expect(splitAddresses(many).addresses).toHaveLength(1000);
    const rows = checkBulk(
      ['jdoe@gmail.com', 'j.doe+a@gmail.com', 'bad'],
      new Set(['gmail.com']),
      EMAIL_LISTS,
    );
    expect(rows.map((r) => r.duplicateOf)).toEqual([null, 1, null]);
  });

  it('writes a CSV that spreadsheets cannot run as a formula', () => {
    const csv = bulkCsv(checkBulk(['jane@gmial.com', 'no-at-sign'], new Set(), EMAIL_LISTS));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Address,Valid syntax,Problem,Domain type,Role address,Suggestion,Same mailbox as,Duplicate of row',
    );
    expect(lines[1]).toBe('jane@gmial.com,yes,,Business or organization domain,no,jane@gmail.com,,');
    expect(lines[2]).toBe('no-at-sign,no,No @ sign.,,no,,,');
  });
});
