import type { Keyword } from '@/lib/writing/keywords';
import styles from './text.module.css';

/** The most used words, function words left out, with their share of all words. */
export function KeywordsPanel({ keywords }: { keywords: readonly Keyword[] }) {
  return (
    <section className={styles.panel} aria-labelledby="keywords-title">
      <h2 id="keywords-title" className={styles.panelTitle}>
        Top keywords
      </h2>
      {keywords.length ? (
        <table className={styles.table}>
          <caption className="visually-hidden">Most frequent words, excluding common function words</caption>
          <thead>
            <tr>
              <th scope="col">Word</th>
              <th scope="col" className={styles.num}>
                Count
              </th>
              <th scope="col" className={styles.num}>
                Density
              </th>
            </tr>
          </thead>
          <tbody>
            {keywords.map((keyword) => (
              <tr key={keyword.word}>
                <th scope="row" className={styles.word}>
                  {keyword.word}
                </th>
                <td className={styles.num}>{keyword.count.toLocaleString('en-US')}</td>
                <td className={styles.num}>
                  {keyword.density.toLocaleString('en-US', {
                    maximumFractionDigits: 1,
                    minimumFractionDigits: 1,
                  })}
                  %
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.muted}>Keywords appear once there is text.</p>
      )}
      <p className={styles.small}>
        Common words such as “the”, “and” and “you’re” are left out; density is a word’s count divided by all
        words.
      </p>
    </section>
  );
}
