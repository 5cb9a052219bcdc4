'use client';

import { useId, useMemo, useState } from 'react';
import type { Nominee } from '@/content/schema/awards';
import { countNominees, searchNominees, type NomineeGroup } from '@/lib/awards/search';
import { NomineeCard } from './NomineeCard';
import styles from './awards.module.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Nominees grouped by category with the nominee search: a case-insensitive match inside each
 * nominee's name, within each group; groups left with nobody are not shown. The whole list is in
 * the page's HTML, so it reads without JavaScript; typing only filters it.
 */
export function NomineeSearch({ groups }: { groups: NomineeGroup<Nominee>[] }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const visible = useMemo(() => searchNominees(groups, query), [groups, query]);
  const searching = query.trim() !== '';
  const found = countNominees(visible);
  return (
    <div className={styles.nominees}>
      <div className={styles.searchBar} role="search">
        <label htmlFor={inputId} className={styles.searchLabel}>
          Search nominees by name
        </label>
        <div className={styles.searchField}>
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className={styles.searchInput}
          />
          {searching ? (
            <button type="button" className={styles.clear} onClick={() => setQuery('')}>
              Clear
            </button>
          ) : null}
        </div>
        <p className={styles.searchStatus} role="status">
          {searching
            ? found
              ? `${plural(found, 'nominee', 'nominees')} in ${plural(visible.length, 'category', 'categories')} match “${query.trim()}”.`
              : `No nominee’s name contains “${query.trim()}”. Check the spelling or clear the search.`
            : `${plural(countNominees(groups), 'nominee', 'nominees')} in ${plural(groups.length, 'category', 'categories')}.`}
        </p>
      </div>
      {visible.map((group) => (
        <section key={group.category} className={styles.group} aria-label={group.category}>
          <h3 className={styles.groupTitle}>
            {group.category}
            <span className={styles.groupCount}>{plural(group.nominees.length, 'nominee', 'nominees')}</span>
          </h3>
          <ul className={styles.personGrid}>
            {group.nominees.map((nominee) => (
              <li key={nominee.nomineeName}>
                <NomineeCard nominee={nominee} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
