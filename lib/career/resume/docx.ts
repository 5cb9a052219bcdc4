/**
 * The resume as a Word document, in the chosen layout: real paragraphs and Word's own list and
 * heading styles (so recruiters can edit it and applicant tracking systems parse it), US Letter or
 * A4, links as fields. The two-column layout becomes a borderless two-cell table, the way Word
 * itself builds columns that flow side by side.
 *
 * Loaded on demand. Reproducible like the site's other documents: the properties carry the date
 * passed in (../downloads/docx-core-properties) and the zip entries are re-dated (../downloads/zip-dates).
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IStylesOptions,
  type ParagraphChild,
} from 'docx';
import { coreProperties } from '@/lib/downloads/docx-core-properties';
import { hyperlinkField } from '@/lib/downloads/docx-hyperlink';
import { withZipEntryDates } from '@/lib/downloads/zip-dates';
import { ACCENTS, INK, LAYOUTS, PAPERS, tint, type FontFamily, type LayoutSpec } from './designs';
import type { Resume } from './model';
import { GUTTER, sidebarShareWidth } from './geometry';
import { documentTitle, isoDay, yearMonthOfDay, type RenderOptions } from './render-common';
import { buildView, type ResumeView, type ViewEntry, type ViewSection } from './view';

const FONT: Record<FontFamily, string> = { sans: 'Arial', serif: 'Times New Roman' };
const BULLETS = 'resume-bullets';
const twips = (points: number) => Math.round(points * 20);
const half = (points: number) => Math.round(points * 2);
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;

function styles(spec: LayoutSpec, accent: string): IStylesOptions {
  const body = FONT[spec.bodyFont];
  const heading = FONT[spec.headingFont];
  const line = Math.round(240 * spec.leading * 0.86);
  const rule =
    spec.headingRule === 'none'
      ? undefined
      : {
          bottom: {
            style: BorderStyle.SINGLE,
            size: spec.headingRule === 'thick' ? 12 : 4,
            color: spec.headingRule === 'thick' || !spec.headingAccent ? accent : INK.rule,
            space: 2,
          },
        };
  return {
    default: {
      document: {
        run: { font: body, size: half(spec.size.body), color: INK.text },
        paragraph: { spacing: { after: 0, line } },
      },
      heading1: {
        run: {
          font: heading,
          size: half(spec.size.heading),
          bold: true,
          color: spec.headingAccent ? accent : INK.text,
          allCaps: spec.headingCaps,
          characterSpacing: spec.headingCaps ? Math.round(spec.size.heading * 0.08 * 20) : 0,
        },
        paragraph: {
          spacing: { before: twips(spec.gap.section), after: twips(4) },
          keepNext: true,
          keepLines: true,
          outlineLevel: 0,
          border: rule,
        },
      },
      listParagraph: { paragraph: { spacing: { after: twips(1.5) } } },
    },
    paragraphStyles: [
      {
        id: 'ResumeName',
        name: 'Resume Name',
        basedOn: 'Normal',
        next: 'Normal',
        run: {
          font: heading,
          size: half(spec.size.name),
          bold: true,
          allCaps: spec.nameCaps,
          characterSpacing: spec.nameCaps ? Math.round(spec.size.name * 0.06 * 20) : 0,
          color: spec.header === 'band' ? 'FFFFFF' : spec.nameAccent ? accent : INK.text,
        },
        paragraph: { spacing: { after: twips(2) } },
      },
      {
        id: 'ResumeHeadline',
        name: 'Resume Headline',
        basedOn: 'Normal',
        run: { size: half(spec.size.title), color: spec.header === 'band' ? 'FFFFFF' : INK.muted },
        paragraph: { spacing: { after: twips(4) } },
      },
      {
        id: 'ResumeContact',
        name: 'Resume Contact',
        basedOn: 'Normal',
        run: { size: half(spec.size.small), color: spec.header === 'band' ? 'FFFFFF' : INK.muted },
        paragraph: { spacing: { after: twips(spec.header === 'band' ? 0 : 10) } },
      },
      {
        id: 'EntryTitle',
        name: 'Entry Title',
        basedOn: 'Normal',
        next: 'EntryDetail',
        run: { bold: true },
        paragraph: { spacing: { before: twips(spec.gap.entry) }, keepNext: true, keepLines: true },
      },
      {
        id: 'EntryDetail',
        name: 'Entry Detail',
        basedOn: 'Normal',
        run: { italics: true, color: INK.muted },
        paragraph: { keepNext: true, keepLines: true },
      },
      {
        id: 'ResumeSmall',
        name: 'Resume Small',
        basedOn: 'Normal',
        run: { size: half(spec.size.small), color: INK.muted },
      },
    ],
  };
}

class ResumeDocx {
  readonly spec: LayoutSpec;
  readonly accent: string;
  readonly textWidth: number;

  constructor(
    readonly resume: Resume,
    readonly view: ResumeView,
  ) {
    this.spec = LAYOUTS[resume.design.layout];
    this.accent = ACCENTS[resume.design.accent].hex;
    this.textWidth = twips(PAPERS[resume.design.paper].width - 2 * this.spec.margin.x);
  }

  /** A run of small muted text, for dates and places. */
  meta(text: string): TextRun {
    return new TextRun({
      text,
      size: half(this.spec.size.small),
      color: INK.muted,
      italics: false,
      bold: false,
    });
  }

  header(): (Paragraph | Table)[] {
    const { spec, view } = this;
    const alignment = spec.header === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
    const contact: ParagraphChild[] = [];
    view.contact.forEach((item, index) => {
      if (index > 0) contact.push(new TextRun('  |  '));
      const run = new TextRun({ text: item.text });
      contact.push(...(item.href ? hyperlinkField(item.href, [run]) : [run]));
    });
    const paragraphs = [
      ...(view.name
        ? [new Paragraph({ style: 'ResumeName', alignment, children: [new TextRun(view.name)] })]
        : []),
      ...(view.title
        ? [new Paragraph({ style: 'ResumeHeadline', alignment, children: [new TextRun(view.title)] })]
        : []),
      ...(contact.length ? [new Paragraph({ style: 'ResumeContact', alignment, children: contact })] : []),
    ];
    if (spec.header !== 'band') return paragraphs;
    // White on the accent: a one-cell shaded table spans the text width, which a paragraph's shading does not.
    return [
      new Table({
        width: { size: this.textWidth, type: WidthType.DXA },
        columnWidths: [this.textWidth],
        layout: TableLayoutType.FIXED,
        borders: {
          top: NO_BORDER,
          bottom: NO_BORDER,
          left: NO_BORDER,
          right: NO_BORDER,
          insideHorizontal: NO_BORDER,
          insideVertical: NO_BORDER,
        },
        rows: [
          new TableRow({
            children: [
              new TableCell({
                children: paragraphs.length ? paragraphs : [new Paragraph({})],
                width: { size: this.textWidth, type: WidthType.DXA },
                margins: { top: twips(14), bottom: twips(14), left: twips(14), right: twips(14) },
                shading: { type: ShadingType.CLEAR, color: 'auto', fill: this.accent },
              }),
            ],
          }),
        ],
      }),
      new Paragraph({ spacing: { after: twips(6) }, children: [] }),
    ];
  }

  entry(entry: ViewEntry, width: number, narrow: boolean, first: boolean): Paragraph[] {
    const tabs = narrow ? [] : [{ type: TabStopType.RIGHT, position: width }];
    const spacing = first ? { before: 0 } : undefined;
    const right = entry.dates || entry.link?.text || '';
    const rightRuns = (text: string, href?: string): ParagraphChild[] => {
      const run = this.meta(text);
      return href ? hyperlinkField(href, [run]) : [run];
    };
    const paragraphs: Paragraph[] = [];
    const titleChildren: ParagraphChild[] = [new TextRun(entry.title)];
    if (right && !narrow)
      titleChildren.push(
        new TextRun({ children: [new Tab()] }),
        ...rightRuns(right, entry.dates ? undefined : entry.link?.href),
      );
    if (entry.title || (right && !narrow))
      paragraphs.push(
        new Paragraph({ style: 'EntryTitle', tabStops: tabs, spacing, children: titleChildren }),
      );
    if (entry.subtitle || (entry.location && !narrow)) {
      const children: ParagraphChild[] = [new TextRun(entry.subtitle)];
      if (entry.location && !narrow)
        children.push(new TextRun({ children: [new Tab()] }), this.meta(entry.location));
      paragraphs.push(new Paragraph({ style: 'EntryDetail', tabStops: tabs, children }));
    }
    if (narrow) {
      const meta = [entry.location, entry.dates].filter(Boolean).join(' · ');
      if (meta)
        paragraphs.push(
          new Paragraph({ style: 'ResumeSmall', keepNext: true, children: [new TextRun(meta)] }),
        );
      if (entry.link)
        paragraphs.push(
          new Paragraph({ style: 'ResumeSmall', children: rightRuns(entry.link.text, entry.link.href) }),
        );
    }
    for (const bullet of entry.bullets)
      paragraphs.push(
        new Paragraph({
          style: 'ListParagraph',
          numbering: { reference: BULLETS, level: 0 },
          children: [new TextRun(bullet)],
        }),
      );
    return paragraphs;
  }

  section(section: ViewSection, width: number, narrow: boolean): Paragraph[] {
    const heading = new Paragraph({ heading: 'Heading1', children: [new TextRun(section.heading)] });
    const body = section.body;
    switch (body.kind) {
      case 'text':
        return [heading, new Paragraph({ children: [new TextRun(body.text)] })];
      case 'tags':
        return [heading, new Paragraph({ children: [new TextRun(body.items.join(' · '))] })];
      case 'lines':
        return [
          heading,
          ...body.items.flatMap((line) =>
            narrow
              ? [
                  new Paragraph({
                    children: [new TextRun({ text: line.main, bold: section.id !== 'skills' })],
                  }),
                  ...(line.detail
                    ? [
                        new Paragraph({
                          style: 'ResumeSmall',
                          spacing: { after: twips(3) },
                          children: [new TextRun(line.detail)],
                        }),
                      ]
                    : []),
                ]
              : [
                  new Paragraph({
                    children: [
                      new TextRun({ text: line.main, bold: true }),
                      ...(line.detail ? [new TextRun(` – ${line.detail}`)] : []),
                    ],
                  }),
                ],
          ),
        ];
      case 'entries':
        return [
          heading,
          ...body.entries.flatMap((entry, index) => this.entry(entry, width, narrow, index === 0)),
        ];
    }
  }

  body(): (Paragraph | Table)[] {
    const { spec, view } = this;
    if (spec.columns === 1)
      return view.main.flatMap((section) => this.section(section, this.textWidth, false));
    const gutter = twips(GUTTER);
    const side = twips(sidebarShareWidth(spec, PAPERS[this.resume.design.paper].width).sidebar);
    const main = this.textWidth - side;
    const cell = (children: Paragraph[], width: number, fill?: string, left = 0) =>
      new TableCell({
        children: children.length ? children : [new Paragraph({})],
        width: { size: width, type: WidthType.DXA },
        verticalAlign: VerticalAlign.TOP,
        margins: { top: twips(8), bottom: twips(8), left, right: fill ? twips(10) : 0 },
        shading: fill ? { type: ShadingType.CLEAR, color: 'auto', fill } : undefined,
      });
    return [
      new Table({
        width: { size: this.textWidth, type: WidthType.DXA },
        columnWidths: [side, main],
        layout: TableLayoutType.FIXED,
        borders: {
          top: NO_BORDER,
          bottom: NO_BORDER,
          left: NO_BORDER,
          right: NO_BORDER,
          insideHorizontal: NO_BORDER,
          insideVertical: NO_BORDER,
        },
        rows: [
          new TableRow({
            children: [
              cell(
                view.sidebar.flatMap((section) => this.section(section, side, true)),
                side,
                tint(this.accent, 0.09),
                twips(8),
              ),
              cell(
                view.main.flatMap((section) => this.section(section, main - gutter, false)),
                main,
                undefined,
                gutter,
              ),
            ],
          }),
        ],
      }),
    ];
  }

  build(): Document {
    const { spec, view, resume } = this;
    const paper = PAPERS[resume.design.paper];
    return new Document({
      creator: view.name || 'Resume',
      lastModifiedBy: view.name || 'Resume',
      title: documentTitle(view.name),
      description: view.title,
      revision: 1,
      styles: styles(spec, this.accent),
      numbering: {
        config: [
          {
            reference: BULLETS,
            levels: [
              {
                level: 0,
                format: LevelFormat.BULLET,
                text: '\u2022',
                alignment: AlignmentType.LEFT,
                style: {
                  paragraph: {
                    indent: { left: twips(spec.size.body * 1.3), hanging: twips(spec.size.body * 1.05) },
                  },
                },
              },
            ],
          },
        ],
      },
      sections: [
        {
          properties: {
            page: {
              size: { width: twips(paper.width), height: twips(paper.height) },
              margin: {
                top: twips(spec.margin.y),
                bottom: twips(spec.margin.y),
                left: twips(spec.margin.x),
                right: twips(spec.margin.x),
                header: twips(spec.margin.y / 2),
                footer: twips(spec.margin.y / 2),
              },
            },
          },
          children: [...this.header(), ...this.body()],
        },
      ],
    });
  }
}

export async function renderResumeDocx(resume: Resume, options: RenderOptions): Promise<Uint8Array> {
  const date = isoDay(options.date);
  const view = buildView(resume, yearMonthOfDay(date));
  const document = new ResumeDocx(resume, view).build();
  const properties = coreProperties({
    title: documentTitle(view.name),
    author: view.name || 'Resume',
    description: view.title,
    keywords: resume.skills.map((skill) => skill.trim()).filter(Boolean),
    updated: date,
    blocks: [],
  });
  const zip = await Packer.toArrayBuffer(document, false, [{ path: 'docProps/core.xml', data: properties }]);
  return withZipEntryDates(new Uint8Array(zip), new Date(`${date}T00:00:00Z`));
}
