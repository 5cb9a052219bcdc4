'use client';

import { useCallback, useRef, useState } from 'react';
import { fetchOews } from '@/lib/career/pay/load';
import { formatWage, searchOccupations, type OccupationRow } from '@/lib/career/pay/oews';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { Combobox, type ComboOption } from './Combobox';
import { WageTable } from './WageTable';
import styles from './pay.module.css';
import { actionButton } from '../../kit/buttons';

type Load =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; rows: readonly OccupationRow[] }
  | { kind: 'failed' };

/**
 * Salary finder: the page shows one occupation's figures from the build; the full list (831
 * occupations, about 40 KB compressed) is fetched the first time the visitor uses the search.
 */
export function SalaryFinderIsland({ initial }: { initial: OccupationRow }) {
  const hydrated = useHydrated();
  const [load, setLoad] = useState<Load>({ kind: 'idle' });
  const [row, setRow] = useState<OccupationRow>(initial);
  const [announce, setAnnounce] = useState('');
  const started = useRef(false);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setLoad({ kind: 'loading' });
    fetchOews()
      .then((data) => setLoad({ kind: 'ready', rows: data.occupations }))
      .catch(() => {
        started.current = false;
        setLoad({ kind: 'failed' });
      });
  }, []);

  const search = (query: string): ComboOption[] =>
    load.kind === 'ready'
      ? searchOccupations(load.rows, query).map((match) => ({
          id: match[0],
          label: match[1],
          hint: match[0],
        }))
      : [];

  return (
    <div className={styles.island} data-ready={hydrated ? 'true' : undefined}>
      <section className={styles.panel} aria-label="Find an occupation">
        <Combobox
          label="Occupation"
          value={row[1]}
          placeholder="Type a job, like “nurse” or “software”"
          search={search}
          onIntent={start}
          onPick={(option) => {
            if (load.kind !== 'ready') return;
            const picked = load.rows.find((candidate) => candidate[0] === option.id);
            if (!picked) return;
            setRow(picked);
            setAnnounce(
              `${picked[1]}: median ${formatWage(picked[6][2], 'year')} a year, ${formatWage(picked[5][2], 'hour')} an hour.`,
            );
          }}
          status={
            load.kind === 'loading' ? (
              <span role="status">
                <span className={styles.spinner} aria-hidden="true" />
                Loading 831 occupations…
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
          Search by job title or SOC code across the 831 detailed occupations in the national survey.
        </p>
      </section>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      <section className={`${styles.panel} ${styles.result}`} aria-label="Wages">
        <WageTable row={row} />
      </section>
    </div>
  );
}
