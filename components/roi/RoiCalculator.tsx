'use client';

import { useId, useState } from 'react';
import {
  ROI_DEFAULTS,
  ROI_FIELDS,
  computeRoi,
  crossFieldError,
  formatMoney,
  formatNumber,
  parseRoiField,
  type RoiField,
  type RoiInputs,
  type RoiKey,
} from '@/lib/roi/model';
import styles from './roi.module.css';

type Raw = Record<RoiKey, string>;

const initialRaw = Object.fromEntries(ROI_FIELDS.map((f) => [f.key, String(f.initial)])) as Raw;

/** Reads every field; returns the numbers when all are valid, and a message per field that is not. */
function readAll(raw: Raw): { values: RoiInputs | null; errors: Partial<Record<RoiKey, string>> } {
  const errors: Partial<Record<RoiKey, string>> = {};
  const values = { ...ROI_DEFAULTS };
  for (const field of ROI_FIELDS) {
    const parsed = parseRoiField(field, raw[field.key]);
    if ('error' in parsed) errors[field.key] = parsed.error;
    else values[field.key] = parsed.value;
  }
  if (Object.keys(errors).length) return { values: null, errors };
  const cross = crossFieldError(values);
  if (cross) return { values: null, errors: { [cross.key]: cross.error } };
  return { values, errors };
}

function Field({
  field,
  value,
  error,
  onChange,
}: {
  field: RoiField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const prefix = field.unit === '$' ? '$' : undefined;
  const suffix = field.unit === '$' ? undefined : field.unit;
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      <div className={styles.inputRow}>
        {prefix ? (
          <span className={styles.affix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={field.key}
          type="text"
          inputMode={field.integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={styles.input}
        />
        {suffix ? (
          <span className={styles.affix} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className={styles.hint}>
        {field.hint}
      </p>
    </div>
  );
}

/**
 * The hiring ROI calculator: the visitor's numbers and the product's effect, both editable, and the
 * saving they imply. What was typed is kept as typed; a field that cannot be read gets a message
 * beside it, and the results keep the last complete answer until it is fixed.
 */
export function RoiCalculator() {
  const [raw, setRaw] = useState<Raw>(initialRaw);
  const [good, setGood] = useState<RoiInputs>(ROI_DEFAULTS);
  const { errors } = readAll(raw);
  const invalid = Object.keys(errors).length;
  const result = computeRoi(good);

  function update(key: RoiKey, value: string) {
    const next = { ...raw, [key]: value };
    setRaw(next);
    const read = readAll(next);
    if (read.values) setGood(read.values);
  }

  function reset() {
    setRaw(initialRaw);
    setGood(ROI_DEFAULTS);
  }

  const groups = [
    { key: 'team', title: 'Your hiring today' },
    { key: 'assumptions', title: 'What changes with Quotient' },
  ] as const;

  return (
    <div className={styles.calculator}>
      <form
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
        aria-label="Hiring ROI inputs"
      >
        {groups.map((group) => (
          <fieldset key={group.key} className={styles.fieldset}>
            <legend className={styles.legend}>{group.title}</legend>
            <div className={styles.fields}>
              {ROI_FIELDS.filter((f) => f.group === group.key).map((field) => (
                <Field
                  key={field.key}
                  field={field}
                  value={raw[field.key]}
                  error={errors[field.key]}
                  onChange={(value) => update(field.key, value)}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <button type="button" className={styles.reset} onClick={reset}>
          Reset to the defaults
        </button>
      </form>

      <section className={styles.results} aria-labelledby="roi-results-title">
        <h2 id="roi-results-title" className={styles.resultsTitle}>
          Your estimated saving per year
        </h2>
        <output className={styles.total} aria-live="polite" data-testid="roi-total">
          {formatMoney(result.totalSaving)}
        </output>
        <p className={styles.sub}>
          <output aria-live="off" data-testid="roi-net">
            {result.netSaving >= 0
              ? `${formatMoney(result.netSaving)} after the cost of Quotient`
              : `${formatMoney(-result.netSaving)} short of the cost of Quotient`}
          </output>
          {result.roiPercent !== null ? (
            <>
              {' · '}
              <output aria-live="off" data-testid="roi-percent">
                {formatNumber(Math.round(result.roiPercent))}% return
              </output>
            </>
          ) : null}
        </p>
        {invalid ? (
          <p className={styles.paused} role="alert">
            {invalid === 1 ? 'One field needs' : `${invalid} fields need`} a fix; the figures show your last
            complete entry.
          </p>
        ) : null}
        <dl className={styles.breakdown}>
          <div>
            <dt>Screening time saved</dt>
            <dd>
              <output aria-live="off">
                {formatNumber(result.screeningHoursSaved)} hours, worth {formatMoney(result.screeningSaving)}
              </output>
            </dd>
          </div>
          <div>
            <dt>Faster hiring</dt>
            <dd>
              <output aria-live="off">
                {formatNumber(result.daysSavedPerHire)} days sooner per hire, worth{' '}
                {formatMoney(result.vacancySaving)}
              </output>
            </dd>
          </div>
          <div>
            <dt>Mis-hires avoided</dt>
            <dd>
              <output aria-live="off">
                {formatNumber(result.misHiresAvoided)} a year, worth {formatMoney(result.misHireSaving)}
              </output>
            </dd>
          </div>
        </dl>
        <h3 className={styles.assumptionsTitle}>Assumptions in this estimate</h3>
        <ul className={styles.assumptions}>
          <li>
            {formatNumber(good.hiresPerYear)} hires a year, each taking {formatNumber(good.timeToHireDays)}{' '}
            days today and {formatNumber(good.timeToHireDays * (1 - good.timeToHireCut / 100))} days with
            Quotient (a {formatNumber(good.timeToHireCut)}% cut).
          </li>
          <li>
            Screening falls from {formatNumber(good.screeningMinutes)} to{' '}
            {formatNumber(good.screeningMinutesWith)} minutes per hire, at{' '}
            {formatMoney(good.recruiterHourlyCost)} an hour.
          </li>
          <li>
            {formatNumber(good.misHireRate)}% of hires do not work out, at {formatMoney(good.misHireCost)}{' '}
            each; skill assessments prevent {formatNumber(good.misHiresPrevented)}% of them.
          </li>
          <li>
            Each day a role stays open costs {formatMoney(good.vacancyCostPerDay)}; Quotient costs{' '}
            {formatMoney(good.platformCost)} a year.
          </li>
        </ul>
      </section>
    </div>
  );
}
