'use client';

import { useId, useRef } from 'react';
import { looksAutomated } from '@/lib/leads/bot-check';
import { HoneypotField } from './HoneypotField';

/** The trap of lib/leads/bot-check for one form. */
export function useBotCheck() {
  const trap = useRef<HTMLInputElement>(null);
  return {
    trap,
    isAutomated: () => looksAutomated({ honeypot: trap.current?.value }),
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
