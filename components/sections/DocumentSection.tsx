import { anchorFor, type DocumentBlock, type DocumentSection as Props } from '@/content/schema/longform';
import { cx } from '@/components/ui/cx';
import { RichText } from './RichText';
import { Eyebrow } from '@/components/ui/Section';
import styles from './longform.module.css';

type Level = 2 | 3 | 4;

function Block({ block, level }: { block: DocumentBlock; level: Level }) {
  if (typeof block === 'string') {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if ('list' in block) {
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List className={styles.docList}>
        {block.list.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </List>
    );
  }
  if ('note' in block) {
    return (
      <aside className={styles.note} aria-label={block.title ?? 'Note'}>
        {block.title ? <p className={styles.noteTitle}>{block.title}</p> : null}
        <p>
          <RichText text={block.note} />
        </p>
      </aside>
    );
  }
  const Sub = `h${Math.min(level + 1, 4)}` as 'h3' | 'h4';
  return <Sub className={styles.subheading}>{block.subheading}</Sub>;
}

/**
 * A long-form document: guides inside a landing page (title h2) or a whole legal page (title h1,
 * no hero). Parts get stable anchors from their headings so "On this page" and shared links work.
 */
export function DocumentSection({ section }: { section: Props }) {
  const isPage = section.level === 'h1';
  const Title = section.level;
  const Part = (isPage ? 'h2' : 'h3') as 'h2' | 'h3';
  const partLevel: Level = isPage ? 2 : 3;
  const titleId = `${anchorFor(section.title)}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={cx(styles.document, isPage && styles.documentPage, section.tone === 'muted' && styles.muted)}
    >
      <div className={cx(isPage && styles.docBand)}>
        <div className={styles.container}>
          <header className={styles.docHeader}>
            {section.eyebrow ? <Eyebrow as="p">{section.eyebrow}</Eyebrow> : null}
            <Title id={titleId}>{section.title}</Title>
            {section.lead ? (
              <p className={styles.docLead}>
                <RichText text={section.lead} />
              </p>
            ) : null}
            {section.facts?.length ? (
              <dl className={styles.facts}>
                {section.facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>
                      <RichText text={fact.value} />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </header>
        </div>
      </div>
      <div className={styles.container}>
        <div className={cx(styles.docBody, section.contents && styles.withContents)}>
          {section.contents ? (
            <nav className={styles.contents} aria-label={`${section.title}: contents`}>
              <p className={styles.contentsTitle}>On this page</p>
              <ol>
                {section.parts.map((part) => (
                  <li key={part.heading}>
                    <a href={`#${anchorFor(part.heading)}`}>{part.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div className={styles.docParts}>
            {section.parts.map((part) => (
              <div key={part.heading} className={styles.part}>
                <Part id={anchorFor(part.heading)} className={styles.partHeading}>
                  {part.heading}
                </Part>
                {part.blocks.map((block, index) => (
                  <Block key={index} block={block} level={partLevel} />
                ))}
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
