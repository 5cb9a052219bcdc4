import type { ComposeErrors } from '@/lib/generators/compose/form';
import { isVisible } from '@/lib/generators/compose/form';
import type { ComposeInput, ComposeValues } from '@/lib/generators/compose/types';
import fieldStyles from '../../fields/fields.module.css';
import styles from './compose.module.css';

/**
 * The id of an input: `field-` keeps it apart from the island's own ids (`-result`, `-draft-0`),
 * which a field keyed `result` would otherwise repeat.
 */
export const inputId = (prefix: string, key: string) => `${prefix}-field-${key}`;

/**
 * The composer's inputs, each with a visible label, its help and its message beside it. Inputs of
 * another mode are not rendered (their values are kept, so switching back restores them).
 */
export function ComposeFields({
  inputs,
  values,
  errors,
  idPrefix,
  onChange,
}: {
  inputs: readonly ComposeInput[];
  values: ComposeValues;
  errors: ComposeErrors;
  idPrefix: string;
  onChange: (key: string, value: string) => void;
}) {
  return (
    <div className={fieldStyles.grid}>
      {inputs
        .filter((input) => isVisible(input, values))
        .map((input) => (
          <InputField
            key={input.key}
            input={input}
            value={values[input.key] ?? input.default}
            error={errors[input.key]}
            id={inputId(idPrefix, input.key)}
            onChange={(value) => onChange(input.key, value)}
          />
        ))}
    </div>
  );
}

function InputField({
  input,
  value,
  error,
  id,
  onChange,
}: {
  input: ComposeInput;
  value: string;
  error: string | undefined;
  id: string;
  onChange: (value: string) => void;
}) {
  const helpId = input.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: input.key,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': input.required ? true : undefined,
  } as const;
  const full = input.width !== 'half' ? fieldStyles.full : '';

  let control;
  if (input.type === 'select') {
    control = (
      <select
        {...common}
        className={fieldStyles.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {input.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (input.type === 'multiline') {
    control = (
      <textarea
        {...common}
        className={`${fieldStyles.input} ${fieldStyles.textarea}`}
        value={value}
        placeholder={input.placeholder}
        rows={4}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else if (input.type === 'number') {
    control = (
      <input
        {...common}
        className={`${fieldStyles.input} ${fieldStyles.numeric}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else {
    control = (
      <input
        {...common}
        className={fieldStyles.input}
        type={input.type === 'date' ? 'date' : 'text'}
        autoComplete="off"
        value={value}
        placeholder={input.type === 'text' ? input.placeholder : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }

  return (
    <div className={`${fieldStyles.field} ${full}`}>
      <label className={fieldStyles.label} htmlFor={id}>
        {input.label}
        {input.required || input.type === 'select' ? null : (
          <span className={styles.optional}> (optional)</span>
        )}
      </label>
      {control}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {input.help ? (
        <p id={helpId} className={fieldStyles.help}>
          {input.help}
        </p>
      ) : null}
    </div>
  );
}
