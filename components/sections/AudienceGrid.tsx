import { Initials } from '@/components/ui/Avatar';
import { Grid, Section } from '@/components/ui/Section';
import styles from './audience-grid.module.css';

type Audience = { role: string; quote: string; need: string };

/** Who the page is for: each role with the problem in their own words and what they need instead. */
export function AudienceGrid({
  eyebrow,
  title,
  lead,
  items,
  tone,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  items: Audience[];
  tone?: 'plain' | 'muted';
}) {
  return (
    <Section eyebrow={eyebrow} title={title} lead={lead} tone={tone}>
      <Grid min="17rem">
        {items.map((item, index) => (
          <article key={`${index}-${item.role}`} className={styles.card}>
            <header className={styles.head}>
              <Initials name={item.role} size={44} decorative />
              <h3>{item.role}</h3>
            </header>
            <blockquote className={styles.quote}>
              <p>“{item.quote}”</p>
            </blockquote>
            <p className={styles.need}>
              <strong>What helps: </strong>
              {item.need}
            </p>
          </article>
        ))}
      </Grid>
    </Section>
  );
}
