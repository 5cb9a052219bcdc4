'use client';

import { formatKpiValue, UNIT_HINT } from '@/lib/kpi/format';
import { inputError, measure, statusOf, targetError, type KpiEntry } from '@/lib/kpi/measure';
import { targetGuidance } from '@/lib/kpi/targets';
import type { ScorecardItem } from '@/lib/kpi/types';
import styles from './kpi.module.css';

const EMPTY: KpiEntry = { inputs: {}, target: '' };

/** One KPI of the scorecard: why it is there, its inputs, its current value against the target. */
export function KpiCard({
  item,
  entry = EMPTY,
  onChange,
  onReplace,
  onRemove,
  canReplace,
}: {
  item: ScorecardItem;
  entry?: KpiEntry;
  onChange: (entry: KpiEntry) => void;
  onReplace: () => void;
  onRemove: () => void;
  canReplace: boolean;
}) {
  const { kpi } = item;
  const base = `kpi-${kpi.id}`;
  const measurement = measure(kpi, entry);
  const status = statusOf(kpi, measurement, entry.target);
  const targetProblem = targetError(entry.target);
  const unit = UNIT_HINT[kpi.unit];

  return (
    <article className={styles.kpi} aria-labelledby={`${base}-name`} data-kpi={kpi.id}>
      <header className={styles.kpiHead}>
        <h3 id={`${base}-name`} className={styles.kpiName}>
          {kpi.name}
        </h3>
        <ul className={styles.badges} aria-label="About this KPI">
          <li className={kpi.type === 'leading' ? styles.leading : styles.lagging}>
            {kpi.type === 'leading' ? 'Leading' : 'Lagging'}
          </li>
          <li>{kpi.direction === 'higher' ? 'Higher is better' : 'Lower is better'}</li>
          <li>Review {kpi.cadence}</li>
        </ul>
      </header>
      <p className={styles.why}>{item.why}</p>
      <p className={styles.formula}>
        <span className={styles.formulaLabel}>Formula</span> {kpi.formula}
      </p>

      <div className={styles.inputs}>
        {kpi.inputs.map((field) => {
          const id = `${base}-${field.key}`;
          const text = entry.inputs[field.key] ?? '';
          const error = inputError(text, field.signed === true);
          const hint = UNIT_HINT[field.unit];
          return (
            <div key={field.key} className={styles.field}>
              <label htmlFor={id} className={styles.label}>
                {field.label}
                {hint ? <span className={styles.unit}> ({hint})</span> : null}
              </label>
              <input
                id={id}
                className={styles.input}
                inputMode="decimal"
                autoComplete="off"
                value={text}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) =>
                  onChange({ ...entry, inputs: { ...entry.inputs, [field.key]: event.target.value } })
                }
              />
              {error ? (
                <p id={`${id}-error`} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className={styles.field}>
          <label htmlFor={`${base}-target`} className={styles.label}>
            Your target{unit ? <span className={styles.unit}> ({unit})</span> : null}
          </label>
          <input
            id={`${base}-target`}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={entry.target}
            aria-invalid={targetProblem ? true : undefined}
            aria-describedby={targetProblem ? `${base}-target-error` : undefined}
            onChange={(event) => onChange({ ...entry, target: event.target.value })}
          />
          {targetProblem ? (
            <p id={`${base}-target-error`} className={styles.error}>
              {targetProblem}
            </p>
          ) : null}
        </div>
      </div>

      <div className={styles.reading}>
        <span className={styles.readingLabel} id={`${base}-current`}>
          Current value
        </span>
        <output className={styles.readingValue} aria-labelledby={`${base}-current`} aria-live="polite">
          {measurement.kind === 'value'
            ? formatKpiValue(measurement.value, kpi.unit)
            : measurement.kind === 'undefined'
              ? 'Not defined'
              : '–'}
        </output>
        <p
          className={
            status.kind === 'on-track'
              ? styles.onTrack
              : status.kind === 'off-track'
                ? styles.offTrack
                : styles.hint
          }
          role="status"
        >
          {measurement.kind === 'undefined'
            ? measurement.message
            : measurement.kind === 'invalid'
              ? 'Fix the marked input to see the current value.'
              : measurement.kind === 'empty'
                ? 'Fill in every input to see the current value.'
                : status.kind === 'on-track'
                  ? `On track: ${status.gap === 0 ? 'right on' : `${formatKpiValue(status.gap, kpi.unit)} better than`} your target.`
                  : status.kind === 'off-track'
                    ? `Off track: ${formatKpiValue(-status.gap, kpi.unit)} ${kpi.direction === 'higher' ? 'below' : 'above'} your target.`
                    : 'Add a target to see whether it is on track.'}
        </p>
      </div>

      <details className={styles.more}>
        <summary>Data source, owner, pitfalls and setting a target</summary>
        <dl className={styles.facts}>
          <div>
            <dt>Data source</dt>
            <dd>{kpi.source}</dd>
          </div>
          <div>
            <dt>Owner</dt>
            <dd>{kpi.owner}</dd>
          </div>
          <div>
            <dt>Watch out</dt>
            <dd>{kpi.pitfall}</dd>
          </div>
        </dl>
        <p className={styles.factsTitle}>Setting the target</p>
        <ul className={styles.tips}>
          {targetGuidance(kpi).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </details>

      <div className={styles.kpiActions}>
        <button
          type="button"
          className={styles.small}
          onClick={onReplace}
          disabled={!canReplace}
          aria-label={`Replace ${kpi.name}`}
        >
          Replace
        </button>
        <button type="button" className={styles.small} onClick={onRemove} aria-label={`Remove ${kpi.name}`}>
          Remove
        </button>
      </div>
    </article>
  );
}
