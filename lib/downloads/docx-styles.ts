/**
 * The Word styles every generated document uses. Built-in names (Title, Heading 1-3, List Paragraph,
 * Hyperlink) keep Word's navigation pane and table of contents working; the custom ones (Placeholder,
 * Guidance Note, Table Text...) let whoever fills a template in find or restyle them all at once.
 */
import {
  AlignmentType,
  BorderStyle,
  LevelFormat,
  ShadingType,
  type IBordersOptions,
  type INumberingOptions,
  type IStylesOptions,
} from 'docx';
import type { ListStyle, NoteTone } from './document';
import { NOTE_THEME, THEME } from './theme';

/** Calibri: Word ships it everywhere, and LibreOffice substitutes the metrically equal Carlito. */
const FONT = 'Calibri';
/** Half-points, as Word counts font sizes. */
const BODY_SIZE = 22;
const TABLE_SIZE = 20;

export const NOTE_STYLE_ID: Record<NoteTone, string> = {
  guidance: 'GuidanceNote',
  tip: 'TipNote',
  important: 'ImportantNote',
};

export const LIST_REFERENCE: Record<ListStyle, string> = {
  bullet: 'list-bullet',
  numbered: 'list-numbered',
  checkbox: 'list-checkbox',
};

function noteStyle(tone: NoteTone) {
  const theme = NOTE_THEME[tone];
  const border: IBordersOptions = {
    left: { style: BorderStyle.SINGLE, size: 24, color: theme.bar, space: 8 },
  };
  return {
    id: NOTE_STYLE_ID[tone],
    name: `${theme.label} Note`,
    basedOn: 'Normal',
    next: 'Normal',
    quickFormat: true,
    run: { size: 20, italics: tone === 'guidance', color: THEME.text },
    paragraph: {
      border,
      shading: { type: ShadingType.CLEAR, color: 'auto', fill: theme.background },
      indent: { left: 200, right: 120 },
      spacing: { before: 120, after: 200, line: 264 },
    },
  };
}

function listLevel(style: ListStyle, accent: string) {
  const indent = { left: 400, hanging: 300 };
  if (style === 'numbered') {
    return {
      level: 0,
      format: LevelFormat.DECIMAL,
      text: '%1.',
      alignment: AlignmentType.LEFT,
      style: { paragraph: { indent } },
    };
  }
  return {
    level: 0,
    format: LevelFormat.BULLET,
    text: style === 'checkbox' ? '\u2610' : '\u2022',
    alignment: AlignmentType.LEFT,
    style: {
      paragraph: { indent },
      run: style === 'checkbox' ? { font: 'Segoe UI Symbol' } : { color: accent },
    },
  };
}

/** `accent` colours the bullets: the brand in our documents, the text colour in a letter. */
export function listNumbering(accent: string = THEME.brand): INumberingOptions['config'] {
  return (['bullet', 'numbered', 'checkbox'] as const).map((style) => ({
    reference: LIST_REFERENCE[style],
    levels: [listLevel(style, accent)],
  }));
}

/** A letter's letterhead: the sender's name, then address lines under a rule. */
const letterStyles = [
  {
    id: 'LetterheadName',
    name: 'Letterhead Name',
    basedOn: 'Normal',
    next: 'LetterheadDetail',
    run: { size: 30, bold: true, color: THEME.text },
    paragraph: { spacing: { after: 40 } },
  },
  {
    id: 'LetterheadDetail',
    name: 'Letterhead Detail',
    basedOn: 'Normal',
    run: { size: 19, color: THEME.muted },
    paragraph: { spacing: { after: 0 } },
  },
  {
    id: 'LetterheadRule',
    name: 'Letterhead Rule',
    basedOn: 'Normal',
    paragraph: {
      spacing: { before: 0, after: 360 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: THEME.border, space: 6 } },
    },
  },
];

/** `letter` swaps the brand accent for the text colour and adds the letterhead styles. */
export function documentStyles(layout: 'document' | 'letter' = 'document'): IStylesOptions {
  const accent = layout === 'letter' ? THEME.text : THEME.brand;
  const small = { size: 18, color: THEME.muted };
  return {
    default: {
      document: {
        run: { font: FONT, size: BODY_SIZE, color: THEME.text },
        paragraph: { spacing: { after: 140, line: 276 } },
      },
      title: {
        run: { font: FONT, size: 52, bold: true, color: THEME.text },
        paragraph: { spacing: { after: 80 } },
      },
      heading1: {
        run: { font: FONT, size: 32, bold: true, color: accent },
        paragraph: {
          spacing: { before: 360, after: 120 },
          keepNext: true,
          keepLines: true,
          outlineLevel: 0,
        },
      },
      heading2: {
        run: { font: FONT, size: 26, bold: true, color: THEME.text },
        paragraph: {
          spacing: { before: 280, after: 100 },
          keepNext: true,
          keepLines: true,
          outlineLevel: 1,
        },
      },
      heading3: {
        run: { font: FONT, size: 23, bold: true, color: THEME.muted },
        paragraph: {
          spacing: { before: 200, after: 80 },
          keepNext: true,
          keepLines: true,
          outlineLevel: 2,
        },
      },
      listParagraph: { paragraph: { spacing: { after: 80 } } },
      hyperlink: { run: { color: THEME.brand, underline: {} } },
    },
    paragraphStyles: [
      {
        id: 'Subtitle',
        name: 'Subtitle',
        basedOn: 'Normal',
        next: 'Normal',
        quickFormat: true,
        run: { size: 28, color: THEME.muted },
        paragraph: { spacing: { after: 120 } },
      },
      {
        id: 'Eyebrow',
        name: 'Eyebrow',
        basedOn: 'Normal',
        next: 'Title',
        run: { size: 20, bold: true, color: THEME.brand, characterSpacing: 20 },
        paragraph: { spacing: { after: 60 } },
      },
      {
        id: 'DocumentMeta',
        name: 'Document Meta',
        basedOn: 'Normal',
        next: 'Normal',
        run: small,
        paragraph: {
          spacing: { after: 320 },
          border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: THEME.brand, space: 8 } },
        },
      },
      {
        id: 'TableText',
        name: 'Table Text',
        basedOn: 'Normal',
        run: { size: TABLE_SIZE },
        paragraph: { spacing: { after: 0, line: 252 } },
      },
      {
        id: 'ContentsTitle',
        name: 'Contents Title',
        basedOn: 'Normal',
        next: 'ContentsEntry',
        run: { size: 28, bold: true, color: THEME.brand },
        paragraph: { spacing: { before: 120, after: 160 } },
      },
      {
        id: 'ContentsEntry',
        name: 'Contents Entry',
        basedOn: 'Normal',
        paragraph: { spacing: { after: 80 } },
      },
      { id: 'HeaderFooterText', name: 'Header Footer Text', basedOn: 'Normal', run: small },
      noteStyle('guidance'),
      noteStyle('tip'),
      noteStyle('important'),
      ...(layout === 'letter' ? letterStyles : []),
    ],
    characterStyles: [
      {
        id: 'Placeholder',
        name: 'Placeholder',
        basedOn: 'DefaultParagraphFont',
        quickFormat: true,
        run: {
          color: THEME.fillText,
          shading: { type: ShadingType.CLEAR, color: 'auto', fill: THEME.fillBackground },
        },
      },
    ],
  };
}
