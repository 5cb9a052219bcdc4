import type { Strength } from '@/lib/utilities/password/strength';
import styles from './utilities.module.css';
import kitStyles from '../kit/kit.module.css';

/** zxcvbn's verdict on one password: the score bar, crack times and its advice. */
export function StrengthReport({ strength, headingId }: { strength: Strength; headingId?: string }) {
  return (
    <div className={styles.list} data-strength={strength.score}>
      <p className={styles.small} id={headingId}>
        Strength:{' '}
        <strong
          className={strength.score >= 3 ? kitStyles.good : strength.score <= 1 ? kitStyles.bad : styles.warn}
        >
          {strength.label}
        </strong>{' '}
        ({strength.score} of 4, about 10<sup>{Math.round(strength.guessesLog10)}</sup> guesses)
      </p>
      {strength.truncated ? (
        <p className={styles.small}>Estimated on the first 32 characters; the rest only adds strength.</p>
      ) : null}
      <div className={styles.meter} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((step) => (
          <span key={step} data-on={step <= strength.score ? 'true' : 'false'} />
        ))}
      </div>
      <dl className={styles.pairs}>
        {strength.crackTimes.map((time) => (
          <div key={time.scenario}>
            <dt>{time.scenario}</dt>
            <dd>{time.display}</dd>
          </div>
        ))}
      </dl>
      {strength.warning ? <p className={`${styles.small} ${styles.warn}`}>{strength.warning}</p> : null}
      {strength.suggestions.length ? (
        <ul className={styles.issues}>
          {strength.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
