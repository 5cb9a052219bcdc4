import type { Ref } from 'react';
import { HONEYPOT_NAME } from '@/lib/leads/bot-check';

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
 * No hooks and no directive, so a server component can render it into a light client shell as
 * plain HTML.
 */
export function HoneypotField({
  id,
  trap,
  defaultValue,
}: {
  id: string;
  trap?: Ref<HTMLInputElement>;
  defaultValue?: string;
}) {
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
