'use client';

import { useId, useState } from 'react';
import {
  buildSearches,
  countGoogleWords,
  EXAMPLES,
  GOOGLE_WORD_LIMIT,
  SENIORITY_LABELS,
  splitTerms,
  type SearchInput,
  type Seniority,
} from '@/lib/career/boolean/build';
import { Method } from '@/components/tools/kit/Method';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { BooleanValidator } from './BooleanValidator';
import { useCopy } from '@/components/tools/kit/useCopy';
import fieldStyles from '../fields/fields.module.css';
import { actionButton } from '../kit/buttons';
import styles from '../utilities/utilities.module.css';
import kitStyles from '../kit/kit.module.css';

type Fields = Record<'titles' | 'mustSkills' | 'anySkills' | 'exclude' | 'location', string> & {
  seniority: Seniority;
};

const toFields = (input: SearchInput): Fields => ({
  titles: input.titles.join(', '),
  mustSkills: input.mustSkills.join(', '),
  anySkills: input.anySkills.join(', '),
  exclude: input.exclude.join(', '),
  location: input.location,
  seniority: input.seniority,
});

const TEXT_FIELDS = [
  { key: 'titles', label: 'Job titles (any of)', help: 'Comma-separated; joined with OR and quoted.' },
  { key: 'mustSkills', label: 'Must-have skills', help: 'Every one required (AND).' },
  { key: 'anySkills', label: 'Nice-to-have skills (at least one)', help: 'Joined with OR.' },
  { key: 'exclude', label: 'Exclude', help: 'Words that rule a profile out (NOT).' },
  { key: 'location', label: 'Location', help: 'A city, region or country.' },
] as const;

/** Builds boolean strings for LinkedIn, Google X-ray, GitHub and Indeed from one set of inputs. */
export function BooleanSearchIsland({ method }: { method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [fields, setFields] = useState<Fields>(toFields(EXAMPLES[0]!.input));
  const { copy, message } = useCopy();

  const input: SearchInput = {
    titles: splitTerms(fields.titles),
    mustSkills: splitTerms(fields.mustSkills),
    anySkills: splitTerms(fields.anySkills),
    exclude: splitTerms(fields.exclude),
    location: fields.location,
    seniority: fields.seniority,
  };
  const searches = buildSearches(input);

  return (
    <div className={styles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={styles.card}>
        <form className={styles.inputs} onSubmit={(e) => e.preventDefault()}>
          <div>
            <p className={styles.legend}>Start from an example</p>
            <div className={styles.examples}>
              {EXAMPLES.map((example) => (
                <button
                  key={example.name}
                  type="button"
                  className={actionButton}
                  onClick={() => setFields(toFields(example.input))}
                >
                  {example.name}
                </button>
              ))}
            </div>
          </div>
          {TEXT_FIELDS.map((f) => (
            <div key={f.key} className={fieldStyles.field}>
              <label className={fieldStyles.label} htmlFor={`${id}-${f.key}`}>
                {f.label}
              </label>
              <input
                id={`${id}-${f.key}`}
                className={fieldStyles.input}
                value={fields[f.key]}
                onChange={(e) => setFields({ ...fields, [f.key]: e.target.value })}
                aria-describedby={`${id}-${f.key}-help`}
              />
              <p id={`${id}-${f.key}-help`} className={fieldStyles.help}>
                {f.help}
              </p>
            </div>
          ))}
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={`${id}-seniority`}>
              Seniority
            </label>
            <select
              id={`${id}-seniority`}
              className={fieldStyles.select}
              value={fields.seniority}
              onChange={(e) => setFields({ ...fields, seniority: e.target.value as Seniority })}
            >
              {(Object.keys(SENIORITY_LABELS) as Seniority[]).map((s) => (
                <option key={s} value={s}>
                  {SENIORITY_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={actionButton}
            onClick={() =>
              setFields({
                titles: '',
                mustSkills: '',
                anySkills: '',
                exclude: '',
                location: '',
                seniority: 'any',
              })
            }
          >
            Clear all
          </button>
        </form>

        <section className={styles.result} aria-labelledby={`${id}-out`}>
          <h2 id={`${id}-out`} className={kitStyles.resultTitle}>
            Search strings
          </h2>
          {searches.map((search) => (
            <section
              key={search.platform}
              className={styles.panel}
              aria-labelledby={`${id}-${search.platform}`}
              data-platform={search.platform}
            >
              <h3 id={`${id}-${search.platform}`} className={styles.title}>
                {search.name}
              </h3>
              {search.query ? (
                <output className={styles.code} id={`${id}-${search.platform}-query`} data-query>
                  {search.query}
                </output>
              ) : null}
              {search.platform === 'google' ? (
                <p className={styles.small}>
                  {countGoogleWords(search.query)} of {GOOGLE_WORD_LIMIT} words Google reads.
                </p>
              ) : null}
              {search.warnings.map((w) => (
                <p key={w} className={`${styles.small} ${kitStyles.bad}`}>
                  {w}
                </p>
              ))}
              {search.filters.map((f) => (
                <p key={f} className={styles.small}>
                  <strong>{f}</strong>
                </p>
              ))}
              <ul className={styles.issues}>
                {search.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
              <div className={styles.row}>
                <button
                  type="button"
                  className={actionButton}
                  disabled={!search.query}
                  onClick={() =>
                    copy(search.query, `${search.name} string copied.`, `${id}-${search.platform}-query`)
                  }
                >
                  Copy{' '}
                  {search.platform === 'google'
                    ? 'Google'
                    : search.platform === 'linkedin'
                      ? 'LinkedIn'
                      : search.platform === 'github'
                        ? 'GitHub'
                        : 'Indeed'}{' '}
                  string
                </button>
              </div>
            </section>
          ))}
          <p role="status" className={styles.status}>
            {message}
          </p>
        </section>
      </div>
      <BooleanValidator />
      <Method method={method} />
    </div>
  );
}
