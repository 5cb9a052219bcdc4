import Link from 'next/link';
import { searchText } from './search-text';
import type { GlossaryTermView } from './view';
import styles from './glossary.module.css';

/**
 * One term, anchored by its slug (`/hr-glossary/#cost-per-hire`). Every field is rendered as text;
 * `data-search` carries the folded term and definition the search island matches against.
 */
export function GlossaryTerm({ term }: { term: GlossaryTermView }) {
  const hasLinks = term.related.length > 0 || term.tool;
  return (
    <article
      id={term.slug}
      className={styles.term}
      data-term
      data-search={searchText(`${term.term} ${term.short}`)}
    >
      <h3 className={styles.termName}>{term.term}</h3>
      <p className={styles.short}>{term.short}</p>
      {term.paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {term.formula ? (
        <p className={styles.formula}>
          <span className={styles.formulaLabel}>Formula</span>
          <span className={styles.formulaText}>{term.formula}</span>
        </p>
      ) : null}
      {hasLinks ? (
        <div className={styles.links}>
          {term.related.length > 0 ? (
            <div className={styles.related}>
              <span className={styles.linksLabel} id={`${term.slug}-related`}>
                Related terms
              </span>
              <ul className={styles.chips} aria-labelledby={`${term.slug}-related`}>
                {term.related.map((other) => (
                  <li key={other.slug}>
                    <a href={`#${other.slug}`} className={styles.chip}>
                      {other.term}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {term.tool ? (
            <Link href={term.tool.href} className={styles.tool}>
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className={styles.toolIcon}>
                <rect
                  x="4"
                  y="2.5"
                  width="12"
                  height="15"
                  rx="2.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                />
                <rect x="6.5" y="5" width="7" height="3" rx="0.75" fill="currentColor" />
                <circle cx="7.5" cy="11.25" r="1" fill="currentColor" />
                <circle cx="10" cy="11.25" r="1" fill="currentColor" />
                <circle cx="12.5" cy="11.25" r="1" fill="currentColor" />
                <circle cx="7.5" cy="14.25" r="1" fill="currentColor" />
                <circle cx="10" cy="14.25" r="1" fill="currentColor" />
                <circle cx="12.5" cy="14.25" r="1" fill="currentColor" />
              </svg>
              <span>
                <span className={styles.toolKicker}>Free tool</span> {term.tool.name}
              </span>
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
