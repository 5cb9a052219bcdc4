import { letterId } from './anchors';
import { GlossaryTerm } from './GlossaryTerm';
import { ToolIconSymbol } from './ToolIconSymbol';
import type { GlossaryLetterGroup } from './view';
import styles from './glossary.module.css';

/** Every term, grouped under its letter; all of it is plain HTML, visible without script. */
export function GlossaryList({ groups }: { groups: GlossaryLetterGroup[] }) {
  return (
    <div className={styles.list}>
      {groups.some((group) => group.terms.some((term) => term.tool)) ? <ToolIconSymbol /> : null}
      {groups.map((group) => (
        <section
          key={group.letter}
          id={letterId(group.letter)}
          className={styles.letter}
          aria-labelledby={`${letterId(group.letter)}-title`}
          data-letter={group.letter}
        >
          <h2 id={`${letterId(group.letter)}-title`} className={styles.letterTitle}>
            {group.letter}
          </h2>
          <div className={styles.terms}>
            {group.terms.map((term) => (
              <GlossaryTerm key={term.slug} term={term} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
