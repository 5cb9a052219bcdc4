'use client';

import { useCallback, useRef, useState } from 'react';

export type EngineStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Loads a tool's engine with a dynamic import the first time the visitor shows intent (focus,
 * pointer, a restored draft), so the page ships only the island until then.
 */
export function useLazyEngine<T>(load: () => Promise<T>) {
  const [engine, setEngine] = useState<T | null>(null);
  const [status, setStatus] = useState<EngineStatus>('idle');
  const started = useRef(false);
  const loader = useRef(load);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setStatus('loading');
    loader.current().then(
      (loaded) => {
        setEngine(() => loaded);
        setStatus('ready');
      },
      () => {
        started.current = false;
        setStatus('failed');
      },
    );
  }, []);

  return { engine, status, start };
}
