import Link from '@/components/ui/Link';
import { PhoneFold } from '@/components/ui/PhoneFold';
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
 * Terms a letter shows on a phone before "Show more" (a fold that would hide one term is not made):
 * 200 terms with their summaries were 27,000 px of scroll. Find-in-page and an old `#slug` link
 * open the fold they land in.
 */
const PHONE_SHOWN = 4;
const folds = (terms: readonly unknown[]) => terms.length > PHONE_SHOWN + 1;

function Terms({ terms }: { terms: GlossaryIndexGroup['terms'] }) {
  return (
    <ul className={styles.terms}>
      {terms.map((term) => (
        <li key={term.slug} id={term.slug} className={styles.entry}>
          <Link href={`/hr-glossary/${term.slug}/`} className={styles.entryLink}>
            {term.term}
          </Link>
          <p className={styles.entryShort}>{term.short}</p>
        </li>
      ))}
    </ul>
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
          <div>
            <Terms terms={folds(group.terms) ? group.terms.slice(0, PHONE_SHOWN) : group.terms} />
            {folds(group.terms) ? (
              <PhoneFold
                summary={`Show ${group.terms.length - PHONE_SHOWN} more terms under ${group.letter}`}
                opened="Show fewer"
                summaryClassName={styles.moreSummary}
              >
                <Terms terms={group.terms.slice(PHONE_SHOWN)} />
              </PhoneFold>
            ) : null}
          </div>
        </section>
      ))}
    </div>
  );
}
