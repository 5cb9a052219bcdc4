import type { ReactNode } from 'react';
import type { Explanation } from '@/lib/tools/view';
import styles from './kit.module.css';

/** "How it works" for the tools with nothing to work through on the visitor's numbers. */
export function Method({ method }: { method: readonly string[] }) {
  return (
    <HowSection>
      <Paragraphs method={method} />
    </HowSection>
  );
}

/** The method in words, then the formula and each step with the visitor's own numbers. */
export function HowItWorks({
  method,
  explanation,
  placeholder = 'Enter your values above and the steps appear here with your numbers.',
}: {
  method: readonly string[];
  explanation?: Explanation;
  placeholder?: string;
}) {
  return (
    <HowSection>
      <div className={styles.howBody}>
        <Paragraphs method={method} />
        {explanation ? (
          <div className={styles.worked}>
            <p className={styles.formulaLabel}>The formula</p>
            <p className={styles.formula}>
              <code>{explanation.formula}</code>
            </p>
            {explanation.steps.length ? (
              <>
                <h3 className={styles.stepsTitle}>With your numbers</h3>
                <ol className={styles.steps}>
                  {explanation.steps.map((step, index) => (
                    <li key={index}>{step}</li>
                  ))}
                </ol>
              </>
            ) : null}
          </div>
        ) : (
          <p className={styles.worked}>{placeholder}</p>
        )}
      </div>
    </HowSection>
  );
}

function HowSection({ children }: { children: ReactNode }) {
  return (
    <section className={`${styles.how} no-print`} aria-labelledby="how-title">
      <h2 id="how-title" className={styles.howTitle}>
        How it works
      </h2>
      {children}
    </section>
  );
}

function Paragraphs({ method }: { method: readonly string[] }) {
  return (
    <div className={styles.method}>
      {method.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
