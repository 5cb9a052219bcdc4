import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import styles from './longform.module.css';

const marks = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`/g;

/**
 * Renders content text with its inline marks: `[label](href)` links, `**strong**` words and
 * `` `code` `` (search strings, operators).
 * Content never carries HTML, so there is nothing to sanitize; the schema already checked each href.
 */
export function RichText({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(marks)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [, label, target, strong, code] = match;
    if (code !== undefined) {
      nodes.push(
        <code key={index} className={styles.inlineCode}>
          {code}
        </code>,
      );
    } else if (strong !== undefined) {
      nodes.push(<strong key={index}>{strong}</strong>);
    } else if (target!.startsWith('/')) {
      nodes.push(
        <Link key={index} href={target!}>
          {label}
        </Link>,
      );
    } else {
      nodes.push(
        <a key={index} href={target} rel={target!.startsWith('https://') ? 'noopener noreferrer' : undefined}>
          {label}
        </a>,
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <>{nodes}</>;
}
