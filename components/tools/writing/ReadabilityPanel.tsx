import { easeBand, type Readability } from '@/lib/writing/readability';
import styles from './text.module.css';

const one = (value: number) =>
  value.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** The two Flesch scores, what they measure, and how far to trust them for this text. */
export function ReadabilityPanel({ score }: { score: Readability | null }) {
  const band = score ? easeBand(score.ease) : null;
  return (
    <section className={styles.panel} aria-labelledby="readability-title">
      <h2 id="readability-title" className={styles.panelTitle}>
        Readability
      </h2>
      {score && band ? (
        <>
          <dl className={styles.pairs}>
            <div>
              <dt>Flesch reading ease</dt>
              <dd>
                {one(score.ease)} <span className={styles.ddNote}>{band.label}</span>
              </dd>
            </div>
            <div>
              <dt>Flesch–Kincaid grade</dt>
              <dd>
                {one(Math.max(0, score.grade))} <span className={styles.ddNote}>US school grade</span>
              </dd>
            </div>
            <div>
              <dt>Words per sentence</dt>
              <dd>{one(score.words / score.sentences)}</dd>
            </div>
            <div>
              <dt>Syllables per word</dt>
              <dd>{(score.syllables / score.words).toLocaleString('en-US', { maximumFractionDigits: 2 })}</dd>
            </div>
          </dl>
          <p className={styles.small}>
            A reading ease of {one(score.ease)} suits readers at the level of {band.audience}. Both scores
            look only at sentence length and word length in syllables, so they cannot tell whether the text is
            clear, correct or well organized.
          </p>
          {!score.latin ? (
            <p className={styles.warnNote}>
              These formulas were built for English; most of this text is not in Latin letters.
            </p>
          ) : !score.reliable ? (
            <p className={styles.warnNote}>
              Under 100 words the scores swing widely: treat them as a rough hint.
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.muted}>Write or paste at least one sentence to score it.</p>
      )}
    </section>
  );
}
