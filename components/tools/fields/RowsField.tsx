import type { CSSProperties } from 'react';
import type { ColumnDef, Row, RowsFieldDef } from '@/lib/tools/fields';
import { cx } from '@/components/ui/cx';
import styles from './fields.module.css';

/**
 * A list of rows (courses, grade categories, quantity and cost points). Each cell has its own label:
 * shown above the cell on phones, and as the column heading on wider screens.
 */
export function RowsField({
  field,
  rows,
  errors,
  id,
  onChange,
}: {
  field: RowsFieldDef;
  rows: Row[];
  errors: Record<string, string>;
  id: string;
  onChange: (rows: Row[]) => void;
}) {
  const listError = errors[field.key];
  const name = field.rowName;
  const update = (index: number, key: string, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));
  const add = () => onChange([...rows, { ...field.blank }]);
  // Wide screens lay the cells out as columns under one heading row; phones stack them.
  const template = {
    '--columns': `${field.columns.map((c) => (c.type === 'text' ? 'minmax(0, 2fr)' : 'minmax(0, 1fr)')).join(' ')} 2.75rem`,
  } as CSSProperties;

  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={listError ? `${id}-error` : field.help ? `${id}-help` : undefined}
    >
      <legend className={styles.label}>{field.label}</legend>
      {field.help ? (
        <p id={`${id}-help`} className={styles.help}>
          {field.help}
        </p>
      ) : null}
      <div className={styles.rowsHead} style={template} aria-hidden="true">
        {field.columns.map((column) => (
          <span key={column.key}>{column.label}</span>
        ))}
        <span />
      </div>
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={index} className={styles.row} style={template}>
            {field.columns.map((column) => (
              <Cell
                key={column.key}
                wide={column.type === 'text'}
                column={column}
                id={`${id}-${index}-${column.key}`}
                label={`${column.label}, ${name} ${index + 1}`}
                value={row[column.key] ?? ''}
                error={errors[`${field.key}.${index}.${column.key}`]}
                onChange={(value) => update(index, column.key, value)}
              />
            ))}
            <button
              type="button"
              className={styles.remove}
              onClick={() => remove(index)}
              disabled={rows.length <= field.minRows}
              aria-label={`Remove ${name} ${index + 1}`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
      {listError ? (
        <p id={`${id}-error`} className={styles.error}>
          {listError}
        </p>
      ) : null}
      <button type="button" className={styles.add} onClick={add} disabled={rows.length >= field.maxRows}>
        + Add {name}
      </button>
    </fieldset>
  );
}

function Cell({
  wide,
  column,
  id,
  label,
  value,
  error,
  onChange,
}: {
  wide: boolean;
  column: ColumnDef;
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cx(styles.cell, wide && styles.cellWide)}>
      <label htmlFor={id} className={styles.cellLabel}>
        <span>{column.label}</span>
        <span className="visually-hidden">{label.slice(column.label.length)}</span>
      </label>
      {column.type === 'select' ? (
        <select
          id={id}
          className={styles.select}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.value)}
        >
          {(column.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type="text"
          inputMode={column.type === 'text' ? undefined : 'decimal'}
          autoComplete="off"
          className={cx(styles.input, column.type !== 'text' && styles.numeric)}
          value={value}
          placeholder={column.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
