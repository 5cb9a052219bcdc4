import Link from '@/components/ui/Link';
import { Badge, Card } from '@/components/ui/Card';
import { competitorPath, type CompetitorEntry } from '@/content/competitors';
import { site } from '@/content/site';
import { formatContentDate } from '@/lib/kit/date-format';
import styles from './compare.module.css';

const moduleLabel = (product: CompetitorEntry['product']) =>
  product === 'platform' ? 'Whole platform' : site.products[product];

/** A comparison page as a card: which module, the page's heading, its summary and when it was reviewed. */
export function CompareCard({ entry }: { entry: CompetitorEntry }) {
  return (
    <Card interactive>
      <Badge tone="neutral">{moduleLabel(entry.product)}</Badge>
      <h3>
        <Link href={competitorPath(entry)}>{entry.heading}</Link>
      </h3>
      <p>{entry.summary}</p>
      <p className={styles.cardDate}>
        Reviewed <time dateTime={entry.reviewed}>{formatContentDate(entry.reviewed)}</time>
      </p>
    </Card>
  );
}
