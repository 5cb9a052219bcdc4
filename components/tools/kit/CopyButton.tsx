'use client';

import { actionButton, primaryActionButton } from './buttons';
import styles from './kit.module.css';
import { useCopy } from './useCopy';

/**
 * Copies text to the clipboard and says so. When the browser refuses, it selects the text of
 * `fallbackId` (a text box or a result) so the visitor can copy it by hand.
 */
export function CopyButton({
  label,
  text,
  done,
  fallbackId,
  disabled,
  primary,
}: {
  label: string;
  text: () => string;
  /** What the status says once copied ("Corrected text copied."). */
  done: string;
  fallbackId: string;
  disabled?: boolean;
  primary?: boolean;
}) {
  const { state, copy, message } = useCopy();
  return (
    <>
      <button
        type="button"
        className={primary ? primaryActionButton : actionButton}
        onClick={() => void copy(text(), done, fallbackId)}
        disabled={disabled}
      >
        {state === 'copied' ? 'Copied' : label}
      </button>
      <span role="status" className={state === 'failed' ? styles.copyFailed : styles.copyDone}>
        {message}
      </span>
    </>
  );
}
