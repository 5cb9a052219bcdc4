'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './search.module.css';

const SearchDialog = lazy(() => import('./SearchDialog'));

/** "/" and Ctrl+K (⌘K) open search, except while the visitor is typing somewhere. */
function isShortcut(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'))
    return false;
  if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) return true;
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
}

/**
 * The header's search button; the dialog and its code load when it is first used. The icon comes
 * from the server (SearchIcon) as markup, not as script.
 */
export function SiteSearch({ icon }: { icon?: ReactNode }) {
  const button = useRef<HTMLButtonElement>(null);
  const [opens, setOpens] = useState(0);
  const open = () => setOpens((count) => count + 1);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K"
        title="Search (press /)"
        onClick={open}
      >
        {icon}
        <span className={styles.triggerLabel}>Search</span>
      </button>
      {opens > 0 ? (
        <Suspense fallback={null}>
          <SearchDialog opens={opens} button={button} />
        </Suspense>
      ) : null}
    </>
  );
}
