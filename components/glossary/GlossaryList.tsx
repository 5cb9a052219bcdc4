import Link from '@/components/ui/Link';
import { letterId } from './anchors';
import type { GlossaryIndexGroup } from './view';
import styles from './glossary.module.css';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The A–Z jump links; letters without terms stay as plain text so the row keeps its shape. */
export function GlossaryLetters({ letters }: { letters: readonly string[] }) {
  return (
    <nav aria-label="Glossary A to Z" className={styles.index}>
      <ul>
        {ALPHABET.map((letter) => (
          <li key={letter}>
            {letters.includes(letter) ? (
              <a href={`#${letterId(letter)}`} className={styles.indexLink}>
                {letter}
              </a>
            ) : (
              <span className={styles.indexOff}>
                {letter}
                <span className="visually-hidden"> (no terms)</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Every term under its letter, linked to its own page with its one-line summary. Each item keeps
 * the term's slug as its id, so `/hr-glossary/#cost-per-hire` from the old one-page glossary still
 * lands on the term, one click from its page, without a redirect (a static export has none).
 */
export function GlossaryList({ groups }: { groups: GlossaryIndexGroup[] }) {
  return (
    <div className={styles.list}>
      {groups.map((group) => (
        <section
          key={group.letter}
          id={letterId(group.letter)}
          className={styles.letter}
          aria-labelledby={`${letterId(group.letter)}-title`}
        >
          <h2 id={`${letterId(group.letter)}-title`} className={styles.letterTitle}>
            {group.letter}
          </h2>
          <ul className={styles.terms}>
            {group.terms.map((term) => (
              <li key={term.slug} id={term.slug} className={styles.entry}>
                <Link href={`/hr-glossary/${term.slug}/`} className={styles.entryLink}>
                  {term.term}
                </Link>
                <p className={styles.entryShort}>{term.short}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
