import type { Task } from '@/lib/utilities/excel/tasks';
import fieldStyles from '../fields/fields.module.css';
import styles from './utilities.module.css';

/** The labelled inputs of one formula task, each with its problem beside it. */
export function ExcelTaskFields({
  id,
  task,
  values,
  problems,
  onChange,
}: {
  id: string;
  task: Task;
  values: Readonly<Record<string, string>>;
  problems: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
}) {
  return (
    <div className={styles.grid2}>
      {task.inputs.map((input) => {
        const fieldId = `${id}-${task.id}-${input.key}`;
        const problem = problems[input.key];
        const describedBy = [input.help ? `${fieldId}-help` : '', problem ? `${fieldId}-error` : '']
          .filter(Boolean)
          .join(' ');
        return (
          <div key={input.key} className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={fieldId}>
              {input.label}
            </label>
            {input.kind === 'choice' ? (
              <select
                id={fieldId}
                className={fieldStyles.select}
                value={values[input.key] ?? input.default}
                onChange={(e) => onChange(input.key, e.target.value)}
              >
                {input.options!.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId}
                className={`${fieldStyles.input} ${input.kind === 'range' || input.kind === 'cell' || input.kind === 'formula' ? styles.mono : ''}`}
                value={values[input.key] ?? ''}
                spellCheck={false}
                autoComplete="off"
                inputMode={input.kind === 'number' ? 'decimal' : undefined}
                onChange={(e) => onChange(input.key, e.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
            )}
            {input.help ? (
              <p id={`${fieldId}-help`} className={fieldStyles.help}>
                {input.help}
              </p>
            ) : null}
            {problem ? (
              <p id={`${fieldId}-error`} className={fieldStyles.error}>
                {problem}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
