'use client';

import { useId, useState } from 'react';
import { limitStatus, OWN_GOAL, OWN_GOAL_START, ownGoal, type LimitPreset } from '@/lib/writing/limits';
import fieldStyles from '../fields/fields.module.css';
import { LimitBar } from './LimitBar';
import styles from './text.module.css';

const STATE_TEXT = {
  empty: styles.muted,
  under: styles.warnText,
  within: styles.goodText,
  over: styles.badText,
};

/**
 * One limit at a time, picked from presets or set by the visitor (a number of words or
 * characters): how much of it the text uses, over or under.
 */
export function LimitPanel({
  limits,
  selected,
  onSelect,
  valueOf,
  onOwnGoal,
}: {
  limits: readonly LimitPreset[];
  selected: string;
  onSelect: (id: string) => void;
  valueOf: (preset: LimitPreset) => number;
  /** The visitor's own goal as it stands (null while its field does not hold a number). */
  onOwnGoal?: (goal: LimitPreset | null) => void;
}) {
  const id = useId();
  const [goalText, setGoalText] = useState<string>(OWN_GOAL_START.text);
  const [goalMeasure, setGoalMeasure] = useState<'words' | 'characters'>(OWN_GOAL_START.measure);
  const own = ownGoal(goalText, goalMeasure);
  const choosingOwn = selected === OWN_GOAL && onOwnGoal !== undefined;
  const preset = choosingOwn ? own.preset : (limits.find((limit) => limit.id === selected) ?? limits[0]);
  const status = preset ? limitStatus(preset, valueOf(preset)) : null;
  const changeGoal = (text: string, measure: 'words' | 'characters') => {
    setGoalText(text);
    setGoalMeasure(measure);
    onOwnGoal?.(ownGoal(text, measure).preset ?? null);
  };
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
          value={choosingOwn ? OWN_GOAL : (preset?.id ?? '')}
          onChange={(event) => onSelect(event.target.value)}
        >
          {limits.map((limit) => (
            <option key={limit.id} value={limit.id}>
              {limit.label}
            </option>
          ))}
          {onOwnGoal ? <option value={OWN_GOAL}>Your own goal…</option> : null}
        </select>
      </div>
      {choosingOwn ? (
        <div className={styles.goalFields}>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-goal`} className={fieldStyles.label}>
              Goal
            </label>
            <input
              id={`${id}-goal`}
              className={fieldStyles.input}
              inputMode="numeric"
              value={goalText}
              aria-invalid={own.error ? true : undefined}
              aria-describedby={own.error ? `${id}-goal-error` : undefined}
              onChange={(event) => changeGoal(event.target.value, goalMeasure)}
            />
            {own.error ? (
              <p id={`${id}-goal-error`} className={fieldStyles.error}>
                {own.error}
              </p>
            ) : null}
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-goal-unit`} className={fieldStyles.label}>
              Counted in
            </label>
            <select
              id={`${id}-goal-unit`}
              className={fieldStyles.select}
              value={goalMeasure}
              onChange={(event) => changeGoal(goalText, event.target.value as 'words' | 'characters')}
            >
              <option value="words">words</option>
              <option value="characters">characters</option>
            </select>
          </div>
        </div>
      ) : null}
      {preset && status ? (
        <>
          <LimitBar status={status} min={preset.min} max={preset.max} />
          <p className={`${styles.limitMessage} ${STATE_TEXT[status.state]}`} data-limit-state={status.state}>
            {status.message}
          </p>
          {preset.note ? <p className={styles.small}>{preset.note}</p> : null}
        </>
      ) : null}
    </section>
  );
}
