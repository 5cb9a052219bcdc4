'use client';

import { useState, type ReactNode } from 'react';
import fieldStyles from '../fields/fields.module.css';
import type { DraftStorage } from '@/components/tools/kit/useDraft';
import { actionButton } from '../kit/buttons';
import styles from './text.module.css';

/**
 * A labelled text box for a visitor's own writing, with Clear (undoable) and a line on where the
 * draft is kept. Extra buttons (Check text, Copy) come in as children.
 */
export function TextBox({
  id,
  label,
  value,
  onChange,
  placeholder,
  storage,
  restored,
  size = 'large',
  describedBy,
  spellCheck = true,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
  placeholder?: string;
  storage?: DraftStorage;
  restored?: boolean;
  size?: 'large' | 'medium';
  describedBy?: string;
  /** Off where the tool is the spell checker, so the browser's own underlines do not compete. */
  spellCheck?: boolean;
  children?: ReactNode;
}) {
  const [cleared, setCleared] = useState<string | null>(null);
  const noteId = `${id}-note`;

  const clear = () => {
    if (!value) return;
    setCleared(value);
    onChange('');
  };
  const undo = () => {
    if (cleared === null) return;
    onChange(cleared);
    setCleared(null);
  };

  return (
    <div className={styles.box}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${fieldStyles.input} ${styles.textarea} ${size === 'large' ? styles.large : styles.medium}`}
        value={value}
        placeholder={placeholder}
        spellCheck={spellCheck}
        aria-describedby={[describedBy, noteId].filter(Boolean).join(' ')}
        onChange={(event) => {
          if (cleared !== null) setCleared(null);
          onChange(event.target.value);
        }}
      />
      <div className={styles.boxBar}>
        {children}
        {cleared !== null ? (
          <button type="button" className={actionButton} onClick={undo}>
            Undo clear
          </button>
        ) : (
          <button type="button" className={actionButton} onClick={clear} disabled={!value}>
            Clear
          </button>
        )}
      </div>
      {/* Rendered before hydration too (storage still unknown), so the counts below never move down. */}
      <p id={noteId} className={storage === 'unavailable' ? styles.noteWarning : styles.note}>
        {storage === 'unavailable'
          ? 'This browser is not keeping a draft (storage is off or full): copy your text before you leave.'
          : restored
            ? 'Your last draft was restored. It is kept only in this browser, never uploaded.'
            : 'Your text stays on this device: it is kept as a draft in this browser, never uploaded.'}
      </p>
    </div>
  );
}
