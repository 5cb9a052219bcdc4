/**
 * Model text shown to visitors is untrusted: it is whatever the AI service (or a prompt injected
 * into it) wrote. This reads the little Markdown models use into plain data that components render
 * as React elements, so nothing in it can become markup:
 *
 *   # Heading / ## Sub-heading     (### and deeper read as a sub-heading)
 *   - bullet  * bullet  • bullet   1. numbered  2) numbered   (indented lines continue an item)
 *   **bold** inside any line       blank line, or a --- / *** rule, ends a paragraph
 *
 * Links are deliberately not supported: `[text](url)` and bare URLs stay literal text. A link in
 * an AI answer would put the site's name behind an address nobody checked (a made-up one, or one
 * a prompt injection planted), and nothing a tool shows needs one. Raw HTML, code fences, tables
 * and anything else also stay literal text.
 */

export type AnswerInline = { kind: 'text'; text: string } | { kind: 'strong'; text: string };

export type AnswerBlock =
  | { type: 'heading'; depth: 1 | 2; content: AnswerInline[] }
  | { type: 'paragraph'; content: AnswerInline[] }
  | { type: 'list'; ordered: boolean; start: number; items: AnswerInline[][] };

const BOLD = /\*\*(?=\S)(.+?)(?<=\S)\*\*/g;

export function parseAnswerInline(text: string): AnswerInline[] {
  const parts: AnswerInline[] = [];
  let last = 0;
  for (const match of text.matchAll(BOLD)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'strong', text: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

const HEADING = /^(#{1,6})\s+(.+?)(?:\s+#+)?$/;
const BULLET = /^[-*•]\s+(.*)$/;
const NUMBERED = /^(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^(?:[-*_]\s*){3,}$/;

export function parseAnswerBlocks(source: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | undefined;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', content: parseAnswerInline(paragraph.join(' ')) });
    if (list) {
      const { ordered, start, items } = list;
      blocks.push({ type: 'list', ordered, start, items: items.map(parseAnswerInline) });
    }
    paragraph = [];
    list = undefined;
  };

  const addItem = (ordered: boolean, start: number, text: string) => {
    if (paragraph.length || (list && list.ordered !== ordered)) flush();
    list ??= { ordered, start, items: [] };
    list.items.push(text);
  };

  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const text = line.trim();
    const indented = /^\s/.test(line);
    const heading = HEADING.exec(text);
    const numbered = NUMBERED.exec(text);
    // A rule is checked before bullets: `* * *` is a rule, not a bullet holding `* *`.
    const bullet = RULE.test(text) ? null : BULLET.exec(text);

    if (!text || RULE.test(text)) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({
        type: 'heading',
        depth: heading[1]!.length === 1 ? 1 : 2,
        content: parseAnswerInline(heading[2]!),
      });
    } else if (bullet) {
      addItem(false, 1, bullet[1]!);
    } else if (numbered) {
      addItem(true, Number(numbered[1]), numbered[2]!);
    } else if (list && indented) {
      const items = list.items;
      items[items.length - 1] = `${items[items.length - 1]} ${text}`;
    } else {
      if (list) flush();
      paragraph.push(text);
    }
  }
  flush();
  return blocks;
}
