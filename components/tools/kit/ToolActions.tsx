'use client';

import { actionButton } from './buttons';
import kitStyles from './kit.module.css';
import { useCopy } from './useCopy';

/**
 * Copy result (the figures plus a link that reproduces them), reset and print. When the clipboard is
 * refused, the result text is selected so the visitor can copy it by hand.
 */
export function ToolActions({
  copyText,
  selectTargetId,
  onReset,
  disabled,
}: {
  copyText: () => string;
  selectTargetId: string;
  onReset: () => void;
  disabled?: boolean;
}) {
  const { state, copy } = useCopy();

  return (
    <div className={`${kitStyles.actions} no-print`}>
      <button
        type="button"
        className={actionButton}
        onClick={() => void copy(copyText(), '', selectTargetId)}
        disabled={disabled}
      >
        <Icon path="M8 8h11v12H8zM5 4h11v2H7v11H5z" />
        {state === 'copied' ? 'Copied' : 'Copy result'}
      </button>
      <button type="button" className={actionButton} onClick={onReset}>
        <Icon path="M12 5a7 7 0 1 1-6.3 4H3.5A9 9 0 1 0 6 6.3V4H4v6h6V8H7.2A7 7 0 0 1 12 5z" />
        Reset
      </button>
      <button type="button" className={actionButton} onClick={() => window.print()} disabled={disabled}>
        <Icon path="M7 3h10v4H7zM4 8h16v8h-3v5H7v-5H4zm5 7v4h6v-4z" />
        Print
      </button>
      <span role="status" className={state === 'failed' ? kitStyles.copyFailed : kitStyles.copyDone}>
        {state === 'copied'
          ? 'Result and link copied.'
          : state === 'failed'
            ? 'Copying was blocked: the result is selected, press Ctrl+C (⌘C on a Mac).'
            : ''}
      </span>
    </div>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
