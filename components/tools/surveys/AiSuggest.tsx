'use client';

import { useState } from 'react';
import type { QuestionSet } from '@/lib/surveys/model';
import styles from './questions.module.css';
import kitStyles from '../kit/kit.module.css';
import { actionButton } from '../kit/buttons';
import { AI_EMULATED_LABEL } from '@/lib/ai/result';

type Suggestion = { text: string; probe?: string };
type State = { kind: 'idle' } | { kind: 'pending' } | { kind: 'done' | 'failed'; message: string };

/**
 * "Suggest more questions with AI": sends the title, the chosen topics and the current questions
 * to the AI service and adds what comes back, checked and de-duplicated, below the rest. The
 * questions already on screen were made in the browser and stay as they are whatever happens.
 */
export function AiSuggest({
  set,
  topics,
  context,
  onAdd,
}: {
  set: QuestionSet;
  topics: readonly string[];
  context: string;
  onAdd: (suggestions: readonly Suggestion[]) => void;
}) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function suggest() {
    setState({ kind: 'pending' });
    try {
      const { suggestQuestions } = await import('@/lib/surveys/ai');
      const result = await suggestQuestions(set, { topics, context });
      if (!result.ok) {
        setState({ kind: 'failed', message: result.message });
        return;
      }
      if (result.data.length === 0) {
        setState({
          kind: 'done',
          message: 'The AI had no questions that are not already in the list. Try other topics.',
        });
        return;
      }
      onAdd(result.data);
      setState({
        kind: 'done',
        message: `Added ${result.data.length} AI-suggested ${result.data.length === 1 ? 'question' : 'questions'} under “Your own questions”. Review each before you use it.${result.emulated ? ` ${AI_EMULATED_LABEL}.` : ''}`,
      });
    } catch {
      setState({
        kind: 'failed',
        message: 'The AI suggestions could not load. Check your connection and try again.',
      });
    }
  }

  return (
    <div className={`${styles.ai} ${styles.controls}`}>
      <p className={styles.aiNote}>
        The questions below were generated in your browser from our question bank. For more ideas, our AI
        service can suggest extra questions for your topics; it receives the title, topics and current
        questions.
      </p>
      <div>
        <button type="button" className={actionButton} disabled={state.kind === 'pending'} onClick={suggest}>
          Suggest more questions with AI
        </button>
      </div>
      <p role="status" aria-live="polite" className={styles.status}>
        {state.kind === 'pending' ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            Asking the AI for more questions…
          </>
        ) : state.kind === 'done' ? (
          state.message
        ) : null}
      </p>
      <div role="alert">
        {state.kind === 'failed' ? <p className={kitStyles.loadError}>{state.message}</p> : null}
      </div>
    </div>
  );
}
