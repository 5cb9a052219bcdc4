import fieldStyles from '../fields/fields.module.css';

/** A labelled set of radio buttons drawn as one segmented control (the calculators' look). */
export function Segmented<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  hint,
}: {
  name: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (next: V) => void;
  hint?: string;
}) {
  return (
    <fieldset
      className={`${fieldStyles.field} ${fieldStyles.fieldset}`}
      aria-describedby={hint ? `${name}-hint` : undefined}
    >
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={fieldStyles.segmented}>
        {options.map((option) => (
          <label key={option.value} className={fieldStyles.segment}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${name}-hint`} className={fieldStyles.help}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
