'use client';

import { useEffect, useRef } from 'react';
import { isChange, resolvePieces, type Change, type Choices, type Piece } from '@/lib/writing/rewrite/pieces';
import styles from './rewrite.module.css';

/**
 * The rewritten text with every change as a button: pressing one opens its choices under the text
 * (other words, or the original back). Built from React elements only; nothing is parsed as HTML.
 */
export function ChangeableText({
  id,
  pieces,
  choices,
  openId,
  onOpen,
  onChoose,
}: {
  id: string;
  pieces: readonly Piece[];
  choices: Choices;
  openId: number | null;
  onOpen: (changeId: number | null) => void;
  onChoose: (changeId: number, text: string) => void;
}) {
  const shown = resolvePieces(pieces, choices);
  const open = pieces.find((piece): piece is Change => isChange(piece) && piece.id === openId) ?? null;
  const panelRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector('button')?.focus();
  }, [open]);

  const close = (changeId: number) => {
    onOpen(null);
    // Back to the word that was opened, so keyboard users keep their place in the text.
    requestAnimationFrame(() => document.getElementById(`${id}-change-${changeId}`)?.focus());
  };

  return (
    <>
      <div id={`${id}-output`} className={styles.changed} data-rewritten-text>
        {pieces.map((piece, index) => {
          if (!isChange(piece)) return <span key={index}>{shown[index]}</span>;
          const current = shown[index] ?? '';
          const reverted = current === piece.original;
          const label = piece.kind === 'removed' && !reverted ? piece.original.trim() : current;
          return (
            <button
              key={index}
              id={`${id}-change-${piece.id}`}
              type="button"
              className={`${styles.change} ${reverted ? styles.changeReverted : ''} ${piece.kind === 'removed' && !reverted ? styles.changeRemoved : ''} ${openId === piece.id ? styles.changeOpen : ''}`}
              aria-expanded={openId === piece.id}
              aria-controls={`${id}-choices`}
              title={reverted ? 'Original kept' : `${piece.note}: was “${piece.original.trim()}”`}
              data-change={piece.kind}
              onClick={() => onOpen(openId === piece.id ? null : piece.id)}
            >
              {piece.kind === 'removed' && !reverted ? <del>{label}</del> : label}
            </button>
          );
        })}
      </div>
      <div id={`${id}-choices`} ref={panelRef} className={styles.choices} hidden={!open}>
        {open ? (
          <div
            role="group"
            aria-label={`Choices for “${open.original.trim()}”`}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close(open.id);
            }}
          >
            <p className={styles.choicesTitle}>
              {open.note}. Original: “{open.original.trim()}”
            </p>
            <div className={styles.choiceButtons}>
              {[open.text, ...open.options].map((option) => {
                const selected = (choices[open.id] ?? open.text) === option;
                return (
                  <button
                    key={option || '(removed)'}
                    type="button"
                    className={styles.choice}
                    aria-pressed={selected}
                    onClick={() => {
                      onChoose(open.id, option);
                      close(open.id);
                    }}
                  >
                    {option ? `Use “${option.trim()}”` : 'Leave it out'}
                  </button>
                );
              })}
              <button
                type="button"
                className={styles.choice}
                aria-pressed={choices[open.id] === open.original}
                onClick={() => {
                  onChoose(open.id, open.original);
                  close(open.id);
                }}
              >
                Keep the original
              </button>
              <button type="button" className={styles.choiceClose} onClick={() => close(open.id)}>
                Close
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}
