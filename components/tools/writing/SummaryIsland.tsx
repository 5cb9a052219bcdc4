'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { MIME, saveFile } from '@/lib/kit/save-file';
import { countWords } from '@/lib/writing/rewrite/input';
import type { Summarizer } from '@/lib/writing/summary/client';
import type { Summary, SummaryLength } from '@/lib/writing/summary/summarize';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { actionButton } from '@/components/tools/kit/buttons';
import { CopyButton } from '@/components/tools/kit/CopyButton';
import { Method } from '@/components/tools/kit/Method';
import { TextEditor } from './TextEditor';
import { useTextInput } from './useTextInput';
import fieldStyles from '../fields/fields.module.css';
import { AiPanel } from './AiPanel';
import { Segmented } from './Segmented';
import { useSettledResult } from './useSettledResult';
import kitStyles from '../kit/kit.module.css';
import textStyles from './text.module.css';
import styles from './rewrite.module.css';

export const SUMMARY_LIMIT = 20000;
const RUN_AFTER_MS = 250;
type By = SummaryLength['by'];
type Format = 'summary' | 'points';

const FORMATS: Record<Format, { label: string; file: string }> = {
  summary: { label: 'Summary', file: 'summary.txt' },
  points: { label: 'Key points', file: 'key-points.txt' },
};

const BOUNDS: Record<By, { min: number; max: number; initial: string; label: string }> = {
  sentences: { min: 1, max: 50, initial: '3', label: 'Number of sentences' },
  percent: { min: 5, max: 90, initial: '20', label: 'Percent of the sentences' },
};

const fmt = (n: number) => n.toLocaleString('en-US');

function readLength(by: By, raw: string): SummaryLength | null {
  const { min, max } = BOUNDS[by];
  if (!/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  if (value < min || value > max) return null;
  return by === 'sentences' ? { by, count: value } : { by, percent: value };
}

/**
 * The summary generator: extractive, so every sentence shown is one of the visitor's own, the ones
 * that carry the text's main thread, kept in the original order; as a paragraph, or as key points
 * (a list, each point without the connective that tied it to the sentence before). Runs in a Web
 * Worker where available.
 */
export function SummaryIsland({ slug, method }: { slug: string; method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const { text, setText, restored, storage, words, problem, nonEnglish } = useTextInput(slug, SUMMARY_LIMIT);
  const [by, setBy] = useState<By>('sentences');
  const [amount, setAmount] = useState<Record<By, string>>({
    sentences: BOUNDS.sentences.initial,
    percent: BOUNDS.percent.initial,
  });
  const [format, setFormat] = useState<Format>('summary');
  const summarizer = useRef<Summarizer | null>(null);

  const length = readLength(by, amount[by]);
  const key = length ? JSON.stringify(length) : '';

  useEffect(() => () => summarizer.current?.dispose(), []);

  const { current, running } = useSettledResult<Summary>({
    text,
    settingsKey: key,
    ready: Boolean(length),
    blocked: Boolean(problem),
    delayMs: RUN_AFTER_MS,
    run: async (source) => {
      if (!summarizer.current) {
        const { createSummarizer } = await import('@/lib/writing/summary/client');
        summarizer.current ??= createSummarizer();
      }
      return summarizer.current.run(source, length!);
    },
  });

  const pickedWords = current ? current.picked.reduce((sum, s) => sum + countWords(s.text), 0) : 0;
  const output = current
    ? format === 'points'
      ? current.picked.map((s) => `• ${s.point}`).join('\n')
      : current.picked.map((s) => s.text).join(' ')
    : '';
  const amountId = `${id}-amount`;
  const amountError = length ? null : `Enter a whole number from ${BOUNDS[by].min} to ${BOUNDS[by].max}.`;

  const status = problem
    ? ''
    : running && !current
      ? `Summarizing ${fmt(words)} words…`
      : current
        ? `Summary: ${fmt(current.picked.length)} of ${fmt(current.total)} sentences, ${fmt(pickedWords)} of ${fmt(words)} words.`
        : '';

  return (
    <div className={textStyles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={textStyles.card}>
        <TextEditor
          id={id}
          value={text}
          onChange={setText}
          placeholder="Paste an article, a report, meeting notes or a long email to summarize…"
          storage={hydrated ? storage : undefined}
          restored={restored}
          words={words}
          limit={SUMMARY_LIMIT}
          problem={problem}
          nonEnglish={nonEnglish}
          tool="the summary generator"
        />
        <div className={`${textStyles.counts} ${styles.controls}`}>
          <h2 className={kitStyles.resultTitle}>Summary settings</h2>
          <Segmented
            name={`${id}-by`}
            legend="Length by"
            options={[
              { value: 'sentences', label: 'Sentences' },
              { value: 'percent', label: 'Percent' },
            ]}
            value={by}
            onChange={setBy}
          />
          <div className={styles.numberField}>
            <label htmlFor={amountId} className={fieldStyles.label}>
              {BOUNDS[by].label}
            </label>
            <input
              id={amountId}
              className={fieldStyles.input}
              inputMode="numeric"
              value={amount[by]}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? `${amountId}-error` : undefined}
              onChange={(event) => setAmount((prev) => ({ ...prev, [by]: event.target.value }))}
            />
          </div>
          {amountError ? (
            <p id={`${amountId}-error`} className={textStyles.errorNote} role="alert">
              {amountError}
            </p>
          ) : null}
          <Segmented
            name={`${id}-format`}
            legend="Show as"
            options={(Object.keys(FORMATS) as Format[]).map((value) => ({
              value,
              label: FORMATS[value].label,
            }))}
            value={format}
            onChange={setFormat}
          />
        </div>
      </div>

      <section className={styles.results} aria-labelledby={`${id}-result-title`}>
        <h2 id={`${id}-result-title`} className={styles.resultTitle}>
          {FORMATS[format].label}
        </h2>
        <p role="status" aria-live="polite" className={textStyles.status} data-summary-status>
          {running && !current ? <span className={textStyles.spinner} aria-hidden="true" /> : null}
          {status}
        </p>
        {current ? (
          <>
            <dl className={styles.stats}>
              <div data-stat="sentences">
                <dt>Sentences kept</dt>
                <dd>
                  {fmt(current.picked.length)} of {fmt(current.total)}
                </dd>
              </div>
              <div data-stat="words">
                <dt>Words</dt>
                <dd>
                  {fmt(pickedWords)} of {fmt(words)}
                </dd>
              </div>
            </dl>
            {format === 'points' ? (
              <ul
                id={`${id}-output`}
                className={styles.bullets}
                aria-labelledby={`${id}-result-title`}
                data-summary
              >
                {current.picked.map((sentence) => (
                  <li key={sentence.index}>{sentence.point}</li>
                ))}
              </ul>
            ) : (
              <p id={`${id}-output`} className={styles.plain} data-summary>
                {current.picked.map((s) => s.text).join(' ')}
              </p>
            )}
            <div className={styles.actions}>
              <CopyButton
                label={`Copy ${FORMATS[format].label.toLowerCase()}`}
                text={() => output}
                done={`${FORMATS[format].label} copied.`}
                fallbackId={`${id}-output`}
                primary
              />
              <button
                type="button"
                className={actionButton}
                onClick={() => saveFile(`${output}\n`, FORMATS[format].file, MIME.text)}
              >
                Download .txt
              </button>
            </div>
            <h3 className={styles.subTitle}>Key phrases</h3>
            {current.keyPhrases.length ? (
              <ul className={styles.phrases} data-key-phrases>
                {current.keyPhrases.map((phrase) => (
                  <li key={phrase}>{phrase}</li>
                ))}
              </ul>
            ) : (
              <p className={textStyles.muted}>No phrase occurs more than once in this text.</p>
            )}
          </>
        ) : problem?.kind === 'empty' ? (
          <p className={textStyles.muted}>Paste or type text above to see its summary here.</p>
        ) : null}
        <AiPanel
          label="Summarize with AI"
          heading="AI summary"
          disabled={Boolean(problem)}
          run={async () => {
            const { askAiSummary } = await import('@/lib/writing/rewrite/ai');
            const answer = await askAiSummary(
              length?.by === 'percent'
                ? { percent: length.percent, text }
                : { sentences: length?.by === 'sentences' ? length.count : 3, text },
            );
            return answer.ok
              ? {
                  ok: true,
                  text: answer.data.summary,
                  points: answer.data.keyPoints,
                  emulated: answer.emulated,
                }
              : { ok: false, message: answer.message };
          }}
        />
      </section>
      <Method method={method} />
    </div>
  );
}
