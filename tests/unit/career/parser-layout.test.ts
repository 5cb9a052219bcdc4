import { AlignmentType, Document, LevelFormat, Packer, Paragraph, TabStopType, TextRun } from 'docx';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseResumeText } from '@/lib/career/parser/parse';
import { linesFromRuns, type TextRun as PdfRun } from '@/lib/career/parser/pdf-lines';
import { readDocx } from '@/lib/career/parser/read-docx';
import { readPdf } from '@/lib/career/parser/read-pdf';
import { renderResumePdf } from '@/lib/career/resume/pdf';
import { sampleResume } from '@/lib/career/resume/sample';

const require = createRequire(import.meta.url);
const legacy = () =>
  import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<typeof import('pdfjs-dist')>;
const legacyWorker = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')).href;

const run = (str: string, x: number, y: number, size = 10, fontName = 'body'): PdfRun => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  fontName,
});

describe('PDF reading order', () => {
  it('reads the builder’s two-column layout column by column: both jobs and every skill', async () => {
    const resume = { ...sampleResume({ layout: 'technical', accent: 'navy', paper: 'letter' }) };
    const skills = resume.skills.slice(0, 7);
    const bytes = renderResumePdf(
      { ...resume, experience: resume.experience.slice(0, 2), skills },
      { date: '2026-11-22' },
    );
    const read = await readPdf(bytes, () => undefined, legacy, legacyWorker);
    const parsed = parseResumeText(read.text, { headings: read.headings });
    expect(parsed.experience.map(({ role, company }) => `${role} @ ${company}`)).toEqual([
      'Senior Technical Recruiter @ Brightline Health',
      'Technical Recruiter @ Northwind Software',
    ]);
    expect(parsed.skills.split('\n')).toEqual(skills);
    expect(parsed.summary).toMatch(/^Technical recruiter with 9 years.*hiring managers\.$/);
  });

  it('keeps a one-column page with right-aligned dates as one column', () => {
    const runs = [
      run('Senior Recruiter', 50, 700, 10, 'bold'),
      run('Mar 2021 – Present', 470, 700),
      run('Brightline Health', 50, 686),
      run('Austin, TX', 512, 686),
      run('• Hired 46 engineers and data scientists against a plan of 40 in the year', 50, 672),
      run('Recruiter', 50, 650, 10, 'bold'),
      run('Jun 2017 – Feb 2021', 465, 650),
      run('Northwind Software', 50, 636),
      run('Dallas, TX', 512, 636),
      run('• Filled 120 engineering roles while the company grew to 420 people', 50, 622),
    ];
    expect(linesFromRuns(runs)).toEqual([
      'Senior Recruiter   Mar 2021 – Present',
      'Brightline Health   Austin, TX',
      '• Hired 46 engineers and data scientists against a plan of 40 in the year',
      'Recruiter   Jun 2017 – Feb 2021',
      'Northwind Software   Dallas, TX',
      '• Filled 120 engineering roles while the company grew to 420 people',
    ]);
  });

  it('reads a gutter of dates and headings row by row, each date beside its job', () => {
    const runs = [
      run('Dana Whitfield', 50, 740, 20, 'bold'),
      run('dana@example.com | (312) 555-0123 | Chicago, IL and the wider Midwest region', 50, 720),
      run('EXPERIENCE', 50, 690, 10, 'bold'),
      run('2020 - Current', 50, 670),
      run('HR Business Partner, Lakeshore Logistics', 160, 670, 10, 'bold'),
      run('- Coached 14 leaders through a reorganization', 160, 656),
      run('- Cut case time from 21 to 9 days', 160, 642),
      run('- Built the first engagement survey', 160, 628),
      run('2016 - 2020', 50, 606),
      run('HR Generalist, Prairie State Bank', 160, 606, 10, 'bold'),
      run('- Handled 180 cases a year', 160, 592),
      run('- Ran benefits enrollment for 900 people', 160, 578),
      run('SKILLS', 50, 556, 10, 'bold'),
      run('Employee relations, Workday, Coaching', 160, 556),
    ];
    const parsed = parseResumeText(linesFromRuns(runs).join('\n'));
    expect(parsed.experience.map(({ role, company, start, end }) => [role, company, start, end])).toEqual([
      ['HR Business Partner', 'Lakeshore Logistics', '2020', 'Current'],
      ['HR Generalist', 'Prairie State Bank', '2016', '2020'],
    ]);
    expect(parsed.skills.split('\n')).toEqual(['Employee relations', 'Workday', 'Coaching']);
  });
});

describe('Word lists', () => {
  it('keeps real Word bullets with their job and never reads one as a company', async () => {
    const bullet = (text: string) =>
      new Paragraph({ numbering: { reference: 'list', level: 0 }, children: [new TextRun(text)] });
    const doc = new Document({
      numbering: {
        config: [
          {
            reference: 'list',
            levels: [{ level: 0, format: LevelFormat.BULLET, text: '', alignment: AlignmentType.LEFT }],
          },
        ],
      },
      sections: [
        {
          children: [
            new Paragraph('María González-Ortiz'),
            new Paragraph('Senior HR Business Partner'),
            new Paragraph('maria@example.com | (305) 555-0112 | Miami, FL'),
            new Paragraph('Work History'),
            new Paragraph({ children: [new TextRun({ text: 'Coral Bay Hospitality Group', bold: true })] }),
            new Paragraph({
              tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
              children: [new TextRun('Senior HR Business Partner\tApr 2020 – Present')],
            }),
            bullet('Partnered with regional directors'),
            bullet('Led a pay equity review'),
            new Paragraph({ children: [new TextRun({ text: 'Sunrise Health Partners', bold: true })] }),
            new Paragraph('HR Generalist\tSep 2015 – Mar 2020'),
            bullet('Handled employee relations cases'),
            new Paragraph('Core Competencies'),
            bullet('Employee relations'),
            bullet('Workday'),
          ],
        },
      ],
    });
    const buffer = await Packer.toBuffer(doc);
    const read = await readDocx(
      buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer,
    );
    const parsed = parseResumeText(read.text, { headings: read.headings });
    expect(parsed.name).toBe('María González-Ortiz');
    expect(parsed.headline).toBe('Senior HR Business Partner');
    expect(
      parsed.experience.map(({ role, company, highlights }) => [role, company, highlights.split('\n')]),
    ).toEqual([
      [
        'Senior HR Business Partner',
        'Coral Bay Hospitality Group',
        ['Partnered with regional directors', 'Led a pay equity review'],
      ],
      ['HR Generalist', 'Sunrise Health Partners', ['Handled employee relations cases']],
    ]);
    expect(parsed.skills.split('\n')).toEqual(['Employee relations', 'Workday']);
  });
});

describe('names and headings', () => {
  it.each([
    ["Siobhán O'Neill", 'Talent Acquisition Manager'],
    ['SIOBHÁN O’NEILL', 'Talent Acquisition Manager'],
    ['王小明', 'HR Generalist'],
    ['Анна Петрова', 'Recruitment Consultant'],
    ['Renée Lefèvre-Martin', 'Employee Relations Specialist'],
  ])('reads %s as the name and the line under it as the headline', (name, headline) => {
    const parsed = parseResumeText(
      `${name}\n${headline}\nperson@example.com | (212) 555-0100\n\nSkills\nCoaching`,
    );
    expect(parsed.name).toBe(name === 'SIOBHÁN O’NEILL' ? 'Siobhán O’Neill' : name);
    expect(parsed.headline).toBe(headline);
  });

  it('reads languages with their levels in any of the usual ways', () => {
    const parsed = parseResumeText(
      'Ana Ruiz\nana@example.com\n\nLanguages\nSpanish (Native or bilingual), English – Full professional\nFrench: Conversational\nPortuguese\nElementary',
    );
    expect(parsed.languages.split('\n')).toEqual([
      'Spanish (Native or bilingual)',
      'English (Full professional)',
      'French (Conversational)',
      'Portuguese (Elementary)',
    ]);
  });

  it('takes an unlisted heading when the file sets it as one, and only then', () => {
    const text = 'Ana Ruiz\nana@example.com\n\nProfessional Credentials\nPHR, HRCI, 2019';
    expect(parseResumeText(text).certifications).toEqual([]);
    expect(parseResumeText(text, { headings: ['Professional Credentials'] }).certifications).toMatchObject([
      { name: 'PHR', issuer: 'HRCI', year: '2019' },
    ]);
  });
});
