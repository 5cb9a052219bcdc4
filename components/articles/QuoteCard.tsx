import Link from '@/components/ui/Link';
import { Avatar } from '@/components/ui/Avatar';
import styles from './quote-card.module.css';

/** One customer quote on the testimonials wall; quotes from a full story link to it. */
export function QuoteCard({
  text,
  name,
  role,
  company,
  story,
}: {
  text: string;
  name: string;
  role: string;
  company: string;
  story?: { href: string; label: string };
}) {
  // The link to the story sits after the figure: a figure holds its content and one caption, first or last.
  return (
    <div className={styles.card}>
      <figure>
        <blockquote>
          <p>“{text}”</p>
        </blockquote>
        <figcaption>
          <Avatar name={name} size={44} decorative />
          <span>
            <strong>{name}</strong>
            <span>
              {role}, {company}
            </span>
          </span>
        </figcaption>
      </figure>
      {story ? (
        <Link href={story.href} className={styles.link}>
          {story.label} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </div>
  );
}
