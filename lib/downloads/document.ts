/**
 * A small, format-neutral document model. Downloads (templates, e-books) are written once as data and
 * rendered to DOCX (`./docx`) or PDF (`./pdf`); later, the document-generator tools (offer letters,
 * memos, agendas) build the same model from a form and reuse both renderers. Nothing here knows about
 * a file format, so the renderers stay the only place where layout decisions live.
 */

/** Inline text with emphasis. Plain strings are the common case; these cover the rest. */
export type Span =
  | { readonly kind: 'text'; readonly text: string; readonly bold?: boolean; readonly italic?: boolean }
  /** Something the reader replaces, shown as `[label]` and highlighted so it cannot be missed. */
  | { readonly kind: 'fill'; readonly label: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

export type Inline = string | Span;
export type RichText = Inline | readonly Inline[];

export type NoteTone = 'guidance' | 'tip' | 'important';

export type ListStyle = 'bullet' | 'numbered' | 'checkbox';

export interface Field {
  readonly label: string;
  /** Omitted: an empty box to write in. */
  readonly value?: RichText;
  /** Minimum height of the box, in lines of text; for answers written by hand or typed at length. */
  readonly lines?: number;
}

export type Block =
  | { readonly kind: 'heading'; readonly level: 1 | 2 | 3; readonly text: RichText }
  | { readonly kind: 'paragraph'; readonly text: RichText }
  | { readonly kind: 'list'; readonly style: ListStyle; readonly items: readonly RichText[] }
  | {
      readonly kind: 'table';
      /** The header row; also fixes the number of columns every row must have. */
      readonly header: readonly string[];
      readonly rows: readonly (readonly RichText[])[];
      /** Relative column widths (any unit: `[1, 3, 2]`); equal columns when omitted. */
      readonly widths?: readonly number[];
      /** Minimum height of each body row, in lines, for tables meant to be filled in. */
      readonly minRowLines?: number;
    }
  /** Label and value pairs (a form's header: role, candidate, date), drawn as a two-column grid. */
  | { readonly kind: 'fields'; readonly items: readonly Field[] }
  /** A callout set apart from the text: guidance for whoever fills a template in, a tip, a warning. */
  | { readonly kind: 'note'; readonly tone: NoteTone; readonly title?: string; readonly text: RichText }
  /** A table of contents built from the level-1 and level-2 headings that follow. */
  | { readonly kind: 'contents'; readonly title: string }
  /**
   * A letter's sign-off, kept on one page: the closing ("Sincerely,"), room for a handwritten
   * signature (a line to sign on when `signLine`), then the signer's lines (name, title).
   */
  | {
      readonly kind: 'signature';
      readonly closing?: RichText;
      readonly lines: readonly RichText[];
      readonly signLine?: boolean;
    }
  | { readonly kind: 'pageBreak' };

/** The sender's name and address at the top of a letter's first page. */
export interface Letterhead {
  readonly name: string;
  readonly lines?: readonly string[];
}

export interface DocumentModel {
  readonly title: string;
  readonly subtitle?: string;
  /** The creator/author property and the name on the title page: the brand. */
  readonly author: string;
  /** One sentence; the subject property of the file. */
  readonly description: string;
  readonly keywords?: readonly string[];
  /**
   * `YYYY-MM-DD`. Also the created/modified date written into the file, so rendering the same content
   * twice gives the same bytes.
   */
  readonly updated: string;
  /** Present: the PDF opens with a title page, and the DOCX with the title block on a page of its own. */
  readonly cover?: { readonly eyebrow: string; readonly blurb?: string };
  /**
   * `document` (the default): title block, the brand in the header, the title and page number in the
   * footer. `letter`: what the document generators write on someone else's behalf, so no brand and
   * no title block; the letterhead opens page 1, page numbers start on page 2, and accents (bullets,
   * headings) are in the text colour.
   */
  readonly layout?: 'document' | 'letter';
  /** The letterhead of a `letter`; ignored by the `document` layout. */
  readonly letterhead?: Letterhead;
  readonly blocks: readonly Block[];
}

export const strong = (text: string): Span => ({ kind: 'text', text, bold: true });
export const em = (text: string): Span => ({ kind: 'text', text, italic: true });
export const fill = (label: string): Span => ({ kind: 'fill', label });
export const link = (text: string, href: string): Span => ({ kind: 'link', text, href });

// Array.isArray does not narrow readonly arrays.
const isInlineList = (text: RichText): text is readonly Inline[] => Array.isArray(text);

/** Normalises rich text to spans, so renderers handle one shape. */
export function spansOf(text: RichText): readonly Span[] {
  const inlines = isInlineList(text) ? text : [text];
  return inlines.map((inline) => (typeof inline === 'string' ? { kind: 'text', text: inline } : inline));
}

export function spanText(span: Span): string {
  return span.kind === 'fill' ? `[${span.label}]` : span.text;
}

/** What a reader sees, without emphasis: outlines, bookmarks, search. */
export function plainText(text: RichText): string {
  return spansOf(text).map(spanText).join('');
}

/** The `updated` date at midnight UTC; the renderers' only clock. */
export function updatedDate(model: Pick<DocumentModel, 'updated'>): Date {
  return new Date(`${model.updated}T00:00:00Z`);
}

/**
 * Problems that types cannot catch (a row with a missing cell, a bad date), as sentences naming the
 * block, so a content edit fails loudly instead of producing a lopsided table.
 */
export function documentIssues(model: DocumentModel): string[] {
  const issues: string[] = [];
  if (!model.title.trim()) issues.push('title is empty');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(model.updated) || Number.isNaN(updatedDate(model).getTime())) {
    issues.push(`updated "${model.updated}" is not a YYYY-MM-DD date`);
  }
  model.blocks.forEach((block, index) => {
    const where = `block #${index + 1} (${block.kind})`;
    if (block.kind === 'table') {
      const columns = block.header.length;
      if (columns === 0) issues.push(`${where}: the header row is empty`);
      block.rows.forEach((row, rowIndex) => {
        if (row.length !== columns) {
          issues.push(`${where}: row ${rowIndex + 1} has ${row.length} cells, the header has ${columns}`);
        }
      });
      if (block.widths && block.widths.length !== columns) {
        issues.push(`${where}: ${block.widths.length} widths for ${columns} columns`);
      }
      if (block.widths?.some((width) => !(width > 0))) issues.push(`${where}: widths must be positive`);
    }
    if (block.kind === 'list' && block.items.length === 0) issues.push(`${where}: the list is empty`);
    if (block.kind === 'fields' && block.items.length === 0) issues.push(`${where}: no fields`);
    if (block.kind === 'signature' && block.lines.length === 0) issues.push(`${where}: no signer lines`);
  });
  if (model.letterhead && !model.letterhead.name.trim()) issues.push('the letterhead has no name');
  return issues;
}

export function assertValidDocument(model: DocumentModel): void {
  const issues = documentIssues(model);
  if (issues.length) throw new Error(`Invalid document "${model.title}":\n  - ${issues.join('\n  - ')}`);
}
