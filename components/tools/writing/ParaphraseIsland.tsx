'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ParaphraseMode, Strength } from '@/lib/writing/rewrite/modes';
import { parseFrozen } from '@/lib/writing/rewrite/frozen';
import { resolveText, type Choices, type Piece } from '@/lib/writing/rewrite/pieces';
import { similarity } from '@/lib/writing/rewrite/diff';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { CopyButton } from '@/components/tools/kit/CopyButton';
import { Method } from '@/components/tools/kit/Method';
import { TextEditor } from './TextEditor';
import { useTextInput } from './useTextInput';
import { RewriteAiPanel } from './AiPanel';
import { ChangeableText } from './ChangeableText';
import { FrozenWords } from './FrozenWords';
import { MODE_COPY, STRENGTH_COPY, STRENGTH_HINT } from './paraphraseModes';
import { Segmented } from './Segmented';
import { useLazyEngine } from './useLazyEngine';
import { useSettledResult } from './useSettledResult';
import kitStyles from '../kit/kit.module.css';
import textStyles from './text.module.css';
import styles from './rewrite.module.css';

export const PARAPHRASE_LIMIT = 1500;
const RUN_AFTER_MS = 300;

const pct = (share: number) => `${Math.round(share * 100)}%`;

type Result = { pieces: Piece[]; changes: number };

/**
 * The paraphrasing tool: rule-based rewording on the device (a curated synonym table, phrase rules
 * and safe sentence rewrites over compromise's part-of-speech tags). Each change can be swapped for
 * another word or reverted; an AI version is an optional extra.
 */
export function ParaphraseIsland({ slug, method }: { slug: string; method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const { text, setText, restored, storage, words, problem, nonEnglish } = useTextInput(
    slug,
    PARAPHRASE_LIMIT,
  );
  const [mode, setMode] = useState<ParaphraseMode>('standard');
  const [strength, setStrength] = useState<Strength>('balanced');
  const [frozenText, setFrozenText] = useState('');
  const [choices, setChoices] = useState<Choices>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const { engine, status, start } = useLazyEngine(() => import('@/content/tools/writing/paraphrase-engine'));

  useEffect(() => {
    if (restored) start();
  }, [restored, start]);

  const frozen = useMemo(() => parseFrozen(frozenText), [frozenText]);
  // The settings a result was made with: a result for other settings is not shown as current.
  const key = `${mode}|${strength}|${frozen.join('\u0000')}`;
  const latest = useRef({ text, mode, frozen });
  useEffect(() => {
    latest.current = { text, mode, frozen };
  });
  const { current, stale } = useSettledResult<Result>({
    text,
    settingsKey: key,
    ready: Boolean(engine),
    blocked: Boolean(problem),
    delayMs: RUN_AFTER_MS,
    run: (source) => engine!.paraphrase(source, mode, { strength, frozen }),
    onResult: () => {
      setChoices({});
      setOpenId(null);
    },
  });
  const output = current ? resolveText(current.pieces, choices) : '';
  const stats = useMemo(() => (current ? similarity(text, output) : null), [current, text, output]);

  const summary = problem
    ? ''
    : status === 'loading'
      ? 'Loading the paraphrasing engine…'
      : status === 'failed'
        ? ''
        : current && stats
          ? `${current.changes} ${current.changes === 1 ? 'change' : 'changes'}: ${pct(stats.changed)} of the words changed.`
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
          placeholder="Paste a sentence or a few paragraphs to reword: a job post, an email, a policy…"
          storage={hydrated ? storage : undefined}
          restored={restored}
          words={words}
          limit={PARAPHRASE_LIMIT}
          problem={problem}
          nonEnglish={nonEnglish}
          tool="the paraphraser"
        />
        <div className={textStyles.counts}>
          <h2 className={kitStyles.resultTitle}>How to reword</h2>
          <Segmented
            name={`${id}-mode`}
            legend="Mode"
            options={MODE_COPY}
            value={mode}
            onChange={setMode}
            hint={MODE_COPY.find((m) => m.value === mode)?.hint}
          />
          <Segmented
            name={`${id}-strength`}
            legend="Change strength"
            options={STRENGTH_COPY}
            value={strength}
            onChange={setStrength}
            hint={STRENGTH_HINT[strength]}
          />
          <FrozenWords
            id={`${id}-frozen`}
            value={frozenText}
            onChange={setFrozenText}
            tool="the paraphraser"
          />
          <p className={textStyles.small}>
            Names, numbers, links and anything in quotation marks are never changed either. English only.
          </p>
        </div>
      </div>

      <section className={styles.results} aria-labelledby={`${id}-result-title`}>
        <h2 id={`${id}-result-title`} className={styles.resultTitle}>
          Paraphrased text
        </h2>
        <p role="status" aria-live="polite" className={textStyles.status} data-rewrite-status>
          {status === 'loading' ? <span className={textStyles.spinner} aria-hidden="true" /> : null}
          {summary}
        </p>
        {status === 'failed' ? (
          <p className={textStyles.errorNote} role="alert">
            The paraphrasing engine could not be loaded. Check your connection and reload the page; your text
            is kept.
          </p>
        ) : null}
        {current && stats ? (
          <>
            <dl className={styles.stats}>
              <div data-stat="changed">
                <dt>Words changed</dt>
                <dd>{pct(stats.changed)}</dd>
              </div>
              <div data-stat="similarity">
                <dt>Similarity to your text</dt>
                <dd>{pct(stats.similarity)}</dd>
              </div>
              <div data-stat="changes">
                <dt>Changes</dt>
                <dd>{current.changes}</dd>
              </div>
            </dl>
            {current.changes ? (
              <p className={textStyles.small}>
                Changed words are highlighted: select one to pick another word or keep the original.
              </p>
            ) : (
              <p className={textStyles.muted}>
                No rule applied to this text: its words are not in the synonym table, or every change would
                risk the meaning. Try another mode or more changes.
              </p>
            )}
            <ChangeableText
              id={id}
              pieces={current.pieces}
              choices={choices}
              openId={openId}
              onOpen={setOpenId}
              onChoose={(changeId, chosen) => setChoices((prev) => ({ ...prev, [changeId]: chosen }))}
            />
            <div className={styles.actions}>
              <CopyButton
                label="Copy paraphrase"
                text={() => output}
                done="Paraphrase copied."
                fallbackId={`${id}-output`}
                primary
              />
            </div>
          </>
        ) : problem?.kind === 'empty' || (!problem && !stale && status === 'idle') ? (
          <p className={textStyles.muted}>Paste or type text above to see it reworded here.</p>
        ) : null}
        <RewriteAiPanel
          disabled={Boolean(problem)}
          read={() => {
            const { mode: asked, frozen: kept, text: source } = latest.current;
            return { tool: 'paraphrase', mode: asked, keep: [...kept], text: source };
          }}
        />
      </section>
      <Method method={method} />
    </div>
  );
}
