'use client';

import { useRef, useState } from 'react';
import { AI_EMULATED_LABEL } from '@/lib/ai/result';
import type { AiFormula } from '@/lib/utilities/excel/ai';
import { useCopy } from '@/components/tools/kit/useCopy';
import { actionButton } from '../kit/buttons';
import styles from './utilities.module.css';
import kitStyles from '../kit/kit.module.css';

/** "Write with AI": an extra, clearly labelled action next to the on-device task matcher. */
export function ExcelAi({ description }: { description: string }) {
  const [state, setState] = useState<'idle' | 'pending'>('idle');
  const [answer, setAnswer] = useState<(AiFormula & { emulated: boolean }) | null>(null);
  const [failure, setFailure] = useState('');
  const controller = useRef<AbortController | null>(null);
  const { copy, message } = useCopy();

  const write = async () => {
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    setState('pending');
    setFailure('');
    try {
      const { writeFormulaWithAi } = await import('@/lib/utilities/excel/ai');
      const result = await writeFormulaWithAi(description, ac.signal);
      if (result.ok) setAnswer({ ...result.data, emulated: result.emulated === true });
      else setFailure(result.message);
    } catch {
      if (!ac.signal.aborted) setFailure('The AI service could not be reached. Please try again.');
    } finally {
      if (controller.current === ac) setState('idle');
    }
  };

  return (
    <div className={styles.formulaBlock}>
      <div className={styles.row}>
        <button
          type="button"
          className={actionButton}
          onClick={write}
          disabled={state === 'pending' || !description.trim()}
        >
          {state === 'pending' ? 'Writing with AI…' : 'Write with AI'}
        </button>
      </div>
      <div role="status" aria-live="polite" data-ai-formula>
        {state === 'pending' ? <p className={styles.status}>Asking the AI service…</p> : null}
        {failure ? <p className={`${styles.status} ${kitStyles.bad}`}>{failure}</p> : null}
        {answer ? (
          <div className={styles.formulaBlock}>
            <p className={styles.small} data-ai-emulated={answer.emulated || undefined}>
              {answer.emulated
                ? AI_EMULATED_LABEL
                : 'Written by AI from your description; check it on your data.'}
            </p>
            <output className={styles.code} id="excel-ai-formula">
              {answer.formula}
            </output>
            <p className={styles.small}>{answer.explanation}</p>
            <div className={styles.row}>
              <button
                type="button"
                className={actionButton}
                onClick={() => copy(answer.formula, 'AI formula copied.', 'excel-ai-formula')}
              >
                Copy AI formula
              </button>
              <span role="status" className={styles.status}>
                {message}
              </span>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
