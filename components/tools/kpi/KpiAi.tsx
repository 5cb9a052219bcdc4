'use client';

import { useId, useRef, useState } from 'react';
import { KPI_WORDS } from '@/content/tools/kpi/departments';
import { AiEmulatedNote } from '../kit/AiEmulatedNote';
import type { Kpi, Settings } from '@/lib/kpi/types';
import styles from './kpi.module.css';
import kitStyles from '../kit/kit.module.css';
import { primaryActionButton } from '../kit/buttons';

type Suggestion = { name: string; formula: string; why: string; type: string; match: Kpi | null };
type State =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'done'; suggestions: Suggestion[]; emulated: boolean }
  | { kind: 'failed'; message: string };

/**
 * "Suggest KPIs with AI" for a goal in the visitor's words. The scorecard above never depends on it:
 * the answer is shown as plain text, and a suggestion that names a library KPI can be added with
 * the library's own formula.
 */
export function KpiAi({
  settings,
  onAdd,
  onScorecard,
}: {
  settings: Settings;
  onAdd: (id: string) => void;
  onScorecard: (id: string) => boolean;
}) {
  const id = useId();
  const [goal, setGoal] = useState('');
  const [problem, setProblem] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);

  async function suggest() {
    if (state.kind === 'pending') return;
    if (goal.trim().length < 3) {
      setProblem('Describe the goal in a few words first, like “cut first-year attrition in the warehouse”.');
      inputRef.current?.focus();
      return;
    }
    setProblem('');
    setState({ kind: 'pending' });
    try {
      const [{ suggestKpis, matchLibrary }, { LIBRARY }] = await Promise.all([
        import('@/lib/kpi/ai'),
        import('@/content/tools/kpi/engine'),
      ]);
      const result = await suggestKpis(KPI_WORDS, goal.trim(), settings);
      if (!result.ok) {
        setState({ kind: 'failed', message: result.message });
        return;
      }
      const library = LIBRARY[settings.department];
      setState({
        kind: 'done',
        suggestions: result.data.kpis.map((kpi) => ({ ...kpi, match: matchLibrary(kpi.name, library) })),
        emulated: result.emulated === true,
      });
    } catch {
      setState({
        kind: 'failed',
        message: 'The AI suggestions could not be loaded. Check your connection and try again.',
      });
    }
  }

  return (
    <section className={styles.ai} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={kitStyles.sectionTitle}>
        Suggest KPIs with AI
      </h2>
      <p className={styles.note}>
        The scorecard is built in your browser from the KPI library. This optional step sends only the goal
        you type here to an AI service for more ideas.
      </p>
      <div className={styles.aiRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-goal`} className={styles.label}>
            Your goal, in your own words
          </label>
          <input
            ref={inputRef}
            id={`${id}-goal`}
            className={styles.input}
            value={goal}
            maxLength={500}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setGoal(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void suggest();
              }
            }}
          />
          {problem ? (
            <p id={`${id}-problem`} className={styles.error}>
              {problem}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className={primaryActionButton}
          onClick={suggest}
          disabled={state.kind === 'pending'}
        >
          {state.kind === 'pending' ? 'Asking the AI…' : 'Suggest KPIs with AI'}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {state.kind === 'pending' ? (
          <p className={styles.hint}>Asking the AI service for KPI ideas…</p>
        ) : null}
        {state.kind === 'done' ? (
          <>
            <p className={styles.hint}>
              {state.suggestions.length} AI {state.suggestions.length === 1 ? 'suggestion' : 'suggestions'}.
              Check each formula before you use it.
            </p>
            {state.emulated ? <AiEmulatedNote className={styles.hint} /> : null}
            <ul className={styles.suggestions}>
              {state.suggestions.map((suggestion, index) => (
                <li key={index} className={styles.suggestion}>
                  <p className={styles.suggestionName}>
                    {suggestion.name}
                    {suggestion.type ? <span className={styles.unit}> ({suggestion.type})</span> : null}
                  </p>
                  {suggestion.formula ? (
                    <p className={styles.formula}>Formula: {suggestion.formula}</p>
                  ) : null}
                  {suggestion.why ? <p className={styles.why}>{suggestion.why}</p> : null}
                  {suggestion.match ? (
                    onScorecard(suggestion.match.id) ? (
                      <p className={styles.hint}>Already on your scorecard as “{suggestion.match.name}”.</p>
                    ) : (
                      <button
                        type="button"
                        className={styles.small}
                        onClick={() => suggestion.match && onAdd(suggestion.match.id)}
                      >
                        Add “{suggestion.match.name}” to the scorecard
                      </button>
                    )
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div role="alert">
        {state.kind === 'failed' ? <p className={kitStyles.loadError}>{state.message}</p> : null}
      </div>
    </section>
  );
}
