import { cx } from '@/components/ui/cx';
import type { RunOutcome } from '@/lib/tools/runner';
import { ToolActions } from '../kit/ToolActions';
import styles from './island.module.css';

const toneClass = {
  neutral: undefined,
  good: styles.good,
  bad: styles.bad,
  warning: styles.warning,
} as const;

/** The result beside the inputs: the main figure (announced as it changes), the others, and the actions. */
export function ResultPanel({
  id,
  title,
  outcome,
  stray,
  status,
  firstErrorHref,
  forIds,
  onReset,
  copyText,
}: {
  id: string;
  title: string;
  outcome: RunOutcome;
  /** Messages that belong to no visible field. */
  stray: readonly string[];
  status: 'loading' | 'ready' | 'failed';
  firstErrorHref?: string;
  forIds: string;
  onReset: () => void;
  copyText: () => string;
}) {
  const view = outcome.ok ? outcome.view : undefined;
  return (
    <section id={`${id}-section`} className={styles.result} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.resultTitle}>
        {title}
      </h2>
      {status === 'failed' ? (
        <p className={styles.loadError} role="alert">
          The calculator could not load, so the result cannot update. Check your connection and reload the
          page; what you typed is kept in the boxes.
        </p>
      ) : null}
      <output id={id} htmlFor={forIds} className={styles.output}>
        {view ? (
          <>
            <span className={styles.primaryLabel}>{view.primary.label}</span>
            <span className={cx(styles.primaryValue, view.primary.tone && toneClass[view.primary.tone])}>
              {view.primary.value}
            </span>
            {view.primary.hint ? <span className={styles.primaryHint}>{view.primary.hint}</span> : null}
            {view.summary ? (
              <span className={cx(styles.summary, view.summaryTone && toneClass[view.summaryTone])}>
                {view.summary}
              </span>
            ) : null}
          </>
        ) : (
          <span className={styles.pending}>
            {firstErrorHref ? (
              <>
                <a href={firstErrorHref}>Check the marked field</a> to see the result.
              </>
            ) : (
              'The result will show here.'
            )}
            {stray.map((message) => (
              <span key={message} className={styles.strayError}>
                {message}
              </span>
            ))}
          </span>
        )}
      </output>
      {view && view.secondary.length ? (
        <dl className={styles.secondary}>
          {view.secondary.map((item) => (
            <div key={item.label} className={styles.secondaryItem}>
              <dt>{item.label}</dt>
              <dd className={item.tone ? toneClass[item.tone] : undefined}>
                {item.value}
                {item.hint ? <span className={styles.itemHint}>{item.hint}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ToolActions copyText={copyText} selectTargetId={id} onReset={onReset} disabled={!view} />
    </section>
  );
}
