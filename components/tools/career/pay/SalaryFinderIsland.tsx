'use client';

import { useCallback, useRef, useState } from 'react';
import { fetchOews, fetchTitles } from '@/lib/career/pay/load';
import { formatWage, type OccupationRow } from '@/lib/career/pay/oews';
import { buildTitleIndex, searchTitles, type TitleIndex } from '@/lib/career/pay/title-search';
import { titleTables } from '@/lib/career/pay/titles';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { Combobox, type ComboOption } from './Combobox';
import { WageTable } from './WageTable';
import styles from './pay.module.css';
import { actionButton } from '../../kit/buttons';

type Load =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; index: TitleIndex } | { kind: 'failed' };

/** The picked occupation, and the job title that led to it when that is not the official name. */
interface Picked {
  readonly row: OccupationRow;
  readonly title?: string;
}

/**
 * Salary finder: the page shows one occupation's figures from the build; the occupations (about
 * 40 KB compressed) and the job titles mapped to them (about 165 KB) are fetched the first time the
 * visitor uses the search.
 */
export function SalaryFinderIsland({ initial }: { initial: OccupationRow }) {
  const hydrated = useHydrated();
  const [load, setLoad] = useState<Load>({ kind: 'idle' });
  const [picked, setPicked] = useState<Picked>({ row: initial });
  const [announce, setAnnounce] = useState('');
  const started = useRef(false);
  const row = picked.row;

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setLoad({ kind: 'loading' });
    Promise.all([fetchOews(), fetchTitles()])
      .then(([oews, titles]) =>
        setLoad({ kind: 'ready', index: buildTitleIndex(oews.occupations, titleTables(titles)) }),
      )
      .catch(() => {
        started.current = false;
        setLoad({ kind: 'failed' });
      });
  }, []);

  const search = (query: string): ComboOption[] =>
    load.kind === 'ready'
      ? searchTitles(load.index, query).map((match) => ({
          id: match.official ? match.row[0] : `${match.row[0]}|${match.title}`,
          label: match.row[1],
          hint: match.row[0],
          detail: match.official ? undefined : `Matches “${match.title}”`,
        }))
      : [];

  return (
    <div className={styles.island} data-ready={hydrated ? 'true' : undefined}>
      <section className={styles.panel} aria-label="Find an occupation">
        <Combobox
          label="Occupation"
          value={row[1]}
          placeholder="Type a job title, like “recruiter” or “nurse”"
          search={search}
          onIntent={start}
          onPick={(option) => {
            if (load.kind !== 'ready') return;
            const [code = '', title] = option.id.split('|');
            const found = load.index.rows.get(code);
            if (!found) return;
            setPicked({ row: found, title });
            const via = title ? ` (includes “${title}”)` : '';
            setAnnounce(
              `${found[1]}${via}: median ${formatWage(found[6][2], 'year')} a year, ${formatWage(found[5][2], 'hour')} an hour.`,
            );
          }}
          status={
            load.kind === 'loading' ? (
              <span role="status">
                <span className={styles.spinner} aria-hidden="true" />
                Loading 831 occupations and their job titles…
              </span>
            ) : load.kind === 'failed' ? (
              <span role="alert" className={styles.error}>
                The occupation list could not be loaded. Check your connection and{' '}
                <button type="button" className={actionButton} onClick={start}>
                  Try again
                </button>
              </span>
            ) : undefined
          }
        />
        <p className={styles.hint}>
          Search by job title, abbreviation (“hr mgr”) or SOC code: over 33,000 job titles lead to the 831
          occupations, and small typos are forgiven. Figures are national, for the whole United States, not
          for a state or city.
        </p>
      </section>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      <section className={`${styles.panel} ${styles.result}`} aria-label="Wages">
        <WageTable row={row} matched={picked.title} />
      </section>
    </div>
  );
}
