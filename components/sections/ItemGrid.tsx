import Link from '@/components/ui/Link';
import { Card } from '@/components/ui/Card';
import { Grid, Section } from '@/components/ui/Section';
import styles from './sections.module.css';

type Item = { title: string; text: string; href?: string };

/** Feature highlights and problem lists share this grid; `numbered` shows pains as a checklist. */
export function ItemGrid({
  id,
  eyebrow,
  title,
  lead,
  items,
  tone,
  variant = 'feature',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  items: Item[];
  tone?: 'plain' | 'muted';
  variant?: 'feature' | 'problem';
}) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead} tone={tone}>
      <Grid min={items.length === 4 || items.length === 8 ? '14rem' : '17rem'}>
        {items.map((item, index) => (
          <Card key={item.title} interactive={Boolean(item.href)}>
            <span
              className={variant === 'problem' ? styles.problemMark : styles.featureMark}
              aria-hidden="true"
            >
              {variant === 'problem' ? '✕' : String(index + 1).padStart(2, '0')}
            </span>
            <h3>{item.href ? <Link href={item.href}>{item.title}</Link> : item.title}</h3>
            <p>{item.text}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
