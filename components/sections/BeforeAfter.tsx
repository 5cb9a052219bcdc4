import { Section } from '@/components/ui/Section';
import styles from './before-after.module.css';

type Row = { label: string; before: string; after: string };

/**
 * The same hiring step, before and after: one row per step, each side labelled in words (not only
 * by colour) so the contrast reads the same to screen readers and on a phone where rows stack.
 */
export function BeforeAfter({
  eyebrow,
  title,
  lead,
  beforeLabel,
  afterLabel,
  rows,
  tone,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  beforeLabel: string;
  afterLabel: string;
  rows: Row[];
  tone?: 'plain' | 'muted';
}) {
  return (
    <Section eyebrow={eyebrow} title={title} lead={lead} tone={tone}>
      <ul className={styles.rows}>
        {rows.map((row, index) => (
          <li key={`${index}-${row.label}`} className={styles.row}>
            <h3 className={styles.label}>{row.label}</h3>
            <dl className={styles.pair}>
              <div className={styles.before}>
                <dt>
                  <span className={styles.mark} aria-hidden="true">
                    ✕
                  </span>
                  {beforeLabel}
                </dt>
                <dd>{row.before}</dd>
              </div>
              <div className={styles.after}>
                <dt>
                  <span className={styles.mark} aria-hidden="true">
                    ✓
                  </span>
                  {afterLabel}
                </dt>
                <dd>{row.after}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}
