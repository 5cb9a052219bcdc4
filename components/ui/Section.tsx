import { useId, type CSSProperties, type ReactNode } from 'react';
import styles from './layout.module.css';
import { cx } from './cx';

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(styles.container, className)}>{children}</div>;
}

type SectionProps = {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  lead?: ReactNode;
  tone?: 'plain' | 'muted' | 'dark';
  centered?: boolean;
  children?: ReactNode;
  /** The heading level of `title`; sections inside a page are h2. */
  as?: 'h1' | 'h2';
};

/** A band of a page: optional eyebrow, heading and lead, then its content. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = 'plain',
  centered,
  children,
  as: Heading = 'h2',
}: SectionProps) {
  const autoId = useId();
  const headingId = id ? `${id}-title` : autoId;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cx(styles.section, tone === 'muted' && styles.muted, tone === 'dark' && styles.dark)}
    >
      <div className={styles.container}>
        {title || eyebrow || lead ? (
          <header className={cx(styles.header, centered && styles.centered)}>
            {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
            {title && <Heading id={headingId}>{title}</Heading>}
            {lead && <p className={styles.lead}>{lead}</p>}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** A responsive grid whose columns are at least `min` wide. */
export function Grid({
  children,
  min = '16rem',
  className,
}: {
  children: ReactNode;
  min?: string;
  className?: string;
}) {
  return (
    <div className={cx(styles.grid, className)} style={{ '--min': min } as CSSProperties}>
      {children}
    </div>
  );
}

/** The small upper-case line above a title; `as="p"` where it stands alone as a paragraph. */
export function Eyebrow({ children, as: Tag = 'span' }: { children: ReactNode; as?: 'span' | 'p' }) {
  return <Tag className={styles.eyebrow}>{children}</Tag>;
}
