'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { HARPER_WASM_BYTES } from '@/lib/writing/grammar/assets';
import type { GrammarEngine } from '@/lib/writing/grammar/engine';
import {
  addWord,
  DICTIONARY_KEY,
  parseDictionary,
  removeWord,
  withoutKnownWords,
} from '@/lib/writing/grammar/dictionary';
import { mergeProblems } from '@/lib/writing/grammar/merge';
import {
  applyEdit,
  countByKind,
  editFor,
  fixAll,
  ignoreKey,
  pieces,
  shiftProblems,
  stillThere,
  type Edit,
  type Fix,
  type Problem,
} from '@/lib/writing/grammar/problems';
import { isProtected } from '@/lib/writing/grammar/protect';
import { nameSet, withoutNames } from '@/lib/writing/grammar/proper-nouns';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { CopyButton } from '@/components/tools/kit/CopyButton';
import { LiveSummary } from '@/components/tools/kit/LiveSummary';
import { Method } from '@/components/tools/kit/Method';
import { ProblemCard } from './ProblemCard';
import { TextBox } from './TextBox';
import { GrammarDictionary } from './GrammarDictionary';
import { useDraft } from '@/components/tools/kit/useDraft';
import styles from './grammar.module.css';
import { actionButton, primaryActionButton } from '../kit/buttons';
import textStyles from './text.module.css';

type EngineState =
  | { status: 'idle' }
  | { status: 'loading'; percent: number }
  | { status: 'preparing' }
  | { status: 'ready' }
  | { status: 'failed'; reason: string };

/** A pause in typing this long re-checks the text once the engine is loaded. */
const RECHECK_AFTER_MS = 700;

/** The single edit that turns `before` into `after` (common start and end kept). */
function diff(before: string, after: string): Edit {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before[start] === after[start]) start += 1;
  let tail = 0;
  while (tail < shorter - start && before[before.length - 1 - tail] === after[after.length - 1 - tail])
    tail += 1;
  return { start, end: before.length - tail, insert: after.slice(start, after.length - tail) };
}

const plural = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;

const kindsOf = (problems: readonly Problem[]) =>
  countByKind(problems)
    .map((kind) => `${kind.count} ${kind.label.toLowerCase()}`)
    .join(', ');

/**
 * What the status line says after a check: the problems by kind; "so far" while Harper is still
 * loading (only the quick rules have run); and after Fix all, how many were fixed and how many
 * are left for the visitor, never "no problems" when some were skipped.
 */
function summary(problems: readonly Problem[], complete: boolean, fixed?: number): string {
  const loadingNote = complete ? '' : ' Spelling and more grammar rules are still loading.';
  if (fixed !== undefined) {
    const left = problems.length
      ? `${plural(problems.length, 'problem')} left for you to review: ${kindsOf(problems)}.`
      : 'No problems left.';
    return `Fixed ${plural(fixed, 'problem')}. ${left}${loadingNote}`;
  }
  if (!problems.length) return complete ? 'No problems found.' : `No problems found so far.${loadingNote}`;
  return `${plural(problems.length, 'problem')} found${complete ? '' : ' so far'}: ${kindsOf(problems)}.${loadingNote}`;
}

/**
 * The grammar checker: the visitor's text stays in the box (and in a local draft) whatever
 * happens. On the first check the site's own rules answer at once while Harper, an open-source
 * checker compiled to WebAssembly, downloads (once) and starts on the device, in a worker; its
 * problems are then merged in. Problems are listed with their words highlighted in a copy of the
 * text, each with its fixes, Ignore and, for a spelling, Add to dictionary.
 */
export function GrammarIsland({ slug, method }: { slug: string; method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const { text, setText, restored, storage } = useDraft(`quotient-draft:${slug}`);
  const [engineState, setEngineState] = useState<EngineState>({ status: 'idle' });
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [ignored, setIgnored] = useState<ReadonlySet<string>>(() => new Set());
  const [said, setSaid] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [complete, setComplete] = useState(false);
  const [dictionary, setDictionary] = useState<string[]>([]);
  const engine = useRef<GrammarEngine | null>(null);
  const rules = useRef<((text: string) => Problem[]) | null>(null);
  const names = useRef<ReadonlySet<string>>(new Set());
  const dictionaryRef = useRef(dictionary);
  const loading = useRef(false);
  const latest = useRef(text);
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listRef = useRef<HTMLOListElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const ignoredRef = useRef(ignored);

  useEffect(() => {
    latest.current = text;
  }, [text]);
  useEffect(() => {
    ignoredRef.current = ignored;
  }, [ignored]);
  useEffect(() => {
    dictionaryRef.current = dictionary;
  }, [dictionary]);
  useEffect(() => {
    if (!hydrated) return;
    try {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- read once the page is interactive, so the server HTML matches
      setDictionary(parseDictionary(localStorage.getItem(DICTIONARY_KEY)));
    } catch {
      // Storage refused (private mode): the dictionary lasts for this visit only.
    }
  }, [hydrated]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const runCheck = useCallback(async (fixed?: number) => {
    const quick = rules.current;
    if (!quick) return;
    clearTimeout(timer.current);
    const current = engine.current;
    const mine = ++sequence.current;
    const source = latest.current;
    setChecking(true);
    try {
      const own = quick(source);
      const found = current
        ? mergeProblems(withoutNames(source, await current.check(source), names.current), own)
        : own;
      if (mine !== sequence.current || latest.current !== source) return;
      setProblems(found);
      setComplete(Boolean(current));
      const shown = withoutKnownWords(found, dictionaryRef.current).filter(
        (p) => !ignoredRef.current.has(ignoreKey(source, p)),
      );
      setSaid(summary(shown, Boolean(current), fixed));
    } catch {
      if (mine === sequence.current)
        setSaid('The check stopped unexpectedly. Your text is unchanged; press Check text to try again.');
    } finally {
      if (mine === sequence.current) setChecking(false);
    }
  }, []);

  const start = useCallback(async () => {
    if (engine.current) return runCheck();
    if (loading.current) return;
    loading.current = true;
    setEngineState({ status: 'loading', percent: 0 });
    setSaid('Checking…');
    try {
      // The quick rules are a few kilobytes: their result is the first answer, shown while
      // Harper's 8 MB download and start-up go on.
      const [{ ruleProblems }, { loadGrammarEngine }, { GRAMMAR_NAMES }] = await Promise.all([
        import('@/lib/writing/grammar/rules'),
        import('@/lib/writing/grammar/engine'),
        import('@/content/tools/writing/grammar-names'),
      ]);
      rules.current = ruleProblems;
      names.current = nameSet(GRAMMAR_NAMES);
      void runCheck();
      const loaded = await loadGrammarEngine((progress) => {
        if (progress.phase === 'prepare') {
          setEngineState({ status: 'preparing' });
          return;
        }
        const percent = Math.floor((progress.loaded / (progress.total || HARPER_WASM_BYTES)) * 100);
        setEngineState((state) =>
          state.status === 'loading' && state.percent === percent ? state : { status: 'loading', percent },
        );
      });
      await loaded.setDictionary(dictionaryRef.current);
      engine.current = loaded;
      setEngineState({ status: 'ready' });
      await runCheck();
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'an unknown error';
      setEngineState({ status: 'failed', reason });
      // The alert says what happened; a "still loading" summary would no longer be true.
      setSaid('');
    } finally {
      loading.current = false;
    }
  }, [runCheck]);

  const visible = useMemo(
    () =>
      withoutKnownWords(problems ?? [], dictionary).filter(
        (p) => stillThere(text, p) && !ignored.has(ignoreKey(text, p)),
      ),
    [problems, text, ignored, dictionary],
  );
  const known = useMemo(() => new Set(dictionary.map((w) => w.toLowerCase())), [dictionary]);

  useEffect(() => {
    if (focusIndex === null) return;
    const cards = listRef.current?.querySelectorAll<HTMLElement>('[data-problem-card]');
    const target = cards?.[Math.min(focusIndex, cards.length - 1)] ?? headingRef.current;
    target?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- focus moves once, then the request clears
    setFocusIndex(null);
  }, [focusIndex, visible]);

  const change = (next: string) => {
    const before = latest.current;
    latest.current = next;
    setText(next);
    if (problems) setProblems(shiftProblems(problems, diff(before, next)));
    if (engine.current || (loading.current && rules.current)) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void runCheck(), RECHECK_AFTER_MS);
    } else if (engineState.status === 'idle' && next.trim()) {
      void start();
    }
  };

  const applyOne = (problem: Problem, fix: Fix) => {
    const current = latest.current;
    const index = visible.findIndex((p) => p.id === problem.id);
    if (!stillThere(current, problem)) {
      setSaid('That part of the text has changed, so it is being checked again.');
      void runCheck();
      return;
    }
    const edit = editFor(problem, fix);
    const next = applyEdit(current, edit);
    latest.current = next;
    setText(next);
    setProblems((list) => shiftProblems(list ?? [], edit, problem.id));
    setSaid(
      fix.kind === 'remove' || !fix.text
        ? `Removed “${problem.flagged}”.`
        : fix.kind === 'insert-after'
          ? `Added “${fix.text}”.`
          : `Changed “${problem.flagged}” to “${fix.text}”.`,
    );
    setFocusIndex(Math.max(0, index));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void runCheck(), 250);
  };

  const ignore = (problem: Problem) => {
    const index = visible.findIndex((p) => p.id === problem.id);
    setIgnored((set) => new Set(set).add(ignoreKey(latest.current, problem)));
    setSaid(`Ignored “${problem.flagged}”.`);
    setFocusIndex(Math.max(0, index));
  };

  const fixEverything = () => {
    const current = latest.current;
    const { text: next, fixed, left } = fixAll(current, visible, (p) => isProtected(current, p, known));
    if (!fixed) return;
    latest.current = next;
    setText(next);
    setProblems([]);
    setSaid(
      `Fixed ${plural(fixed, 'problem')}.${left ? ` ${left} left for you to review.` : ''} Checking again…`,
    );
    setFocusIndex(0);
    void runCheck(fixed);
  };

  const saveDictionary = (words: string[]) => {
    setDictionary(words);
    dictionaryRef.current = words;
    try {
      localStorage.setItem(DICTIONARY_KEY, JSON.stringify(words));
    } catch {
      // Storage refused: the words still count for this visit.
    }
    void engine.current?.setDictionary(words);
  };

  const addToDictionary = (problem: Problem) => {
    const index = visible.findIndex((p) => p.id === problem.id);
    saveDictionary(addWord(dictionary, problem.flagged));
    setSaid(`Added “${problem.flagged}” to your dictionary. It will not be marked as a misspelling again.`);
    setFocusIndex(Math.max(0, index));
  };

  const removeFromDictionary = (word: string) => {
    saveDictionary(removeWord(dictionary, word));
    setSaid(`Removed “${word}” from your dictionary.`);
    if (rules.current && latest.current.trim()) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void runCheck(), 250);
    }
  };

  const focusProblem = (problem: Problem) => {
    setActiveId(problem.id);
    document.getElementById(`problem-${problem.id}`)?.focus();
  };

  const textId = `${id}-text`;
  const busy = engineState.status === 'loading' || engineState.status === 'preparing' || checking;
  const fixable = visible.filter((p) => p.safe && p.fixes.length && !isProtected(text, p, known)).length;
  const kinds = countByKind(visible);
  const foundLine = visible.length
    ? `${plural(visible.length, 'problem')}: ${kinds.map((kind) => `${kind.label} ${kind.count}`).join(' · ')}`
    : 'No problems found';
  const outcomeLine =
    problems === null
      ? busy
        ? 'Checking…'
        : 'Problems show here as you type.'
      : `${foundLine}${complete ? '' : ' so far'}`;

  return (
    <div
      className={textStyles.island}
      data-ready={hydrated ? 'true' : undefined}
      data-engine={engineState.status}
    >
      <LiveSummary>{outcomeLine}</LiveSummary>
      <div className={styles.layout}>
        <div className={styles.editorCard}>
          <TextBox
            id={textId}
            label="Your text"
            value={text}
            onChange={change}
            placeholder="Type or paste the text to check: an email to a candidate, a job post, a cover letter…"
            storage={hydrated ? storage : undefined}
            restored={restored}
            describedBy={`${id}-engine`}
            spellCheck={false}
          >
            <button
              type="button"
              className={primaryActionButton}
              onClick={() => void start()}
              disabled={!text.trim() || busy}
            >
              {engineState.status === 'ready' ? 'Check again' : 'Check text'}
            </button>
            <CopyButton
              label="Copy text"
              text={() => latest.current}
              done="Text copied, with the fixes you applied."
              fallbackId={textId}
              disabled={!text}
            />
          </TextBox>
          <p id={`${id}-engine`} className={textStyles.small}>
            {engineState.status === 'ready'
              ? 'Spelling and every grammar rule are loaded and run on this device; your text is checked again after each pause in typing.'
              : 'Nothing is checked until you press Check text or start typing. Quick grammar rules answer at once; spelling and more grammar rules (about 8 MB) then download once and run on this device. Your text is never uploaded.'}
          </p>
          {/* Only finished steps are announced; the spinner shows work in progress without chatter. */}
          <p role="status" aria-live="polite" className={textStyles.status} data-grammar-status>
            {busy ? <span className={textStyles.spinner} aria-hidden="true" /> : null}
            <span>{said}</span>
            {checking && complete ? (
              <span className={textStyles.muted} aria-hidden="true">
                Checking…
              </span>
            ) : null}
          </p>
          {engineState.status === 'loading' || engineState.status === 'preparing' ? (
            <div className={styles.loading}>
              <progress
                className={styles.progress}
                value={engineState.status === 'loading' ? engineState.percent : undefined}
                max={100}
                aria-label="Spelling and grammar rules download"
              />
              {/* Shown, not announced: the status line above says when the full check is in. */}
              <p className={textStyles.small} data-grammar-progress>
                {engineState.status === 'loading'
                  ? `Spelling and more grammar rules loading, ${engineState.percent}%`
                  : 'Spelling and more grammar rules starting…'}
              </p>
            </div>
          ) : null}
          {engineState.status === 'failed' ? (
            <div role="alert" className={textStyles.errorNote}>
              <p className={styles.alertText}>
                The grammar engine could not load ({engineState.reason}). Your text is safe in the box above.
                Check your connection, then try again.
              </p>
              <button
                type="button"
                className={actionButton}
                onClick={() => {
                  setEngineState({ status: 'idle' });
                  void start();
                }}
              >
                Try again
              </button>
            </div>
          ) : null}
          <GrammarDictionary words={dictionary} onRemove={removeFromDictionary} />
        </div>

        <section className={styles.results} aria-labelledby={`${id}-problems-title`}>
          <h2 id={`${id}-problems-title`} className={styles.resultsTitle} ref={headingRef} tabIndex={-1}>
            {problems ? `Problems (${visible.length})` : 'Problems'}
          </h2>
          {problems === null ? (
            <p className={textStyles.muted}>Problems will be listed here after the first check.</p>
          ) : visible.length === 0 ? (
            <p className={styles.clean}>
              {checking
                ? 'Checking…'
                : complete
                  ? 'No problems found. The checker knows grammar, spelling and style rules but not your meaning, so give it one more read.'
                  : 'No problems found so far. Spelling and more grammar rules are still loading.'}
            </p>
          ) : (
            <>
              <ul className={styles.kinds} aria-label="Problems by kind">
                {kinds.map((kind) => (
                  <li key={kind.label} className={styles.kind}>
                    {kind.label}: {kind.count}
                  </li>
                ))}
              </ul>
              <div className={styles.bulk}>
                <button
                  type="button"
                  className={primaryActionButton}
                  onClick={fixEverything}
                  disabled={!fixable}
                >
                  Fix all ({fixable})
                </button>
                {fixable < visible.length ? (
                  <p className={textStyles.small}>
                    Fix all applies only fixes with one right answer; the others wait for you to choose.
                  </p>
                ) : null}
              </div>
              <h3 className={styles.subTitle}>In your text</h3>
              <div className={textStyles.marked} data-marked-text>
                {pieces(text, visible).map((piece, index) =>
                  piece.problem ? (
                    // An inline link (not a button) so a long flagged stretch wraps with the text.
                    <a
                      key={index}
                      href={`#problem-${piece.problem.id}`}
                      className={`${textStyles.markLink} ${piece.problem.id === activeId ? textStyles.markActive : ''}`}
                      onClick={(event) => {
                        event.preventDefault();
                        if (piece.problem) focusProblem(piece.problem);
                      }}
                      aria-describedby={`problem-${piece.problem.id}-message`}
                    >
                      {piece.text}
                    </a>
                  ) : (
                    <span key={index}>{piece.text}</span>
                  ),
                )}
              </div>
              <h3 className={styles.subTitle}>Suggestions</h3>
              <ol className={styles.problems} ref={listRef}>
                {visible.map((problem, index) => (
                  <ProblemCard
                    key={problem.id}
                    problem={problem}
                    text={text}
                    index={index}
                    active={problem.id === activeId}
                    onFix={applyOne}
                    onIgnore={ignore}
                    onAddWord={addToDictionary}
                  />
                ))}
              </ol>
            </>
          )}
        </section>
      </div>
      <Method method={method} />
    </div>
  );
}
