/**
 * Drawing of each block kind on a PdfPage. Blocks flow across pages on their own: headings stay with
 * what follows, a table repeats its header row on every page it spans, a note splits between lines.
 */
import { spansOf, strong, type Block, type Field, type ListStyle, type RichText } from './document';
import {
  baseline,
  BLOCK_GAP,
  BODY,
  CONTENT_WIDTH,
  MARGIN,
  SMALL,
  type PdfPage,
  type TextType,
} from './pdf-page';
import type { FontStyle, Line } from './pdf-text';
import { NOTE_THEME, rgb, THEME } from './theme';

const HEADING: Record<1 | 2 | 3, TextType & { readonly before: number; readonly after: number }> = {
  1: { size: 19, leading: 24, before: 18, after: 8 },
  2: { size: 13.5, leading: 18, before: 14, after: 5 },
  3: { size: 11, leading: 15, before: 10, after: 3 },
};
const headingColor = (page: PdfPage, level: 1 | 2 | 3) =>
  level === 1 ? page.accent : level === 2 ? THEME.text : THEME.muted;
const LIST_INDENT = 18;
const CELL_PAD = { x: 5, y: 4 } as const;
const NOTE_PAD = { x: 10, y: 7, bar: 3 } as const;
const NOTE_TYPE: TextType = { size: 9.5, leading: 14 };

interface GridCell {
  readonly lines: readonly Line[];
  readonly fill?: string;
}

interface GridRow {
  readonly cells: readonly GridCell[];
  readonly minLines: number;
}

export function columnWidths(count: number, relative: readonly number[] | undefined): number[] {
  const weights = relative ?? Array.from({ length: count }, () => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (CONTENT_WIDTH * weight) / total);
}

export function drawParagraph(page: PdfPage, text: RichText): void {
  page.drawLines(page.lines(text, CONTENT_WIDTH, BODY), MARGIN.left, BODY);
  page.y += BLOCK_GAP;
}

/** The height of a heading with the space around it. */
export function headingHeight(page: PdfPage, text: RichText, level: 1 | 2 | 3): number {
  const type = HEADING[level];
  const lines = page.lines(text, CONTENT_WIDTH, type, { bold: true });
  return type.before + lines.length * type.leading + type.after + (level === 1 ? 4 : 0);
}

/** Returns the page the heading landed on, for bookmarks and the contents. */
export function drawHeading(page: PdfPage, text: RichText, level: 1 | 2 | 3): number {
  const type = HEADING[level];
  const lines = page.lines(text, CONTENT_WIDTH, type, { bold: true });
  if (!page.atTop) page.y += type.before;
  // Keep the heading with at least three lines of what follows.
  page.ensure(lines.length * type.leading + type.after + 3 * BODY.leading);
  const landed = page.page;
  page.drawLines(lines, MARGIN.left, type, headingColor(page, level));
  if (level === 1) {
    page.doc.setDrawColor(...rgb(THEME.headerFill));
    page.doc.setLineWidth(1);
    page.doc.line(MARGIN.left, page.y + 2, MARGIN.left + CONTENT_WIDTH, page.y + 2);
    page.y += 4;
  }
  page.y += type.after;
  return landed;
}

function drawMarker(page: PdfPage, style: ListStyle, index: number, y: number): void {
  const x = MARGIN.left + 4;
  if (style === 'bullet') {
    page.doc.setFillColor(...rgb(page.accent));
    page.doc.circle(x + 2, y - BODY.size * 0.3, 1.7, 'F');
  } else if (style === 'checkbox') {
    page.doc.setDrawColor(...rgb(THEME.muted));
    page.doc.setLineWidth(0.8);
    page.doc.rect(x, y - BODY.size * 0.72, 8, 8, 'S');
  } else {
    page.setText(page.accent, 'bold', BODY.size);
    page.doc.text(`${index + 1}.`, MARGIN.left + LIST_INDENT - 5, y, { align: 'right' });
  }
}

export function drawList(page: PdfPage, style: ListStyle, items: readonly RichText[]): void {
  items.forEach((item, index) => {
    const lines = page.lines(item, CONTENT_WIDTH - LIST_INDENT, BODY);
    page.ensure(Math.min(lines.length, 2) * BODY.leading);
    drawMarker(page, style, index, baseline(page.y, BODY));
    page.drawLines(lines, MARGIN.left + LIST_INDENT, BODY);
    page.y += 3;
  });
  page.y += BLOCK_GAP - 3;
}

/**
 * A bordered grid; the header row repeats on every page the grid spans. A row moves to the next page
 * whole when it fits there, and is split between lines only when it is taller than a page.
 */
function drawGrid(
  page: PdfPage,
  widths: readonly number[],
  header: GridRow | undefined,
  rows: readonly GridRow[],
) {
  const type = SMALL;
  const heightOf = (row: GridRow, from = 0) =>
    Math.max(from === 0 ? row.minLines : 1, ...row.cells.map((cell) => cell.lines.length - from)) *
      type.leading +
    2 * CELL_PAD.y;
  const drawRow = (row: GridRow, from: number, count: number, height: number) => {
    let x = MARGIN.left;
    row.cells.forEach((cell, column) => {
      const width = widths[column]!;
      if (cell.fill) {
        page.doc.setFillColor(...rgb(cell.fill));
        page.doc.rect(x, page.y, width, height, 'F');
      }
      page.doc.setDrawColor(...rgb(THEME.border));
      page.doc.setLineWidth(0.6);
      page.doc.rect(x, page.y, width, height, 'S');
      cell.lines.slice(from, from + count).forEach((line, index) => {
        const top = page.y + CELL_PAD.y + index * type.leading;
        page.drawLine(line, x + CELL_PAD.x, baseline(top, type), type.size);
      });
      x += width;
    });
    page.y += height;
  };
  const drawHeader = () => {
    if (header) drawRow(header, 0, Infinity, heightOf(header));
  };
  const headerHeight = header ? heightOf(header) : 0;
  const fullPage = page.bottom - MARGIN.top - headerHeight;
  const first = rows[0];
  page.ensure(headerHeight + Math.min(first ? heightOf(first) : 0, fullPage));
  drawHeader();
  for (const row of rows) {
    const height = heightOf(row);
    if (page.y + height > page.bottom && height <= fullPage) {
      page.newPage();
      drawHeader();
    }
    let from = 0;
    const total = Math.max(...row.cells.map((cell) => cell.lines.length));
    for (;;) {
      const remaining = heightOf(row, from);
      const available = page.bottom - page.y;
      if (remaining <= available) {
        drawRow(row, from, Infinity, remaining);
        break;
      }
      const fit = Math.floor((available - 2 * CELL_PAD.y) / type.leading);
      if (from + fit >= total) {
        // The text fits and only the requested writing space does not: end the box at the margin.
        drawRow(row, from, Infinity, available);
        break;
      }
      if (fit >= 1) {
        drawRow(row, from, fit, fit * type.leading + 2 * CELL_PAD.y);
        from += fit;
      }
      page.newPage();
      drawHeader();
    }
  }
  page.y += BLOCK_GAP + 4;
}

export function drawTable(page: PdfPage, block: Extract<Block, { kind: 'table' }>): void {
  const widths = columnWidths(block.header.length, block.widths);
  const cellLines = (text: RichText, column: number, bold = false) =>
    page.lines(text, widths[column]! - 2 * CELL_PAD.x, SMALL, { bold });
  const header: GridRow = {
    cells: block.header.map((label, column) => ({
      lines: cellLines(label, column, true),
      fill: THEME.headerFill,
    })),
    minLines: 1,
  };
  const rows = block.rows.map((row) => ({
    cells: row.map((text, column) => ({ lines: cellLines(text, column) })),
    minLines: block.minRowLines ?? 1,
  }));
  drawGrid(page, widths, header, rows);
}

export function drawFields(page: PdfPage, items: readonly Field[]): void {
  const widths = columnWidths(2, [3, 7]);
  const rows = items.map((item) => ({
    cells: [
      {
        lines: page.lines(item.label, widths[0]! - 2 * CELL_PAD.x, SMALL, { bold: true }),
        fill: THEME.labelFill,
      },
      { lines: page.lines(item.value ?? '', widths[1]! - 2 * CELL_PAD.x, SMALL) },
    ],
    minLines: item.lines ?? 1,
  }));
  drawGrid(page, widths, undefined, rows);
}

/** A tinted box with a colored bar; split across pages between lines when it must be. */
export function drawNote(page: PdfPage, block: Extract<Block, { kind: 'note' }>): void {
  const theme = NOTE_THEME[block.tone];
  const text: RichText = [strong(`${block.title ?? theme.label}: `), ...spansOf(block.text)];
  const lines = page.lines(text, CONTENT_WIDTH - NOTE_PAD.bar - 2 * NOTE_PAD.x, NOTE_TYPE, {
    italic: block.tone === 'guidance',
  });
  page.y += 2;
  let from = 0;
  while (from < lines.length) {
    const fit = Math.floor((page.bottom - page.y - 2 * NOTE_PAD.y) / NOTE_TYPE.leading);
    const count = Math.min(fit, lines.length - from);
    // Start on a new page rather than leave one line of a note behind.
    if (count < Math.min(2, lines.length - from) && !page.atTop) {
      page.newPage();
      continue;
    }
    const height = count * NOTE_TYPE.leading + 2 * NOTE_PAD.y;
    page.doc.setFillColor(...rgb(theme.background));
    page.doc.rect(MARGIN.left, page.y, CONTENT_WIDTH, height, 'F');
    page.doc.setFillColor(...rgb(theme.bar));
    page.doc.rect(MARGIN.left, page.y, NOTE_PAD.bar, height, 'F');
    lines.slice(from, from + count).forEach((line, index) => {
      const top = page.y + NOTE_PAD.y + index * NOTE_TYPE.leading;
      page.drawLine(line, MARGIN.left + NOTE_PAD.bar + NOTE_PAD.x, baseline(top, NOTE_TYPE), NOTE_TYPE.size);
    });
    page.y += height;
    from += count;
    if (from < lines.length) page.newPage();
  }
  page.y += BLOCK_GAP + 4;
}

export interface ContentsEntry {
  readonly text: RichText;
  readonly level: 1 | 2;
  /** Unknown on the first layout pass. */
  readonly page: number | undefined;
}

/** One line per entry, with a dot leader to the page number; each line links to its page. */
export function drawContents(page: PdfPage, title: string, entries: readonly ContentsEntry[]): void {
  drawHeading(page, title, 2);
  entries.forEach((entry, index) => {
    // A placeholder as wide as a two-digit number, so both passes lay out alike.
    const number = entry.page === undefined ? '00' : String(entry.page);
    const font: FontStyle = entry.level === 1 ? 'bold' : 'normal';
    const indent = entry.level === 1 ? 0 : 16;
    const numberWidth = page.measurer(BODY.size)(number, font);
    const [line] = page.lines(entry.text, CONTENT_WIDTH - indent - numberWidth - 24, BODY, {
      bold: entry.level === 1,
    });
    page.ensure(BODY.leading + (entry.level === 1 ? 4 : 0));
    if (entry.level === 1 && index > 0) page.y += 4;
    const y = baseline(page.y, BODY);
    if (line) page.drawLine(line, MARGIN.left + indent, y, BODY.size);
    const leaderEnd = MARGIN.left + CONTENT_WIDTH - numberWidth - 6;
    page.doc.setFillColor(...rgb(THEME.border));
    for (let x = MARGIN.left + indent + (line?.width ?? 0) + 6; x < leaderEnd; x += 4) {
      page.doc.circle(x, y - 1, 0.5, 'F');
    }
    page.setText(THEME.text, font, BODY.size);
    page.doc.text(number, MARGIN.left + CONTENT_WIDTH, y, { align: 'right' });
    if (entry.page !== undefined) {
      page.doc.link(MARGIN.left, page.y, CONTENT_WIDTH, BODY.leading, { pageNumber: entry.page });
    }
    page.y += BODY.leading;
  });
  page.y += BLOCK_GAP;
}

/** Room to sign in, and the length of a line to sign on. */
const SIGNING_SPACE = 36;
const SIGNING_LINE = 216;

/** The height a signature block needs on its page, without the space after it. */
export function signatureHeight(page: PdfPage, block: Extract<Block, { kind: 'signature' }>): number {
  const closing = block.closing ? page.lines(block.closing, CONTENT_WIDTH, BODY) : [];
  const lines = block.lines.map((text) => page.lines(text, CONTENT_WIDTH, BODY));
  return (closing.length + lines.reduce((sum, text) => sum + text.length, 0)) * BODY.leading + SIGNING_SPACE;
}

/** The height of a paragraph, with the space after it. */
export function paragraphHeight(page: PdfPage, text: RichText): number {
  return page.lines(text, CONTENT_WIDTH, BODY).length * BODY.leading + BLOCK_GAP;
}

/** Closing, room to sign, then the signer's lines: moved to the next page whole rather than split. */
export function drawSignature(page: PdfPage, block: Extract<Block, { kind: 'signature' }>): void {
  const closing = block.closing ? page.lines(block.closing, CONTENT_WIDTH, BODY) : [];
  const lines = block.lines.map((text) => page.lines(text, CONTENT_WIDTH, BODY));
  page.ensure(signatureHeight(page, block));
  page.drawLines(closing, MARGIN.left, BODY);
  page.y += SIGNING_SPACE;
  if (block.signLine) {
    page.doc.setDrawColor(...rgb(THEME.text));
    page.doc.setLineWidth(0.7);
    page.doc.line(MARGIN.left, page.y, MARGIN.left + SIGNING_LINE, page.y);
    page.y += 3;
  }
  for (const text of lines) page.drawLines(text, MARGIN.left, BODY);
  page.y += BLOCK_GAP + 4;
}

type SignatureBlock = Extract<Block, { kind: 'signature' }>;

/** A bare line to sign on (a name or "Date" under it), which can share its row with another. */
export function isSignLine(block: Block | undefined): block is SignatureBlock {
  return block?.kind === 'signature' && block.signLine === true && !block.closing;
}

/**
 * Two lines to sign on side by side, as paper forms set a signature and its date: stacked, each
 * pair costs a page a quarter of its height, enough to push a one-page timesheet onto a second.
 */
export function drawSignLinePair(page: PdfPage, left: SignatureBlock, right: SignatureBlock): void {
  const gap = CONTENT_WIDTH - 2 * SIGNING_LINE;
  const columns = [left, right].map((block, index) => ({
    x: MARGIN.left + index * (SIGNING_LINE + gap),
    lines: block.lines.flatMap((text) => page.lines(text, SIGNING_LINE, BODY)),
  }));
  const tallest = Math.max(...columns.map((column) => column.lines.length));
  page.ensure(SIGNING_SPACE + 3 + tallest * BODY.leading);
  page.y += SIGNING_SPACE;
  page.doc.setDrawColor(...rgb(THEME.text));
  page.doc.setLineWidth(0.7);
  for (const { x, lines } of columns) {
    page.doc.line(x, page.y, x + SIGNING_LINE, page.y);
    lines.forEach((line, index) =>
      page.drawLine(line, x, baseline(page.y + 3 + index * BODY.leading, BODY), BODY.size),
    );
  }
  page.y += 3 + tallest * BODY.leading + BLOCK_GAP + 4;
}
