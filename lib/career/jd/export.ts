import type { Block, DocumentModel } from '@/lib/downloads/document';
import type { JdSection, JobDescription } from './generate';

/**
 * The finished job description in the forms it leaves the page: the preview's blocks, Markdown,
 * plain text and the document model the shared Word/PDF writers render.
 */

export type JdBlock =
  { readonly kind: 'p'; readonly text: string } | { readonly kind: 'ul'; readonly items: readonly string[] };

const BULLET = /^[-*•]\s+/;

/** A list section is one item per line; a text section is paragraphs, where "- " lines form a list. */
export function blocksOf(section: JdSection): readonly JdBlock[] {
  const lines = section.text.split('\n').map((line) => line.trim());
  if (section.kind === 'list') {
    const items = lines.map((line) => line.replace(BULLET, '')).filter(Boolean);
    return items.length ? [{ kind: 'ul', items }] : [];
  }
  const blocks: JdBlock[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    if (items.length) blocks.push({ kind: 'ul', items });
    paragraph = [];
    items = [];
  };
  for (const line of lines) {
    if (!line) {
      flush();
    } else if (BULLET.test(line)) {
      if (paragraph.length) {
        blocks.push({ kind: 'p', text: paragraph.join(' ') });
        paragraph = [];
      }
      items.push(line.replace(BULLET, ''));
    } else {
      if (items.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

const filled = (jd: JobDescription) => jd.sections.filter((section) => blocksOf(section).length > 0);

export function toMarkdown(jd: JobDescription): string {
  const parts = [`# ${jd.title}`];
  if (jd.meta) parts.push(`*${jd.meta}*`);
  for (const section of filled(jd)) {
    parts.push(`## ${section.heading}`);
    for (const block of blocksOf(section))
      parts.push(block.kind === 'p' ? block.text : block.items.map((item) => `- ${item}`).join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

export function toPlainText(jd: JobDescription): string {
  const parts = [jd.title];
  if (jd.meta) parts.push(jd.meta);
  for (const section of filled(jd)) {
    parts.push(section.heading.toUpperCase());
    for (const block of blocksOf(section))
      parts.push(block.kind === 'p' ? block.text : block.items.map((item) => `• ${item}`).join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

export function toDocumentModel(jd: JobDescription, company: string, updated: string): DocumentModel {
  const blocks: Block[] = [{ kind: 'heading', level: 1, text: jd.title }];
  if (jd.meta) blocks.push({ kind: 'paragraph', text: { kind: 'text', text: jd.meta, italic: true } });
  for (const section of filled(jd)) {
    blocks.push({ kind: 'heading', level: 2, text: section.heading });
    for (const block of blocksOf(section))
      blocks.push(
        block.kind === 'p'
          ? { kind: 'paragraph', text: block.text }
          : { kind: 'list', style: 'bullet', items: block.items },
      );
  }
  const name = company.trim() || jd.title;
  return {
    title: jd.title,
    author: name,
    description: `Job description: ${jd.title}`,
    updated,
    layout: 'letter',
    letterhead: { name },
    blocks,
  };
}

export function jdFileStem(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `job-description${slug ? `-${slug}` : ''}`;
}
