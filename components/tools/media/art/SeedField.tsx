'use client';

import { MAX_SEED, newSeed } from '@/lib/media/art/random';
import fieldStyles from '../../fields/fields.module.css';
import { actionButton } from '../../kit/buttons';
import mediaStyles from '../media.module.css';

/** The picture code that seeds every random choice, with Randomize for a fresh one. */
export function SeedField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (seed: string) => void;
}) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        Picture code
      </label>
      <div className={mediaStyles.seedRow}>
        <input
          id={id}
          type="text"
          className={fieldStyles.input}
          value={value}
          maxLength={MAX_SEED}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-help`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className={actionButton} onClick={() => onChange(newSeed())}>
          Randomize
        </button>
      </div>
      <p id={`${id}-help`} className={fieldStyles.help}>
        The same code and settings always draw the same picture. Letters, digits, dots and dashes.
      </p>
    </div>
  );
}

/** A labelled dropdown. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  help,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly { id: V; label: string }[];
  onChange: (value: V) => void;
  help?: string;
}) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={fieldStyles.select}
        value={value}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      {help ? (
        <p id={`${id}-help`} className={fieldStyles.help}>
          {help}
        </p>
      ) : null}
    </div>
  );
}
