'use client';

import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { compare, highlightPieces, notablePassages, type Comparison } from '@/lib/writing/similarity/compare';
import { SHINGLE, WINDOW } from '@/lib/writing/similarity/winnow';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { Marked } from './Marked';
import { Method } from '@/components/tools/kit/Method';
import { TextBox } from './TextBox';
import { useDraft } from '@/components/tools/kit/useDraft';
import styles from './plagiarism.module.css';
import { actionButton } from '../kit/buttons';
import textStyles from './text.module.css';

const MAX_SOURCES = 5;
const ANNOUNCE_AFTER_MS = 1200;

const pct = (share: number) => `${Math.round(share * 100)}%`;

function readSources(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed) && parsed.length && parsed.every((s) => typeof s === 'string'))
      return (parsed as string[]).slice(0, MAX_SOURCES);
  } catch {
    // An empty or damaged draft starts with one empty source.
  }
  return [''];
}

function verdict(result: Comparison, filled: number): string {
  if (!filled) return 'Paste at least one source to compare with.';
  if (result.words < SHINGLE) return 'Your text is too short to compare: it needs a few more content words.';
  const score = result.coverage;
  const vocabulary = Math.max(0, ...result.sources.map((s) => s.vocabulary));
  if (score === 0 && vocabulary >= 0.6)
    return 'No passages in common, but much of the vocabulary is shared: this can be a close paraphrase, or just the same topic.';
  if (score === 0) return 'No passages in common with these sources.';
  if (score < 0.15) return 'A little overlap: short passages in common, often set phrases or quotations.';
  if (score < 0.4) return 'Some overlap: several passages in common. Check they are quoted and credited.';
  return 'Substantial overlap: much of your text matches these sources.';
}

/**
 * The plagiarism checker: your text against the sources you paste (there is no web index). Shared
 * passages are found from winnowed fingerprints, scored as the share of your text they cover, and
 * highlighted in both texts. Everything runs on the device.
 */
export function PlagiarismIsland({ slug, method }: { slug: string; method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const mine = useDraft(`quotient-draft:${slug}`);
  const theirs = useDraft(`quotient-draft:${slug}:sources`);
  const sources = useMemo(() => readSources(theirs.text), [theirs.text]);
  const setSources = (next: string[]) => theirs.setText(JSON.stringify(next));

  const text = useDeferredValue(mine.text);
  const sourceKey = useDeferredValue(theirs.text);
  const compared = useMemo(() => readSources(sourceKey), [sourceKey]);
  const result = useMemo(() => compare(text, compared), [text, compared]);
  const filled = compared.filter((s) => s.trim()).length;
  const ready = Boolean(text.trim()) && filled > 0;

  const [spoken, setSpoken] = useState('');
  const edited = useRef(false);
  const summary = ready
    ? `${pct(result.coverage)} of your text matches ${filled === 1 ? 'the source' : 'the sources'}. ${verdict(result, filled)}`
    : '';
  useEffect(() => {
    if (!edited.current) return;
    const timer = setTimeout(() => setSpoken(summary), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [summary]);

  const changeMine = (next: string) => {
    edited.current = true;
    mine.setText(next);
  };
  const changeSource = (index: number, next: string) => {
    edited.current = true;
    setSources(sources.map((s, i) => (i === index ? next : s)));
  };

  return (
    <div className={textStyles.island} data-ready={hydrated ? 'true' : undefined}>
      <p className={styles.notice}>
        This compares your text only with the sources you paste below. It does not search the web or any
        database, so 0% means no overlap with these sources, not that the text is original.
      </p>
      <div className={styles.inputs}>
        <div className={styles.column}>
          <TextBox
            id={`${id}-mine`}
            label="Your text"
            value={mine.text}
            onChange={changeMine}
            placeholder="Paste the text to check: an essay, a cover letter, a job post…"
            storage={hydrated ? mine.storage : undefined}
            restored={mine.restored}
            size="medium"
          />
        </div>
        <div className={styles.column}>
          {sources.map((source, index) => (
            <div key={index} className={styles.source}>
              <TextBox
                id={`${id}-source-${index}`}
                label={`Source ${index + 1}`}
                value={source}
                onChange={(next) => changeSource(index, next)}
                placeholder="Paste a text it may copy from: an article, a sample letter, an earlier answer…"
                size="medium"
              >
                {sources.length > 1 ? (
                  <button
                    type="button"
                    className={actionButton}
                    onClick={() => setSources(sources.filter((_, i) => i !== index))}
                  >
                    Remove source {index + 1}
                  </button>
                ) : null}
              </TextBox>
            </div>
          ))}
          {sources.length < MAX_SOURCES ? (
            <button type="button" className={actionButton} onClick={() => setSources([...sources, ''])}>
              Add another source
            </button>
          ) : (
            <p className={textStyles.small}>Up to {MAX_SOURCES} sources at a time.</p>
          )}
        </div>
      </div>

      <section className={styles.results} aria-labelledby={`${id}-result-title`}>
        <h2 id={`${id}-result-title`} className={styles.resultTitle}>
          Similarity
        </h2>
        <p role="status" aria-live="polite" className="visually-hidden">
          {spoken}
        </p>
        {ready ? (
          <>
            <p className={styles.score} data-similarity>
              <span className={styles.scoreValue}>{pct(result.coverage)}</span>
              <span className={styles.scoreLabel}>
                of your text’s wording appears in {filled === 1 ? 'the source' : 'the sources'}
              </span>
            </p>
            <p className={styles.verdict}>{verdict(result, filled)}</p>
            <h3 className={styles.subTitle}>Your text, with shared passages marked</h3>
            <Marked pieces={highlightPieces(text, result.highlights)} />
            {result.sources.map((source, index) =>
              compared[index]?.trim() ? (
                <div key={index} className={styles.sourceResult} data-source-result={index + 1}>
                  <h3 className={styles.subTitle}>Source {index + 1}</h3>
                  <dl className={textStyles.pairs}>
                    <div>
                      <dt>Your text found in this source</dt>
                      <dd>{pct(source.coverage)}</dd>
                    </div>
                    <div>
                      <dt>This source found in your text</dt>
                      <dd>{pct(source.sourceCoverage)}</dd>
                    </div>
                    <div>
                      <dt>Shared vocabulary, in any order</dt>
                      <dd>{pct(source.vocabulary)}</dd>
                    </div>
                    <div>
                      <dt>Fingerprints in common</dt>
                      <dd>{pct(source.resemblance)}</dd>
                    </div>
                  </dl>
                  {source.passages.length ? (
                    <>
                      <details className={styles.fold}>
                        <summary>Passages in common ({notablePassages(source).length})</summary>
                        <ol className={styles.passages}>
                          {notablePassages(source).map((passage) => (
                            <li key={`${passage.range[0]}-${passage.sourceRange[0]}`}>
                              <span className={styles.quote}>“{text.slice(...passage.range)}”</span>
                              <span className={textStyles.small}>
                                {' '}
                                In the source: “{(compared[index] ?? '').slice(...passage.sourceRange)}”
                              </span>
                            </li>
                          ))}
                        </ol>
                      </details>
                      <details className={styles.fold}>
                        <summary>Source {index + 1}, with shared passages marked</summary>
                        <Marked pieces={highlightPieces(compared[index] ?? '', source.sourceHighlights)} />
                      </details>
                    </>
                  ) : (
                    <p className={textStyles.muted}>No passages in common with this source.</p>
                  )}
                </div>
              ) : null,
            )}
          </>
        ) : (
          <p className={textStyles.muted}>
            Paste your text and at least one source to see how much they share.
          </p>
        )}
        <p className={textStyles.small}>
          A passage is {SHINGLE} or more content words in the same order in both texts, after leaving out
          words like “the” and “of” and endings like “-ing”; any shared run of {SHINGLE + WINDOW - 1} content
          words is always found.
        </p>
      </section>
      <Method method={method} />
    </div>
  );
}
