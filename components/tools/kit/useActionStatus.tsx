'use client';

import { useEffect, useRef, useState } from 'react';

/** What a download or copy bar is doing: shown in its status line and its alert slot. */
export type ActionState<F extends string, Extra extends { kind: string } = never> =
  | { kind: 'idle' }
  | { kind: 'preparing'; format: F }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string }
  | Extra;

/** How long a "Downloaded …" or "Copied …" note stays before the status line clears. */
const DONE_SHOWN_MS = 8000;

/**
 * The state of a tool's download bar (documents, KPI scorecards, survey questions): `settle` moves
 * it on, and a done note clears itself after a while so a later action is announced afresh.
 */
export function useActionStatus<F extends string, Extra extends { kind: string } = never>() {
  const [state, setState] = useState<ActionState<F, Extra>>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const settle = (next: ActionState<F, Extra>) => {
    clearTimeout(timer.current);
    setState(next);
    if (next.kind === 'done') timer.current = setTimeout(() => setState({ kind: 'idle' }), DONE_SHOWN_MS);
  };
  return { state, settle };
}

/** The polite status line: "Preparing your PDF…" with a spinner while a file is made, then the done note. */
export function ActionStatusLine<F extends string>({
  state,
  formatName,
  className,
  spinnerClassName,
}: {
  state: { kind: string; format?: F; message?: string };
  formatName: Record<F, string>;
  className: string | undefined;
  spinnerClassName: string | undefined;
}) {
  return (
    <p role="status" aria-live="polite" className={className}>
      {state.kind === 'preparing' && state.format !== undefined ? (
        <>
          <span className={spinnerClassName} aria-hidden="true" />
          {`Preparing your ${formatName[state.format]}…`}
        </>
      ) : state.kind === 'done' ? (
        state.message
      ) : null}
    </p>
  );
}
