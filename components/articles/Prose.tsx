import Link from '@/components/ui/Link';
import type { Inline, ProseBlock } from '@/content/blog/prose';
import { linkExists } from '@/content/routes';
import styles from './prose.module.css';

/** Inline text; a link to a page that is not built yet reads as plain text rather than a dead link. */
export function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'text') return part.text;
        if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
        if (part.href.startsWith('https://'))
          return (
            <a key={index} href={part.href} rel="noopener noreferrer">
              {part.text}
            </a>
          );
        if (part.href.startsWith('#'))
          return (
            <a key={index} href={part.href}>
              {part.text}
            </a>
          );
        return linkExists(part.href) ? (
          <Link key={index} href={part.href}>
            {part.text}
          </Link>
        ) : (
          part.text
        );
      })}
    </>
  );
}

/** Article text from the prose format of content/blog/prose.ts, set for long reading. */
export function Prose({ blocks, className }: { blocks: ProseBlock[]; className?: string }) {
  return (
    <div className={className ? `${styles.prose} ${className}` : styles.prose}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index} id={block.id}>
                {block.text}
              </h2>
            ) : (
              <h3 key={index} id={block.id}>
                {block.text}
              </h3>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <InlineText parts={block.content} />
              </p>
            );
          case 'quote':
            return (
              <blockquote key={index}>
                <p>
                  <InlineText parts={block.content} />
                </p>
              </blockquote>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <InlineText parts={item} />
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
