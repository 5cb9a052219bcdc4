import { Avatar } from '@/components/ui/Avatar';
import { Section } from '@/components/ui/Section';
import styles from './case-study.module.css';

type Props = {
  eyebrow: string;
  company: string;
  title: string;
  challenge: string;
  approach: string;
  outcome: string;
  metrics: { value: string; label: string }[];
  quote?: { text: string; name: string; role: string };
  tone?: 'plain' | 'muted';
};

/** A customer story in three beats (challenge, approach, outcome) with its figures beside it. */
export function CaseStudy({
  eyebrow,
  company,
  title,
  challenge,
  approach,
  outcome,
  metrics,
  quote,
  tone,
}: Props) {
  return (
    <Section eyebrow={eyebrow} title={title} tone={tone}>
      <article className={styles.card} aria-label={`Customer story: ${company}`}>
        <div className={styles.story}>
          <p className={styles.company}>{company}</p>
          <h3>The challenge</h3>
          <p>{challenge}</p>
          <h3>What they did</h3>
          <p>{approach}</p>
          <h3>The outcome</h3>
          <p>{outcome}</p>
        </div>
        <dl className={styles.metrics}>
          {metrics.map((metric, index) => (
            <div key={`${index}-${metric.label}`} className={styles.metric}>
              <dt>{metric.label}</dt>
              <dd>{metric.value}</dd>
            </div>
          ))}
        </dl>
        {quote ? (
          <figure className={styles.quote}>
            <blockquote>
              <p>“{quote.text}”</p>
            </blockquote>
            <figcaption>
              <Avatar name={quote.name} size={40} decorative />
              <span>
                <strong>{quote.name}</strong>, {quote.role}, {company}
              </span>
            </figcaption>
          </figure>
        ) : null}
      </article>
    </Section>
  );
}
