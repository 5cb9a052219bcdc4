import type { ChangeEvent } from 'react';
import { cx } from '@/components/ui/cx';
import fieldStyles from '@/components/tools/fields/fields.module.css';
import { MONTHS_SHORT } from '@/lib/career/resume/dates';
import { LIMITS, type ListKey, type MonthYear } from '@/lib/career/resume/model';
import { fieldDomId } from '@/lib/career/resume/validate';
import type { Undo } from './editor-api';
import styles from './builder.module.css';

/** Help and error lines under a control; the error is what `aria-describedby` points at first. */
function Messages({ id, help, error }: { id: string; help?: string; error?: string }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={`${id}-help`} className={fieldStyles.help}>
          {help}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, help?: string, error?: string) =>
  [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;

export interface TextFieldProps {
  /** Field key (`contact.email`); the control's id is derived from it. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help?: string;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  wide?: boolean;
}

/** A labelled box that keeps exactly what was typed; a message beside it never replaces the value. */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  help,
  multiline,
  rows = 4,
  type = 'text',
  autoComplete = 'off',
  placeholder,
  maxLength,
  wide,
}: TextFieldProps) {
  const id = fieldDomId(name);
  const common = {
    id,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, help, error),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={cx(fieldStyles.field, wide && styles.wide)}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={rows}
          maxLength={maxLength ?? LIMITS.long}
          className={cx(fieldStyles.input, styles.textarea)}
        />
      ) : (
        <input
          {...common}
          // A web address is asked for as people write it (linkedin.com/in/name): `type="url"` would
          // take only absolute URLs, so it is a text box with the URL keyboard.
          type={type === 'url' ? 'text' : type}
          inputMode={type === 'url' ? 'url' : undefined}
          maxLength={maxLength ?? LIMITS.short}
          autoComplete={autoComplete}
          spellCheck={type === 'text' ? undefined : false}
          className={fieldStyles.input}
        />
      )}
      <Messages id={id} help={help} error={error} />
    </div>
  );
}

export interface DateFieldProps {
  /** Field key (`experience.<id>.start`). */
  name: string;
  legend: string;
  value: MonthYear;
  onChange: (value: MonthYear) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Month and year as a select and a four-digit box: works the same in every browser (a month input
 * does not exist in Safari or Firefox), and the year keeps what was typed while it is incomplete.
 */
export function DateField({ name, legend, value, onChange, error, disabled }: DateFieldProps) {
  const monthId = fieldDomId(name, 'month');
  const yearId = fieldDomId(name, 'year');
  const errorId = `${yearId}-error`;
  return (
    <fieldset className={cx(fieldStyles.fieldset, styles.dateField)} disabled={disabled}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.dateParts}>
        <div className={styles.datePart}>
          <label className={styles.subLabel} htmlFor={monthId}>
            Month
          </label>
          <select
            id={monthId}
            className={fieldStyles.select}
            value={value.month}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange({ ...value, month: event.target.value })}
          >
            <option value="">—</option>
            {MONTHS_SHORT.map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {month}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.datePart}>
          <label className={styles.subLabel} htmlFor={yearId}>
            Year
          </label>
          <input
            id={yearId}
            className={fieldStyles.input}
            value={value.year}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            placeholder="YYYY"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange({ ...value, year: event.target.value })}
          />
        </div>
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface EntryControlsProps {
  /** What the entry is called in button names: `Senior Recruiter at Acme`. */
  label: string;
  idBase: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** Move up, move down and remove, named after the entry for screen readers. */
export function EntryControls({ label, idBase, index, count, onMove, onRemove }: EntryControlsProps) {
  return (
    <div className={styles.entryControls}>
      <button
        type="button"
        id={`${idBase}-up`}
        className={styles.smallButton}
        disabled={index === 0}
        aria-label={`Move up: ${label}`}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑ </span>Move up
      </button>
      <button
        type="button"
        id={`${idBase}-down`}
        className={styles.smallButton}
        disabled={index === count - 1}
        aria-label={`Move down: ${label}`}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓ </span>Move down
      </button>
      <button
        type="button"
        id={`${idBase}-remove`}
        className={cx(styles.smallButton, styles.danger)}
        aria-label={`Remove: ${label}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </div>
  );
}

/** "Removed …  Undo" where the entry was, until the next edit. */
export function UndoBar({ undo, place, onUndo }: { undo: Undo | null; place: ListKey; onUndo: () => void }) {
  if (undo?.place !== place) return null;
  return (
    <div className={styles.undoBar}>
      <span>{undo.text}</span>
      <button type="button" id={`rb-undo-${place}`} className={styles.smallButton} onClick={onUndo}>
        Undo
      </button>
    </div>
  );
}
