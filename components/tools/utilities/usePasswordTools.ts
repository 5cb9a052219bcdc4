'use client';

import { useCallback, useRef, useState } from 'react';
import type { StrengthChecker } from '@/lib/utilities/password/strength';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** Loads the zxcvbn strength checker once, on the first sign the visitor is using the tool. */
export function useStrengthChecker() {
  const [state, setState] = useState<LoadState>('idle');
  const [checker, setChecker] = useState<StrengthChecker | null>(null);
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState('loading');
    import('@/lib/utilities/password/strength')
      .then((m) => m.loadStrengthChecker())
      .then((check) => {
        setChecker(() => check);
        setState('ready');
      })
      .catch(() => {
        started.current = false;
        setState('failed');
      });
  }, []);
  return { state, checker, load };
}
