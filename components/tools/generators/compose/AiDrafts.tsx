'use client';

import { useEffect, useRef, useState } from 'react';
import { AI_EMULATED_LABEL } from '@/lib/ai/result';
import type { AiDrafts as AiAnswer } from '@/lib/generators/compose/ai';
import { engineValues, validate } from '@/lib/generators/compose/form';
import { COMPOSE_FORMS } from '@/lib/generators/compose/forms';
import type { ComposeValues, ComposerId, Draft } from '@/lib/generators/compose/types';
import type { ComposerView } from '@/lib/generators/compose/views';
import { primaryActionButton } from '../../kit/buttons';
import { DraftActions } from './DraftActions';
import { DraftView } from './DraftView';
import styles from './compose.module.css';

type AiState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; drafts: Draft[]; emulated: boolean }
  | { status: 'failed'; message: string };

/**
 * The optional AI draft, shown apart from the on-device one and labelled as AI-written. A failure
 * is reported beside the button; the on-device draft and the inputs stay as they were.
 */
export function AiDrafts({
  composer,
  values,
  view,
  stem,
  who,
  idPrefix,
  today,
  onInvalid,
}: {
  composer: ComposerId;
  values: ComposeValues;
  view: ComposerView;
  stem: string;
  who?: string;
  idPrefix: string;
  today: string;
  /** Called with the first input to fix when the form is not ready to send. */
  onInvalid: (key: string) => void;
}) {
  const [state, setState] = useState<AiState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const ask = async () => {
    const errors = validate(COMPOSE_FORMS[composer], values);
    const first = Object.keys(errors)[0];
    if (first) {
      setState({ status: 'failed', message: 'Fix the marked fields first, then ask again.' });
      onInvalid(first);
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'pending' });
    let answer: AiAnswer;
    try {
      const { writeWithAi } = await import('@/lib/generators/compose/ai');
      answer = await writeWithAi(
        composer,
        engineValues(COMPOSE_FORMS[composer], values, {}),
        today,
        undefined,
        current.signal,
      );
    } catch {
      if (current.signal.aborted) return;
      answer = {
        ok: false,
        message: 'The AI writer could not be loaded. Check your connection and try again.',
      };
    }
    if (current.signal.aborted) return;
    setState(
      answer.ok
        ? { status: 'done', drafts: answer.drafts, emulated: answer.emulated === true }
        : { status: 'failed', message: answer.message },
    );
  };

  const pending = state.status === 'pending';
  return (
    <section className={`${styles.aiSection} no-print`} aria-labelledby={`${idPrefix}-ai-title`}>
      <div className={styles.aiHead}>
        <h3 id={`${idPrefix}-ai-title`} className={styles.aiTitle}>
          Want a different take?
        </h3>
        <p className={styles.aiNote}>
          The AI service gets the details above and writes its own version. It is told to use only your facts
          and to leave [brackets] for anything missing; check it before you send it.
        </p>
        <div className={styles.aiRow}>
          <button type="button" className={primaryActionButton} onClick={ask} disabled={pending}>
            {pending ? 'Writing…' : view.aiAction}
          </button>
          <p role="status" className={state.status === 'failed' ? styles.aiError : styles.aiStatus}>
            {state.status === 'pending'
              ? 'The AI is writing your draft…'
              : state.status === 'failed'
                ? `${state.message} Your draft written in the browser is still above.`
                : state.status === 'done'
                  ? 'The AI draft is below.'
                  : ''}
          </p>
        </div>
      </div>
      {state.status === 'done' ? (
        <div className={styles.aiResult} data-source="ai">
          <p className={styles.sourceBadgeAi} data-ai-emulated={state.emulated || undefined}>
            {state.emulated ? AI_EMULATED_LABEL : 'Written by AI'}
          </p>
          {state.drafts.map((draft, index) => {
            const id = `${idPrefix}-ai-${index}`;
            return (
              <article key={index} className={styles.draftCard} aria-label={`AI draft ${index + 1}`}>
                <div id={id}>
                  <DraftView draft={draft} limits={view.limits} />
                </div>
                <DraftActions draft={draft} actions={view.actions} stem={stem} who={who} targetId={id} />
              </article>
            );
          })}
          <p className={styles.aiNote}>Written from your details as they were when you asked.</p>
        </div>
      ) : null}
    </section>
  );
}
