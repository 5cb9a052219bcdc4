'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
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
  const box = useRef<HTMLTextAreaElement>(null);
  // Text typed or pasted into the server-rendered box before the page's script ran is in the box
  // but not yet in the tool's state: take it in first. This effect runs before the tool's draft is
  // read (a child's effects run before its parent's), so a saved draft never replaces it.
  useEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed && typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page becomes ready
  }, []);

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
        ref={box}
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
