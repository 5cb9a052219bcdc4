import type { ReactNode } from 'react';
import fieldStyles from '../fields/fields.module.css';
import styles from './questions.module.css';

/** Small labelled controls for the choices form; each shows its message beside it and keeps what was typed. */
type Base = { id: string; label: string; error?: string; help?: string };

function describedBy(id: string, help?: string, error?: string) {
  return [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, help, error }: { id: string; help?: string; error?: string }) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className={fieldStyles.help}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  id,
  label,
  error,
  help,
  value,
  onChange,
  numeric,
  multiline,
}: Base & { value: string; onChange: (value: string) => void; numeric?: boolean; multiline?: boolean }) {
  const common = {
    id,
    value,
    className: multiline ? `${fieldStyles.input} ${fieldStyles.textarea}` : fieldStyles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, help, error),
  } as const;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={numeric ? 'numeric' : undefined}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <Messages id={id} help={help} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  help,
  value,
  options,
  onChange,
}: Base & {
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={fieldStyles.select}
        value={value}
        aria-describedby={describedBy(id, help, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={id} help={help} error={error} />
    </div>
  );
}

export function CheckList({
  id,
  label,
  error,
  help,
  options,
  chosen,
  onToggle,
}: Base & {
  options: readonly { id: string; label: string; blurb: string }[];
  chosen: readonly string[];
  onToggle: (id: string) => void;
}) {
  return (
    <fieldset className={fieldStyles.fieldset} aria-describedby={describedBy(id, help, error)}>
      <legend className={fieldStyles.label}>{label}</legend>
      <ul className={styles.topics}>
        {options.map((option) => (
          <li key={option.id} className={styles.check}>
            <input
              type="checkbox"
              id={`${id}-${option.id}`}
              checked={chosen.includes(option.id)}
              aria-describedby={`${id}-${option.id}-blurb`}
              onChange={() => onToggle(option.id)}
            />
            <label htmlFor={`${id}-${option.id}`} className={styles.checkLabel}>
              {option.label}
            </label>
            <span id={`${id}-${option.id}-blurb`} className={styles.checkBlurb}>
              {option.blurb}
            </span>
          </li>
        ))}
      </ul>
      <Messages id={id} help={help} error={error} />
    </fieldset>
  );
}

export function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.inline} htmlFor={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
