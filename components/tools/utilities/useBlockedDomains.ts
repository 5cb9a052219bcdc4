'use client';

import { useCallback, useRef, useState } from 'react';

/** The free/disposable/ISP domain list of lib/email (about 70 KB), fetched on first intent. */
export function useBlockedDomains() {
  const [blocked, setBlocked] = useState<ReadonlySet<string> | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState('loading');
    import('@/lib/email/blocked-domains')
      .then((m) => m.loadBlockedDomains())
      .then((set) => {
        setBlocked(set);
        setState('ready');
      })
      .catch(() => {
        started.current = false;
        setState('failed');
      });
  }, []);
  return { blocked, state, load };
}
