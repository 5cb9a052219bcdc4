'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { HARPER_WASM_BYTES } from '@/lib/writing/grammar/assets';
import type { GrammarEngine } from '@/lib/writing/grammar/engine';
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
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { CopyButton } from '@/components/tools/kit/CopyButton';
import { Method } from '@/components/tools/kit/Method';
import { ProblemCard } from './ProblemCard';
import { TextBox } from './TextBox';
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

function summary(problems: readonly Problem[]): string {
  if (!problems.length) return 'No problems found.';
  const kinds = countByKind(problems)
    .map((kind) => `${kind.count} ${kind.label.toLowerCase()}`)
    .join(', ');
  return `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} found: ${kinds}.`;
}

/**
 * The grammar checker: the visitor's text stays in the box (and in a local draft) whatever
 * happens; Harper, an open-source checker compiled to WebAssembly, is downloaded only on the first
 * check and runs on the device, in a worker. Problems are listed with their words highlighted in a
 * copy of the text, each with its fixes and Ignore.
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
  const engine = useRef<GrammarEngine | null>(null);
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
  useEffect(() => () => clearTimeout(timer.current), []);

  const runCheck = useCallback(async () => {
    const current = engine.current;
    if (!current) return;
    clearTimeout(timer.current);
    const mine = ++sequence.current;
    const source = latest.current;
    setChecking(true);
    try {
      const found = await current.check(source);
      if (mine !== sequence.current || latest.current !== source) return;
      setProblems(found);
      setSaid(summary(found.filter((p) => !ignoredRef.current.has(ignoreKey(source, p)))));
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
    setSaid('Loading the grammar engine, about 8 MB, once…');
    try {
      const { loadGrammarEngine } = await import('@/lib/writing/grammar/engine');
      engine.current = await loadGrammarEngine((progress) => {
        if (progress.phase === 'prepare') {
          setEngineState({ status: 'preparing' });
          setSaid('Preparing the dictionary…');
          return;
        }
        const percent = Math.floor((progress.loaded / (progress.total || HARPER_WASM_BYTES)) * 100);
        setEngineState((state) =>
          state.status === 'loading' && state.percent === percent ? state : { status: 'loading', percent },
        );
      });
      setEngineState({ status: 'ready' });
      await runCheck();
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'an unknown error';
      setEngineState({ status: 'failed', reason });
      setSaid('');
    } finally {
      loading.current = false;
    }
  }, [runCheck]);

  const visible = useMemo(
    () => (problems ?? []).filter((p) => stillThere(text, p) && !ignored.has(ignoreKey(text, p))),
    [problems, text, ignored],
  );

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
    if (engine.current) {
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
    const { text: next, fixed } = fixAll(latest.current, visible);
    if (!fixed) return;
    latest.current = next;
    setText(next);
    setProblems([]);
    setSaid(`Fixed ${fixed} ${fixed === 1 ? 'problem' : 'problems'}. Checking again…`);
    setFocusIndex(0);
    void runCheck();
  };

  const focusProblem = (problem: Problem) => {
    setActiveId(problem.id);
    document.getElementById(`problem-${problem.id}`)?.focus();
  };

  const textId = `${id}-text`;
  const busy = engineState.status === 'loading' || engineState.status === 'preparing' || checking;
  const fixable = visible.filter((p) => p.fixes.length).length;
  const kinds = countByKind(visible);

  return (
    <div className={textStyles.island} data-ready={hydrated ? 'true' : undefined}>
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
              ? 'The grammar engine is loaded and runs on this device; your text is checked again after each pause in typing.'
              : 'Nothing is checked until you press Check text or start typing. The grammar engine (about 8 MB) then downloads once and runs on this device; your text is never uploaded.'}
          </p>
          {/* Only finished steps are announced; the spinner shows work in progress without chatter. */}
          <p role="status" aria-live="polite" className={textStyles.status} data-grammar-status>
            {busy ? <span className={textStyles.spinner} aria-hidden="true" /> : null}
            <span>{said}</span>
            {checking && engineState.status === 'ready' ? (
              <span className={textStyles.muted} aria-hidden="true">
                Checking…
              </span>
            ) : null}
          </p>
          {engineState.status === 'loading' ? (
            <progress
              className={styles.progress}
              value={engineState.percent}
              max={100}
              aria-label="Grammar engine download"
            />
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
                : 'No problems found. The checker knows grammar, spelling and style rules but not your meaning, so give it one more read.'}
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
