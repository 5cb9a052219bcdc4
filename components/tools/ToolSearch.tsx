'use client';

import { useId, useState } from 'react';
import fieldStyles from './fields/fields.module.css';
import styles from './directory.module.css';

/** Words of the query all have to appear in a tool's name, summary, group or keywords. */
export function matches(haystack: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => haystack.includes(word));
}

/**
 * Filters the server-rendered tool list as you type by hiding what does not match, so the list itself
 * stays plain HTML that works (and is indexed) without script.
 */
export function ToolSearch({ total, directoryId }: { total: number; directoryId: string }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(total);

  const filter = (value: string) => {
    setQuery(value);
    const root = document.getElementById(directoryId);
    if (!root) return;
    let count = 0;
    root.querySelectorAll<HTMLElement>('[data-search]').forEach((item) => {
      const hit = matches(item.dataset.search ?? '', value);
      item.hidden = !hit;
      if (hit) count += 1;
    });
    // A group or family with nothing left to show is hidden with its heading.
    root.querySelectorAll<HTMLElement>('[data-group], [data-family]').forEach((section) => {
      section.hidden = !section.querySelector('[data-search]:not([hidden])');
    });
    // On phones part of a group sits behind "Show more": a match in it is opened, a fold with no
    // match left is hidden, and both come back as they were when the search is cleared.
    root.querySelectorAll<HTMLDetailsElement>('details[data-phone-fold]').forEach((fold) => {
      const hit = Boolean(fold.querySelector('[data-search]:not([hidden])'));
      fold.hidden = Boolean(value) && !hit;
      if (value && hit) fold.open = true;
    });
    const empty = root.querySelector<HTMLElement>('[data-empty]');
    if (empty) empty.hidden = count > 0;
    setShown(count);
  };

  return (
    <div className={styles.search} role="search">
      <label htmlFor={`${id}-q`} className={fieldStyles.label}>
        Search the tools
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className={`${fieldStyles.input} ${styles.searchInput}`}
        placeholder="Try “loan”, “margin” or “inches”"
        value={query}
        autoComplete="off"
        onChange={(event) => filter(event.target.value)}
      />
      <p className={styles.count} role="status">
        {query ? `${shown} of ${total} tools match “${query}”.` : `${total} tools.`}
      </p>
    </div>
  );
}
