import { Avatar } from '@/components/ui/Avatar';
import styles from './story.module.css';

/** A customer's words, set large, with an initials avatar beside the name (no photos are hotlinked). */
export function PullQuote({
  text,
  name,
  role,
  company,
}: {
  text: string;
  name: string;
  role: string;
  company: string;
}) {
  return (
    <figure className={styles.quote}>
      <svg className={styles.quoteMark} viewBox="0 0 48 36" aria-hidden="true" focusable="false">
        <path d="M0 36V21C0 9 6 2 18 0l2 5c-6 2-9 6-9 11h9v20H0Zm28 0V21c0-12 6-19 18-21l2 5c-6 2-9 6-9 11h9v20H28Z" />
      </svg>
      <blockquote>
        <p>{text}</p>
      </blockquote>
      <figcaption>
        <Avatar name={name} size={48} decorative />
        <span>
          <strong>{name}</strong>
          <span>
            {role}, {company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
