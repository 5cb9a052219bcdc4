import type { Block } from '@/lib/downloads/document';
import type { Reader } from './read';

/**
 * A multi-line text field as the paragraphs the visitor typed: a blank line starts a new paragraph,
 * a single line break stays a line break. Only text, never markup, so nothing typed becomes HTML.
 */
export function paragraphsOf(read: Reader, key: string): Block[] {
  const text = read.text(key);
  if (!text) return [];
  return text
    .split(/\n\s*\n/)
    .map((part) =>
      part
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .map((part) => ({ kind: 'paragraph', text: part.replace(/ {2,}/g, ' ') }));
}
