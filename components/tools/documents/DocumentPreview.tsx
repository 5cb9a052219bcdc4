import { Fragment, type ReactNode } from 'react';
import { spansOf, type Block, type DocumentModel, type RichText, type Span } from '@/lib/downloads/document';
import styles from './preview.module.css';

/**
 * The document drawn as a sheet of paper, from the same model the Word and PDF files are written
 * from, so what the visitor sees is what they download. Everything is rendered as React text:
 * nothing typed is ever interpreted as HTML, and only https and mailto links become links.
 */
const SAFE_HREF = /^(https:\/\/|mailto:)/i;

function text(value: string): ReactNode {
  const parts = value.split('\n');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {part}
    </Fragment>
  ));
}

function span(item: Span, index: number): ReactNode {
  if (item.kind === 'fill') {
    return (
      <mark key={index} className={styles.fill}>
        [{item.label}]
      </mark>
    );
  }
  if (item.kind === 'link') {
    return SAFE_HREF.test(item.href) ? (
      <a key={index} href={item.href}>
        {text(item.text)}
      </a>
    ) : (
      <Fragment key={index}>{text(item.text)}</Fragment>
    );
  }
  let node: ReactNode = text(item.text);
  if (item.italic) node = <em>{node}</em>;
  if (item.bold) node = <strong>{node}</strong>;
  return <Fragment key={index}>{node}</Fragment>;
}

export function Rich({ value }: { value: RichText }) {
  return <>{spansOf(value).map(span)}</>;
}

const HEADING_TAGS = ['h3', 'h4', 'h5', 'h6'] as const;

function BlockView({ block, top }: { block: Block; top: number }) {
  switch (block.kind) {
    case 'heading': {
      // The island's own heading is an h2, so the document's top heading level becomes h3.
      const Tag = HEADING_TAGS[Math.min(block.level - top, HEADING_TAGS.length - 1)] ?? 'h6';
      return (
        <Tag className={styles[`h${block.level}`]}>
          <Rich value={block.text} />
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <Rich value={block.text} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <Rich value={item} />
        </li>
      ));
      return block.style === 'numbered' ? (
        <ol className={styles.list}>{items}</ol>
      ) : (
        <ul className={block.style === 'checkbox' ? styles.checklist : styles.list}>{items}</ul>
      );
    }
    case 'table':
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {block.header.map((label, index) => (
                  <th key={index} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>
                      <Rich value={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'fields':
      return (
        <dl className={styles.fields}>
          {block.items.map((item, index) => (
            <div key={index} className={styles.fieldRow}>
              <dt>{item.label}</dt>
              <dd>{item.value === undefined ? '' : <Rich value={item.value} />}</dd>
            </div>
          ))}
        </dl>
      );
    case 'note':
      return (
        <div className={styles.note}>
          {block.title ? <strong>{block.title}: </strong> : null}
          <Rich value={block.text} />
        </div>
      );
    case 'signature':
      return (
        <div className={styles.signature}>
          {block.closing ? (
            <p className={styles.closing}>
              <Rich value={block.closing} />
            </p>
          ) : null}
          <div className={block.signLine ? styles.signLine : styles.signSpace} aria-hidden="true" />
          {block.lines.map((line, index) => (
            <p key={index} className={styles.signer}>
              <Rich value={line} />
            </p>
          ))}
        </div>
      );
    case 'pageBreak':
      return <hr className={styles.pageBreak} />;
    case 'contents':
      return null;
  }
}

export function DocumentPreview({ model, busy }: { model: DocumentModel; busy?: boolean }) {
  const levels = model.blocks.flatMap((block) => (block.kind === 'heading' ? [block.level] : []));
  const top = levels.length ? Math.min(...levels) : 1;
  return (
    <article className={styles.paper} aria-busy={busy || undefined} data-testid="document-preview">
      {model.layout === 'letter' ? (
        model.letterhead ? (
          <header className={styles.letterhead}>
            <p className={styles.letterheadName}>{model.letterhead.name}</p>
            {(model.letterhead.lines ?? []).map((line, index) => (
              <p key={index} className={styles.letterheadLine}>
                {line}
              </p>
            ))}
          </header>
        ) : null
      ) : (
        <header className={styles.titleBlock}>
          <p className={styles.title}>{model.title}</p>
          {model.subtitle ? <p className={styles.subtitle}>{model.subtitle}</p> : null}
        </header>
      )}
      {model.blocks.map((block, index) => (
        <BlockView key={index} block={block} top={top} />
      ))}
    </article>
  );
}
