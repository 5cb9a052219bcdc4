// @vitest-environment node
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_FILES } from '../../../content/downloads/catalog';
import { futureProofStaffingEbook } from '../../../content/downloads/future-proof-staffing-ebook';
import { DOWNLOADS, type Download } from '../../../content/downloads/index';
import { site } from '../../../content/site';
import { plainText, type Block } from '../../../lib/downloads/document';
import { readPdf, zipText, type PdfSummary } from './inspect';

const TIMEOUT = 30_000;

function downloadAt(path: string): Download {
  const download = DOWNLOADS.find((candidate) => candidate.path === path);
  if (!download) throw new Error(`no download at ${path}`);
  return download;
}

async function docx(path: string) {
  const bytes = await downloadAt(path).render();
  const buffer = Buffer.from(bytes);
  return {
    bytes,
    html: (await mammoth.convertToHtml({ buffer })).value,
    text: (await mammoth.extractRawText({ buffer })).value,
  };
}

const blockText = (block: Block): string[] => {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return [plainText(block.text)];
    case 'list':
      return block.items.map(plainText);
    case 'table':
      return [...block.header, ...block.rows.flat().map(plainText)];
    case 'fields':
      return block.items.flatMap((item) => [item.label, plainText(item.value ?? '')]);
    default:
      return [];
  }
};

describe('DOWNLOADS', () => {
  it('has one download per catalog file, with the catalog path, name and type', () => {
    expect(
      DOWNLOADS.map(({ path, fileName, contentType, format }) => ({ path, fileName, contentType, format })),
    ).toEqual(
      DOWNLOAD_FILES.map(({ path, fileName, contentType, format }) => ({
        path,
        fileName,
        contentType,
        format,
      })),
    );
    expect(DOWNLOADS.map((download) => download.path)).toEqual([
      '/api/jd-template',
      '/api/future-proof-your-staffing-company',
      '/downloads/interview-scorecard-template.docx',
    ]);
  });

  it(
    'renders each file in the format its name and type promise',
    async () => {
      for (const download of DOWNLOADS) {
        const bytes = await download.render();
        expect(download.fileName.endsWith(`.${download.format.toLowerCase()}`)).toBe(true);
        expect(download.title.length).toBeGreaterThan(5);
        if (download.format === 'PDF') {
          expect(download.contentType).toBe('application/pdf');
          expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
        } else {
          expect(download.contentType).toBe(
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          );
          expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
          expect(zipText(bytes, 'docProps/core.xml')).toContain(`<dc:creator>${site.brand}</dc:creator>`);
        }
      }
    },
    TIMEOUT,
  );
});

describe('job description template (/api/jd-template)', () => {
  let html = '';
  let text = '';
  beforeAll(async () => {
    ({ html, text } = await docx('/api/jd-template'));
  }, TIMEOUT);

  it('has every section as a real heading', () => {
    expect(text.startsWith('Job description template')).toBe(true);
    expect(html).toContain('<h1>[Job title]</h1>');
    for (const heading of [
      'About [Company name]',
      'The role',
      'What you’ll do',
      'What you’ll bring',
      'Pay and benefits',
      'Our hiring process',
      'Equal employment opportunity',
    ]) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(html).toContain('<h3>Must-have</h3>');
    expect(html).toContain('<h3>Nice-to-have</h3>');
    expect(html).toContain('<h1>Before you publish</h1>');
  });

  it('has bracketed placeholders, guidance notes and the at-a-glance table', () => {
    for (const placeholder of [
      '[Job title]',
      '[Company name]',
      '[$minimum]',
      '[$maximum]',
      '[contact email]',
      '[City, State]',
    ]) {
      expect(text).toContain(placeholder);
    }
    expect(html.match(/<strong>Guidance: <\/strong>/g)?.length).toBeGreaterThanOrEqual(8);
    expect(html).toMatch(
      /<td><p><strong>Reports to<\/strong><\/p><\/td><td><p>\[Manager’s job title\]<\/p><\/td>/,
    );
    expect(html).toMatch(/<td><p><strong>Pay range<\/strong><\/p><\/td>/);
  });

  it('explains pay-range posting laws without giving legal advice', () => {
    expect(text).toContain('Pay transparency laws:');
    expect(text).toMatch(/require a good-faith pay range in job postings/);
    expect(text).toContain('this template is not legal advice');
    expect(text).toMatch(/is an equal opportunity employer/);
  });
});

describe('interview scorecard (/downloads/interview-scorecard-template.docx)', () => {
  let html = '';
  let text = '';
  beforeAll(async () => {
    ({ html, text } = await docx('/downloads/interview-scorecard-template.docx'));
  }, TIMEOUT);

  it('opens with the role, candidate, interviewer and date fields', () => {
    for (const [label, placeholder] of [
      ['Role', '[Job title]'],
      ['Candidate', '[Candidate name]'],
      ['Interviewer', '[Your name and job title]'],
      ['Interview date', '[MM/DD/YYYY]'],
    ]) {
      expect(html).toContain(`<td><p><strong>${label}</strong></p></td><td><p>${placeholder}</p></td>`);
    }
  });

  it('anchors six competencies on a 1-5 scale, each with an evidence box', () => {
    const competencies = [...html.matchAll(/<h2>(\d)\. ([^<]+)<\/h2>/g)].map((match) => match[2]);
    expect(competencies).toEqual([
      'Role expertise: [core skill for this role]',
      'Problem solving',
      'Communication',
      'Collaboration',
      'Ownership',
      'Learning agility',
    ]);
    const anchorTables = html.match(
      /<th><p><strong>What you would see \(behavioral anchor\)<\/strong><\/p><\/th>/g,
    );
    expect(anchorTables).toHaveLength(6);
    for (const score of [
      '1</strong> Well below the bar',
      '3</strong> Meets the bar',
      '5</strong> Exceptional',
    ]) {
      expect(html.split(score).length - 1).toBe(6);
    }
    expect(html.match(/Evidence notes: what the candidate said and did/g)).toHaveLength(6);
  });

  it('ends with a summary rating table, an overall recommendation and the independent-scoring rule', () => {
    expect(html).toMatch(
      /<th><p><strong>Competency<\/strong><\/p><\/th><th><p><strong>Score \(1–5 or N\/A\)<\/strong><\/p><\/th><th><p><strong>Evidence notes: the deciding points<\/strong><\/p><\/th>/,
    );
    expect(html).toContain('<td><p>Learning agility</p></td><td></td><td></td>');
    for (const option of ['Strong hire: ', 'Hire: ', 'No hire: ', 'Strong no hire: ']) {
      expect(text).toContain(option);
    }
    expect(text).toContain('Score independently, before the debrief:');
  });
});

describe('e-book (/api/future-proof-your-staffing-company)', () => {
  let pdf: PdfSummary;
  beforeAll(async () => {
    pdf = readPdf(await downloadAt('/api/future-proof-your-staffing-company').render());
  }, TIMEOUT);

  it('is a multi-page PDF with its title and the brand in the document information', () => {
    expect(pdf.pages.length).toBeGreaterThan(8);
    expect(pdf.pageObjects).toBe(pdf.pages.length);
    expect(pdf.info.Title).toBe('Future-proof your staffing company');
    expect(pdf.info.Author).toBe(site.brand);
    expect(pdf.pages[0]).toContain(site.brand);
    expect(pdf.pages[0]).toContain('Future-proof your staffing company');
  });

  it('has the chapters as bookmarks, listed with their pages in the contents', () => {
    const chapters = pdf.outline.filter((entry) => entry.depth === 0).map((entry) => entry.title);
    expect(chapters).toEqual([
      'Introduction: the agencies that will thrive',
      '1. Where staffing margins go',
      '2. Specialize to win',
      '3. Win on speed-to-submit',
      '4. Cut recruiter hours per placement with assessments and video screening',
      '5. Candidate experience and redeployment',
      '6. Pricing and contracts that protect margin',
      '7. The metrics that matter',
      '8. Your 90-day action plan',
    ]);
    const contentsPage = pdf.pages.findIndex((text) => text.includes('Contents')) + 1;
    const contents = pdf.pages[contentsPage - 1]!;
    // The introduction follows the contents on the same page; every chapter starts a page of its own.
    expect(contents).toContain(`${chapters[0]} ${contentsPage}`);
    for (const chapter of chapters.slice(1)) {
      const page = pdf.pages.findIndex((text) => text.includes(chapter) && text !== contents) + 1;
      expect(page).toBeGreaterThan(contentsPage);
      expect(contents).toContain(`${chapter} ${page}`);
    }
  });

  it('gives the metrics with their formulas', () => {
    const text = pdf.pages.join(' ');
    for (const formula of [
      'Orders filled ÷ orders received in the period × 100',
      'Time from order received to first qualified submittal',
      'Submittals ÷ client interviews',
      '(bill rate – pay rate – burden) × hours billed',
      'Accounts receivable ÷ revenue in the period × days in the period',
    ]) {
      expect(text).toContain(formula);
    }
  });

  it('is 2,000 to 3,000 words of text that Helvetica can show', () => {
    const source = futureProofStaffingEbook.blocks.flatMap(blockText).join(' ');
    const words = source.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(2000);
    expect(words).toBeLessThanOrEqual(3000);
    // Characters outside WinAnsi would come out as "?": there are exactly as many as the text asks.
    const questionMarks = (text: string) => text.split('?').length - 1;
    expect(questionMarks(pdf.pages.join(' '))).toBe(questionMarks(source));
  });

  it('mentions the products where natural, by their real names', () => {
    const text = futureProofStaffingEbook.blocks.flatMap(blockText).join(' ');
    for (const product of Object.values(site.products)) expect(text).toContain(product);
  });
});
