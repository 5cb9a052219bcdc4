/**
 * The page primitives of the PDF renderer: US Letter with 1-inch margins, a cursor that moves down
 * the current page and starts a new one when content does not fit, and drawing of laid-out lines
 * (placeholders highlighted, links underlined and clickable). Everything else draws through this.
 */
import { jsPDF } from 'jspdf';
import type { RichText } from './document';
import { layoutLines, type FontStyle, type Line, type Measure } from './pdf-text';
import { rgb, THEME } from './theme';

/** Points. */
export const PAGE = { width: 612, height: 792 } as const;
export const MARGIN = { top: 72, bottom: 72, left: 72, right: 72 } as const;
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** Space after a block. */
export const BLOCK_GAP = 8;

export interface TextType {
  readonly size: number;
  readonly leading: number;
}

export const BODY: TextType = { size: 10.5, leading: 15.5 };
export const SMALL: TextType = { size: 9, leading: 12.5 };

/** Baseline of a line whose box starts at `top`: half the leading above, the ascent below. */
export function baseline(top: number, type: TextType): number {
  return top + (type.leading - type.size) / 2 + type.size * 0.8;
}

export class PdfPage {
  readonly doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true, putOnlyUsedFonts: true });
  /** Top of the next thing to draw on the current page. */
  y: number = MARGIN.top;

  /** Bullets and top-level headings: the brand, or the text colour in a letter. */
  constructor(readonly accent: string = THEME.brand) {}

  get page(): number {
    return this.doc.getNumberOfPages();
  }

  get bottom(): number {
    return PAGE.height - MARGIN.bottom;
  }

  get atTop(): boolean {
    return this.y <= MARGIN.top;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN.top;
  }

  /** Starts a new page unless `height` fits below the cursor (or the page is still empty). */
  ensure(height: number): void {
    if (this.y + height > this.bottom && !this.atTop) this.newPage();
  }

  /** Widths without kerning: jsPDF measures kerned text but draws it unkerned, so bold runs overlapped. */
  measurer(size: number): Measure {
    return (text, font) => {
      this.doc.setFont('helvetica', font);
      return (this.doc.getStringUnitWidth(text, { doKerning: false }) * size) / this.doc.internal.scaleFactor;
    };
  }

  lines(
    text: RichText,
    width: number,
    type: TextType,
    base: { bold?: boolean; italic?: boolean } = {},
  ): Line[] {
    return layoutLines(text, width, this.measurer(type.size), base);
  }

  setText(color: string, font: FontStyle, size: number): void {
    this.doc.setTextColor(...rgb(color));
    this.doc.setFont('helvetica', font);
    this.doc.setFontSize(size);
  }

  /** Draws one laid-out line with its baseline at `y`. */
  drawLine(line: Line, x: number, y: number, size: number, color: string = THEME.text): void {
    let cursor = x;
    for (const piece of line.pieces) {
      if (piece.style.kind === 'fill') {
        this.doc.setFillColor(...rgb(THEME.fillBackground));
        this.doc.rect(cursor - 1, y - size * 0.82, piece.width + 2, size * 1.08, 'F');
        this.setText(THEME.fillText, piece.style.font, size);
      } else if (piece.style.kind === 'link') {
        this.setText(THEME.brand, piece.style.font, size);
        this.doc.setDrawColor(...rgb(THEME.brand));
        this.doc.setLineWidth(0.5);
        this.doc.line(cursor, y + 1.5, cursor + piece.width, y + 1.5);
        if (piece.style.href)
          this.doc.link(cursor, y - size, piece.width, size * 1.25, { url: piece.style.href });
      } else {
        this.setText(color, piece.style.font, size);
      }
      if (piece.text.trim()) this.doc.text(piece.text, cursor, y);
      cursor += piece.width;
    }
  }

  /** Flowing text: breaks pages between lines, never leaving a lone first line at a page foot. */
  drawLines(lines: readonly Line[], x: number, type: TextType, color?: string): void {
    this.ensure(Math.min(lines.length, 2) * type.leading);
    for (const line of lines) {
      this.ensure(type.leading);
      this.drawLine(line, x, baseline(this.y, type), type.size, color);
      this.y += type.leading;
    }
  }
}
