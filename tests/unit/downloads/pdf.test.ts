// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, strong, type Block, type DocumentModel } from '../../../lib/downloads/document';
import { renderPdf } from '../../../lib/downloads/pdf';
import { readPdf } from './inspect';

const sentence = 'Every placement starts with a clear intake call and ends with a candidate who stays. ';
const longParagraph = `${sentence.repeat(120)}The very last sentence of the long paragraph.`;

const model: DocumentModel = {
  title: 'Rendering test',
  subtitle: 'Small model, every block',
  author: 'Quotient',
  description: 'Checks the PDF renderer.',
  keywords: ['test'],
  updated: '2026-03-15',
  blocks: [
    { kind: 'heading', level: 1, text: ['Hello ', fill('Client name')] },
    { kind: 'paragraph', text: ['Opening with ', strong('bold'), ' text, “quotes” and an em dash — here.'] },
    {
      kind: 'table',
      header: ['Metric', 'Formula', 'Why it matters'],
      widths: [1, 2, 2],
      rows: [
        ['Fill rate', 'Orders filled ÷ orders received × 100', 'Demand you win'],
        ['Time-to-submit', 'Order received to first qualified submittal', 'Speed'],
      ],
    },
    { kind: 'list', style: 'numbered', items: ['First step', 'Second step'] },
    { kind: 'list', style: 'checkbox', items: ['Check → done'] },
    { kind: 'fields', items: [{ label: 'Signed', lines: 2 }] },
    { kind: 'note', tone: 'tip', text: 'A tip in a box.' },
    { kind: 'heading', level: 2, text: 'A long section' },
    { kind: 'paragraph', text: longParagraph },
    { kind: 'heading', level: 1, text: 'Closing chapter' },
    { kind: 'paragraph', text: 'The end.' },
  ],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('renderPdf', () => {
  it('writes a PDF with title, author and a fixed creation date in its information', async () => {
    const bytes = await renderPdf(model);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { info } = readPdf(bytes);
    expect(info).toMatchObject({
      Title: 'Rendering test',
      Author: 'Quotient',
      Subject: 'Checks the PDF renderer.',
      Keywords: 'test',
      CreationDate: "D:20260315000000+00'00'",
    });
  });

  it('wraps a long paragraph onto further pages and numbers every page in the footer', async () => {
    const { pages, pageObjects } = readPdf(await renderPdf(model));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pageObjects).toBe(pages.length);
    pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(text).toContain('Quotient');
    });
    // No line of body text ran off the page: every sentence made it, and the last one is late on.
    const all = pages.join(' ');
    expect(all.match(/\bEvery\b/g)).toHaveLength(120);
    expect(all.match(/\bstays\./g)).toHaveLength(120);
    expect(pages.findIndex((text) => text.includes('The very last sentence'))).toBeGreaterThanOrEqual(1);
  });

  it('draws the title block, the table with its header, lists, fields and notes as text', async () => {
    const [first] = readPdf(await renderPdf(model)).pages;
    for (const expected of [
      'Rendering test',
      'Small model, every block',
      'Quotient · Updated March 2026',
      'Hello [Client name]',
      'Metric Formula Why it matters',
      'Fill rate Orders filled ÷ orders received × 100 Demand you win',
      '“quotes” and an em dash — here.',
      '1. First step 2. Second step',
      // Helvetica has no arrow; it is spelled out rather than garbling the line.
      'Check -> done',
      'Signed',
      'Tip: A tip in a box.',
    ]) {
      expect(first).toContain(expected);
    }
  });

  it('bookmarks level-1 headings with their level-2 headings nested inside', async () => {
    const { outline } = readPdf(await renderPdf(model));
    expect(outline).toEqual([
      { title: 'Hello [Client name]', depth: 0 },
      { title: 'A long section', depth: 1 },
      { title: 'Closing chapter', depth: 0 },
    ]);
  });

  it('opens with a title page when the model has a cover, without a footer on it', async () => {
    const { pages } = readPdf(
      await renderPdf({ ...model, cover: { eyebrow: 'E-book', blurb: 'A short blurb.' } }),
    );
    expect(pages[0]).toContain('E-BOOK');
    expect(pages[0]).toContain('A short blurb.');
    expect(pages[0]).not.toContain('Page 1 of');
    expect(pages[1]).toContain(`Page 2 of ${pages.length}`);
    expect(pages[1]).toContain('Hello [Client name]');
  });

  it('prints the page each heading landed on in the contents', async () => {
    const filler: Block[] = Array.from({ length: 5 }, (_, index) => [
      { kind: 'pageBreak' } satisfies Block,
      { kind: 'heading', level: 1, text: `Chapter ${index + 1}` } satisfies Block,
      { kind: 'paragraph', text: sentence.repeat(index * 25 + 1) } satisfies Block,
    ]).flat();
    const { pages } = readPdf(
      await renderPdf({ ...model, blocks: [{ kind: 'contents', title: 'Contents' }, ...filler] }),
    );
    const contents = pages[0]!;
    const chapterPages = [1, 2, 3, 4, 5].map(
      (chapter) => pages.findIndex((text, index) => index > 0 && text.includes(`Chapter ${chapter} `)) + 1,
    );
    // Later chapters run over several pages, so the numbers are not simply consecutive.
    expect(chapterPages[4]! - chapterPages[3]!).toBeGreaterThanOrEqual(2);
    chapterPages.forEach((page, index) => {
      expect(page).toBeGreaterThan(1);
      expect(contents).toMatch(new RegExp(`Chapter ${index + 1} ${page}\\b`));
    });
  });

  it('gives the same bytes whenever it runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:11:12Z'));
    const first = await renderPdf(model);
    vi.setSystemTime(new Date('2031-06-30T23:59:58Z'));
    const second = await renderPdf(model);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('refuses an invalid model', async () => {
    await expect(renderPdf({ ...model, updated: 'soon' })).rejects.toThrow(/not a YYYY-MM-DD date/);
  });
});
