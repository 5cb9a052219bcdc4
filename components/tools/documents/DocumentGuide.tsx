import styles from './documents.module.css';

/**
 * A document generator's "How it works", under the island. Reached only through client-islands
 * (next/dynamic), so documents.module.css is linked on document pages alone: a CSS module that a
 * server component of the shared tool route imports is linked on every tool page.
 */
export function DocumentGuide({ method }: { method: readonly string[] }) {
  return (
    <section className={`${styles.guide} no-print`} aria-labelledby="how-title">
      <h2 id="how-title" className={styles.guideTitle}>
        How it works
      </h2>
      {method.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
