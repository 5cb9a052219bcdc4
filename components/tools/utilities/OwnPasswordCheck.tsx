'use client';

import { useId, useState } from 'react';
import { StrengthReport } from './StrengthReport';
import type { useStrengthChecker } from './usePasswordTools';
import fieldStyles from '../fields/fields.module.css';
import { actionButton } from '../kit/buttons';
import styles from './utilities.module.css';
import kitStyles from '../kit/kit.module.css';

/** "Check my own password": zxcvbn on what the visitor types, which never leaves the page. */
export function OwnPasswordCheck({ strength }: { strength: ReturnType<typeof useStrengthChecker> }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [value, setValue] = useState('');
  const [shown, setShown] = useState(false);
  const result = value && strength.checker ? strength.checker(value) : null;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Check a password of your own
      </h2>
      <p className={styles.note}>
        Your password is checked by code running in this page. It is never sent, stored or logged: you can
        disconnect from the internet before you type it.
      </p>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-own`}>
          Password to check
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-own`}
            className={`${fieldStyles.input} ${styles.grow}`}
            type={shown ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            value={value}
            onFocus={strength.load}
            onChange={(e) => {
              strength.load();
              setValue(e.target.value);
            }}
          />
          <button
            type="button"
            className={actionButton}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        </div>
      </div>
      <div role="status" aria-live="polite">
        {strength.state === 'loading' ? (
          <p className={styles.status}>Loading the strength checker (common passwords and words)…</p>
        ) : strength.state === 'failed' ? (
          <p className={`${styles.status} ${kitStyles.bad}`}>
            The strength checker could not be loaded. Check your connection and type again.
          </p>
        ) : result ? (
          <StrengthReport strength={result} />
        ) : null}
      </div>
    </section>
  );
}
