import styles from './text.module.css';

/** A read-only copy of the visitor's text with some stretches marked, rendered as text, never HTML. */
export function Marked({
  pieces,
  label,
}: {
  pieces: readonly { text: string; marked: boolean; note?: string }[];
  label?: string;
}) {
  return (
    <div className={styles.marked} aria-label={label} role={label ? 'group' : undefined} data-marked-text>
      {pieces.map((piece, index) =>
        piece.marked ? (
          <mark key={index} className={styles.matchMark} title={piece.note}>
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </div>
  );
}
