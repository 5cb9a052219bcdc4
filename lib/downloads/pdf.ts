/**
 * Renders a DocumentModel to PDF with jsPDF: US Letter, the standard Helvetica fonts (no font files to
 * ship, so the text is real, searchable and small), a title page when the model has a cover, "Page N
 * of M" footers, bookmarks for level-1 and level-2 headings and the document properties.
 *
 * A `contents` block needs the page of every heading before those pages exist, so the layout runs
 * twice: the first pass records where headings land, the second prints those numbers. A contents
 * entry is one line whatever its page number, so both passes paginate the same way.
 *
 * Rendering is reproducible: the creation date comes from `updated` and the file ID from the content.
 */
import { formatMonthYear } from '@/lib/kit/date-format';
import type { jsPDF } from 'jspdf';
import { assertValidDocument, plainText, updatedDate, type Block, type DocumentModel } from './document';
import {
  drawContents,
  drawFields,
  drawHeading,
  headingHeight,
  drawList,
  drawNote,
  drawParagraph,
  drawSignature,
  drawSignLinePair,
  isSignLine,
  paragraphHeight,
  signatureHeight,
  drawTable,
  type ContentsEntry,
} from './pdf-blocks';
import { BODY, CONTENT_WIDTH, MARGIN, PAGE, PdfPage, SMALL, type TextType } from './pdf-page';
import { toWinAnsi } from './pdf-text';
import { rgb, THEME } from './theme';

const FOOTER_BASELINE = PAGE.height - 40;
const HEADER_BASELINE = 42;

interface HeadingPosition {
  /** Index of the heading block in the model. */
  readonly block: number;
  readonly text: string;
  readonly level: 1 | 2 | 3;
  readonly page: number;
}

function monthYear(model: DocumentModel): string {
  return formatMonthYear(updatedDate(model));
}

/** Page 1 of a document with a cover: brand, eyebrow, title, subtitle, blurb. */
function drawCover(page: PdfPage, model: DocumentModel, cover: NonNullable<DocumentModel['cover']>): void {
  const { doc } = page;
  const x = MARGIN.left;
  doc.setFillColor(...rgb(THEME.brand));
  doc.rect(0, 0, PAGE.width, 10, 'F');
  page.setText(THEME.brand, 'bold', 20);
  doc.text(toWinAnsi(model.author), x, 96);
  page.y = 250;
  page.setText(THEME.brand, 'bold', 10);
  doc.text(toWinAnsi(cover.eyebrow.toUpperCase()), x, page.y, { charSpace: 1.2 });
  page.y += 16;
  const title: TextType = { size: 32, leading: 38 };
  page.drawLines(page.lines(model.title, CONTENT_WIDTH, title, { bold: true }), x, title);
  if (model.subtitle) {
    const subtitle: TextType = { size: 14, leading: 20 };
    page.y += 10;
    page.drawLines(page.lines(model.subtitle, CONTENT_WIDTH, subtitle), x, subtitle, THEME.muted);
  }
  doc.setFillColor(...rgb(THEME.brand));
  doc.rect(x, page.y + 18, 56, 4, 'F');
  page.y += 44;
  if (cover.blurb) page.drawLines(page.lines(cover.blurb, CONTENT_WIDTH * 0.85, BODY), x, BODY);
  page.setText(THEME.muted, 'normal', 9);
  doc.text(toWinAnsi(`${model.author} · Updated ${monthYear(model)}`), x, PAGE.height - MARGIN.bottom);
  page.newPage();
}

/** Without a cover, the document opens with its title at the top of page 1. */
function drawTitleBlock(page: PdfPage, model: DocumentModel): void {
  const title: TextType = { size: 24, leading: 30 };
  page.drawLines(page.lines(model.title, CONTENT_WIDTH, title, { bold: true }), MARGIN.left, title);
  if (model.subtitle) {
    const subtitle: TextType = { size: 12.5, leading: 18 };
    page.y += 2;
    page.drawLines(page.lines(model.subtitle, CONTENT_WIDTH, subtitle), MARGIN.left, subtitle, THEME.muted);
  }
  page.y += 4;
  const meta = page.lines(`${model.author} · Updated ${monthYear(model)}`, CONTENT_WIDTH, SMALL);
  page.drawLines(meta, MARGIN.left, SMALL, THEME.muted);
  page.doc.setDrawColor(...rgb(THEME.brand));
  page.doc.setLineWidth(1.2);
  page.doc.line(MARGIN.left, page.y + 4, MARGIN.left + CONTENT_WIDTH, page.y + 4);
  page.y += 20;
}

/** A letter opens with the sender's letterhead: name, address lines, a rule. */
function drawLetterhead(page: PdfPage, letterhead: NonNullable<DocumentModel['letterhead']>): void {
  const name: TextType = { size: 15, leading: 19 };
  page.drawLines(page.lines(letterhead.name, CONTENT_WIDTH, name, { bold: true }), MARGIN.left, name);
  page.y += 2;
  for (const line of letterhead.lines ?? []) {
    page.drawLines(page.lines(line, CONTENT_WIDTH, SMALL), MARGIN.left, SMALL, THEME.muted);
  }
  page.doc.setDrawColor(...rgb(THEME.border));
  page.doc.setLineWidth(0.8);
  page.doc.line(MARGIN.left, page.y + 5, MARGIN.left + CONTENT_WIDTH, page.y + 5);
  page.y += 26;
}

/** Lays out every block; `known` holds where headings landed on the previous pass (empty on the first). */
function layout(model: DocumentModel, known: readonly HeadingPosition[]) {
  const letter = model.layout === 'letter';
  const page = new PdfPage(letter ? THEME.text : THEME.brand);
  const headings: HeadingPosition[] = [];
  if (letter) {
    if (model.letterhead) drawLetterhead(page, model.letterhead);
  } else if (model.cover) drawCover(page, model, model.cover);
  else drawTitleBlock(page, model);
  const contentsEntries = (after: number): ContentsEntry[] =>
    model.blocks.flatMap((block, index) =>
      block.kind === 'heading' && (block.level === 1 || block.level === 2) && index > after
        ? [
            {
              text: block.text,
              level: block.level,
              page: known.find((heading) => heading.block === index)?.page,
            },
          ]
        : [],
    );
  const draw = (block: Block, index: number): void => {
    switch (block.kind) {
      case 'heading': {
        const landed = drawHeading(page, block.text, block.level);
        headings.push({ block: index, text: plainText(block.text), level: block.level, page: landed });
        return;
      }
      case 'paragraph':
        return drawParagraph(page, block.text);
      case 'list':
        return drawList(page, block.style, block.items);
      case 'table':
        return drawTable(page, block);
      case 'fields':
        return drawFields(page, block.items);
      case 'note':
        return drawNote(page, block);
      case 'contents':
        return drawContents(page, block.title, contentsEntries(index));
      case 'signature':
        return drawSignature(page, block);
      case 'pageBreak':
        if (!page.atTop) page.newPage();
        return;
    }
  };
  // A signature never starts a page alone: the paragraph before it (the last words of the letter, the
  // statement being acknowledged) moves to the next page with it, and so does a heading over them.
  const keptHeight = (index: number): number => {
    const [block, next, after] = model.blocks.slice(index, index + 3);
    if (block?.kind === 'paragraph' && next?.kind === 'signature')
      return paragraphHeight(page, block.text) + signatureHeight(page, next);
    if (block?.kind === 'heading' && next?.kind === 'paragraph' && after?.kind === 'signature')
      return headingHeight(page, block.text, block.level) + keptHeight(index + 1);
    return 0;
  };
  for (let index = 0; index < model.blocks.length; index += 1) {
    const block = model.blocks[index]!;
    const next = model.blocks[index + 1];
    const kept = keptHeight(index);
    if (kept) page.ensure(kept);
    if (isSignLine(block) && isSignLine(next)) {
      drawSignLinePair(page, block, next);
      index += 1;
    } else draw(block, index);
  }
  return { page, headings };
}

/** Running header and "Page N of M" footer on every page but the cover; needs the final page count. */
function drawPageFurniture(page: PdfPage, model: DocumentModel): void {
  const total = page.page;
  if (model.layout === 'letter') {
    // A letter carries no brand; from page 2 on, the page number tells the pages apart.
    for (let number = 2; number <= total; number += 1) {
      page.doc.setPage(number);
      page.setText(THEME.muted, 'normal', 8);
      page.doc.text(`Page ${number} of ${total}`, PAGE.width - MARGIN.right, FOOTER_BASELINE, {
        align: 'right',
      });
    }
    return;
  }
  for (let number = model.cover ? 2 : 1; number <= total; number += 1) {
    page.doc.setPage(number);
    page.setText(THEME.brand, 'bold', 8.5);
    page.doc.text(toWinAnsi(model.author), PAGE.width - MARGIN.right, HEADER_BASELINE, { align: 'right' });
    page.setText(THEME.muted, 'normal', 8);
    page.doc.text(toWinAnsi(model.title), MARGIN.left, FOOTER_BASELINE);
    page.doc.text(`Page ${number} of ${total}`, PAGE.width - MARGIN.right, FOOTER_BASELINE, {
      align: 'right',
    });
  }
}

function addBookmarks(doc: jsPDF, headings: readonly HeadingPosition[]): void {
  let chapter: ReturnType<jsPDF['outline']['add']> | null = null;
  for (const heading of headings) {
    const title = toWinAnsi(heading.text);
    if (heading.level === 1) chapter = doc.outline.add(null, title, { pageNumber: heading.page });
    else if (heading.level === 2) doc.outline.add(chapter, title, { pageNumber: heading.page });
  }
}

/** A stable 32-hex-digit file ID from the content (FNV-1a, four lanes); jsPDF would pick a random one. */
function contentId(model: DocumentModel): string {
  const source = JSON.stringify(model);
  return [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]
    .map((seed) => {
      let hash = seed >>> 0;
      for (let index = 0; index < source.length; index += 1) {
        hash = Math.imul(hash ^ source.charCodeAt(index), 0x01000193) >>> 0;
      }
      return hash.toString(16).padStart(8, '0');
    })
    .join('')
    .toUpperCase();
}

function setProperties(doc: jsPDF, model: DocumentModel): void {
  doc.setDocumentProperties({
    title: model.title,
    subject: model.description,
    author: model.author,
    creator: model.author,
    keywords: model.keywords?.join(', '),
  });
  // A string, not a Date: jsPDF would write a Date in the machine's time zone.
  doc.setCreationDate(`D:${model.updated.replace(/-/g, '')}000000+00'00'`);
  doc.setFileId(contentId(model));
  doc.setLanguage('en-US');
  doc.viewerPreferences({ DisplayDocTitle: true });
}

const samePages = (a: readonly HeadingPosition[], b: readonly HeadingPosition[]) =>
  a.length === b.length && a.every((heading, index) => heading.page === b[index]?.page);

export async function renderPdf(model: DocumentModel): Promise<Uint8Array> {
  assertValidDocument(model);
  let result = layout(model, []);
  if (model.blocks.some((block) => block.kind === 'contents')) {
    for (let pass = 0; pass < 3; pass += 1) {
      const next = layout(model, result.headings);
      const settled = samePages(next.headings, result.headings);
      result = next;
      if (settled) break;
    }
  }
  drawPageFurniture(result.page, model);
  addBookmarks(result.page.doc, result.headings);
  setProperties(result.page.doc, model);
  return new Uint8Array(result.page.doc.output('arraybuffer'));
}
