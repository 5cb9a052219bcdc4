import { Badge } from '@/components/ui/Card';
import type { NewsItem } from '@/content/news/schema';
import { formatContentDate } from '@/lib/kit/date-format';
import { Prose } from './Prose';
import styles from './news.module.css';

/** Newsroom items on a dated timeline; each sits under its anchor, the permanent link the feed uses. */
export function NewsList({ items }: { items: NewsItem[] }) {
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.anchor}>
          <article id={item.anchor} className={styles.item} aria-labelledby={`${item.anchor}-title`}>
            <div className={styles.meta}>
              <time dateTime={item.date}>{formatContentDate(item.date)}</time>
              <Badge
                tone={
                  item.category === 'Product' ? 'brand' : item.category === 'Awards' ? 'success' : 'neutral'
                }
              >
                {item.category}
              </Badge>
            </div>
            <h2 id={`${item.anchor}-title`} className={styles.title}>
              {item.title}
            </h2>
            <p className={styles.summary}>{item.summary}</p>
            <Prose blocks={item.blocks} className={styles.body} />
            <a href={`#${item.anchor}`} className={styles.permalink}>
              Link to this announcement<span className="visually-hidden">: {item.title}</span>
            </a>
          </article>
        </li>
      ))}
    </ol>
  );
}
