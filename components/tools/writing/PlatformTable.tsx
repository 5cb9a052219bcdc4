import { limitStatus, type LimitPreset } from '@/lib/writing/limits';
import { LimitBar } from './LimitBar';
import styles from './text.module.css';

const STATE_TEXT = {
  empty: styles.muted,
  under: styles.warnText,
  within: styles.goodText,
  over: styles.badText,
};

/** Every platform limit at once, for a character-first view: where the text fits and where it does not. */
export function PlatformTable({
  limits,
  valueOf,
}: {
  limits: readonly LimitPreset[];
  valueOf: (preset: LimitPreset) => number;
}) {
  return (
    <section className={`${styles.panel} ${styles.panelWide}`} aria-labelledby="platform-limits-title">
      <h2 id="platform-limits-title" className={styles.panelTitle}>
        Platform limits
      </h2>
      <ul className={styles.platforms}>
        {limits.map((preset) => {
          const status = limitStatus(preset, valueOf(preset));
          return (
            <li key={preset.id} className={styles.platform} data-limit={preset.id}>
              <div className={styles.platformHead}>
                <span className={styles.platformName}>{preset.label}</span>
                <span className={`${styles.platformState} ${STATE_TEXT[status.state]}`}>
                  {status.state === 'over'
                    ? 'Too long'
                    : status.state === 'under'
                      ? 'Short'
                      : status.state === 'within'
                        ? 'Fits'
                        : ''}
                </span>
              </div>
              <LimitBar status={status} min={preset.min} max={preset.max} />
              <p className={styles.small}>
                {status.message}
                {preset.note ? ` ${preset.note}` : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
