'use client';

import { useState } from 'react';
import type { Item } from '@/lib/surveys/model';
import { TextField } from './ChoiceFields';
import styles from './questions.module.css';

function answerLine(item: Item): string | null {
  switch (item.format) {
    case 'scale':
      return `Scale: ${item.options.join(' · ')}`;
    case 'nps':
      return 'Scale: 0 (Not at all likely) to 10 (Extremely likely)';
    case 'choice':
      return `Choose one: ${item.options.join(' · ')}`;
    case 'multi':
      return `Choose any: ${item.options.join(' · ')}`;
    case 'open':
      return 'Open text answer';
    case 'question':
      return null;
  }
}

/**
 * One numbered question with its answer format, and buttons to reword, move (within its section)
 * and remove it: plain buttons, so everything works by keyboard, no dragging needed.
 */
export function QuestionItem({
  item,
  number,
  idPrefix,
  canMoveUp,
  canMoveDown,
  onSave,
  onMove,
  onRemove,
}: {
  item: Item;
  number: number;
  idPrefix: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onSave: (text: string) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const base = `${idPrefix}-q-${item.id}`;
  const line = answerLine(item);

  const save = () => {
    if (draft === null) return;
    if (!draft.trim()) {
      setError('Enter the wording, or remove the question instead.');
      return;
    }
    onSave(draft.replace(/\s+/g, ' ').trim());
    setDraft(null);
    setError(undefined);
    // Back to the Edit button, which replaces the box the focus was in.
    requestAnimationFrame(() => document.getElementById(`${base}-edit`)?.focus());
  };

  return (
    <li className={styles.item} data-testid="question">
      {draft === null ? (
        <p className={styles.question}>
          {`${number}. ${item.text}`}
          {item.origin ? (
            <span className={styles.tag}>{item.origin === 'ai' ? 'AI suggestion' : 'Your question'}</span>
          ) : null}
        </p>
      ) : (
        <div className={styles.edit}>
          <TextField
            id={`${base}-text`}
            label={`Wording of question ${number}`}
            multiline
            value={draft}
            error={error}
            onChange={setDraft}
          />
          <div className={styles.tools}>
            <button type="button" className={styles.small} onClick={save}>
              Save wording
            </button>
            <button
              type="button"
              className={styles.small}
              onClick={() => {
                setDraft(null);
                setError(undefined);
                requestAnimationFrame(() => document.getElementById(`${base}-edit`)?.focus());
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      {line ? <p className={styles.answer}>{line}</p> : null}
      {item.probes.length ? (
        <ul className={styles.probes} aria-label={`Follow-up probes for question ${number}`}>
          {item.probes.map((probe) => (
            <li key={probe}>{probe}</li>
          ))}
        </ul>
      ) : null}
      {draft === null ? (
        <div className={styles.tools}>
          <button
            type="button"
            id={`${base}-edit`}
            className={styles.small}
            aria-label={`Edit question ${number}`}
            onClick={() => {
              setDraft(item.text);
              requestAnimationFrame(() => document.getElementById(`${base}-text`)?.focus());
            }}
          >
            Edit
          </button>
          <button
            type="button"
            id={`${base}-up`}
            className={styles.small}
            aria-label={`Move question ${number} up`}
            disabled={!canMoveUp}
            onClick={() => onMove(-1)}
          >
            Move up
          </button>
          <button
            type="button"
            id={`${base}-down`}
            className={styles.small}
            aria-label={`Move question ${number} down`}
            disabled={!canMoveDown}
            onClick={() => onMove(1)}
          >
            Move down
          </button>
          <button
            type="button"
            className={styles.small}
            aria-label={`Remove question ${number}`}
            onClick={onRemove}
          >
            Remove
          </button>
        </div>
      ) : null}
    </li>
  );
}
