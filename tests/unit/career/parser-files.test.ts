import { Document, Packer, Paragraph, TextRun, HeadingLevel } from 'docx';
import { jsPDF } from 'jspdf';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseResumeText } from '@/lib/career/parser/parse';
import { readDocxText } from '@/lib/career/parser/read-docx';
import { NoTextError } from '@/lib/career/parser/read-file';
import { readPdfText } from '@/lib/career/parser/read-pdf';

const require = createRequire(import.meta.url);
// Node 20 needs pdf.js's legacy build; the browser loads the modern one.
const legacy = () =>
  import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<typeof import('pdfjs-dist')>;
const legacyWorker = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')).href;

/** A Word resume as people write them: headings, list paragraphs, a tab before the dates. */
async function wordResume(): Promise<ArrayBuffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('Dana Whitfield')] }),
          new Paragraph('Chicago, IL | dana.whitfield@example.com | 312-555-0123'),
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            children: [new TextRun('Professional Experience')],
          }),
          new Paragraph({
            children: [
              new TextRun({ text: 'HR Business Partner', bold: true }),
              new TextRun('\tApr 2020 – Present'),
            ],
          }),
          new Paragraph('Lakeshore Logistics, Chicago, IL'),
          new Paragraph({
            bullet: { level: 0 },
            children: [
              new TextRun(
                'Coached 14 people leaders through a reorganization of 600 employees with no regretted attrition.',
              ),
            ],
          }),
          new Paragraph({
            bullet: { level: 0 },
            children: [new TextRun('Cut time to resolve employee-relations cases from 21 to 9 days.')],
          }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Education')] }),
          new Paragraph('Master of Arts in Human Resources, Loyola University Chicago, 2016'),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Skills')] }),
          new Paragraph('Employee relations; Workday; Organization design; FMLA and ADA'),
        ],
      },
    ],
  });
  const buffer = await Packer.toBuffer(doc);
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}

function pdfResume(): Uint8Array {
  const pdf = new jsPDF({ unit: 'pt', format: 'letter' });
  pdf.setFontSize(20);
  pdf.text('Luis Romero', 50, 60);
  pdf.setFontSize(10);
  pdf.text('Denver, CO | luis.romero@example.com | (720) 555-0175', 50, 80);
  pdf.setFontSize(12);
  pdf.text('EXPERIENCE', 50, 115);
  pdf.setFontSize(10);
  pdf.text('Account Executive | Summit Analytics', 50, 135);
  pdf.text('Feb 2019 – Present', 460, 135);
  pdf.text('• Closed $2.4M in new annual recurring revenue in 2024, 128% of quota.', 50, 150);
  pdf.setFontSize(12);
  pdf.text('SKILLS', 50, 185);
  pdf.setFontSize(10);
  pdf.text('Salesforce, MEDDICC, Negotiation, Forecasting', 50, 200);
  return new Uint8Array(pdf.output('arraybuffer'));
}

describe('reading files', () => {
  it('reads a Word resume made with docx and parses it', async () => {
    const text = await readDocxText(await wordResume());
    const parsed = parseResumeText(text);
    expect(parsed).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
      location: 'Chicago, IL',
    });
    expect(parsed.experience[0]).toMatchObject({
      role: 'HR Business Partner',
      company: 'Lakeshore Logistics',
      start: 'Apr 2020',
      end: 'Present',
    });
    expect(parsed.experience[0]!.highlights.split('\n')).toHaveLength(2);
    expect(parsed.education[0]).toMatchObject({
      degree: 'Master of Arts',
      field: 'Human Resources',
      school: 'Loyola University Chicago',
    });
    expect(parsed.skills.split('\n')).toEqual([
      'Employee relations',
      'Workday',
      'Organization design',
      'FMLA and ADA',
    ]);
  });

  it('reads a PDF’s text layer page by page and parses it', async () => {
    const progress: string[] = [];
    const text = await readPdfText(
      pdfResume(),
      (page, pages) => progress.push(`${page}/${pages}`),
      legacy,
      legacyWorker,
    );
    expect(progress).toEqual(['1/1']);
    const parsed = parseResumeText(text);
    expect(parsed).toMatchObject({ name: 'Luis Romero', phone: '(720) 555-0175', location: 'Denver, CO' });
    expect(parsed.experience[0]).toMatchObject({
      role: 'Account Executive',
      company: 'Summit Analytics',
      start: 'Feb 2019',
      end: 'Present',
    });
    expect(parsed.experience[0]!.highlights).toContain('Closed $2.4M');
    expect(parsed.skills.split('\n')).toContain('MEDDICC');
  });

  it('says a PDF without a text layer (a scan) has no text', async () => {
    const pdf = new jsPDF({ unit: 'pt', format: 'letter' });
    pdf.rect(50, 50, 200, 100, 'F');
    const bytes = new Uint8Array(pdf.output('arraybuffer'));
    await expect(readPdfText(bytes, () => undefined, legacy, legacyWorker)).rejects.toBeInstanceOf(
      NoTextError,
    );
  });
});
