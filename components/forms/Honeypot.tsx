'use client';

import { useEffect, useId, useRef } from 'react';
import { looksAutomated } from '@/lib/leads/bot-check';
import { HoneypotField } from './HoneypotField';

/**
 * The clock and the trap of lib/leads/bot-check for one form. The clock starts when the form first
 * shows in the browser (or earlier, when a shell it replaced showed first).
 */
export function useBotCheck(shownAt?: number) {
  const startedAt = useRef<number | null>(shownAt ?? null);
  const trap = useRef<HTMLInputElement>(null);
  useEffect(() => {
    startedAt.current ??= Date.now();
  }, []);
  return {
    trap,
    isAutomated: () => looksAutomated({ honeypot: trap.current?.value, startedAt: startedAt.current }),
  };
}

/** The honeypot of a client form; its trap ref feeds useBotCheck. */
export function Honeypot({
  trap,
  defaultValue,
}: {
  trap: React.RefObject<HTMLInputElement | null>;
  defaultValue?: string;
}) {
  return <HoneypotField id={useId()} trap={trap} defaultValue={defaultValue} />;
}
