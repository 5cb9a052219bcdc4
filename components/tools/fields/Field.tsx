import type { ReactNode } from 'react';
import type { FieldDef, FieldValue, Row, RowsFieldDef } from '@/lib/tools/fields';
import { cx } from '@/components/ui/cx';
import { RowsField } from './RowsField';
import styles from './fields.module.css';

export type FieldProps = {
  field: FieldDef;
  value: FieldValue | undefined;
  /** Error messages by path: the field's key, or `key.row.column` for a cell. */
  errors: Record<string, string>;
  /** A caution that does not block the value (a likely mistake the visitor may mean). */
  warning?: string;
  idPrefix: string;
  onChange: (key: string, value: FieldValue) => void;
};

export function fieldId(idPrefix: string, key: string): string {
  return `${idPrefix}-${key}`;
}

/** Label, control, help and error for one input; the control keeps exactly what was typed. */
export function Field({ field, value, errors, warning, idPrefix, onChange }: FieldProps) {
  const id = fieldId(idPrefix, field.key);
  const error = errors[field.key];
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const warningId = warning ? `${id}-warning` : undefined;
  const describedBy = [helpId, errorId, warningId].filter(Boolean).join(' ') || undefined;
  const messages = (
    <Messages
      helpId={helpId}
      help={field.help}
      errorId={errorId}
      error={error}
      warningId={warningId}
      warning={warning}
    />
  );
  const wide = field.width !== 'half';

  if (field.type === 'rows') {
    return (
      <div className={cx(styles.field, styles.full)}>
        <RowsField
          field={field as RowsFieldDef}
          rows={Array.isArray(value) ? value : []}
          errors={errors}
          id={id}
          onChange={(rows: Row[]) => onChange(field.key, rows)}
        />
      </div>
    );
  }

  if (field.type === 'toggle') {
    return (
      <div className={cx(styles.field, wide && styles.full)}>
        <label className={styles.toggle} htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={value === true}
            aria-describedby={describedBy}
            onChange={(event) => onChange(field.key, event.target.checked)}
          />
          <span>{field.label}</span>
        </label>
        {messages}
      </div>
    );
  }

  if (field.type === 'select' && field.display === 'segmented') {
    return (
      <fieldset
        className={cx(styles.field, wide && styles.full, styles.fieldset)}
        aria-describedby={describedBy}
      >
        <legend className={styles.label}>{field.label}</legend>
        <div className={styles.segmented}>
          {field.options.map((option) => (
            <label key={option.value} className={styles.segment}>
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(field.key, option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {messages}
      </fieldset>
    );
  }

  const text = typeof value === 'string' ? value : '';
  let control: ReactNode;
  if (field.type === 'select') {
    control = (
      <select
        id={id}
        className={styles.select}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(field.key, event.target.value)}
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'date') {
    control = (
      <input
        id={id}
        type="date"
        className={styles.input}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(field.key, event.target.value)}
      />
    );
  } else if (field.type === 'text') {
    control = field.multiline ? (
      <textarea
        id={id}
        className={cx(styles.input, styles.textarea)}
        value={text}
        rows={5}
        placeholder={field.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(field.key, event.target.value)}
      />
    ) : (
      <input
        id={id}
        type="text"
        className={styles.input}
        value={text}
        placeholder={field.placeholder}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(field.key, event.target.value)}
      />
    );
  } else {
    const prefix = field.type === 'money' ? '$' : undefined;
    const suffix = field.type === 'percent' ? '%' : field.unit;
    control = (
      <div className={cx(styles.affix, error && styles.affixInvalid)}>
        {prefix ? (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className={styles.bare}
          value={text}
          placeholder={field.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field.key, event.target.value)}
        />
        {suffix ? (
          <span className={styles.suffix} aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
    );
  }

  const unitWords =
    field.type === 'money'
      ? ' (dollars)'
      : field.type === 'percent'
        ? ' (%)'
        : field.type !== 'select' && field.type !== 'date' && field.type !== 'text' && field.unit
          ? ` (${field.unit})`
          : '';
  return (
    <div className={cx(styles.field, wide && styles.full)}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {unitWords ? <span className="visually-hidden">{unitWords}</span> : null}
      </label>
      {control}
      {messages}
    </div>
  );
}

export function Messages({
  helpId,
  help,
  errorId,
  error,
  warningId,
  warning,
}: {
  helpId?: string;
  help?: string;
  errorId?: string;
  error?: string;
  warningId?: string;
  warning?: string;
}) {
  return (
    <>
      {help ? (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {warning ? (
        <p id={warningId} className={styles.warning}>
          {warning}
        </p>
      ) : null}
    </>
  );
}
