'use client';

import { useEffect, useRef, useState } from 'react';
import { copyText, type CopyOutcome } from '@/lib/kit/clipboard';

export type CopyState = 'idle' | 'copied' | 'failed';

export const COPY_BLOCKED = 'Copying was blocked: the text is selected, press Ctrl+C (⌘C on a Mac).';

/**
 * Copies text and keeps what happened for the tool's status line, cleared after `ms`. When the
 * clipboard is refused, the element `fallbackId` is selected so the visitor can press Ctrl+C.
 */
export function useCopy(ms = 5000) {
  const [state, setState] = useState<CopyState>('idle');
  const [done, setDone] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** `doneMessage` is what the status says once copied ("Excel formula copied."). */
  const copy = async (text: string, doneMessage = '', fallbackId?: string): Promise<CopyOutcome> => {
    clearTimeout(timer.current);
    const outcome = await copyText(text, fallbackId);
    setDone(doneMessage);
    setState(outcome === 'copied' ? 'copied' : 'failed');
    timer.current = setTimeout(() => setState('idle'), ms);
    return outcome;
  };
  const message = state === 'copied' ? done : state === 'failed' ? COPY_BLOCKED : '';
  return { state, copy, message };
}
