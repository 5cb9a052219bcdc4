'use client';

import { useId } from 'react';
import { limitStatus, type LimitPreset } from '@/lib/writing/limits';
import fieldStyles from '../fields/fields.module.css';
import { LimitBar } from './LimitBar';
import styles from './text.module.css';

const STATE_TEXT = {
  empty: styles.muted,
  under: styles.warnText,
  within: styles.goodText,
  over: styles.badText,
};

/** One limit at a time, picked from presets: how much of it the text uses, over or under. */
export function LimitPanel({
  limits,
  selected,
  onSelect,
  valueOf,
}: {
  limits: readonly LimitPreset[];
  selected: string;
  onSelect: (id: string) => void;
  valueOf: (preset: LimitPreset) => number;
}) {
  const id = useId();
  const preset = limits.find((limit) => limit.id === selected) ?? limits[0];
  if (!preset) return null;
  const status = limitStatus(preset, valueOf(preset));
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        Length limit
      </h2>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-pick`} className={fieldStyles.label}>
          Check against
        </label>
        <select
          id={`${id}-pick`}
          className={fieldStyles.select}
          value={preset.id}
          onChange={(event) => onSelect(event.target.value)}
        >
          {limits.map((limit) => (
            <option key={limit.id} value={limit.id}>
              {limit.label}
            </option>
          ))}
        </select>
      </div>
      <LimitBar status={status} min={preset.min} max={preset.max} />
      <p className={`${styles.limitMessage} ${STATE_TEXT[status.state]}`} data-limit-state={status.state}>
        {status.message}
      </p>
      {preset.note ? <p className={styles.small}>{preset.note}</p> : null}
    </section>
  );
}
