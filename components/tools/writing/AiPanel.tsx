'use client';

import { useRef, useState } from 'react';
import { AiAnswer } from '@/components/ai/AiAnswer';
import { isAiConfigured } from '@/lib/ai/configured';
import type { RewriteFields } from '@/lib/writing/rewrite/ai-template';
import { AiEmulatedNote } from '../kit/AiEmulatedNote';
import { actionButton } from '../kit/buttons';
import textStyles from './text.module.css';
import styles from './rewrite.module.css';

type AiState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; text: string; points: readonly string[]; emulated: boolean }
  | { status: 'failed'; message: string };

export type AiOutcome =
  { ok: true; text: string; points?: readonly string[]; emulated?: boolean } | { ok: false; message: string };

/** Whether the AI action is offered: only with an AI gateway configured (lib/ai/configured). */
export function aiAvailable(): boolean {
  return isAiConfigured();
}

/**
 * The optional "… with AI" action: a clearly labelled extra beside the on-device result, which
 * stays as it is whatever the service answers. The answer is shown as text, never as HTML.
 */
export function AiPanel({
  label,
  heading,
  disabled,
  run,
}: {
  label: string;
  heading: string;
  disabled: boolean;
  run: () => Promise<AiOutcome>;
}) {
  const [state, setState] = useState<AiState>({ status: 'idle' });
  const sequence = useRef(0);
  if (!aiAvailable()) return null;

  const ask = async () => {
    const mine = ++sequence.current;
    setState({ status: 'pending' });
    let outcome: AiOutcome;
    try {
      outcome = await run();
    } catch {
      outcome = { ok: false, message: 'The AI version could not be loaded. Please try again.' };
    }
    if (mine !== sequence.current) return;
    setState(
      outcome.ok
        ? {
            status: 'done',
            text: outcome.text,
            points: outcome.points ?? [],
            emulated: outcome.emulated === true,
          }
        : { status: 'failed', message: outcome.message },
    );
  };

  return (
    <div className={styles.ai}>
      <div className={styles.aiBar}>
        <button
          type="button"
          className={actionButton}
          onClick={ask}
          disabled={disabled || state.status === 'pending'}
        >
          {label}
        </button>
        <span className={textStyles.small}>
          Sends this text to an AI service; the result above stays as it is.
        </span>
      </div>
      <div role="status" aria-live="polite" data-ai-state={state.status}>
        {state.status === 'pending' ? (
          <p className={textStyles.status}>
            <span className={textStyles.spinner} aria-hidden="true" /> Asking the AI service…
          </p>
        ) : null}
        {state.status === 'failed' ? <p className={textStyles.errorNote}>{state.message}</p> : null}
        {state.status === 'done' ? (
          <div className={styles.aiResult}>
            <h3 className={styles.subTitle}>{heading}</h3>
            {state.emulated ? <AiEmulatedNote className={textStyles.small} /> : null}
            <AiAnswer text={state.text} headingLevel={4} />
            {state.points.length ? (
              <ul className={styles.aiPoints}>
                {state.points.map((point, index) => (
                  <li key={index}>{point}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * "Rewrite with AI" for the paraphraser and the rewriter: `read` gives the text, mode and frozen
 * words at the moment of the click, so the request matches what the visitor sees then.
 */
export function RewriteAiPanel({ disabled, read }: { disabled: boolean; read: () => RewriteFields }) {
  return (
    <AiPanel
      label="Rewrite with AI"
      heading="AI version"
      disabled={disabled}
      run={async () => {
        const { askAiRewrite } = await import('@/lib/writing/rewrite/ai');
        const answer = await askAiRewrite(read());
        return answer.ok
          ? { ok: true, text: answer.data.text, emulated: answer.emulated }
          : { ok: false, message: answer.message };
      }}
    />
  );
}
