import { CATEGORY_NAMES, type LanguageFlag } from '@/lib/career/jd/language';
import styles from './career.module.css';

/** The inclusive-language check's findings, each with the section it is in and neutral wording. */
export function LanguageFlags({ flags }: { flags: readonly (LanguageFlag & { section: string })[] }) {
  return (
    <section className={styles.panel} aria-labelledby="jd-language-title">
      <h2 id="jd-language-title" className={styles.panelTitle}>
        Inclusive language check
      </h2>
      <p role="status" aria-live="polite" className={flags.length ? styles.notice : styles.success}>
        {flags.length === 0
          ? 'No gendered, age-coded or exclusionary words found.'
          : `${flags.length} ${flags.length === 1 ? 'word or phrase' : 'words or phrases'} to reconsider.`}
      </p>
      {flags.length ? (
        <ul className={styles.flags}>
          {flags.map((flag, index) => (
            <li key={`${flag.section}-${flag.start}-${index}`}>
              <strong>“{flag.term}”</strong> in {flag.section}: {CATEGORY_NAMES[flag.category]}. {flag.why}{' '}
              Try: {flag.alternatives.map((alt) => `“${alt}”`).join(', ')}.
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
