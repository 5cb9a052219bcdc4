'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { readText, storageBlocked, writeText } from '@/lib/kit/draft-store';

export type DraftStorage = 'idle' | 'saved' | 'unavailable';

/**
 * The visitor's text, kept as a draft in this browser's localStorage (never sent anywhere) so a
 * reload, a crash or a closed tab does not lose it. Saving waits for a pause in typing, and a
 * pending save is written at once when the page is hidden or the tool unmounts.
 */
export function useDraft(key: string) {
  const [text, setTextState] = useState('');
  const [storage, setStorage] = useState<DraftStorage>('idle');
  const [restored, setRestored] = useState(false);
  const touched = useRef(false);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const value = pending.current;
    if (value === null) return;
    pending.current = null;
    // Private browsing or a full quota: the text stays in the box, and the note says to copy it.
    setStorage(writeText(key, value) === 'saved' ? 'saved' : 'unavailable');
  }, [key]);

  useEffect(() => {
    if (storageBlocked()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is only readable after hydration
      setStorage('unavailable');
    }
    const stored = readText(key);
    // Never over what the visitor has typed since the page loaded.
    if (stored && !touched.current) {
      setTextState(stored);
      setRestored(true);
    }
    const hide = () => flush();
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', hide);
    return () => {
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', hide);
      flush();
    };
  }, [key, flush]);

  const setText = useCallback(
    (next: string) => {
      touched.current = true;
      setTextState(next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, 400);
    },
    [flush],
  );

  return { text, setText, restored, storage };
}
