import { Badge, Card } from '@/components/ui/Card';
import { ButtonLink } from '@/components/ui/Button';
import { Grid, Section } from '@/components/ui/Section';
import { resources } from '@/content/resources';
import type { ResourceCard } from '@/content/schema/marketing';
import { templateDownloadHref } from '@/lib/leads/download';
import styles from './resources.module.css';

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  kinds?: readonly ResourceCard['type'][];
  tone?: 'plain' | 'muted';
  /** Defaults to the site's resource library; tests pass their own cards. */
  cards?: readonly ResourceCard[];
};

/** Templates, e-books and reports: each card opens the free-template form, then the file downloads. */
export function ResourceLibrary({ id, eyebrow, title, lead, kinds, tone, cards = resources }: Props) {
  const shown = kinds ? cards.filter((card) => kinds.includes(card.type)) : cards;
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead} tone={tone}>
      <Grid min="17rem">
        {shown.map((card) => (
          <Card key={card.resource} className={styles.card} data-resource={card.resource}>
            {/* Decorative: the title beside it says what the file is. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG, nothing to optimise */}
            <img src={card.img} alt="" width={320} height={200} className={styles.cover} loading="lazy" />
            <p className={styles.meta}>
              <Badge>{card.type}</Badge>
              {card.format ? <span className={styles.format}>{card.format}</span> : null}
            </p>
            <h3>{card.title}</h3>
            <p>{card.text}</p>
            <ButtonLink
              href={templateDownloadHref(card.resource)}
              variant="secondary"
              className={styles.download}
              aria-label={`Download free: ${card.title}`}
            >
              Download free
            </ButtonLink>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
