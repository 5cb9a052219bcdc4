// @vitest-environment node
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { renderResumeDocx } from '@/lib/career/resume/docx';
import { LAYOUT_IDS, type Resume } from '@/lib/career/resume/model';
import { sampleResume } from '@/lib/career/resume/sample';
import { zipText } from '../../downloads/inspect';

const date = '2026-11-22';

async function textOf(bytes: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}

describe('the resume Word file', () => {
  it('holds the name, headline, contact, headings, roles and every bullet as text', async () => {
    const text = await textOf(await renderResumeDocx(sampleResume(), { date }));
    for (const expected of [
      'Jordan Ellis',
      'Senior Technical Recruiter',
      'jordan.ellis@example.com',
      'linkedin.com/in/jordanellis',
      'Experience',
      'Brightline Health',
      'Mar 2021 – Present',
      'Moved 8,000 candidate records from spreadsheets into Greenhouse',
      'Spanish',
    ])
      expect(text).toContain(expected);
  });

  it('uses Word headings and bullet lists, so ATS and the navigation pane see the structure', async () => {
    const { value: html } = await mammoth.convertToHtml({
      buffer: Buffer.from(await renderResumeDocx(sampleResume(), { date })),
    });
    expect(html).toContain('<h1>Experience</h1>');
    expect(html).toMatch(/<ul><li>Hired 46 engineers/);
  });

  it('gives the same bytes for the same resume and date', async () => {
    const first = await renderResumeDocx(sampleResume(), { date });
    const second = await renderResumeDocx(sampleResume(), { date });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('sets the paper size the visitor chose', async () => {
    const a4 = zipText(
      await renderResumeDocx(
        { ...sampleResume(), design: { layout: 'classic', accent: 'navy', paper: 'a4' } },
        { date },
      ),
      'word/document.xml',
    );
    expect(a4).toMatch(/w:pgSz w:w="11906" w:h="16838"/);
    const letter = zipText(await renderResumeDocx(sampleResume(), { date }), 'word/document.xml');
    expect(letter).toMatch(/w:pgSz w:w="12240" w:h="15840"/);
  });

  it('writes the name as author and the date as created in the properties', async () => {
    const core = zipText(await renderResumeDocx(sampleResume(), { date }), 'docProps/core.xml');
    expect(core).toContain('<dc:creator>Jordan Ellis</dc:creator>');
    expect(core).toContain('2026-11-22T00:00:00Z');
  });

  it.each(LAYOUT_IDS)('renders the %s layout with the whole resume', async (layout) => {
    const resume: Resume = { ...sampleResume(), design: { layout, accent: 'burgundy', paper: 'letter' } };
    const text = await textOf(await renderResumeDocx(resume, { date }));
    expect(text).toContain('Jordan Ellis');
    expect(text).toContain('Rewrote the candidate outreach templates');
    expect(text).toContain('The University of Texas at Austin');
  });

  it('keeps characters the PDF fonts cannot show, and escapes markup as text', async () => {
    const resume: Resume = {
      ...sampleResume(),
      contact: { ...sampleResume().contact, name: 'Łucja <b>Żak</b> & Co' },
    };
    const text = await textOf(await renderResumeDocx(resume, { date }));
    expect(text).toContain('Łucja <b>Żak</b> & Co');
  });
});
