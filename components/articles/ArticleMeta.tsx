import { formatContentDate } from '@/lib/kit/date-format';
import styles from './article.module.css';

/** Publication date (in the articles' style: `September 22nd, 2026`) and reading time, in one line. */
export function ArticleMeta({ date, minutes, author }: { date: string; minutes?: number; author?: string }) {
  return (
    <p className={styles.meta}>
      {author ? <span>By {author}</span> : null}
      <time dateTime={date}>{formatContentDate(date)}</time>
      {minutes ? <span>{minutes} min read</span> : null}
    </p>
  );
}
