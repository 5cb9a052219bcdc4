// @vitest-environment node
import mammoth from 'mammoth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, link, strong, type DocumentModel } from '../../../lib/downloads/document';
import { renderDocx } from '../../../lib/downloads/docx';
import { withZipEntryDates } from '../../../lib/downloads/zip-dates';
import { readZip, zipText } from './inspect';

const model: DocumentModel = {
  title: 'Offer letter',
  subtitle: 'For a test',
  author: 'Quotient',
  description: 'A small document that uses every block.',
  keywords: ['offer', 'letter'],
  updated: '2026-03-15',
  blocks: [
    { kind: 'heading', level: 1, text: ['Welcome, ', fill('Candidate name')] },
    { kind: 'heading', level: 2, text: 'Your role' },
    { kind: 'heading', level: 3, text: 'Details' },
    {
      kind: 'paragraph',
      text: [
        'We are ',
        strong('delighted'),
        ' to offer you the role; see ',
        link('the handbook', 'https://example.com/h?a="b"'),
        '.',
      ],
    },
    { kind: 'list', style: 'bullet', items: ['Bullet one', 'Bullet two'] },
    { kind: 'list', style: 'numbered', items: ['Step one', 'Step two'] },
    { kind: 'list', style: 'numbered', items: ['Again one'] },
    { kind: 'paragraph', text: 'Between lists.' },
    { kind: 'list', style: 'numbered', items: ['Third list'] },
    { kind: 'list', style: 'checkbox', items: ['Sign and return'] },
    {
      kind: 'table',
      header: ['Item', 'Amount', 'Notes'],
      widths: [2, 1, 3],
      rows: [
        ['Base salary', fill('$amount'), 'Paid twice a month'],
        ['Bonus', '10%', 'Annual'],
      ],
      minRowLines: 2,
    },
    {
      kind: 'fields',
      items: [
        { label: 'Start date', value: fill('MM/DD/YYYY') },
        { label: 'Signature', lines: 3 },
      ],
    },
    { kind: 'note', tone: 'guidance', text: 'Delete this note before sending.' },
    { kind: 'note', tone: 'important', title: 'Deadline', text: 'Reply within five days.' },
    { kind: 'contents', title: 'In this letter' },
    { kind: 'heading', level: 1, text: 'Next steps' },
    { kind: 'pageBreak' },
    { kind: 'paragraph', text: 'Last page.' },
  ],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('renderDocx', () => {
  it('writes a zip that Word-compatible readers open, with headings, lists, tables and placeholders', async () => {
    const bytes = await renderDocx(model);
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });

    expect(html).toContain('<h1>Welcome, [Candidate name]</h1>');
    expect(html).toContain('<h2>Your role</h2>');
    expect(html).toContain('<h3>Details</h3>');
    expect(html).toContain('<strong>delighted</strong>');
    expect(html).toContain('<a href="https://example.com/h?a=%22b%22">the handbook</a>');
    expect(html).toContain('<ul><li>Bullet one</li><li>Bullet two</li></ul>');
    expect(html).toContain('<ol><li>Third list</li></ol>');

    const header = /<thead><tr>(.*?)<\/tr><\/thead>/.exec(html)?.[1] ?? '';
    expect(header.match(/<th>/g)).toHaveLength(3);
    expect(header).toContain('Notes');
    expect(html).toMatch(
      /<td><p>Base salary<\/p><\/td><td><p>\[\$amount\]<\/p><\/td><td><p>Paid twice a month<\/p><\/td>/,
    );
    expect(html).toMatch(/<td><p><strong>Start date<\/strong><\/p><\/td><td><p>\[MM\/DD\/YYYY\]<\/p><\/td>/);
    expect(html).toContain('<strong>Guidance: </strong>Delete this note before sending.');
    expect(html).toContain('<strong>Deadline: </strong>Reply within five days.');
    // The contents block lists the level-1 headings that follow it.
    expect(html).toMatch(/In this letter<\/p><p><strong>Next steps<\/strong><\/p>/);
  });

  it('uses real Word heading styles with outline levels, and a Placeholder character style', async () => {
    const bytes = await renderDocx(model);
    const styles = zipText(bytes, 'word/styles.xml');
    for (const [level, outline] of [
      [1, 0],
      [2, 1],
      [3, 2],
    ]) {
      const style =
        new RegExp(`<w:style [^>]*w:styleId="Heading${level}">.*?</w:style>`).exec(styles)?.[0] ?? '';
      expect(style).toContain(`<w:name w:val="Heading ${level}"/>`);
      expect(style).toContain(`<w:outlineLvl w:val="${outline}"/>`);
    }
    expect(styles).toMatch(/w:type="character" w:styleId="Placeholder"/);
    expect(styles).toContain('w:ascii="Calibri"');

    const document = zipText(bytes, 'word/document.xml');
    // Each numbered list is its own numbering instance starting at 1 (mammoth merges adjacent lists,
    // so this is checked in the XML): items of one list share an id, the next list has another.
    const numbering = zipText(bytes, 'word/numbering.xml');
    const numIds = [
      ...document.matchAll(
        /<w:numId w:val="(\d+)"\/><\/w:numPr><\/w:pPr><w:r><w:t xml:space="preserve">(Step one|Step two|Again one|Third list)</g,
      ),
    ];
    const idOf = (text: string) => numIds.find((match) => match[2] === text)?.[1];
    expect(idOf('Step one')).toBeDefined();
    expect(idOf('Step two')).toBe(idOf('Step one'));
    expect(new Set([idOf('Step one'), idOf('Again one'), idOf('Third list')]).size).toBe(3);
    for (const id of [idOf('Again one'), idOf('Third list')]) {
      expect(numbering).toMatch(new RegExp(`<w:num w:numId="${id}">.*?<w:startOverride w:val="1"/>`));
    }

    expect(document).toContain(
      '<w:rStyle w:val="Placeholder"/></w:rPr><w:t xml:space="preserve">[Candidate name]</w:t>',
    );
    expect(document).toContain('<w:tblHeader/>');
    expect(document).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    expect(document.match(/<w:tcBorders>|<w:tblBorders>/g)?.length).toBeGreaterThan(0);
  });

  it('writes the title, creator and fixed dates into the document properties', async () => {
    const core = zipText(await renderDocx(model), 'docProps/core.xml');
    expect(core).toContain('<dc:title>Offer letter</dc:title>');
    expect(core).toContain('<dc:creator>Quotient</dc:creator>');
    expect(core).toContain('<cp:lastModifiedBy>Quotient</cp:lastModifiedBy>');
    expect(core).toContain('<cp:keywords>offer, letter</cp:keywords>');
    expect(core).toContain(
      '<dcterms:created xsi:type="dcterms:W3CDTF">2026-03-15T00:00:00Z</dcterms:created>',
    );
    expect(core).toContain(
      '<dcterms:modified xsi:type="dcterms:W3CDTF">2026-03-15T00:00:00Z</dcterms:modified>',
    );
  });

  it('escapes markup in property values', async () => {
    const core = zipText(await renderDocx({ ...model, title: 'Pay & <perks>' }), 'docProps/core.xml');
    expect(core).toContain('<dc:title>Pay &amp; &lt;perks&gt;</dc:title>');
  });

  it('gives the same bytes whenever it runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:11:12Z'));
    const first = await renderDocx(model);
    vi.setSystemTime(new Date('2031-06-30T23:59:58Z'));
    const second = await renderDocx(model);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('refuses an invalid model', async () => {
    await expect(
      renderDocx({ ...model, blocks: [{ kind: 'table', header: ['A', 'B'], rows: [['only one']] }] }),
    ).rejects.toThrow(/row 1 has 1 cells, the header has 2/);
  });
});

describe('withZipEntryDates', () => {
  it('stamps every entry, in both headers, with the given UTC date', async () => {
    const zip = await renderDocx(model);
    const restamped = withZipEntryDates(zip, new Date('2024-07-09T13:45:30Z'));
    const time = (13 << 11) | (45 << 5) | 15;
    const date = ((2024 - 1980) << 9) | (7 << 5) | 9;
    const entries = readZip(restamped);
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) {
      expect(entry.centralStamp).toEqual([time, date]);
      expect(entry.localStamp).toEqual([time, date]);
    }
    // Contents (and so their CRCs) are untouched: the file still opens.
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(restamped) });
    expect(value).toContain('Base salary');
  });

  it('leaves its input untouched', async () => {
    const zip = await renderDocx(model);
    const before = Buffer.from(zip);
    const restamped = withZipEntryDates(zip, new Date('2000-01-01T00:00:00Z'));
    expect(Buffer.from(zip).equals(before)).toBe(true);
    expect(Buffer.from(restamped).equals(before)).toBe(false);
  });

  it('rejects what is not a zip', () => {
    expect(() => withZipEntryDates(new Uint8Array(40), new Date())).toThrow(/not a zip/);
  });
});
