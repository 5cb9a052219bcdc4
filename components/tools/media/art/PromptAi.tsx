'use client';

import { useState } from 'react';
import type { PromptIdea } from '@/lib/media/art/ai-prompt';
import { actionButton } from '../../kit/buttons';
import styles from './art.module.css';
import { AI_EMULATED_LABEL } from '@/lib/ai/result';

type State =
  | { step: 'idle' }
  | { step: 'pending' }
  | { step: 'done'; idea: PromptIdea; emulated: boolean }
  | { step: 'failed'; message: string };

/**
 * The optional AI step: asks the AI text service for keywords, colors and a mood, shows them as
 * plain text and lets the visitor apply them. The picture is still drawn on this device.
 */
export function PromptAi({
  prompt,
  kind,
  onUse,
}: {
  prompt: string;
  kind: 'image' | 'painting';
  onUse: (idea: PromptIdea) => void;
}) {
  const [state, setState] = useState<State>({ step: 'idle' });

  const ask = async () => {
    setState({ step: 'pending' });
    try {
      const { improvePrompt } = await import('@/lib/media/art/ai-prompt');
      const result = await improvePrompt(prompt, kind);
      if (!result.ok) setState({ step: 'failed', message: result.message });
      else if (!result.data.keywords.length && !result.data.palette.length && !result.data.mood)
        setState({
          step: 'failed',
          message: 'The AI suggestion had no words or colors this generator can use. Please try again.',
        });
      else setState({ step: 'done', idea: result.data, emulated: result.emulated === true });
    } catch {
      setState({
        step: 'failed',
        message: 'The AI helper could not load. Check your connection and try again.',
      });
    }
  };

  return (
    <div className={styles.aiBox} data-ai-box>
      <p>
        Optional: the AI text service suggests keywords, colors and a mood for your prompt. It does not draw
        the picture; this page still does.
      </p>
      <button
        type="button"
        className={actionButton}
        onClick={() => void ask()}
        disabled={state.step === 'pending'}
      >
        {state.step === 'pending' ? 'Asking the AI…' : 'Improve my prompt with AI'}
      </button>
      <div role="status" aria-live="polite">
        {state.step === 'pending' ? <p>Asking the AI service for suggestions…</p> : null}
        {state.step === 'failed' ? <p className={styles.aiFailed}>{state.message}</p> : null}
        {state.step === 'done' ? (
          <p>
            {state.emulated ? `${AI_EMULATED_LABEL}: ` : 'AI suggestion: '}
            {state.idea.keywords.length ? state.idea.keywords.join(', ') : 'no new keywords'}
            {state.idea.mood ? `; mood ${state.idea.mood}` : ''}
            {state.idea.palette.length ? `; colors ${state.idea.palette.join(' ')}` : ''}.
          </p>
        ) : null}
      </div>
      {state.step === 'done' ? (
        <button
          type="button"
          className={actionButton}
          onClick={() => {
            onUse(state.idea);
            setState({ step: 'idle' });
          }}
        >
          Use the AI suggestion
        </button>
      ) : null}
    </div>
  );
}
