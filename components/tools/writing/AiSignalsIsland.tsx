'use client';

import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { CLICHE_PATTERN } from '@/content/tools/writing/cliches';
import { analyzeSignals, MIN_WORDS, type SignalLevel, type Strength } from '@/lib/writing/signals/signals';
import { highlightPieces } from '@/lib/writing/similarity/compare';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { Marked } from './Marked';
import { Method } from '@/components/tools/kit/Method';
import { TextBox } from './TextBox';
import { useDraft } from '@/components/tools/kit/useDraft';
import styles from './signals.module.css';
import textStyles from './text.module.css';

const ANNOUNCE_AFTER_MS = 1200;

const LEVEL_TEXT: Record<SignalLevel, string> = {
  'too-short': 'Too short to judge',
  few: 'Few signals',
  some: 'Some signals',
  many: 'Many signals',
};
const LEVEL_CLASS: Record<SignalLevel, string | undefined> = {
  'too-short': styles.levelNeutral,
  few: styles.levelFew,
  some: styles.levelSome,
  many: styles.levelMany,
};
const STRENGTH_TEXT: Record<Strength, string> = {
  none: 'No signal',
  some: 'Weak signal',
  strong: 'Strong signal',
  unknown: 'Not enough text',
};
const STRENGTH_CLASS: Record<Strength, string | undefined> = {
  none: styles.badgeNone,
  some: styles.badgeSome,
  strong: styles.badgeStrong,
  unknown: styles.badgeNone,
};

/**
 * AI writing signals: measurable traits of generated text (even sentence lengths, stock phrases,
 * transition openers, repetition, dashes, vocabulary), each explained, added up into a level that
 * is labelled as an indicator and never as a verdict. Runs on the device.
 */
/** Enough to see the pattern without a wall of text on a long essay. */
const SENTENCES_SHOWN = 40;

export function AiSignalsIsland({ slug, method }: { slug: string; method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const { text, setText, restored, storage } = useDraft(`quotient-draft:${slug}`);
  const measured = useDeferredValue(text);
  const report = useMemo(() => analyzeSignals(measured, CLICHE_PATTERN), [measured]);

  const [spoken, setSpoken] = useState('');
  const edited = useRef(false);
  const summary = report.words
    ? report.level === 'too-short'
      ? `${report.words} words: too short to judge; ${MIN_WORDS} words are needed.`
      : `${LEVEL_TEXT[report.level]}: ${report.points} of ${report.maxPoints} points. An indicator, not proof.`
    : '';
  useEffect(() => {
    if (!edited.current) return;
    const timer = setTimeout(() => setSpoken(summary), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [summary]);

  return (
    <div className={textStyles.island} data-ready={hydrated ? 'true' : undefined}>
      <div className={styles.warning}>
        <p>
          <strong>No tool can reliably tell whether a person or an AI wrote a text.</strong> This one measures
          traits that generated text often has and explains each; people show them too, and edited AI text may
          show none.
        </p>
        <p>
          Do not use the result to accuse anyone or to reject a candidate. Detectors of every kind wrongly
          flag people, more often those writing in a second language.
        </p>
      </div>
      <div className={styles.layout}>
        <div className={styles.editorCard}>
          <TextBox
            id={`${id}-text`}
            label="Your text"
            value={text}
            onChange={(next) => {
              edited.current = true;
              setText(next);
            }}
            placeholder={`Paste at least ${MIN_WORDS} words: a cover letter, an essay answer, a post…`}
            storage={hydrated ? storage : undefined}
            restored={restored}
          />
        </div>
        <section className={styles.results} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className={styles.resultsTitle}>
            AI writing signals
          </h2>
          <p role="status" aria-live="polite" className="visually-hidden">
            {spoken}
          </p>
          {report.words ? (
            <>
              <div
                className={`${styles.level} ${LEVEL_CLASS[report.level] ?? ''}`}
                data-signal-level={report.level}
              >
                <span className={styles.levelLabel}>Signal level (an indicator, not proof)</span>
                <span className={styles.levelValue}>{LEVEL_TEXT[report.level]}</span>
                <span className={styles.levelHint}>
                  {report.level === 'too-short'
                    ? `${report.words} words so far; the level needs at least ${MIN_WORDS}. The measurements below are shown anyway.`
                    : `${report.points} of ${report.maxPoints} points from ${report.words.toLocaleString('en-US')} words and ${report.sentences} sentences.`}
                </span>
              </div>
              <ul className={styles.signals}>
                {report.signals.map((signal) => (
                  <li key={signal.id} className={styles.signal} data-signal={signal.id}>
                    <div className={styles.signalHead}>
                      <h3 className={styles.signalName}>{signal.name}</h3>
                      <span className={`${styles.badge} ${STRENGTH_CLASS[signal.strength] ?? ''}`}>
                        {STRENGTH_TEXT[signal.strength]}
                      </span>
                    </div>
                    <p className={styles.signalValue}>{signal.value}</p>
                    <p className={textStyles.small}>{signal.meaning}</p>
                    {signal.examples.length ? (
                      <p className={styles.examples}>Found: {signal.examples.join(', ')}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={textStyles.muted}>Paste text to see its signals.</p>
          )}
        </section>
      </div>
      {report.clicheRanges.length ? (
        <section className={styles.phrases} aria-labelledby={`${id}-phrases-title`}>
          <h2 id={`${id}-phrases-title`} className={styles.resultsTitle}>
            Stock phrases in your text
          </h2>
          <Marked pieces={highlightPieces(measured, report.clicheRanges)} />
        </section>
      ) : null}
      {report.sentenceMarks.length ? (
        <section className={styles.phrases} aria-labelledby={`${id}-sentences-title`}>
          <h2 id={`${id}-sentences-title`} className={styles.resultsTitle}>
            Sentences that carry a signal
          </h2>
          <p className={textStyles.small}>
            {report.sentenceMarks.length} of {report.sentences} sentences. Each is listed with what it
            carries; none of it is wrong in itself.
          </p>
          <ol className={styles.sentenceList}>
            {report.sentenceMarks.slice(0, SENTENCES_SHOWN).map((mark) => (
              <li
                key={mark.start}
                className={styles.sentenceItem}
                data-sentence-reasons={mark.reasons.join(',')}
              >
                <span className={styles.sentenceText}>{mark.text}</span>
                <span className={styles.sentenceReasons}>{mark.reasons.join(' · ')}</span>
              </li>
            ))}
          </ol>
          {report.sentenceMarks.length > SENTENCES_SHOWN ? (
            <p className={textStyles.small}>The first {SENTENCES_SHOWN} are shown.</p>
          ) : null}
        </section>
      ) : null}
      <Method method={method} />
    </div>
  );
}
