import type { ComponentProps, ReactNode } from 'react';
import styles from './forms.module.css';

type ShellProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
};

/** Ids and ARIA that tie a control to its error and hint. */
function describe({ id, error, hint }: ShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    hintId,
    errorId,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/**
 * Label above, control, then the error (announced when it appears, role="alert") and the hint.
 * aria-describedby ties both to the control so a screen reader repeats them on focus.
 */
function FieldShell({ id, label, error, hint, optional, children }: ShellProps & { children: ReactNode }) {
  const { hintId, errorId } = describe({ id, error, hint, label });
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}>(optional)</span> : null}
      </label>
      {children}
      {error ? (
        <p id={errorId} role="alert" className={styles.error} data-field-error={id}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input; spread react-hook-form's `register()` into it (React 19 passes `ref` as a prop). */
export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  ...input
}: ShellProps & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  const shell = { id, label, error, hint, optional };
  return (
    <FieldShell {...shell}>
      <input {...describe(shell).control} {...input} className={styles.input} />
    </FieldShell>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  optional,
  ...area
}: ShellProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  const shell = { id, label, error, hint, optional };
  return (
    <FieldShell {...shell}>
      <textarea {...describe(shell).control} {...area} className={`${styles.input} ${styles.textarea}`} />
    </FieldShell>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  optional,
  options,
  ...select
}: ShellProps & { options: readonly { value: string; label: string }[] } & Omit<
    ComponentProps<'select'>,
    'id' | 'className'
  >) {
  const shell = { id, label, error, hint, optional };
  return (
    <FieldShell {...shell}>
      <select {...describe(shell).control} {...select} className={styles.input}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
