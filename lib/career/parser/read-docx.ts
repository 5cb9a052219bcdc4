import type { ReadText } from './read-text';

/**
 * The text of a Word file, one paragraph a line, read with mammoth (loaded on first use) through
 * its document tree rather than its raw text: a paragraph in a Word list (w:numPr, resolved against
 * numbering.xml) is marked "• " whatever glyph the list shows, since the glyph is not in the text,
 * and Heading-styled paragraphs are reported as headings.
 */
interface DocxNode {
  readonly type: string;
  readonly value?: string;
  readonly breakType?: string;
  readonly styleId?: string | null;
  readonly styleName?: string | null;
  readonly numbering?: { readonly isOrdered: boolean; readonly level: string } | null;
  readonly children?: readonly DocxNode[];
}

function textOf(node: DocxNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'tab') return '\t';
  if (node.type === 'break') return node.breakType === 'page' || node.breakType === 'column' ? '' : '\n';
  return (node.children ?? []).map(textOf).join('');
}

/** Heading 1 to 3 open sections; Title and Subtitle hold the name and headline, which are not sections. */
const HEADING_STYLE = /^heading\s*[1-3]$/i;

export function paragraphsOf(root: DocxNode): ReadText {
  const lines: string[] = [];
  const headings: string[] = [];
  const walk = (node: DocxNode) => {
    if (node.type !== 'paragraph') {
      for (const child of node.children ?? []) walk(child);
      return;
    }
    const text = textOf(node)
      .replace(/[ \u00a0]+$/, '')
      .trim();
    if (!text) return;
    const style = node.styleName ?? node.styleId ?? '';
    if (HEADING_STYLE.test(style)) headings.push(text);
    for (const [index, line] of text.split('\n').entries())
      lines.push(node.numbering && index === 0 ? `• ${line.trim()}` : line);
  };
  walk(root);
  return { text: lines.join('\n'), headings };
}

export async function readDocx(bytes: ArrayBuffer): Promise<ReadText> {
  const mammoth = await import('mammoth');
  let read: ReadText = { text: '', headings: [] };
  // The browser build reads `arrayBuffer`, the Node build (tests) `buffer`.
  await mammoth.convertToHtml({ arrayBuffer: bytes, buffer: bytes } as { arrayBuffer: ArrayBuffer }, {
    transformDocument: (document: DocxNode) => {
      read = paragraphsOf(document);
      return document;
    },
  });
  return read;
}

export async function readDocxText(bytes: ArrayBuffer): Promise<string> {
  return (await readDocx(bytes)).text;
}
