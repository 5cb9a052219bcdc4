import { describe, expect, it } from 'vitest';
import { EMAIL_PURPOSES } from '@/lib/generators/compose/email/form';
import { emlFile, fileName, mailtoHref } from '@/lib/generators/compose/mail';
import { leftoverMarkers } from '@/lib/generators/compose/template';
import { allText, compose } from './helpers';

const TONES = ['formal', 'friendly', 'concise'];
const LENGTHS = ['short', 'standard', 'detailed'];

describe('email composer', () => {
  it('writes the sample interview invitation with subject, greeting, details, points and signature', async () => {
    const [draft] = (await compose('email')).drafts;
    expect(draft?.subjects?.[0]).toBe('Interview invitation: Senior Data Analyst at Northwind Analytics');
    expect(draft?.subjects).toHaveLength(3);
    const body = draft?.body ?? '';
    expect(body).toMatch(/^(Hi|Hello) Jordan,\n\n/);
    expect(body).toContain('Senior Data Analyst');
    expect(body).toContain('Tuesday, March 3 at 10:00 a.m. ET');
    expect(body).toContain('Here is what to expect:\n- 45-minute video call');
    expect(body).toMatch(
      /\n\n(Best|Thanks|All the best),\nMaya Patel\nTalent Acquisition Partner, Northwind Analytics$/,
    );
  });

  it.each(
    EMAIL_PURPOSES.flatMap((p) => TONES.flatMap((tone) => LENGTHS.map((length) => [p.value, tone, length]))),
  )('%s, %s, %s: complete, with no template markers', async (purpose, tone, length) => {
    const output = await compose('email', { purpose, tone, length });
    const text = allText(output);
    expect(leftoverMarkers(text)).toEqual([]);
    expect(text).not.toMatch(/\s[,.]|\.\.(?!\.)| {2}/);
    expect(output.drafts[0]?.subjects?.length).toBeGreaterThanOrEqual(2);
  });

  it('never invents a missing detail: the greeting keeps a blank, other sentences fall back', async () => {
    const output = await compose('email', {
      recipientName: '',
      role: '',
      company: '',
      when: '',
      keyPoints: '',
    });
    const body = output.drafts[0]?.body ?? '';
    expect(body).toMatch(/^(Hi|Hello) \[Recipient name\],/);
    expect(body).toMatch(/we would like to invite you to an interview\./i);
    expect(body.match(/times that work for you/g)).toHaveLength(1);
    expect(body).not.toContain('Northwind');
    expect(output.drafts[0]?.subjects?.[0]).toBe('Interview invitation');
  });

  it('turns one key point into a sentence and several into a list, and the length adds context only', async () => {
    const one = await compose('email', { keyPoints: 'bring a recent analysis you are proud of' });
    expect(one.drafts[0]?.body).toContain('Bring a recent analysis you are proud of.');
    expect(one.drafts[0]?.body).not.toContain('- ');
    const short = (await compose('email', { length: 'short' })).drafts[0]?.body ?? '';
    const detailed = (await compose('email', { length: 'detailed' })).drafts[0]?.body ?? '';
    expect(detailed.length).toBeGreaterThan(short.length);
    for (const body of [short, detailed]) expect(body).toContain('- We will send a calendar invitation');
  });

  it('uses an before a vowel sound in outreach', async () => {
    const output = await compose('email', {
      purpose: 'recruiting-outreach',
      tone: 'concise',
      role: 'Account Executive',
    });
    expect(output.drafts[0]?.body).toContain('I am hiring an Account Executive at Northwind Analytics');
  });

  it('is deterministic, and another version changes the wording but not the facts', async () => {
    const a = await compose('email', { purpose: 'thank-you', topic: 'your help with the panel' });
    const b = await compose('email', { purpose: 'thank-you', topic: 'your help with the panel' });
    expect(b).toEqual(a);
    const versions = await Promise.all(
      [1, 2, 3, 4].map((v) =>
        compose('email', { purpose: 'thank-you', topic: 'your help with the panel' }, v),
      ),
    );
    const bodies = new Set([a, ...versions].map((o) => o.drafts[0]?.body));
    expect(bodies.size).toBeGreaterThan(1);
    for (const output of versions) expect(output.drafts[0]?.body).toContain('your help with the panel');
  });

  it('changes with the tone', async () => {
    const formal = (await compose('email', { tone: 'formal' })).drafts[0]?.body ?? '';
    expect(formal).toMatch(/^Dear Jordan Lee,/);
    expect(formal).toMatch(/(Kind regards|Best regards|Sincerely),/);
  });
});

describe('mail hand-off', () => {
  it('encodes subject and body in a mailto link with CRLF breaks', () => {
    const href = mailtoHref('Offer & next steps', 'Hi Jo,\n\nThanks!');
    expect(href).toBe('mailto:?subject=Offer%20%26%20next%20steps&body=Hi%20Jo%2C%0D%0A%0D%0AThanks!');
  });

  it('writes an unsent .eml with an encoded subject and a base64 UTF-8 body', () => {
    const eml = emlFile('Café meeting', 'Hi José,\nSee you.');
    expect(eml).toContain('X-Unsent: 1\r\n');
    expect(eml).toMatch(/Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=\r\n/);
    const encoded = eml.split('\r\n\r\n')[1]!.replace(/\r\n/g, '');
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));
    expect(decoded).toBe('Hi José,\r\nSee you.');
    expect(emlFile('Plain', 'x')).toContain('Subject: Plain\r\n');
  });

  it('names files safely', () => {
    expect(fileName('interview-invitation', 'José Núñez', 'txt')).toBe('interview-invitation-jose-nunez.txt');
    expect(fileName('email', '', 'eml')).toBe('email.eml');
  });
});
