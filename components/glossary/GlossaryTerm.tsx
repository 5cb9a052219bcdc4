import Link from '@/components/ui/Link';
import type { GlossaryTermView } from './view';
import styles from './glossary.module.css';

/** One term's page body under its header (which shows the short definition): the definition, formula, worked example, related terms and the free tool. Every field is text. */
export function GlossaryTerm({ term }: { term: GlossaryTermView }) {
  return (
    <article className={styles.term} data-term={term.slug}>
      {term.paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {term.formula ? (
        <section aria-labelledby="term-formula" className={styles.formula}>
          <h2 id="term-formula" className={styles.formulaLabel}>
            Formula
          </h2>
          <p className={styles.formulaText}>{term.formula}</p>
        </section>
      ) : null}
      {term.example ? (
        <section aria-labelledby="term-example" className={styles.example}>
          <h2 id="term-example" className={styles.subhead}>
            Example
          </h2>
          <p className={styles.paragraph}>{term.example}</p>
        </section>
      ) : null}
      {term.related.length > 0 ? (
        <section aria-labelledby="term-related" className={styles.links}>
          <h2 id="term-related" className={styles.subhead}>
            Related terms
          </h2>
          <ul className={styles.chips}>
            {term.related.map((other) => (
              <li key={other.slug}>
                <Link href={`/hr-glossary/${other.slug}/`} className={styles.chip}>
                  {other.term}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {term.tool ? (
        <section aria-labelledby="term-tool" className={styles.links}>
          <h2 id="term-tool" className={styles.subhead}>
            Free tool
          </h2>
          <Link href={term.tool.href} className={styles.tool}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" className={styles.toolIcon}>
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
              <path
                d="M7.5 11.25h.01M10 11.25h.01M12.5 11.25h.01M7.5 14.25h.01M10 14.25h.01M12.5 14.25h.01"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span>{term.tool.name}</span>
          </Link>
        </section>
      ) : null}
    </article>
  );
}
