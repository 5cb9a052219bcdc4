import styles from './grammar.module.css';
import { actionButton } from '../kit/buttons';
import textStyles from './text.module.css';

/** The visitor's dictionary under the editor: the words they added, each with Remove. */
export function GrammarDictionary({
  words,
  onRemove,
}: {
  words: readonly string[];
  onRemove: (word: string) => void;
}) {
  return (
    <details className={styles.dictionary} data-grammar-dictionary>
      <summary className={styles.dictionarySummary}>
        Your dictionary ({words.length} {words.length === 1 ? 'word' : 'words'})
      </summary>
      {words.length ? (
        <ul className={styles.dictionaryList} aria-label="Words in your dictionary">
          {words.map((word) => (
            <li key={word} className={styles.dictionaryWord}>
              <span>{word}</span>
              <button
                type="button"
                className={actionButton}
                onClick={() => onRemove(word)}
                aria-label={`Remove “${word}” from your dictionary`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={textStyles.small}>
          No words yet. Press Add to dictionary on a spelling problem and that word is never marked again in
          this browser.
        </p>
      )}
      <p className={textStyles.small}>Kept in this browser only; Fix all never changes these words.</p>
    </details>
  );
}
