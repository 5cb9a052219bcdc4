'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { diffPieces } from '@/lib/writing/rewrite/diff';
import type { RewriteGoal, Rewritten, TextFigures } from '@/lib/writing/rewrite/rewrite';
import type { Strength } from '@/lib/writing/rewrite/modes';
import { parseFrozen } from '@/lib/writing/rewrite/frozen';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { CopyButton } from '@/components/tools/kit/CopyButton';
import { Method } from '@/components/tools/kit/Method';
import { TextEditor } from './TextEditor';
import { useTextInput } from './useTextInput';
import { RewriteAiPanel } from './AiPanel';
import { FrozenWords } from './FrozenWords';
import { STRENGTH_COPY, STRENGTH_HINT } from './paraphraseModes';
import { Segmented } from './Segmented';
import { useLazyEngine } from './useLazyEngine';
import { useSettledResult } from './useSettledResult';
import kitStyles from '../kit/kit.module.css';
import textStyles from './text.module.css';
import styles from './rewrite.module.css';

export const REWRITE_LIMIT = 1500;
const RUN_AFTER_MS = 300;

const GOALS: readonly { value: RewriteGoal; label: string; hint: string }[] = [
  {
    value: 'shorten',
    label: 'Shorten',
    hint: 'Wordy phrases and filler words cut, shorter words, short sentences with the same subject merged, and the least central sentences dropped until about a fifth is gone.',
  },
  {
    value: 'expand',
    label: 'Expand',
    hint: 'Contractions and abbreviations spelled out, fuller phrasing (can → are able to) and linking words between sentences. Nothing new is added and nothing is repeated.',
  },
  {
    value: 'simplify',
    label: 'Simplify',
    hint: 'Plain, shorter words, wordy phrases cut, passive sentences made active, long sentences split in two.',
  },
  {
    value: 'formal',
    label: 'Formal',
    hint: 'Formal words, contractions spelled out, casual phrases, openers and exclamation marks replaced.',
  },
  {
    value: 'friendly',
    label: 'Friendly',
    hint: 'Stiff phrases made warmer, plain words and everyday contractions.',
  },
];

const fmt = (n: number) => n.toLocaleString('en-US');
const grade = (f: TextFigures) => (f.grade === null ? 'n/a' : Math.max(0, f.grade).toFixed(1));

/**
 * The paragraph rewriter: the whole text rewritten toward one goal by the on-device rules, with
 * what changed marked, the figures before and after, and each kind of step counted.
 */
export function RewriterIsland({ slug, method }: { slug: string; method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const { text, setText, restored, storage, words, problem, nonEnglish } = useTextInput(slug, REWRITE_LIMIT);
  const [goal, setGoal] = useState<RewriteGoal>('shorten');
  const [strength, setStrength] = useState<Strength>('balanced');
  const [frozenText, setFrozenText] = useState('');
  const { engine, status, start } = useLazyEngine(() => import('@/content/tools/writing/rewrite-engine'));

  useEffect(() => {
    if (restored) start();
  }, [restored, start]);

  const frozen = useMemo(() => parseFrozen(frozenText), [frozenText]);
  const key = `${goal}|${strength}|${frozen.join('\u0000')}`;
  const latest = useRef({ text, goal, frozen });
  useEffect(() => {
    latest.current = { text, goal, frozen };
  });
  const { current } = useSettledResult<Rewritten>({
    text,
    settingsKey: key,
    ready: Boolean(engine),
    blocked: Boolean(problem),
    delayMs: RUN_AFTER_MS,
    run: (source) => engine!.rewriteText(source, goal, { strength, frozen }),
  });
  const pieces = useMemo(() => (current ? diffPieces(text, current.text) : []), [current, text]);
  const changed = current ? current.steps.reduce((sum, step) => sum + step.count, 0) : 0;

  const summary = problem
    ? ''
    : status === 'loading'
      ? 'Loading the rewriting engine…'
      : current
        ? changed
          ? `Rewritten: ${fmt(current.before.words)} words before, ${fmt(current.after.words)} after.`
          : 'No rule for this goal applies to this text.'
        : '';

  return (
    <div
      className={textStyles.island}
      data-ready={hydrated ? 'true' : undefined}
      onFocusCapture={start}
      onPointerEnter={start}
    >
      <div className={textStyles.card}>
        <TextEditor
          id={id}
          value={text}
          onChange={setText}
          placeholder="Paste a paragraph or a few to rewrite: an announcement, a policy section, an email…"
          storage={hydrated ? storage : undefined}
          restored={restored}
          words={words}
          limit={REWRITE_LIMIT}
          problem={problem}
          nonEnglish={nonEnglish}
          tool="the rewriter"
        />
        <div className={textStyles.counts}>
          <h2 className={kitStyles.resultTitle}>Rewrite to</h2>
          <Segmented
            name={`${id}-goal`}
            legend="Goal"
            options={GOALS}
            value={goal}
            onChange={setGoal}
            hint={GOALS.find((g) => g.value === goal)?.hint}
          />
          <Segmented
            name={`${id}-strength`}
            legend="Change strength"
            options={STRENGTH_COPY}
            value={strength}
            onChange={setStrength}
            hint={STRENGTH_HINT[strength]}
          />
          <FrozenWords id={`${id}-frozen`} value={frozenText} onChange={setFrozenText} tool="the rewriter" />
          <p className={textStyles.small}>
            Names, numbers, links and quotations are kept exactly. Nothing is added that your text does not
            already say. English only.
          </p>
        </div>
      </div>

      <section className={styles.results} aria-labelledby={`${id}-result-title`}>
        <h2 id={`${id}-result-title`} className={styles.resultTitle}>
          Rewritten text
        </h2>
        <p role="status" aria-live="polite" className={textStyles.status} data-rewrite-status>
          {status === 'loading' ? <span className={textStyles.spinner} aria-hidden="true" /> : null}
          {summary}
        </p>
        {status === 'failed' ? (
          <p className={textStyles.errorNote} role="alert">
            The rewriting engine could not be loaded. Check your connection and reload the page; your text is
            kept.
          </p>
        ) : null}
        {current ? (
          <>
            <dl className={styles.stats}>
              <div data-stat="words">
                <dt>Words</dt>
                <dd>
                  {fmt(current.before.words)} → {fmt(current.after.words)}
                </dd>
              </div>
              <div data-stat="sentences">
                <dt>Sentences</dt>
                <dd>
                  {current.before.sentences} → {current.after.sentences}
                </dd>
              </div>
              <div data-stat="grade">
                <dt>Reading grade (Flesch–Kincaid)</dt>
                <dd>
                  {grade(current.before)} → {grade(current.after)}
                </dd>
              </div>
            </dl>
            <p className={textStyles.small}>New or changed words are highlighted.</p>
            <div id={`${id}-output`} className={styles.plain} data-rewritten-text>
              {pieces.map((piece, index) =>
                piece.marked ? (
                  <mark key={index} className={styles.mark}>
                    {piece.text}
                  </mark>
                ) : (
                  <span key={index}>{piece.text}</span>
                ),
              )}
            </div>
            <div className={styles.actions}>
              <CopyButton
                label="Copy rewritten text"
                text={() => current.text}
                done="Rewritten text copied."
                fallbackId={`${id}-output`}
                primary
              />
            </div>
            {current.steps.length ? (
              <>
                <h3 className={styles.subTitle}>What changed</h3>
                <ul className={styles.steps} data-steps>
                  {current.steps.map((step) => (
                    <li key={step.label}>
                      {step.label}: {step.count}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : problem?.kind === 'empty' || (!problem && status === 'idle') ? (
          <p className={textStyles.muted}>Paste or type text above to see it rewritten here.</p>
        ) : null}
        <RewriteAiPanel
          disabled={Boolean(problem)}
          read={() => {
            const { goal: asked, frozen: kept, text: source } = latest.current;
            return { tool: 'rewriter', mode: asked, keep: [...kept], text: source };
          }}
        />
      </section>
      <Method method={method} />
    </div>
  );
}
