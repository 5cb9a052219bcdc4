'use client';

import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import fieldStyles from '@/components/tools/fields/fields.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { letterId } from './anchors';
import { matchesQuery, searchText } from './search-text';
import styles from './glossary.module.css';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/**
 * What a term is searched by: its name (the h3) and its short definition, folded. Read from the
 * page rather than sent with it, because everything the server renders is inlined again as page
 * data: a searchable copy per term would ship each definition a third time.
 */
function termText(term: HTMLElement): string {
  // GlossaryTerm renders the name as the h3 and the short definition as the paragraph right after it.
  const name = term.querySelector('h3')?.textContent ?? '';
  const short = term.querySelector('h3 + p')?.textContent ?? '';
  return searchText(`${name} ${short}`);
}

/**
 * The glossary's search box and A–Z index around the server-rendered list (`children`). Typing
 * hides the terms that do not match by toggling `hidden` on the list's own elements, so the island
 * carries no copy of the glossary and the list stays plain HTML that works without script.
 */
export function GlossaryExplorer({
  letters,
  total,
  children,
}: {
  /** Letters that have at least one term. */
  letters: string[];
  total: number;
  children: ReactNode;
}) {
  const inputId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-glossary-q`;
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(total);
  const [activeLetters, setActiveLetters] = useState<readonly string[]>(letters);
  // Folded once per term on the first search; the list's text never changes after render.
  const folded = useRef(new WeakMap<HTMLElement, string>());
  const ready = useHydrated();

  // Uses only refs and state setters, so one function serves every render and the effect below.
  const filter = useCallback((value: string) => {
    setQuery(value);
    const root = listRef.current;
    if (!root) return;
    let count = 0;
    const active: string[] = [];
    root.querySelectorAll<HTMLElement>('[data-letter]').forEach((section) => {
      let visible = 0;
      section.querySelectorAll<HTMLElement>('[data-term]').forEach((term) => {
        let text = folded.current.get(term);
        if (text === undefined) {
          text = termText(term);
          folded.current.set(term, text);
        }
        const hit = matchesQuery(text, value);
        term.hidden = !hit;
        if (hit) visible += 1;
      });
      section.hidden = visible === 0;
      if (visible > 0) active.push(section.dataset.letter ?? '');
      count += visible;
    });
    setShown(count);
    setActiveLetters(active);
  }, []);

  const clear = () => {
    filter('');
    inputRef.current?.focus();
  };

  // A related-term link can point at a term the search has hidden: show everything again first,
  // so the browser has somewhere to scroll to.
  const revealTarget = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
    const target = link ? document.getElementById(decodeURIComponent(link.hash.slice(1))) : null;
    if (target?.closest('[hidden]')) filter('');
  };

  // The same when the address changes to a hidden term some other way (back button, a pasted link).
  useEffect(() => {
    const onHash = () => {
      const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      if (!target?.closest('[hidden]') || !listRef.current?.contains(target)) return;
      filter('');
      target.scrollIntoView();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [filter]);

  const trimmed = query.trim();
  const status = trimmed
    ? `${shown} ${shown === 1 ? 'term matches' : 'terms match'} “${trimmed}”.`
    : `${total} terms from A to Z.`;

  return (
    <div className={styles.explorer} data-ready={ready}>
      <div className={styles.toolbar}>
        <div className={styles.inner}>
          <div className={styles.search} role="search">
            <label htmlFor={inputId} className={fieldStyles.label}>
              Search the glossary
            </label>
            <div className={styles.searchRow}>
              <input
                id={inputId}
                ref={inputRef}
                type="search"
                className={`${fieldStyles.input} ${styles.searchInput}`}
                placeholder="Try “turnover”, “interview” or “I-9”"
                value={query}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => filter(event.target.value)}
              />
              <p className={styles.status} role="status">
                {status}
              </p>
            </div>
          </div>
          <nav aria-label="Glossary A to Z" className={styles.index}>
            <ul>
              {ALPHABET.map((letter) =>
                activeLetters.includes(letter) ? (
                  <li key={letter}>
                    <a href={`#${letterId(letter)}`} className={styles.indexLink}>
                      {letter}
                    </a>
                  </li>
                ) : (
                  <li key={letter}>
                    <span className={styles.indexOff}>
                      {letter}
                      <span className="visually-hidden">
                        {letters.includes(letter) ? ' (no matching terms)' : ' (no terms)'}
                      </span>
                    </span>
                  </li>
                ),
              )}
            </ul>
          </nav>
        </div>
      </div>
      {trimmed && shown === 0 ? (
        <div className={styles.inner}>
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>No term matches “{trimmed}”.</p>
            <p className={styles.emptyText}>
              Try a shorter word or another spelling, or{' '}
              <button type="button" className={styles.emptyButton} onClick={clear}>
                show all {total} terms
              </button>
              .
            </p>
          </div>
        </div>
      ) : null}
      <div ref={listRef} className={styles.inner} onClickCapture={revealTarget}>
        {children}
      </div>
    </div>
  );
}
