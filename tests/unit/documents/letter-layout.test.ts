// @vitest-environment node
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { strong, type DocumentModel } from '@/lib/downloads/document';
import { renderDocx } from '@/lib/downloads/docx';
import { renderPdf } from '@/lib/downloads/pdf';
import { readPdf, zipText } from '../downloads/inspect';
import { build } from './helpers';

/** The letter layout the generators add to the shared renderers: no brand, a letterhead, a sign-off. */
const short: DocumentModel = {
  layout: 'letter',
  title: 'Short letter',
  author: 'Acme Corp.',
  description: 'A one-page letter.',
  updated: '2026-11-23',
  letterhead: { name: 'Acme Corp.', lines: ['1 Main Street', 'Springfield, IL 62701'] },
  blocks: [
    { kind: 'paragraph', text: 'Jane Doe\n1234 Elm Street\nOakland, CA 94612' },
    { kind: 'paragraph', text: 'Dear Jane,' },
    { kind: 'list', style: 'bullet', items: ['A benefit'] },
    { kind: 'signature', closing: 'Sincerely,', lines: [strong('Ann Lee'), 'Chief Executive Officer'] },
    { kind: 'signature', lines: ['Jane Doe'], signLine: true },
  ],
};

describe('the letter layout in Word', () => {
  it('opens with the letterhead, keeps address lines as line breaks and signs off', async () => {
    const bytes = await renderDocx(short);
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    expect(text.startsWith('Acme Corp.\n\n1 Main Street\n\nSpringfield, IL 62701')).toBe(true);
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(html).toContain('<p>Jane Doe<br />1234 Elm Street<br />Oakland, CA 94612</p>');
    expect(text).toContain('Sincerely,\n\nAnn Lee\n\nChief Executive Officer');
    expect(text).not.toContain('Quotient');
    expect(text).not.toContain('Updated');

    const document = zipText(bytes, 'word/document.xml');
    expect(document).toContain('<w:titlePg/>');
    expect(document).toContain('<w:pStyle w:val="LetterheadName"/>');
    // The signing line is a top border on the name under it.
    expect(document).toMatch(/<w:pBdr><w:top w:val="single"[^>]*\/><\/w:pBdr>.*?Jane Doe/);
    const styles = zipText(bytes, 'word/styles.xml');
    expect(styles).toContain('w:styleId="LetterheadName"');
  });

  it('puts page numbers only on the pages after the first', async () => {
    const bytes = await renderDocx(short);
    const footers = ['word/footer1.xml', 'word/footer2.xml'].map((name) => zipText(bytes, name));
    expect(footers.filter((xml) => xml.includes('PAGE'))).toHaveLength(1);
    expect(footers.join('')).not.toContain('Short letter');
  });

  it('keeps the brand and title block for ordinary documents', async () => {
    const plain: DocumentModel = { ...short, layout: undefined, letterhead: undefined };
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await renderDocx(plain)) });
    expect(value).toContain('Short letter');
    expect(value).toContain('Acme Corp. · Updated November 2026');
  });
});

describe('the letter layout in PDF', () => {
  it('draws the letterhead and no page number on a one-page letter', async () => {
    const pdf = readPdf(await renderPdf(short));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toMatch(/^Acme Corp\. 1 Main Street Springfield, IL 62701 Jane Doe 1234 Elm Street/);
    expect(pdf.pages[0]).toContain('Sincerely, Ann Lee Chief Executive Officer Jane Doe');
    expect(pdf.pages[0]).not.toContain('Page 1');
    expect(pdf.info.Author).toBe('Acme Corp.');
  });

  it('numbers the pages from the second on in a longer letter', async () => {
    const { model } = await build('offer-letter-generator');
    const pdf = readPdf(await renderPdf(model));
    expect(pdf.pages.length).toBeGreaterThan(1);
    expect(pdf.pages[0]).not.toMatch(/Page \d of/);
    expect(pdf.pages[1]).toContain(`Page 2 of ${pdf.pages.length}`);
    expect(pdf.pages.join(' ')).toContain('Offer of employment: Senior Data Analyst');
    expect(pdf.pages.join(' ')).not.toContain('Quotient');
  });
});
