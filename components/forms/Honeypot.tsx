'use client';

import { useEffect, useId, useRef } from 'react';
import { HONEYPOT_NAME, looksAutomated } from '@/lib/leads/bot-check';

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

const OFF_SCREEN = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

/**
 * A field only bots see: off screen rather than display:none (which many bots skip), out of the tab
 * order and of the accessibility tree, and marked for password managers and autofill to leave alone.
 */
export function Honeypot({
  trap,
  defaultValue,
}: {
  trap: React.RefObject<HTMLInputElement | null>;
  defaultValue?: string;
}) {
  const id = useId();
  return (
    <div aria-hidden="true" style={OFF_SCREEN}>
      <label htmlFor={id}>Website</label>
      <input
        ref={trap}
        id={id}
        name={HONEYPOT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue={defaultValue}
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
      />
    </div>
  );
}
