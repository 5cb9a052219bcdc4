import { Avatar } from '@/components/ui/Avatar';
import styles from './testimonial.module.css';

export function Testimonial({
  quote,
  name,
  role,
  company,
  result,
}: {
  quote: string;
  name: string;
  role: string;
  company: string;
  result?: string;
}) {
  return (
    <section className={styles.band} aria-label={`What ${name} of ${company} says`}>
      <figure className={styles.figure}>
        {result ? <p className={styles.result}>{result}</p> : null}
        <blockquote className={styles.quote}>
          <p>“{quote}”</p>
        </blockquote>
        <figcaption className={styles.caption}>
          <Avatar name={name} size={48} decorative />
          <span>
            <strong>{name}</strong>
            <br />
            {role}, {company}
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
