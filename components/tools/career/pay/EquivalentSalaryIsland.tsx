'use client';

import { useId, useState } from 'react';
import { equivalentSalary, searchPlaces, type LevelId, type Place, type RppData } from '@/lib/career/pay/rpp';
import { money, number } from '@/lib/kit/numbers';
import { parseNumber } from '@/lib/tools/parse';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { Combobox, type ComboOption } from './Combobox';
import styles from './pay.module.css';

export const DEFAULT_PLACES: Record<LevelId, readonly [string, string]> = {
  states: ['Texas', 'California'],
  metros: ['Dallas-Fort Worth-Arlington, TX', 'New York-Newark-Jersey City, NY-NJ'],
};

const LEVEL_LABEL: Record<LevelId, string> = { states: 'States', metros: 'Metro areas' };

function salaryError(text: string): string | null {
  if (!text.trim()) return 'Enter a salary, like 75,000.';
  const value = parseNumber(text);
  if (value === null) return 'Enter a number, like 75,000.';
  if (value <= 0) return 'Enter an amount above $0.';
  if (value > 100_000_000) return 'Enter an amount under $100 million.';
  return null;
}

/**
 * "What salary in B equals $X in A", from BEA Regional Price Parities. The index values (a few KB)
 * come with the page, so the answer is worked out as the visitor types.
 */
export function EquivalentSalaryIsland({ data }: { data: RppData }) {
  const id = useId();
  const hydrated = useHydrated();
  const [salaryText, setSalaryText] = useState('75,000');
  const [level, setLevel] = useState<LevelId>('states');
  const [names, setNames] = useState<readonly [string, string]>(DEFAULT_PLACES.states);
  const places = data[level].places;
  const find = (name: string): Place =>
    places.find((place) => place[0] === name) ?? places[0] ?? ['United States', 100];
  const from = find(names[0]);
  const to = find(names[1]);
  const error = salaryError(salaryText);
  const salary = parseNumber(salaryText);
  const result = !error && salary !== null ? equivalentSalary(salary, from, to) : null;
  const year = data[level].year;

  const search = (query: string): ComboOption[] =>
    searchPlaces(places, query).map((place) => ({
      id: place[0],
      label: place[0],
      hint: number(place[1], 1),
    }));

  return (
    <div className={styles.island} data-ready={hydrated ? 'true' : undefined}>
      <section className={styles.panel} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          Compare two places
        </h2>
        <div className={styles.field}>
          <label htmlFor={`${id}-salary`} className={styles.label}>
            Salary where you are now ($ a year)
          </label>
          <input
            id={`${id}-salary`}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={salaryText}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-salary-error` : undefined}
            onChange={(event) => setSalaryText(event.target.value)}
          />
          {error ? (
            <p id={`${id}-salary-error`} className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
        <fieldset className={styles.levels}>
          <legend className={styles.label}>Compare</legend>
          <div className={styles.levelList}>
            {(['states', 'metros'] as const).map((option) => (
              <label key={option} className={styles.level}>
                <input
                  type="radio"
                  name={`${id}-level`}
                  value={option}
                  checked={level === option}
                  onChange={() => {
                    setLevel(option);
                    setNames(DEFAULT_PLACES[option]);
                  }}
                />
                {LEVEL_LABEL[option]} ({data[option].year})
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.places}>
          <Combobox
            label="From"
            value={from[0]}
            search={search}
            placeholder="Type a place"
            onPick={(option) => setNames([option.id, names[1]])}
          />
          <button
            type="button"
            className={styles.swap}
            onClick={() => setNames([names[1], names[0]])}
            aria-label="Swap the two places"
          >
            ⇄ Swap
          </button>
          <Combobox
            label="To"
            value={to[0]}
            search={search}
            placeholder="Type a place"
            onPick={(option) => setNames([names[0], option.id])}
          />
        </div>
      </section>

      <section className={`${styles.panel} ${styles.result}`} aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className={styles.sectionTitle}>
          Equivalent salary
        </h2>
        <output className={styles.headline} aria-live="polite">
          {result
            ? `${money(result.salary, { whole: true })} in ${from[0]} is about ${money(result.equivalent, { whole: true })} in ${to[0]}.`
            : 'Enter a salary to see the equivalent.'}
        </output>
        {result ? (
          <>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>Price level in {from[0]}</dt>
                <dd>{number(from[1], 1)}</dd>
              </div>
              <div className={styles.fact}>
                <dt>Price level in {to[0]}</dt>
                <dd>{number(to[1], 1)}</dd>
              </div>
              <div className={styles.fact}>
                <dt>Difference</dt>
                <dd>
                  {result.priceDifference === 0
                    ? 'Same prices'
                    : `${number(Math.abs(result.priceDifference), 1)}% ${result.priceDifference > 0 ? 'higher' : 'lower'}`}
                </dd>
              </div>
            </dl>
            <p className={styles.working}>
              {money(result.salary, { whole: true })} × {number(to[1], 3)} ÷ {number(from[1], 3)} ={' '}
              {money(result.equivalent, { whole: true })}
            </p>
          </>
        ) : null}
        <ul className={styles.notes}>
          <li>
            Price levels are BEA Regional Price Parities for {year}, all items, with the US average = 100: a
            place at 110 is 10% more expensive than the US as a whole.
          </li>
          <li>
            They cover the prices of everything people buy (goods, housing rents, utilities and other
            services), not your own basket: if you rent and the gap in housing is large, your difference may
            be larger.
          </li>
          <li>
            Taxes are not included: state and local income taxes differ, so take-home pay can differ more (or
            less) than the price levels suggest.
          </li>
          <li>
            Each year’s parities are a separate comparison, so states (2023) and metro areas (2024) are
            compared only with places of the same kind.
          </li>
        </ul>
        <p className={styles.source}>
          Source: {data.source}{' '}
          <a href="https://www.bea.gov/data/prices-inflation/regional-price-parities-state-and-metro-area">
            bea.gov
          </a>
        </p>
      </section>
    </div>
  );
}
