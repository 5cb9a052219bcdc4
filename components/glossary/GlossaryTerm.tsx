import Link from '@/components/ui/Link';
import { TOOL_ICON_ID } from './ToolIconSymbol';
import type { GlossaryTermView } from './view';
import styles from './glossary.module.css';

/**
 * One term, anchored by its slug (`/hr-glossary/#cost-per-hire`). Every field is rendered as text.
 * Next inlines this markup a second time as page data, so each term carries nothing beyond what it
 * shows: the search island reads the name and short definition from the DOM, and the tool icon is
 * one shared symbol (ToolIconSymbol) rather than a copy per link.
 */
export function GlossaryTerm({ term }: { term: GlossaryTermView }) {
  const hasLinks = term.related.length > 0 || term.tool;
  return (
    <article id={term.slug} className={styles.term} data-term>
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
                {/* Index keys: the list never reorders, and a slug key would be one more copy per link. */}
                {term.related.map((other, index) => (
                  <li key={index}>
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
              <svg width="20" height="20" aria-hidden="true" className={styles.toolIcon}>
                <use href={`#${TOOL_ICON_ID}`} />
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
