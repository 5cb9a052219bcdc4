'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { COUNTRIES, COUNTRY_NAMES } from '@/content/tools/utilities/country-names';
import type { PhoneLib, PhoneResult } from '@/lib/utilities/phone/lookup';
import { Method } from '@/components/tools/kit/Method';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { useCopy } from '@/components/tools/kit/useCopy';
import fieldStyles from '../fields/fields.module.css';
import { actionButton } from '../kit/buttons';
import styles from './utilities.module.css';
import kitStyles from '../kit/kit.module.css';

type Lookup = (input: string, country: string) => PhoneResult;

const EXAMPLES = [
  { label: 'US mobile or landline', country: 'US', number: '(201) 555-0123' },
  { label: 'UK mobile', country: 'GB', number: '07400 123456' },
  { label: 'India mobile', country: 'IN', number: '98765 43210' },
  { label: 'US toll free', country: 'US', number: '800 555 1234' },
];

/**
 * Phone number checks with libphonenumber-js and its full metadata, loaded on first use: validity,
 * type and every standard format, worked out from the digits alone. No carrier or owner lookup.
 */
export function PhoneLookupIsland({ method }: { method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [country, setCountry] = useState('US');
  const [number, setNumber] = useState('');
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [loadState, setLoadState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const started = useRef(false);
  const { copy, message } = useCopy();

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setLoadState('loading');
    import('@/lib/utilities/phone/lookup')
      .then(async (m) => {
        const lib: PhoneLib = await m.loadPhoneLib();
        setLookup(() => (input: string, c: string) => m.lookUpPhone(lib, input, c, COUNTRY_NAMES));
        setLoadState('idle');
      })
      .catch(() => {
        started.current = false;
        setLoadState('failed');
      });
  }, []);

  const result = lookup ? lookup(number, country) : null;
  const formats =
    result?.kind === 'parsed' && result.valid
      ? [
          { label: 'E.164 (for databases and SMS tools)', value: result.e164 },
          { label: 'International', value: result.international },
          { label: 'National', value: result.national },
          { label: 'RFC 3966 link (tel:)', value: result.uri },
        ]
      : [];

  return (
    <div className={styles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={styles.card}>
        <form
          className={styles.inputs}
          onSubmit={(e) => e.preventDefault()}
          onPointerEnter={load}
          onFocus={load}
        >
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={`${id}-country`}>
              Country
            </label>
            <select
              id={`${id}-country`}
              className={fieldStyles.select}
              value={country}
              onChange={(e) => setCountry(e.target.value)}
              aria-describedby={`${id}-country-help`}
            >
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} (+{c.callingCode})
                </option>
              ))}
            </select>
            <p id={`${id}-country-help`} className={fieldStyles.help}>
              Used when the number has no + code. A number typed with + and its code overrides it.
            </p>
          </div>
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={`${id}-number`}>
              Phone number
            </label>
            <input
              id={`${id}-number`}
              className={`${fieldStyles.input} ${styles.mono}`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={number}
              placeholder="(201) 555-0123 or +44 7400 123456"
              onChange={(e) => {
                load();
                setNumber(e.target.value);
              }}
              aria-invalid={
                result?.kind === 'problem' || (result?.kind === 'parsed' && !result.valid) ? true : undefined
              }
              aria-describedby={`${id}-number-help`}
            />
            <p id={`${id}-number-help`} className={fieldStyles.help} data-as-you-type>
              {result && result.kind !== 'empty' && result.asYouType
                ? `As you type: ${result.asYouType}`
                : 'Spaces, dashes, dots and brackets are fine.'}
            </p>
            {result?.kind === 'problem' ? (
              <p className={fieldStyles.error}>{result.message}</p>
            ) : result?.kind === 'parsed' && result.note ? (
              <p className={fieldStyles.error}>{result.note}</p>
            ) : null}
          </div>
          <div>
            <p className={styles.legend}>Examples</p>
            <div className={styles.examples}>
              {EXAMPLES.map((example) => (
                <button
                  key={example.label}
                  type="button"
                  className={actionButton}
                  onClick={() => {
                    load();
                    setCountry(example.country);
                    setNumber(example.number);
                  }}
                >
                  {example.label}
                </button>
              ))}
            </div>
          </div>
          <p className={styles.note}>
            Checked in your browser against the numbering plans of every country (Google’s libphonenumber
            data). Nothing is looked up online: this tool cannot tell you who owns a number, which carrier it
            is on today (numbers move between carriers), or whether it is switched on.
          </p>
        </form>

        <section className={styles.result} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={kitStyles.resultTitle}>
            About this number
          </h2>
          <div role="status" aria-live="polite" className={styles.list} data-phone-result>
            {loadState === 'loading' ? (
              <p className={styles.status}>Loading phone numbering data…</p>
            ) : loadState === 'failed' ? (
              <p className={`${styles.status} ${kitStyles.bad}`}>
                The numbering data could not be loaded. Check your connection and type again.
              </p>
            ) : !result || result.kind === 'empty' ? (
              <p className={styles.small}>
                Type a number to see whether it is valid, its type and its formats.
              </p>
            ) : result.kind === 'problem' ? (
              <p className={kitStyles.bad}>{result.message}</p>
            ) : (
              <>
                <p className={result.valid ? kitStyles.good : kitStyles.bad}>
                  <strong>
                    {result.valid
                      ? 'Valid number'
                      : result.possible
                        ? 'Possible but not valid'
                        : 'Not a valid number'}
                  </strong>
                  {result.note ? ` ${result.note}` : ''}
                </p>
                <dl className={styles.pairs}>
                  <div>
                    <dt>Valid</dt>
                    <dd>{result.valid ? 'Yes' : 'No'}</dd>
                  </div>
                  <div>
                    <dt>Possible length</dt>
                    <dd>{result.possible ? 'Yes' : 'No'}</dd>
                  </div>
                  <div>
                    <dt>Country</dt>
                    <dd>{result.country}</dd>
                  </div>
                  <div>
                    <dt>Calling code</dt>
                    <dd>{result.callingCode}</dd>
                  </div>
                  <div>
                    <dt>Type</dt>
                    <dd data-phone-type>{result.type}</dd>
                  </div>
                  {result.valid ? null : (
                    <div>
                      <dt>Digits read</dt>
                      <dd data-phone-digits>{result.digits}</dd>
                    </div>
                  )}
                </dl>
              </>
            )}
          </div>
          {formats.length ? (
            <ul className={styles.list} aria-label="Formats">
              {formats.map((f, index) => (
                <li key={f.label} className={styles.item}>
                  <span className={styles.small}>{f.label}</span>
                  <span className={styles.itemText} id={`${id}-format-${index}`} data-format={f.label}>
                    {f.value}
                  </span>
                  <button
                    type="button"
                    className={actionButton}
                    aria-label={`Copy ${f.label}`}
                    onClick={() => copy(f.value, `Copied ${f.value}.`, `${id}-format-${index}`)}
                  >
                    Copy
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <p role="status" className={styles.status}>
            {message}
          </p>
        </section>
      </div>
      <Method method={method} />
    </div>
  );
}
