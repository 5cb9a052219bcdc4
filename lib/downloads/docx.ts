/**
 * Renders a DocumentModel to a Word document (styles in ./docx-styles): US Letter with 1-inch
 * margins, the brand in the header, "Page N of M" in the footer, tables with a repeating header row.
 *
 * The file is byte-for-byte reproducible: created/modified come from `updated`
 * (./docx-core-properties), the zip entries are re-dated (./zip-dates), and links are fields rather
 * than relationships (./docx-hyperlink).
 */
import { formatMonthYear } from '@/lib/kit/date-format';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  HeightRule,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  Tab,
  TabStopType,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import {
  assertValidDocument,
  plainText,
  spansOf,
  updatedDate,
  type Block,
  type DocumentModel,
  type Field,
  type RichText,
} from './document';
import { coreProperties } from './docx-core-properties';
import { hyperlinkField } from './docx-hyperlink';
import { documentStyles, LIST_REFERENCE, listNumbering, NOTE_STYLE_ID } from './docx-styles';
import { NOTE_THEME, THEME } from './theme';
import { withZipEntryDates } from './zip-dates';

/** Twips (1/1440 inch). */
const PAGE = { width: 12240, height: 15840, margin: 1440 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LINE_TWIPS = 300;
const CELL_MARGIN = { top: 80, bottom: 80, left: 110, right: 110 } as const;

const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3] as const;

const line = { style: BorderStyle.SINGLE, size: 4, color: THEME.border } as const;
const TABLE_BORDERS = {
  top: line,
  bottom: line,
  left: line,
  right: line,
  insideHorizontal: line,
  insideVertical: line,
} as const;

function runs(text: RichText, base: { italics?: boolean; bold?: boolean } = {}): ParagraphChild[] {
  return spansOf(text).flatMap((span): ParagraphChild[] => {
    if (span.kind === 'fill') {
      return [new TextRun({ text: `[${span.label}]`, style: 'Placeholder', ...base })];
    }
    if (span.kind === 'link') {
      return hyperlinkField(span.href, [new TextRun({ text: span.text, style: 'Hyperlink', ...base })]);
    }
    // A newline inside a text (an address) is a line break, as in the PDF; Word would show a space.
    return span.text.split('\n').map(
      (part, index) =>
        new TextRun({
          text: part,
          break: index > 0 ? 1 : undefined,
          bold: span.bold ?? base.bold,
          italics: span.italic ?? base.italics,
        }),
    );
  });
}

function cellParagraph(text: RichText, options: { bold?: boolean } = {}): Paragraph {
  return new Paragraph({ style: 'TableText', children: runs(text, options) });
}

function cell(
  children: Paragraph[],
  width: number,
  options: { fill?: string; bold?: boolean } = {},
): TableCell {
  return new TableCell({
    children,
    width: { size: width, type: WidthType.DXA },
    margins: CELL_MARGIN,
    shading: options.fill ? { type: ShadingType.CLEAR, color: 'auto', fill: options.fill } : undefined,
  });
}

function columnWidths(count: number, relative: readonly number[] | undefined): number[] {
  const weights = relative ?? Array.from({ length: count }, () => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => Math.floor((CONTENT_WIDTH * weight) / total));
  // Rounding leftovers go to the last column so the table spans the text width exactly.
  widths[widths.length - 1]! += CONTENT_WIDTH - widths.reduce((sum, width) => sum + width, 0);
  return widths;
}

function rowHeight(
  lines: number | undefined,
): { value: number; rule: typeof HeightRule.ATLEAST } | undefined {
  return lines
    ? { value: lines * LINE_TWIPS + CELL_MARGIN.top + CELL_MARGIN.bottom, rule: HeightRule.ATLEAST }
    : undefined;
}

function table(block: Extract<Block, { kind: 'table' }>): Table {
  const widths = columnWidths(block.header.length, block.widths);
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: block.header.map((label, index) =>
      cell([cellParagraph(label, { bold: true })], widths[index]!, { fill: THEME.headerFill }),
    ),
  });
  const body = block.rows.map(
    (row) =>
      new TableRow({
        cantSplit: true,
        height: rowHeight(block.minRowLines),
        children: row.map((text, index) => cell([cellParagraph(text)], widths[index]!)),
      }),
  );
  return new Table({
    rows: [header, ...body],
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: TABLE_BORDERS,
  });
}

function fields(items: readonly Field[]): Table {
  const widths = columnWidths(2, [3, 7]);
  return new Table({
    rows: items.map(
      (item) =>
        new TableRow({
          cantSplit: true,
          height: rowHeight(item.lines),
          children: [
            cell([cellParagraph(item.label, { bold: true })], widths[0]!, { fill: THEME.labelFill }),
            cell([cellParagraph(item.value ?? '')], widths[1]!),
          ],
        }),
    ),
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: TABLE_BORDERS,
  });
}

/** Word glues consecutive tables together; a small empty paragraph keeps them apart. */
const spacer = (): Paragraph => new Paragraph({ spacing: { before: 0, after: 120 }, children: [] });

function contents(title: string, blocks: readonly Block[]): Paragraph[] {
  const entries = blocks.flatMap((block) =>
    block.kind === 'heading' && block.level <= 2
      ? [
          new Paragraph({
            style: 'ContentsEntry',
            indent: { left: (block.level - 1) * 360 },
            children: [new TextRun({ text: plainText(block.text), bold: block.level === 1 })],
          }),
        ]
      : [],
  );
  return [new Paragraph({ style: 'ContentsTitle', children: [new TextRun(title)] }), ...entries];
}

/** About three lines of room to sign in; a signing line is three inches long. */
const SIGNING_SPACE = 720;
const SIGNING_LINE = 4320;

/** Closing, room to sign, then the signer's lines, all kept together on one page. */
function signature(block: Extract<Block, { kind: 'signature' }>): Paragraph[] {
  const closing = block.closing
    ? [
        new Paragraph({
          keepNext: true,
          keepLines: true,
          spacing: { after: 0 },
          children: runs(block.closing),
        }),
      ]
    : [];
  const lines = block.lines.map((text, index) => {
    const first = index === 0;
    return new Paragraph({
      keepNext: index < block.lines.length - 1,
      keepLines: true,
      spacing: { before: first ? SIGNING_SPACE : 0, after: 0 },
      indent: first && block.signLine ? { right: CONTENT_WIDTH - SIGNING_LINE } : undefined,
      border:
        first && block.signLine
          ? { top: { style: BorderStyle.SINGLE, size: 6, color: THEME.text, space: 4 } }
          : undefined,
      children: runs(text),
    });
  });
  return [...closing, ...lines, spacer()];
}

function blockContent(block: Block, index: number, all: readonly Block[]): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'heading':
      return [new Paragraph({ heading: HEADINGS[block.level - 1], children: runs(block.text) })];
    case 'paragraph':
      return [new Paragraph({ children: runs(block.text) })];
    case 'list':
      return block.items.map(
        (item) =>
          new Paragraph({
            style: 'ListParagraph',
            // Each list is its own numbering instance, so a numbered list always starts at 1.
            numbering: { reference: LIST_REFERENCE[block.style], level: 0, instance: index },
            children: runs(item),
          }),
      );
    case 'table':
      return [table(block), spacer()];
    case 'fields':
      return [fields(block.items), spacer()];
    case 'note': {
      const label = block.title ?? NOTE_THEME[block.tone].label;
      return [
        new Paragraph({
          style: NOTE_STYLE_ID[block.tone],
          children: [new TextRun({ text: `${label}: `, bold: true }), ...runs(block.text)],
        }),
      ];
    }
    case 'contents':
      return contents(block.title, all.slice(index + 1));
    case 'signature':
      return signature(block);
    case 'pageBreak':
      return [new Paragraph({ children: [new PageBreak()] })];
  }
}

function titleBlock(model: DocumentModel): Paragraph[] {
  const updated = formatMonthYear(updatedDate(model));
  const paragraphs = [
    ...(model.cover
      ? [new Paragraph({ style: 'Eyebrow', children: [new TextRun(model.cover.eyebrow.toUpperCase())] })]
      : []),
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(model.title)] }),
    ...(model.subtitle
      ? [new Paragraph({ style: 'Subtitle', children: [new TextRun(model.subtitle)] })]
      : []),
    new Paragraph({ style: 'DocumentMeta', children: [new TextRun(`${model.author} · Updated ${updated}`)] }),
  ];
  if (!model.cover) return paragraphs;
  return [
    ...paragraphs,
    ...(model.cover.blurb ? [new Paragraph({ children: runs(model.cover.blurb) })] : []),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

function letterhead(model: DocumentModel): Paragraph[] {
  if (!model.letterhead) return [];
  const { name, lines = [] } = model.letterhead;
  return [
    new Paragraph({ style: 'LetterheadName', children: [new TextRun(name)] }),
    ...lines.map((line) => new Paragraph({ style: 'LetterheadDetail', children: [new TextRun(line)] })),
    new Paragraph({ style: 'LetterheadRule', children: [] }),
  ];
}

const pageNumber = (): Paragraph =>
  new Paragraph({
    style: 'HeaderFooterText',
    alignment: AlignmentType.RIGHT,
    children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })],
  });

/** A letter's pages: no brand, and a page number from page 2 on (a different first page). */
function letterFurniture() {
  return {
    titlePage: true,
    headers: { first: new Header({ children: [] }), default: new Header({ children: [] }) },
    footers: { first: new Footer({ children: [] }), default: new Footer({ children: [pageNumber()] }) },
  };
}

function documentFurniture(model: DocumentModel) {
  return {
    titlePage: false,
    headers: {
      default: new Header({
        children: [
          new Paragraph({
            style: 'HeaderFooterText',
            alignment: AlignmentType.RIGHT,
            children: [new TextRun({ text: model.author, bold: true, color: THEME.brand })],
          }),
        ],
      }),
    },
    footers: {
      default: new Footer({
        children: [
          new Paragraph({
            style: 'HeaderFooterText',
            tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
            children: [
              new TextRun(model.title),
              new TextRun({
                children: [new Tab(), 'Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
              }),
            ],
          }),
        ],
      }),
    },
  };
}

export function buildDocx(model: DocumentModel): Document {
  assertValidDocument(model);
  const letter = model.layout === 'letter';
  const { titlePage, headers, footers } = letter ? letterFurniture() : documentFurniture(model);
  return new Document({
    creator: model.author,
    lastModifiedBy: model.author,
    title: model.title,
    subject: model.description,
    description: model.description,
    keywords: model.keywords?.join(', '),
    revision: 1,
    styles: documentStyles(letter ? 'letter' : 'document'),
    numbering: { config: listNumbering(letter ? THEME.text : THEME.brand) },
    sections: [
      {
        properties: {
          ...(titlePage ? { titlePage } : {}),
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: {
              top: PAGE.margin,
              bottom: PAGE.margin,
              left: PAGE.margin,
              right: PAGE.margin,
              header: 600,
              footer: 600,
            },
          },
        },
        headers,
        footers,
        children: [
          ...(letter ? letterhead(model) : titleBlock(model)),
          ...model.blocks.flatMap((block, index, all) => blockContent(block, index, all)),
        ],
      },
    ],
  });
}

export async function renderDocx(model: DocumentModel): Promise<Uint8Array> {
  const document = buildDocx(model);
  const zip = await Packer.toArrayBuffer(document, false, [
    { path: 'docProps/core.xml', data: coreProperties(model) },
  ]);
  return withZipEntryDates(new Uint8Array(zip), updatedDate(model));
}
