import { Section } from '@/components/ui/Section';
import styles from './sections.module.css';

export function StatGrid({
  title,
  stats,
  eyebrow = 'Proof',
}: {
  title: string;
  stats: { value: string; label: string }[];
  eyebrow?: string;
}) {
  return (
    <Section eyebrow={eyebrow} title={title}>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
