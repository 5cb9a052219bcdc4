'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import styles from './longform.module.css';
import { copyText } from '@/lib/kit/clipboard';

type State = 'idle' | 'copied' | 'failed';

const messages: Record<State, string> = {
  idle: '',
  copied: 'Copied to clipboard',
  failed: 'Could not copy: the text is selected, press Ctrl+C (⌘C on a Mac)',
};

/**
 * Copies `text` to the clipboard and says so. Where the clipboard is refused (an insecure page, a
 * denied permission) it selects the text in `targetId` instead, so the reader can copy by hand.
 */
export function CopyButton({ text, label, targetId }: { text: string; label: string; targetId?: string }) {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    if ((await copyText(text, targetId)) === 'copied') {
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), 4000);
    } else setState('failed');
  }

  return (
    <div className={styles.copy}>
      <button
        type="button"
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        aria-label={`${state === 'copied' ? 'Copied' : 'Copy'} ${label}`}
        onClick={copy}
      >
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span role="status" className={state === 'failed' ? styles.copyFailed : styles.copyStatus}>
        {messages[state]}
      </span>
    </div>
  );
}
