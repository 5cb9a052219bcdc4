import { Avatar } from '@/components/ui/Avatar';
import Link from '@/components/ui/Link';
import styles from './testimonial.module.css';

export function Testimonial({
  quote,
  name,
  role,
  company,
  result,
  story,
}: {
  quote: string;
  name: string;
  role: string;
  company: string;
  result?: string;
  /** The customer's full story, where there is one. */
  story?: string;
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
      {/* Outside the figure: a figure's caption must come first or last. */}
      {story ? (
        <p className={styles.story}>
          <Link href={story}>Read {company}’s story</Link>
        </p>
      ) : null}
    </section>
  );
}
