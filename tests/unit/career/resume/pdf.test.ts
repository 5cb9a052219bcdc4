// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blankResume, LAYOUT_IDS, type Resume } from '@/lib/career/resume/model';
import { renderResumePdf } from '@/lib/career/resume/pdf';
import { sampleResume } from '@/lib/career/resume/sample';
import { readPdf } from '../../downloads/inspect';

const date = '2026-11-22';
const text = (bytes: Uint8Array) => readPdf(bytes).pages.join('\n');

describe('the resume PDF', () => {
  it('is a real PDF whose text holds the name, the roles, the dates and every bullet', () => {
    const resume = sampleResume();
    const bytes = renderResumePdf(resume, { date });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const content = text(bytes);
    expect(content).toContain('Jordan Ellis');
    expect(content).toContain('Senior Technical Recruiter');
    expect(content).toContain('Mar 2021 – Present');
    expect(content).toContain('jordan.ellis@example.com');
    expect(content).toContain('Cut time to fill for senior engineering roles');
    expect(content).toContain('EXPERIENCE');
  });

  it('writes the same bytes for the same resume and date', () => {
    const resume = sampleResume();
    const first = renderResumePdf(resume, { date });
    const second = renderResumePdf(sampleResume(), { date });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const other = renderResumePdf({ ...resume, summary: 'Changed.' }, { date });
    expect(Buffer.from(first).equals(Buffer.from(other))).toBe(false);
  });

  it('records the name as author and the creation date in the file', () => {
    const { info } = readPdf(renderResumePdf(sampleResume(), { date }));
    expect(info).toMatchObject({
      Title: 'Jordan Ellis – Resume',
      Author: 'Jordan Ellis',
      CreationDate: "D:20261122000000+00'00'",
    });
  });

  it.each(LAYOUT_IDS)('renders the %s layout on one page for the sample, A4 and Letter', (layout) => {
    for (const paper of ['letter', 'a4'] as const) {
      const resume: Resume = { ...sampleResume(), design: { layout, accent: 'teal', paper } };
      const summary = readPdf(renderResumePdf(resume, { date }));
      expect(summary.pages).toHaveLength(1);
      expect(summary.pages[0]?.toLowerCase()).toContain('jordan ellis');
      expect(summary.pages[0]).toContain('Greenhouse');
    }
  });

  it('runs a long career onto more pages, numbering them, in both columns of the two-column layout', () => {
    const sample = sampleResume({ layout: 'technical', accent: 'navy', paper: 'letter' });
    const older = Array.from({ length: 8 }, (_, index) => ({
      ...sample.experience[1]!,
      id: `old-${index}`,
      role: `Recruiter ${index + 1}`,
      start: { month: '1', year: String(2000 + index) },
      end: { month: '1', year: String(2001 + index) },
    }));
    const skills = Array.from({ length: 55 }, (_, index) => `Skill number ${index + 1}`);
    const resume: Resume = { ...sample, experience: [...sample.experience, ...older], skills };
    const { pages } = readPdf(renderResumePdf(resume, { date }));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) =>
      expect(page).toContain(`Jordan Ellis · Page ${index + 1} of ${pages.length}`),
    );
    // The side column (skills) flows on: its last skills land on page 2, beside the main column's roles.
    expect(pages[1]).toContain('Skill number 55');
    expect(pages[1]).toContain('Recruiter 8');
  });

  it('writes the side column before the main one, so extracted text never interleaves lines', () => {
    const resume = sampleResume({ layout: 'technical', accent: 'navy', paper: 'letter' });
    const page = readPdf(renderResumePdf(resume, { date })).pages[0]!;
    expect(page.indexOf('Employer branding')).toBeLessThan(page.indexOf('SUMMARY'));
    expect(page.indexOf('SUMMARY')).toBeLessThan(page.indexOf('Brightline Health'));
  });

  it('renders an empty resume, and text that looks like markup, as plain text', () => {
    expect(readPdf(renderResumePdf(blankResume(), { date })).pages).toEqual(['']);
    const hostile: Resume = {
      ...sampleResume(),
      contact: {
        ...sampleResume().contact,
        name: '<script>alert(1)</script>',
        links: [{ id: 'l', url: 'javascript:alert(1)' }],
      },
      summary: 'A'.repeat(400),
    };
    const bytes = renderResumePdf(hostile, { date });
    const text = readPdf(bytes).pages.join(' ');
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('javascript:alert(1)');
    // A link annotation is only ever an http(s) or mailto/tel address.
    const uris = [
      ...Buffer.from(bytes)
        .toString('latin1')
        .matchAll(/\/URI \(([^)]*)\)/g),
    ].map((match) => match[1]);
    expect(uris.length).toBeGreaterThan(0);
    for (const uri of uris) expect(uri).toMatch(/^(https:|mailto:|tel:)/);
  });

  it('drops accents the standard fonts lack instead of garbling the line', () => {
    const resume: Resume = {
      ...sampleResume(),
      contact: { ...sampleResume().contact, name: 'Łucja Wróbel' },
    };
    expect(readPdf(renderResumePdf(resume, { date })).pages[0]).toContain('Lucja Wróbel');
  });
});
