'use client';

import Link from '@/components/ui/Link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { wrapFocus } from '@/lib/dom/focus-trap';
import type { Searcher, SnippetPart } from '@/lib/search/site-search';
import styles from './search.module.css';

type Engine = { search: Searcher; snippet: (text: string, query: string) => SnippetPart[] };

/**
 * Loads the search code and the index together, once, the first time the dialog opens: a visitor
 * who never searches downloads neither.
 */
let engine: Promise<Engine> | undefined;
function loadEngine(): Promise<Engine> {
  engine ??= import('@/lib/search/site-search')
    .then(async (lib) => {
      const response = await fetch(lib.SEARCH_INDEX_URL);
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      const records = lib.unpackIndex(await response.json());
      return { search: lib.createSearcher(records), snippet: lib.snippet };
    })
    .catch((error: unknown) => {
      // A failed load may be a dropped connection: the next open tries again.
      engine = undefined;
      throw error;
    });
  return engine;
}

/**
 * The search dialog, loaded by the header's search button the first time the visitor asks for it.
 * Each change of `opens` is one more request to open.
 */
export default function SearchDialog({
  opens,
  button,
}: {
  opens: number;
  button: RefObject<HTMLButtonElement | null>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<{ status: 'loading' | 'error' } | { status: 'ready'; engine: Engine }>({
    status: 'loading',
  });
  const pathname = usePathname();
  const router = useRouter();
  const statusId = useId();

  useEffect(() => {
    if (dialog.current?.open) return;
    returnTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : button.current;
    dialog.current?.showModal();
    input.current?.focus();
    input.current?.select();
    if (state.status === 'ready') return;
    // After a failed load, opening again is the retry; a load under way is shared, not repeated.
    loadEngine().then(
      (loaded) => setState({ status: 'ready', engine: loaded }),
      () => setState({ status: 'error' }),
    );
    // Only a new request to open reopens; the state and the button are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opens]);

  // Following a result moves to another page: the dialog closes there (not on its first open).
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (openedOn.current === pathname) return;
    openedOn.current = pathname;
    dialog.current?.close();
  }, [pathname]);

  const trimmed = query.trim();
  const results = state.status === 'ready' && trimmed ? state.engine.search(trimmed) : [];

  let status = '';
  if (trimmed) {
    if (state.status === 'loading') status = 'Loading search…';
    else if (state.status === 'error') status = 'Search could not load. Check your connection and try again.';
    else if (state.status === 'ready')
      status = results.length
        ? `${results.length === 20 ? 'Top 20' : results.length} result${results.length === 1 ? '' : 's'} for “${trimmed}”`
        : `No results for “${trimmed}”`;
  }

  return (
    <>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label="Search the site"
        onKeyDown={(event) => {
          // A search field swallows the first Escape to clear itself; here Escape always closes.
          if (event.key === 'Escape') {
            event.preventDefault();
            dialog.current?.close();
            return;
          }
          // Arrow keys walk the results from the field, as in a combobox list; Tab still works.
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            const links = [...(dialog.current?.querySelectorAll<HTMLElement>('[data-result]') ?? [])];
            if (links.length === 0) return;
            const at = links.indexOf(document.activeElement as HTMLElement);
            const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
            event.preventDefault();
            if (next < 0) input.current?.focus();
            else links[Math.min(next, links.length - 1)]?.focus();
            return;
          }
          wrapFocus(event, dialog.current);
        }}
        onClose={() => {
          // The browser may leave the focus on <body>; put it back where the visitor was.
          const target = returnTo.current?.isConnected ? returnTo.current : button.current;
          target?.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialog.current) dialog.current.close();
        }}
      >
        <div className={styles.panel}>
          <form
            role="search"
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              const first = results[0];
              if (!first) return;
              dialog.current?.close();
              router.push(first.path);
            }}
          >
            <label htmlFor={`${statusId}-input`} className="visually-hidden">
              Search the site
            </label>
            <input
              ref={input}
              id={`${statusId}-input`}
              className={styles.input}
              type="search"
              placeholder="Search pages, tools and guides"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="go"
              aria-describedby={statusId}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
              Close
            </button>
          </form>
          <p id={statusId} className={styles.status} role="status">
            {status}
          </p>
          {results.length > 0 && state.status === 'ready' && (
            <ul className={styles.results} aria-label="Search results">
              {results.map((result) => (
                <li key={result.path}>
                  <Link
                    href={result.path}
                    className={styles.result}
                    data-result=""
                    onClick={() => dialog.current?.close()}
                  >
                    <span className={styles.resultTitle}>{result.title}</span>
                    {result.section && <span className={styles.resultSection}>{result.section}</span>}
                    <span className={styles.resultSnippet}>
                      {state.engine
                        .snippet(result.description, trimmed)
                        .map((part, index) =>
                          part.match ? (
                            <mark key={index}>{part.text}</mark>
                          ) : (
                            <span key={index}>{part.text}</span>
                          ),
                        )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {!trimmed && (
            <p className={styles.hint}>
              Type to search every page of the site. Press <kbd>Enter</kbd> to open the first result and{' '}
              <kbd>Esc</kbd> to close.
            </p>
          )}
        </div>
      </dialog>
    </>
  );
}
