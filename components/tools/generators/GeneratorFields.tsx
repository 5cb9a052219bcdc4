import type { GenField, Values } from '@/lib/generators/types';
import fieldStyles from '../fields/fields.module.css';

/** The generator's inputs, each with its visible label and its message right beneath it. */
export function GeneratorFields({
  id,
  fields,
  values,
  errors,
  onChange,
}: {
  id: string;
  fields: readonly GenField[];
  values: Values;
  errors: Record<string, string>;
  onChange: (key: string, value: string) => void;
}) {
  return (
    <div className={fieldStyles.grid}>
      {fields.map((field) => {
        const inputId = `${id}-${field.key}`;
        const error = errors[field.key];
        const described = [field.help ? `${inputId}-help` : '', error ? `${inputId}-error` : '']
          .filter(Boolean)
          .join(' ');
        const common = {
          id: inputId,
          name: field.key,
          value: values[field.key] ?? '',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': described || undefined,
        };
        return (
          <div
            key={field.key}
            className={`${fieldStyles.field} ${field.type === 'text' && field.maxLength > 40 ? fieldStyles.full : ''}`}
          >
            <label htmlFor={inputId} className={fieldStyles.label}>
              {field.label}
            </label>
            {field.type === 'select' ? (
              <select
                {...common}
                className={fieldStyles.select}
                onChange={(e) => onChange(field.key, e.target.value)}
              >
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type="text"
                inputMode={field.type === 'number' ? 'numeric' : undefined}
                className={fieldStyles.input}
                placeholder={field.type === 'text' ? field.placeholder : undefined}
                autoComplete="off"
                onChange={(e) => onChange(field.key, e.target.value)}
              />
            )}
            {field.help ? (
              <p id={`${inputId}-help`} className={fieldStyles.help}>
                {field.help}
              </p>
            ) : null}
            {error ? (
              <p id={`${inputId}-error`} className={fieldStyles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
