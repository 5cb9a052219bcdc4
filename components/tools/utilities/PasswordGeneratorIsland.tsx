'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { CHARSET_IDS, CHARSETS, type CharsetId } from '@/lib/utilities/password/charsets';
import { entropyBand } from '@/lib/utilities/password/entropy';
import {
  DEFAULT_PASSWORD_OPTIONS,
  MAX_COUNT,
  MAX_LENGTH,
  MIN_LENGTH,
  generatePasswords,
  planPassword,
} from '@/lib/utilities/password/generate';
import {
  DEFAULT_PASSPHRASE_OPTIONS,
  MAX_WORDS,
  MIN_WORDS,
  SEPARATORS,
  drawPassphrase,
  loadWordList,
  passphraseEntropy,
  passphraseProblem,
} from '@/lib/utilities/password/passphrase';
import { createSampler } from '@/lib/utilities/password/random';
import { Method } from '@/components/tools/kit/Method';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { OwnPasswordCheck } from './OwnPasswordCheck';
import { StrengthReport } from './StrengthReport';
import { useCopy } from '@/components/tools/kit/useCopy';
import { useStrengthChecker } from './usePasswordTools';
import fieldStyles from '../fields/fields.module.css';
import { actionButton, primaryActionButton } from '../kit/buttons';
import styles from './utilities.module.css';
import kitStyles from '../kit/kit.module.css';

type Mode = 'password' | 'passphrase';

const parseCount = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_COUNT ? n : null;
};

/**
 * Random passwords and passphrases from the browser's cryptographic generator, with their entropy
 * worked out exactly and zxcvbn's strength estimate once its dictionaries have loaded. Nothing is
 * stored or sent: passwords are generated after the page loads, never into the static HTML.
 */
export function PasswordGeneratorIsland({ method }: { method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [mode, setMode] = useState<Mode>('password');
  const [lengthText, setLengthText] = useState(String(DEFAULT_PASSWORD_OPTIONS.length));
  const [sets, setSets] = useState(DEFAULT_PASSWORD_OPTIONS.sets);
  const [excludeLookAlikes, setExcludeLookAlikes] = useState(false);
  const [requireEach, setRequireEach] = useState(true);
  const [wordsText, setWordsText] = useState(String(DEFAULT_PASSPHRASE_OPTIONS.words));
  const [separator, setSeparator] = useState(DEFAULT_PASSPHRASE_OPTIONS.separator);
  const [capitalize, setCapitalize] = useState(DEFAULT_PASSPHRASE_OPTIONS.capitalize);
  const [addNumber, setAddNumber] = useState(DEFAULT_PASSPHRASE_OPTIONS.addNumber);
  const [countText, setCountText] = useState('5');
  const [words, setWords] = useState<readonly string[] | null>(null);
  const [wordsState, setWordsState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [results, setResults] = useState<string[]>([]);
  const [announce, setAnnounce] = useState('');
  const strength = useStrengthChecker();
  const { copy, message: copyMessage } = useCopy();
  const sampler = useRef<ReturnType<typeof createSampler> | null>(null);

  const length = Number(lengthText);
  const passwordOptions = { length, sets, excludeLookAlikes, requireEach };
  const plan = planPassword(passwordOptions);
  const count = parseCount(countText);
  const phraseOptions = { words: Number(wordsText), separator, capitalize, addNumber };
  const phraseProblem = passphraseProblem(phraseOptions);

  const problem =
    count === null
      ? `Choose from 1 to ${MAX_COUNT} at a time.`
      : mode === 'password'
        ? plan.ok
          ? null
          : plan.message
        : phraseProblem;
  const entropy =
    mode === 'password'
      ? plan.ok
        ? plan.entropy
        : null
      : phraseProblem || !words
        ? null
        : passphraseEntropy(phraseOptions, words.length);

  const generate = useCallback(
    (list: readonly string[] | null = words) => {
      if (problem || count === null) return;
      sampler.current ??= createSampler();
      if (mode === 'password') {
        const made = generatePasswords(passwordOptions, count, sampler.current);
        if (made.ok) setResults(made.passwords);
      } else if (list) {
        setResults(
          Array.from({ length: count }, () => drawPassphrase(phraseOptions, list, sampler.current!)),
        );
      } else return;
      setAnnounce(
        `${count} new ${mode === 'password' ? 'password' : 'passphrase'}${count === 1 ? '' : 's'} generated.`,
      );
    },
    // The options are read fresh on every render; listing each one would only re-create this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      problem,
      count,
      mode,
      words,
      lengthText,
      sets,
      excludeLookAlikes,
      requireEach,
      wordsText,
      separator,
      capitalize,
      addNumber,
    ],
  );

  // Drawn in the browser after hydration (never at build time), and again whenever a setting changes.
  useEffect(() => {
    if (hydrated) generate();
  }, [hydrated, generate]);

  const chooseMode = (next: Mode) => {
    setMode(next);
    setResults([]);
    if (next === 'passphrase' && !words) {
      setWordsState('loading');
      loadWordList()
        .then((list) => {
          setWords(list);
          setWordsState('idle');
        })
        .catch(() => setWordsState('failed'));
    }
  };

  // zxcvbn on the first one only: every password of a batch has the same entropy, and zxcvbn
  // takes tens of milliseconds a password.
  const checker = strength.checker;
  const firstStrength = useMemo(
    () => (checker && results[0] ? checker(results[0]) : null),
    [checker, results],
  );

  return (
    <div
      className={styles.island}
      data-ready={hydrated ? 'true' : undefined}
      onPointerEnter={strength.load}
      onFocus={strength.load}
    >
      <div className={styles.card}>
        <form
          className={styles.inputs}
          onSubmit={(event) => {
            event.preventDefault();
            generate();
          }}
        >
          <fieldset className={styles.checks}>
            <legend className={styles.legend}>Generate</legend>
            <div className={styles.segmented}>
              {(['password', 'passphrase'] as const).map((m) => (
                <label key={m}>
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    value={m}
                    checked={mode === m}
                    onChange={() => chooseMode(m)}
                  />
                  {m === 'password' ? 'Random characters' : 'Passphrase (words)'}
                </label>
              ))}
            </div>
          </fieldset>

          {mode === 'password' ? (
            <>
              <div className={fieldStyles.field}>
                <label className={fieldStyles.label} htmlFor={`${id}-length`}>
                  Length (characters)
                </label>
                <input
                  id={`${id}-length`}
                  className={fieldStyles.input}
                  type="number"
                  inputMode="numeric"
                  min={MIN_LENGTH}
                  max={MAX_LENGTH}
                  value={lengthText}
                  onChange={(e) => setLengthText(e.target.value)}
                  aria-invalid={!plan.ok && plan.message.startsWith('Choose a length') ? true : undefined}
                  aria-describedby={`${id}-length-help`}
                />
                <p id={`${id}-length-help`} className={fieldStyles.help}>
                  {MIN_LENGTH} to {MAX_LENGTH}. 16 or more for accounts; 20+ for admin and HR systems.
                </p>
              </div>
              <fieldset className={styles.checks}>
                <legend className={styles.legend}>Characters to use</legend>
                {CHARSET_IDS.map((setId: CharsetId) => (
                  <label key={setId} className={styles.check}>
                    <input
                      type="checkbox"
                      checked={sets[setId]}
                      onChange={(e) => setSets({ ...sets, [setId]: e.target.checked })}
                    />
                    {CHARSETS[setId].label}
                  </label>
                ))}
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={excludeLookAlikes}
                    onChange={(e) => setExcludeLookAlikes(e.target.checked)}
                  />
                  Leave out look-alikes (0 O o 1 l I 5 S…)
                </label>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={requireEach}
                    onChange={(e) => setRequireEach(e.target.checked)}
                  />
                  At least one of each chosen kind
                </label>
              </fieldset>
            </>
          ) : (
            <>
              <div className={styles.grid2}>
                <div className={fieldStyles.field}>
                  <label className={fieldStyles.label} htmlFor={`${id}-words`}>
                    Number of words
                  </label>
                  <input
                    id={`${id}-words`}
                    className={fieldStyles.input}
                    type="number"
                    inputMode="numeric"
                    min={MIN_WORDS}
                    max={MAX_WORDS}
                    value={wordsText}
                    onChange={(e) => setWordsText(e.target.value)}
                    aria-invalid={phraseProblem ? true : undefined}
                  />
                </div>
                <div className={fieldStyles.field}>
                  <label className={fieldStyles.label} htmlFor={`${id}-separator`}>
                    Separator
                  </label>
                  <select
                    id={`${id}-separator`}
                    className={fieldStyles.select}
                    value={separator}
                    onChange={(e) => setSeparator(e.target.value)}
                  >
                    {SEPARATORS.map((s) => (
                      <option key={s.label} value={s.value}>
                        {s.label}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div className={styles.checks}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={capitalize}
                    onChange={(e) => setCapitalize(e.target.checked)}
                  />
                  Capitalize each word
                </label>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={addNumber}
                    onChange={(e) => setAddNumber(e.target.checked)}
                  />
                  Add a number
                </label>
              </div>
              <p className={styles.small}>
                Words come from a 7,776-word list (the EFF diceware list shipped with zxcvbn-ts), picked with
                your browser’s cryptographic random generator.
              </p>
            </>
          )}

          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={`${id}-count`}>
              How many
            </label>
            <input
              id={`${id}-count`}
              className={fieldStyles.input}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_COUNT}
              value={countText}
              onChange={(e) => setCountText(e.target.value)}
              aria-invalid={count === null ? true : undefined}
            />
          </div>
          {problem ? (
            <p className={fieldStyles.error} role="alert">
              {problem}
            </p>
          ) : null}
          <div className={styles.row}>
            <button
              type="submit"
              className={primaryActionButton}
              disabled={Boolean(problem) || (mode === 'passphrase' && !words)}
            >
              Generate
            </button>
          </div>
        </form>

        <section className={styles.result} aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`} className={kitStyles.resultTitle}>
            Your {mode === 'password' ? 'passwords' : 'passphrases'}
          </h2>
          <p className="visually-hidden" role="status" aria-live="polite">
            {announce}
          </p>
          {entropy !== null ? (
            <p className={styles.small} data-entropy>
              Entropy: <strong>{entropy.toFixed(1)} bits</strong> each ({entropyBand(entropy)}): an attacker
              who knows exactly these settings must try about 2<sup>{Math.round(entropy)}</sup> guesses.
            </p>
          ) : null}
          {wordsState === 'loading' ? (
            <p role="status" className={styles.status}>
              Loading the word list…
            </p>
          ) : wordsState === 'failed' ? (
            <p role="alert" className={`${styles.status} ${kitStyles.bad}`}>
              The word list could not be loaded. Check your connection and choose Passphrase again.
            </p>
          ) : null}
          {results.length ? (
            <ol className={styles.list} aria-label="Generated">
              {results.map((value, index) => (
                <li key={`${index}-${value}`} className={styles.item}>
                  <span className={styles.itemText} id={`${id}-pw-${index}`} data-password>
                    {value}
                  </span>
                  <button
                    type="button"
                    className={actionButton}
                    onClick={() => copy(value, `Copied ${mode} ${index + 1}.`, `${id}-pw-${index}`)}
                    aria-label={`Copy ${mode} ${index + 1}`}
                  >
                    Copy
                  </button>
                </li>
              ))}
            </ol>
          ) : wordsState === 'idle' && !problem ? (
            <p className={styles.small}>Generated in your browser once the page has loaded.</p>
          ) : null}
          <p role="status" className={styles.status}>
            {copyMessage}
          </p>
          {firstStrength ? (
            <details className={styles.panel}>
              <summary>Strength of the first one, in detail</summary>
              <StrengthReport strength={firstStrength} />
            </details>
          ) : strength.state === 'loading' ? (
            <p role="status" className={styles.status}>
              Loading the strength checker (common passwords and words)…
            </p>
          ) : null}
          <p className={styles.small}>
            Generated on this device with crypto.getRandomValues. Nothing is stored or sent anywhere.
          </p>
        </section>
      </div>

      <OwnPasswordCheck strength={strength} />
      <Method method={method} />
    </div>
  );
}
