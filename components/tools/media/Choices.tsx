import fieldStyles from '../fields/fields.module.css';
import styles from './media.module.css';

type Option<V extends string> = { id: V; label: string };

/** A short single choice as a row of segments (native radios: arrow keys move between them). */
export function Segmented<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly Option<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className={`${fieldStyles.field} ${fieldStyles.fieldset}`}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={fieldStyles.segmented}>
        {options.map((option) => (
          <label key={option.id} className={fieldStyles.segment}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Colors to choose from, each a swatch with its name under it. */
export function Swatches<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly (Option<V> & { swatch: string })[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className={`${fieldStyles.field} ${fieldStyles.fieldset}`}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.swatches}>
        {options.map((option) => (
          <label key={option.id} className={styles.swatchOption}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            <span
              className={
                option.swatch === 'transparent' ? `${styles.swatch} ${styles.noColor}` : styles.swatch
              }
              style={option.swatch === 'transparent' ? undefined : { background: option.swatch }}
              aria-hidden="true"
            />
            <span className={styles.swatchLabel}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** An on/off switch with its label beside it. */
export function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.toggle} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={fieldStyles.switch}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
    </div>
  );
}
