import type { Citation } from '@/content/minimum-wage/schema';
import { longDate } from '@/content/minimum-wage/words';
import styles from './minimum-wage.module.css';

/** The official sources a visitor can check: publisher, title and, for a web page, its address. */
export function Citations({
  citations,
  lastReviewed,
}: {
  citations: readonly Citation[];
  lastReviewed: string;
}) {
  return (
    <div className={styles.stack}>
      <ol className={styles.sources} aria-label="Official sources">
        {citations.map((citation) => (
          <li key={`${citation.publisher} ${citation.title}`}>
            <cite className={styles.citation}>
              <span className={styles.sourceKind}>{citation.publisher}</span>
              {citation.url ? (
                <a href={citation.url} rel="noopener noreferrer">
                  {citation.title}
                </a>
              ) : (
                citation.title
              )}
            </cite>
          </li>
        ))}
      </ol>
      <p className={styles.reviewed}>
        Last reviewed <time dateTime={lastReviewed}>{longDate(lastReviewed)}</time>.
      </p>
    </div>
  );
}

/** The dated caveat every minimum-wage page carries. */
export function WageDisclaimer({ retrieved }: { retrieved: string }) {
  return (
    <aside className={styles.disclaimer} aria-label="Disclaimer">
      <p>
        Figures as of <time dateTime={retrieved}>{longDate(retrieved)}</time>, from the sources listed. City
        and county minimum wages may be higher than the state rate. This page is general information, not
        legal advice: check with the state labor department or an employment lawyer before setting pay.
      </p>
    </aside>
  );
}
