import { cx } from '@/components/ui/cx';
import type { RunOutcome } from '@/lib/tools/runner';
import { ToolActions } from '../kit/ToolActions';
import { queryPaint } from '../kit/QueryPaint';
import styles from './island.module.css';
import kitStyles from '../kit/kit.module.css';

const toneClass = {
  neutral: undefined,
  good: kitStyles.good,
  bad: kitStyles.bad,
  warning: kitStyles.warning,
} as const;

/** The result beside the inputs: the main figure (announced as it changes), the others, and the actions. */
export function ResultPanel({
  id,
  title,
  outcome,
  stray,
  status,
  held = false,
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
  /** The outcome is still the page's default while its address asks for other inputs. */
  held?: boolean;
  firstErrorHref?: string;
  forIds: string;
  onReset: () => void;
  copyText: () => string;
}) {
  const view = outcome.ok ? outcome.view : undefined;
  return (
    <section id={`${id}-section`} className={kitStyles.result} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={kitStyles.resultTitle}>
        {title}
      </h2>
      {status === 'failed' ? (
        <p className={kitStyles.loadError} role="alert">
          The calculator could not load, so the result cannot update. Check your connection and reload the
          page; what you typed is kept in the boxes.
        </p>
      ) : null}
      {/* Busy while held, so the figure is announced once, when it is the link's. */}
      <output
        id={id}
        htmlFor={forIds}
        className={cx(kitStyles.output, queryPaint.output)}
        data-status={status}
        aria-busy={held || undefined}
      >
        {view ? (
          <>
            <span className={kitStyles.primaryLabel}>{view.primary.label}</span>
            <span className={cx(kitStyles.primaryValue, view.primary.tone && toneClass[view.primary.tone])}>
              {view.primary.value}
            </span>
            {view.primary.hint ? <span className={kitStyles.primaryHint}>{view.primary.hint}</span> : null}
            {view.summary ? (
              <span className={cx(kitStyles.summary, view.summaryTone && toneClass[view.summaryTone])}>
                {view.summary}
              </span>
            ) : null}
          </>
        ) : (
          <span className={kitStyles.pending}>
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
        <dl className={cx(styles.secondary, queryPaint.held)}>
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
      <ToolActions copyText={copyText} selectTargetId={id} onReset={onReset} disabled={!view || held} />
    </section>
  );
}
