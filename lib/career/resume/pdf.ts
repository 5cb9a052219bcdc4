/**
 * The resume as a PDF: text drawn in the standard Helvetica and Times fonts (searchable, selectable
 * and parsed by applicant tracking systems, never a picture of the page), laid out by the chosen
 * layout, with clickable email and links and "Page N of M" when it runs past one page.
 *
 * Loaded on demand (jsPDF is large). The same resume and date always give the same bytes: the
 * creation date is the date passed in and the file ID is a hash of the content.
 */
import type { Line } from '@/lib/downloads/pdf-text';
import type { RichText, Span } from '@/lib/downloads/document';
import { ACCENTS, INK, LAYOUTS, PAPERS, type LayoutSpec } from './designs';
import type { Resume } from './model';
import { GUTTER, sidebarShareWidth } from './geometry';
import { ResumeWriter, type Column, type TextStyle } from './pdf-writer';
import { foldForPdf } from './text';
import { buildView, type ResumeView, type ViewEntry, type ViewSection } from './view';
import {
  contentHash,
  documentTitle,
  foldView,
  isoDay,
  yearMonthOfDay,
  type RenderOptions,
} from './render-common';

const NBSP = '\u00A0';
const glue = (text: string) => text.replace(/ /g, NBSP);

const sidebarWidth = (spec: LayoutSpec, pageWidth: number) => sidebarShareWidth(spec, pageWidth).sidebar;

interface Styles {
  readonly body: TextStyle;
  readonly bold: TextStyle;
  readonly italic: TextStyle;
  readonly small: TextStyle;
  readonly heading: TextStyle;
}

function stylesOf(spec: LayoutSpec, accentHex: string): Styles {
  const family = spec.bodyFont;
  return {
    body: { family, size: spec.size.body },
    bold: { family, size: spec.size.body, font: 'bold' },
    italic: { family, size: spec.size.body, font: 'italic', color: INK.muted },
    small: { family, size: spec.size.small, color: INK.muted },
    heading: {
      family: spec.headingFont,
      size: spec.size.heading,
      font: 'bold',
      color: spec.headingAccent ? accentHex : INK.text,
    },
  };
}

function contactRich(view: ResumeView): RichText {
  const spans: Span[] = [];
  view.contact.forEach((item, index) => {
    if (index > 0) spans.push({ kind: 'text', text: ' | ' });
    const text = glue(item.text);
    spans.push(item.href ? { kind: 'link', text, href: item.href } : { kind: 'text', text });
  });
  return spans;
}

class ResumePdf {
  readonly w: ResumeWriter;
  readonly styles: Styles;
  readonly accent: string;

  constructor(
    readonly resume: Resume,
    readonly view: ResumeView,
  ) {
    const spec = LAYOUTS[resume.design.layout];
    this.accent = ACCENTS[resume.design.accent].hex;
    this.styles = stylesOf(spec, this.accent);
    const pageWidth = PAPERS[resume.design.paper].width;
    const band = spec.columns === 2 ? { from: 0, to: sidebarShareWidth(spec, pageWidth).band } : undefined;
    this.w = new ResumeWriter(spec, ACCENTS[resume.design.accent], resume.design.paper, band);
  }

  get spec(): LayoutSpec {
    return this.w.spec;
  }

  /** Name, headline and contact line; returns where the body starts. */
  drawHeader(): number {
    const { spec, w, view } = this;
    const x = spec.margin.x;
    const width = w.width - 2 * spec.margin.x;
    const onBand = spec.header === 'band';
    const ink = onBand ? 'FFFFFF' : undefined;
    const nameText = spec.nameCaps ? view.name.toUpperCase() : view.name;
    const nameStyle: TextStyle = {
      family: spec.headingFont,
      size: spec.size.name,
      font: 'bold',
      color: ink ?? (spec.nameAccent ? this.accent : INK.text),
    };
    const charSpace = spec.nameCaps ? spec.size.name * 0.06 : 0;
    const titleStyle: TextStyle = { family: spec.bodyFont, size: spec.size.title, color: ink ?? INK.muted };
    const contactStyle: TextStyle = { family: spec.bodyFont, size: spec.size.small, color: ink ?? INK.muted };
    const nameLines = nameText ? w.lines(nameText, width, nameStyle) : [];
    const titleLines = view.title ? w.lines(view.title, width, titleStyle) : [];
    const contactLines = view.contact.length ? w.lines(contactRich(view), width, contactStyle) : [];
    const nameLead = spec.size.name * 1.15;
    const height =
      nameLines.length * nameLead +
      (titleLines.length ? 2 + titleLines.length * w.leading(titleStyle.size) : 0) +
      (contactLines.length ? 5 + contactLines.length * w.leading(contactStyle.size) : 0);

    let y = spec.margin.y;
    if (spec.topBar) w.fill(this.accent, 0, 0, w.width, 6);
    if (onBand) {
      const pad = 22;
      w.fill(this.accent, 0, 0, w.width, spec.margin.y * 0.5 + pad + height + pad);
      y = spec.margin.y * 0.5 + pad;
      w.paintBand(1, y + height + pad);
    }
    const place = (line: Line) => (spec.header === 'center' ? x + (width - line.width) / 2 : x);
    for (const line of nameLines) {
      const baseline = y + spec.size.name * 0.9;
      if (charSpace) {
        w.setText(nameStyle);
        const text = line.pieces.map((piece) => piece.text).join('');
        const lineWidth = w.measure(text, nameStyle.family, 'bold', nameStyle.size, charSpace);
        const left = spec.header === 'center' ? x + (width - lineWidth) / 2 : x;
        w.doc.text(text, left, baseline, { charSpace });
      } else w.drawLine(line, place(line), baseline, nameStyle);
      y += nameLead;
    }
    if (titleLines.length) y += 2;
    for (const line of titleLines) {
      w.drawLine(line, place(line), w.baseline(y, titleStyle.size), titleStyle);
      y += w.leading(titleStyle.size);
    }
    if (contactLines.length) y += 5;
    for (const line of contactLines) {
      w.drawLine(line, place(line), w.baseline(y, contactStyle.size), contactStyle);
      y += w.leading(contactStyle.size);
    }
    if (onBand) return y + 22 + 16;
    return y + (nameLines.length || titleLines.length || contactLines.length ? 12 : 0);
  }

  heading(column: Column, section: ViewSection): void {
    const { spec, w, styles } = this;
    const text = spec.headingCaps ? section.heading.toUpperCase() : section.heading;
    const charSpace = spec.headingCaps ? styles.heading.size * 0.08 : 0;
    const lead = w.leading(styles.heading.size);
    const ruleSpace = spec.headingRule === 'none' ? 2 : spec.headingRule === 'thick' ? 6 : 4;
    if (!column.fresh) column.y += spec.gap.section;
    // Keep the heading with the first lines of what follows (up to three).
    w.ensure(column, lead + ruleSpace + this.openingLines(column, section) * w.leading(spec.size.body));
    w.setText(styles.heading);
    w.doc.text(foldForPdf(text), column.x, w.baseline(column.y, styles.heading.size), { charSpace });
    column.y += lead;
    if (spec.headingRule !== 'none') {
      const thick = spec.headingRule === 'thick';
      w.rule(
        thick ? this.accent : spec.headingAccent ? INK.rule : this.accent,
        column.x,
        column.y + 1,
        column.width,
        thick ? 1.6 : 0.6,
      );
    }
    column.y += ruleSpace;
    column.fresh = false;
  }

  /** How many lines of a section must follow its heading on the same page. */
  openingLines(column: Column, section: ViewSection): number {
    const body = section.body;
    switch (body.kind) {
      case 'text':
        return Math.min(3, this.w.lines(body.text, column.width, this.styles.body).length);
      case 'tags':
        return Math.min(
          3,
          this.w.lines(body.items.map(glue).join(' · '), column.width, this.styles.body).length,
        );
      case 'lines':
        return Math.min(3, body.items.length);
      case 'entries':
        return 3;
    }
  }

  paragraph(column: Column, text: RichText, style: TextStyle, indent = 0): void {
    this.w.flow(column, this.w.lines(text, column.width - indent, style), style, indent);
  }

  bullets(column: Column, bullets: readonly string[]): void {
    const indent = this.spec.size.body * 1.1;
    for (const bullet of bullets) {
      const lines = this.w.lines(bullet, column.width - indent, this.styles.body);
      this.w.flow(column, lines, this.styles.body, indent, '•');
      column.y += this.spec.size.body * 0.12;
    }
  }

  /** Title and dates on one line, employer and place on the next; stacked in a narrow column. */
  entry(column: Column, entry: ViewEntry, narrow: boolean): void {
    const { w, styles, spec } = this;
    const lead = w.leading(spec.size.body);
    const right = entry.dates || entry.link?.text || '';
    const rightWidth = right ? w.measure(right, spec.bodyFont, 'normal', styles.small.size) + 10 : 0;
    const side = !narrow && rightWidth > 0 && rightWidth < column.width * 0.45;
    const titleLines = entry.title
      ? w.lines(entry.title, column.width - (side ? rightWidth : 0), styles.bold)
      : [];
    const locationWidth = entry.location
      ? w.measure(entry.location, spec.bodyFont, 'normal', styles.small.size) + 10
      : 0;
    const subSide = !narrow && locationWidth > 0 && locationWidth < column.width * 0.4;
    const subLines = entry.subtitle
      ? w.lines(entry.subtitle, column.width - (subSide ? locationWidth : 0), styles.italic)
      : [];
    const meta = narrow ? [entry.location, entry.dates].filter(Boolean).join(' · ') : '';
    const metaLines = meta ? w.lines(meta, column.width, styles.small) : [];
    const head =
      (titleLines.length + subLines.length) * lead + metaLines.length * w.leading(styles.small.size);
    const firstBullet = entry.bullets[0]
      ? Math.min(2, w.lines(entry.bullets[0], column.width, styles.body).length) * lead
      : 0;

    if (!column.fresh) column.y += spec.gap.entry;
    w.ensure(column, head + firstBullet);
    const rightText = (text: string, top: number, href?: string) => {
      const width = w.measure(text, spec.bodyFont, 'normal', styles.small.size);
      const x = column.x + column.width - width;
      const y = w.baseline(top, spec.size.body);
      w.setText(href ? { ...styles.small, color: this.accent } : styles.small);
      w.doc.text(text, x, y);
      if (href) w.doc.link(x, y - styles.small.size * 0.85, width, styles.small.size * 1.1, { url: href });
    };
    titleLines.forEach((line, index) => {
      if (index === 0 && side) rightText(right, column.y, entry.dates ? undefined : entry.link?.href);
      w.drawLine(line, column.x, w.baseline(column.y, spec.size.body), styles.bold);
      column.y += lead;
    });
    if (!titleLines.length && side) {
      rightText(right, column.y);
      column.y += lead;
    }
    subLines.forEach((line, index) => {
      if (index === 0 && subSide) rightText(entry.location, column.y);
      w.drawLine(line, column.x, w.baseline(column.y, spec.size.body), styles.italic);
      column.y += lead;
    });
    if (!narrow && entry.location && !subSide && !subLines.length) {
      this.paragraph(column, entry.location, styles.small);
    }
    if (narrow) {
      for (const line of metaLines) {
        w.drawLine(line, column.x, w.baseline(column.y, styles.small.size), styles.small);
        column.y += w.leading(styles.small.size);
      }
      if (entry.link)
        this.paragraph(column, [{ kind: 'link', text: entry.link.text, href: entry.link.href }], {
          ...styles.small,
          color: this.accent,
        });
    } else if (!side && right) {
      this.paragraph(
        column,
        entry.link && !entry.dates ? [{ kind: 'link', text: right, href: entry.link.href }] : right,
        styles.small,
      );
    }
    column.fresh = false;
    this.bullets(column, entry.bullets);
  }

  section(column: Column, section: ViewSection, narrow: boolean): void {
    const { styles, spec } = this;
    this.heading(column, section);
    const body = section.body;
    switch (body.kind) {
      case 'text':
        return this.paragraph(column, body.text, styles.body);
      case 'tags':
        return this.paragraph(column, body.items.map(glue).join(' · '), styles.body);
      case 'lines':
        for (const line of body.items) {
          if (narrow) {
            this.paragraph(column, line.main, section.id === 'skills' ? styles.body : styles.bold);
            if (line.detail) this.paragraph(column, line.detail, styles.small);
            column.y += spec.size.body * 0.2;
          } else {
            const rich: Span[] = [{ kind: 'text', text: line.main, bold: true }];
            if (line.detail) rich.push({ kind: 'text', text: ` – ${line.detail}` });
            this.paragraph(column, rich, styles.body);
          }
        }
        return;
      case 'entries':
        body.entries.forEach((entry, index) => {
          // The first entry sits right under its heading, without the gap between entries.
          if (index === 0) column.fresh = true;
          this.entry(column, entry, narrow);
        });
        return;
    }
  }

  footers(): void {
    const { w, spec, view } = this;
    const total = w.pageCount;
    if (total < 2) return;
    const style: TextStyle = { family: spec.bodyFont, size: 8, color: INK.muted };
    for (let page = 1; page <= total; page += 1) {
      w.doc.setPage(page);
      w.setText(style);
      const label = `${view.name ? `${view.name} · ` : ''}Page ${page} of ${total}`;
      const width = w.measure(label, style.family, 'normal', style.size);
      w.doc.text(label, (w.width - width) / 2, w.height - spec.margin.y / 2 + 3);
    }
  }

  render(): void {
    const { spec, w, view } = this;
    const top = this.drawHeader();
    const textWidth = w.width - 2 * spec.margin.x;
    if (spec.columns === 2) {
      const sideWidth = sidebarWidth(spec, w.width);
      const sidebar: Column = {
        x: spec.margin.x,
        width: sideWidth,
        page: 1,
        y: top,
        firstTop: top,
        fresh: true,
      };
      const main: Column = {
        x: spec.margin.x + sideWidth + GUTTER,
        width: textWidth - sideWidth - GUTTER,
        page: 1,
        y: top,
        firstTop: top,
        fresh: true,
      };
      // The side column first, then the main one: a text extractor reads each whole, not line by line across.
      for (const section of view.sidebar) this.section(sidebar, section, true);
      for (const section of view.main) this.section(main, section, false);
    } else {
      const column: Column = {
        x: spec.margin.x,
        width: textWidth,
        page: 1,
        y: top,
        firstTop: top,
        fresh: true,
      };
      for (const section of view.main) this.section(column, section, false);
    }
    this.footers();
  }
}

export function renderResumePdf(resume: Resume, options: RenderOptions): Uint8Array {
  const date = isoDay(options.date);
  const today = yearMonthOfDay(date);
  const view = foldView(buildView(resume, today), foldForPdf);
  const pdf = new ResumePdf(resume, view);
  pdf.render();
  const { doc } = pdf.w;
  doc.setDocumentProperties({
    title: foldForPdf(documentTitle(view.name)),
    subject: foldForPdf(view.title),
    author: foldForPdf(view.name),
    creator: foldForPdf(view.name),
    keywords: foldForPdf(
      resume.skills
        .map((skill) => skill.trim())
        .filter(Boolean)
        .join(', '),
    ),
  });
  // A string, not a Date: jsPDF would write a Date in the machine's time zone.
  doc.setCreationDate(`D:${date.replace(/-/g, '')}000000+00'00'`);
  doc.setFileId(contentHash(JSON.stringify({ resume, date })));
  doc.setLanguage('en-US');
  doc.viewerPreferences({ DisplayDocTitle: true });
  return new Uint8Array(doc.output('arraybuffer'));
}
