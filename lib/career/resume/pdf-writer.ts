/**
 * The drawing surface of the resume PDF: a jsPDF document in points, one or two columns, each with
 * its own cursor, so a sidebar and the main column flow onto later pages independently. Text is laid
 * out with the site's line breaker (lib/downloads/pdf-text) and drawn as real text in the standard
 * fonts, which keeps the file small and readable by applicant tracking systems.
 */
import { jsPDF } from 'jspdf';
import { layoutLines, type FontStyle, type Line } from '@/lib/downloads/pdf-text';
import { rgb } from '@/lib/downloads/theme';
import type { RichText } from '@/lib/downloads/document';
import { INK, PAPERS, tint, type Accent, type FontFamily, type LayoutSpec } from './designs';
import type { PaperId } from './model';

const FONT_NAME: Record<FontFamily, string> = { sans: 'helvetica', serif: 'times' };

export interface Column {
  readonly x: number;
  readonly width: number;
  page: number;
  y: number;
  /** Top of the column on page 1 (below the header); later pages start at the margin. */
  readonly firstTop: number;
  /** The next thing drawn is the first in the column on its page: no gap above it. */
  fresh: boolean;
}

export interface TextStyle {
  readonly family: FontFamily;
  readonly size: number;
  readonly font?: FontStyle;
  readonly color?: string;
}

export class ResumeWriter {
  readonly doc: jsPDF;
  readonly width: number;
  readonly height: number;
  readonly bottom: number;
  readonly tintHex: string;

  constructor(
    readonly spec: LayoutSpec,
    readonly accent: Accent,
    paper: PaperId,
    /** Left edge to right edge of the tinted sidebar band, when the layout has one. */
    private readonly band?: { readonly from: number; readonly to: number },
  ) {
    const size = PAPERS[paper];
    this.width = size.width;
    this.height = size.height;
    this.bottom = size.height - spec.margin.y;
    this.tintHex = tint(accent.hex, 0.09);
    this.doc = new jsPDF({
      unit: 'pt',
      format: [size.width, size.height],
      compress: true,
      putOnlyUsedFonts: true,
    });
  }

  get pageCount(): number {
    return this.doc.getNumberOfPages();
  }

  leading(size: number): number {
    return size * this.spec.leading;
  }

  measure(text: string, family: FontFamily, font: FontStyle, size: number, charSpace = 0): number {
    this.doc.setFont(FONT_NAME[family], font);
    // Non-breaking spaces are drawn as spaces, so they are measured as spaces.
    const width =
      (this.doc.getStringUnitWidth(text.replace(/\u00A0/g, ' '), { doKerning: false }) * size) /
      this.doc.internal.scaleFactor;
    return width + charSpace * Math.max(0, [...text].length - 1);
  }

  lines(text: RichText, width: number, style: TextStyle): Line[] {
    const base = {
      bold: style.font === 'bold' || style.font === 'bolditalic',
      italic: style.font === 'italic' || style.font === 'bolditalic',
    };
    return layoutLines(
      text,
      width,
      (piece, font) => this.measure(piece, style.family, font, style.size),
      base,
    );
  }

  setText(style: TextStyle): void {
    this.doc.setFont(FONT_NAME[style.family], style.font ?? 'normal');
    this.doc.setFontSize(style.size);
    this.doc.setTextColor(...rgb(style.color ?? INK.text));
  }

  /** One laid-out line with its baseline at `y`; links are clickable, non-breaking spaces drawn as spaces. */
  drawLine(line: Line, x: number, y: number, style: TextStyle): void {
    let cursor = x;
    for (const piece of line.pieces) {
      this.setText({ ...style, font: piece.style.font });
      const text = piece.text.replace(/\u00A0/g, ' ');
      if (text.trim()) this.doc.text(text, cursor, y);
      if (piece.style.kind === 'link' && piece.style.href && text.trim())
        this.doc.link(cursor, y - style.size * 0.85, piece.width, style.size * 1.1, {
          url: piece.style.href,
        });
      cursor += piece.width;
    }
  }

  /** Baseline of a line whose box starts at `top`. */
  baseline(top: number, size: number): number {
    return top + (this.leading(size) - size) / 2 + size * 0.8;
  }

  /** Moves `column` to its next page, creating the page (with its sidebar band) when needed. */
  nextPage(column: Column): void {
    column.page += 1;
    if (column.page > this.pageCount) {
      this.doc.addPage([this.width, this.height]);
      this.paintBand(column.page, 0);
    }
    column.y = this.spec.margin.y;
    column.fresh = true;
  }

  /** Starts a new page for the column unless `height` fits below its cursor. */
  ensure(column: Column, height: number): void {
    const top = column.page === 1 ? column.firstTop : this.spec.margin.y;
    if (column.y + height > this.bottom && column.y > top + 0.5) this.nextPage(column);
    this.doc.setPage(column.page);
  }

  /** The sidebar's tint, from `top` to the foot of `page`; drawn before any text on it. */
  paintBand(page: number, top: number): void {
    if (!this.band) return;
    this.doc.setPage(page);
    this.doc.setFillColor(...rgb(this.tintHex));
    this.doc.rect(this.band.from, top, this.band.to - this.band.from, this.height - top, 'F');
  }

  /** Flowing lines in a column, a page break allowed between any two lines (never before the second). */
  flow(column: Column, lines: readonly Line[], style: TextStyle, indent = 0, marker?: string): void {
    const lead = this.leading(style.size);
    this.ensure(column, Math.min(lines.length, 2) * lead);
    lines.forEach((line, index) => {
      this.ensure(column, lead);
      const y = this.baseline(column.y, style.size);
      if (index === 0 && marker) {
        this.setText({ ...style, font: 'normal', color: style.color });
        this.doc.text(marker, column.x + indent * 0.25, y);
      }
      this.drawLine(line, column.x + indent, y, style);
      column.y += lead;
    });
    column.fresh = false;
  }

  fill(hex: string, x: number, y: number, width: number, height: number): void {
    this.doc.setFillColor(...rgb(hex));
    this.doc.rect(x, y, width, height, 'F');
  }

  rule(hex: string, x: number, y: number, width: number, thickness: number): void {
    this.doc.setDrawColor(...rgb(hex));
    this.doc.setLineWidth(thickness);
    this.doc.line(x, y, x + width, y);
  }
}
