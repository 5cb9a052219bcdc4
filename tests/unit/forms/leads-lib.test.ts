import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveTemplateDownload } from '@/content/downloads/template-download';
import { templateDownloadHref } from '@/lib/leads/download';
import { toLeadColumns } from '@/lib/leads/forms';
import { LEAD_TIMEOUT_MS, leadFormData, sendLead } from '@/lib/leads/submit';
import { isPlausiblePhone } from '@/lib/leads/validation';
import { parseModalHash } from '@/lib/modals';

afterEach(() => vi.useRealTimers());

describe('lead form data', () => {
  it('holds Form Name, UTM Source and only the non-empty fields, trimmed', () => {
    const data = leadFormData(
      'contactUs',
      toLeadColumns({ name: ' Jane ', email: 'jane@acme.com', phone: '   ', message: '' }),
      '?utm_source=g2',
    );
    expect([...data.entries()]).toEqual([
      ['Form Name', 'contactUs'],
      ['UTM Source', 'g2'],
      ['Name', 'Jane'],
      ['Email', 'jane@acme.com'],
    ]);
  });
});

describe('sending a lead', () => {
  it('succeeds when the send completes, whatever the opaque answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 500 }));
    await expect(
      sendLead('getStartedNew', {}, { url: 'https://leads.test', search: '', fetchImpl }),
    ).resolves.toBe(undefined);
  });
  it('fails on a network error', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendLead('x', {}, { url: 'https://leads.test', search: '', fetchImpl })).rejects.toThrow(
      'the connection failed',
    );
  });
  it('gives up after the time limit', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(
      (_, init) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const sent = sendLead('x', {}, { url: 'https://leads.test', search: '', fetchImpl }).catch(
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(LEAD_TIMEOUT_MS);
    expect(await sent).toMatch(/did not answer in time/);
  });
});

describe('template downloads', () => {
  it('open the modal with the resource link and resolve it back to the site’s own file', () => {
    const href = templateDownloadHref('/downloads/interview-scorecard-template.docx');
    expect(parseModalHash(href)).toEqual({
      id: 'freeTemplateDownload',
      arg: '/downloads/interview-scorecard-template.docx',
    });
    expect(resolveTemplateDownload('/downloads/interview-scorecard-template.docx?v=2')).toEqual({
      href: '/downloads/interview-scorecard-template.docx',
      fileName: 'interview-scorecard-template.docx',
    });
  });
  it('name the site’s own extensionless downloads by their real file name', () => {
    expect(resolveTemplateDownload('/api/jd-template')).toEqual({
      href: '/api/jd-template',
      fileName: 'job-description-template.docx',
    });
    expect(resolveTemplateDownload('/api/future-proof-your-staffing-company')?.fileName).toBe(
      'future-proof-your-staffing-company.pdf',
    );
  });
  it.each([
    'https://evil.example/Quotient-Offer-Letter.exe',
    'https://storage.test/kit/jd-template.pdf',
    '/downloads/offer letter.docx',
    '/downloads/Quotient-Offer-Letter.exe',
    'javascript:alert(1)',
    'http://insecure.test/a.pdf',
    '//evil.test/a.pdf',
    '',
    undefined,
    'data:x',
  ])('refuses %s, which is not in the download list', (value) =>
    expect(resolveTemplateDownload(value)).toBeNull(),
  );
});

describe('phone numbers', () => {
  it.each(['+1 415 555 0134', '(020) 7946 0958', '+44-20-7946-0958', '4155550134'])('accepts %s', (phone) =>
    expect(isPlausiblePhone(phone)).toBe(true),
  );
  it.each(['call me', '12345', '+1 415 555 0134 ext 9', '1234567890123456'])('rejects %s', (phone) =>
    expect(isPlausiblePhone(phone)).toBe(false),
  );
});
