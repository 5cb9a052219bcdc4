'use client';

import { useEffect, useRef, useState } from 'react';
import islandStyles from '../island.module.css';
import styles from './text.module.css';

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
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text());
      setState('copied');
    } catch {
      const target = document.getElementById(fallbackId);
      if (target instanceof HTMLTextAreaElement) target.select();
      else if (target) window.getSelection()?.selectAllChildren(target);
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), 5000);
  };

  return (
    <>
      <button
        type="button"
        className={primary ? islandStyles.actionPrimary : islandStyles.action}
        onClick={copy}
        disabled={disabled}
      >
        {state === 'copied' ? 'Copied' : label}
      </button>
      <span role="status" className={state === 'failed' ? styles.copyFailed : styles.copyDone}>
        {state === 'copied'
          ? done
          : state === 'failed'
            ? 'Copying was blocked: the text is selected, press Ctrl+C (⌘C on a Mac).'
            : ''}
      </span>
    </>
  );
}
