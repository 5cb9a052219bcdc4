'use client';

import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  limitStatus,
  OWN_GOAL,
  OWN_GOAL_START,
  ownGoal as ownGoalPreset,
  smsInfo,
  type LimitPreset,
} from '@/lib/writing/limits';
import { LiveCounter, type Counts } from '@/lib/writing/live-count';
import type { Readability } from '@/lib/writing/readability';
import { READING_WPM, SPEAKING_WPM, duration } from '@/lib/writing/stats';
import { announcement, COUNTS, type TextView } from '@/lib/writing/view';
import type { Explanation } from '@/lib/tools/view';
import { HowItWorks } from '@/components/tools/kit/Method';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { CopyButton } from '@/components/tools/kit/CopyButton';
import { LiveSummary } from '@/components/tools/kit/LiveSummary';
import { KeywordsPanel } from './KeywordsPanel';
import { LimitPanel } from './LimitPanel';
import { PlatformTable } from './PlatformTable';
import { ReadabilityPanel } from './ReadabilityPanel';
import { SmsPanel } from './SmsPanel';
import { TextBox } from './TextBox';
import { useDraft } from '@/components/tools/kit/useDraft';
import kitStyles from '../kit/kit.module.css';
import styles from './text.module.css';

/** How long typing must pause before the counts are read out. */
const ANNOUNCE_AFTER_MS = 1200;

const num = (value: number, decimals = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: decimals });

function explain(stats: Counts, wordFirst: boolean, ease: Readability | null): Explanation {
  if (!wordFirst) {
    const other =
      stats.characters -
      stats.letters -
      stats.digits -
      stats.punctuation -
      stats.symbols -
      stats.emoji -
      stats.spaces -
      stats.lineBreaks;
    return {
      formula: 'characters = letters + digits + punctuation + symbols + emoji + spaces + line breaks',
      steps: [
        `${num(stats.letters)} + ${num(stats.digits)} + ${num(stats.punctuation)} + ${num(stats.symbols)} + ${num(stats.emoji)} + ${num(stats.spaces)} + ${num(stats.lineBreaks)}${other ? ` + ${num(other)} other (control or invisible characters)` : ''} = ${num(stats.characters)} characters.`,
        `Without spaces and line breaks: ${num(stats.characters)} − ${num(stats.spaces)} − ${num(stats.lineBreaks)} = ${num(stats.charactersNoSpaces)}.`,
        `In UTF-8 the text takes ${num(stats.bytes)} bytes: 1 for each ASCII character, 2 to 4 for others (accented letters, CJK, emoji).`,
      ],
    };
  }
  const steps = [
    `Reading: ${num(stats.words)} words ÷ ${READING_WPM} words a minute = ${num(stats.words / READING_WPM, 2)} minutes (${duration(stats.readingSeconds)}).`,
    `Speaking: ${num(stats.words)} words ÷ ${SPEAKING_WPM} words a minute = ${num(stats.words / SPEAKING_WPM, 2)} minutes (${duration(stats.speakingSeconds)}).`,
  ];
  if (ease) {
    const wps = ease.words / ease.sentences;
    const spw = ease.syllables / ease.words;
    steps.push(
      `Reading ease: 206.835 − 1.015 × (${num(ease.words)} words ÷ ${num(ease.sentences)} sentences) − 84.6 × (${num(ease.syllables)} syllables ÷ ${num(ease.words)} words) = 206.835 − 1.015 × ${num(wps, 2)} − 84.6 × ${num(spw, 3)} = ${num(ease.ease, 1)}.`,
      `Grade level: 0.39 × ${num(wps, 2)} + 11.8 × ${num(spw, 3)} − 15.59 = ${num(ease.grade, 1)}.`,
    );
  }
  return { formula: 'time = words ÷ words per minute', steps };
}

/**
 * The counting tools (word counter, character counter): one text box, counts that follow every
 * keystroke, and the panels the tool's definition lists. Counting runs on the device, and a short
 * summary is announced once typing pauses rather than on every key.
 */
export function TextCounterIsland({
  slug,
  view,
  method,
}: {
  slug: string;
  view: TextView;
  method: readonly string[];
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const { text, setText, restored, storage } = useDraft(`quotient-draft:${slug}`);
  // One counter for the island's life: each key recounts only the line (or sentence) it changed.
  const [counter] = useState(() => new LiveCounter());
  // Counted in the key's own render: the live counter takes about 10 ms a key at 100,000 words,
  // while a deferred count waited for the textarea's next frame (72 ms at that size), so counts
  // trailed the text by 124 ms a key. SMS parts (up to 28 ms) still follow a frame later.
  const live = useMemo(() => counter.count(text), [counter, text]);
  const smsText = useDeferredValue(text);
  const { stats, x: xCount } = live;
  const score = view.panels.includes('readability') || view.counts[0] === 'words' ? live.readability : null;
  const keywords = view.panels.includes('keywords') ? live.keywords : [];
  const sms = useMemo(() => (view.panels.includes('sms') ? smsInfo(smsText) : null), [view, smsText]);
  const [limitId, setLimitId] = useState(view.defaultLimit ?? view.limits[0]?.id ?? '');

  const valueOf = (preset: LimitPreset) =>
    preset.measure === 'words' ? stats.words : preset.measure === 'x' ? xCount : stats.characters;

  const [spoken, setSpoken] = useState('');
  const edited = useRef(false);
  const [ownGoal, setOwnGoal] = useState<LimitPreset | null>(
    () => ownGoalPreset(OWN_GOAL_START.text, OWN_GOAL_START.measure).preset ?? null,
  );
  const chosenLimit = view.panels.includes('limit')
    ? limitId === OWN_GOAL
      ? (ownGoal ?? undefined)
      : view.limits.find((limit) => limit.id === limitId)
    : undefined;
  const limitSentence = chosenLimit
    ? `${chosenLimit.label}: ${limitStatus(chosenLimit, valueOf(chosenLimit)).message}`
    : '';
  const summary = `${announcement(stats, view.announce)}${stats.characters && limitSentence ? ` ${limitSentence}` : ''}`;
  useEffect(() => {
    if (!edited.current) return;
    const timer = setTimeout(() => setSpoken(summary), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [summary]);

  const change = (next: string) => {
    edited.current = true;
    setText(next);
  };

  const headline = view.counts.slice(0, view.headline);
  const rest = view.counts.slice(view.headline);
  const textId = `${id}-text`;
  const wordFirst = view.counts[0] === 'words';

  return (
    <div className={styles.island} data-ready={hydrated ? 'true' : undefined}>
      <LiveSummary>{headline.map((count) => COUNTS[count].spoken(stats)).join(' · ')}</LiveSummary>
      <div className={styles.card}>
        <div className={styles.editor}>
          <TextBox
            id={textId}
            label={view.label}
            value={text}
            onChange={change}
            placeholder={view.placeholder}
            storage={hydrated ? storage : undefined}
            restored={restored}
          >
            <CopyButton
              label="Copy counts"
              text={() =>
                `${view.counts.map((c) => `${COUNTS[c].label}: ${COUNTS[c].value(stats)}`).join('\n')}`
              }
              done="Counts copied."
              fallbackId={`${id}-counts`}
              disabled={!text}
            />
          </TextBox>
        </div>
        <section className={styles.counts} aria-labelledby={`${id}-counts-title`}>
          <h2 id={`${id}-counts-title`} className={kitStyles.resultTitle}>
            Counts
          </h2>
          <dl id={`${id}-counts`} className={styles.tiles} data-counts>
            {headline.map((count) => (
              <div key={count} className={styles.tileBig} data-count={count}>
                <dt>
                  {COUNTS[count].label}
                  {COUNTS[count].hint ? <span className={styles.hint}>{COUNTS[count].hint}</span> : null}
                </dt>
                <dd>{COUNTS[count].value(stats)}</dd>
              </div>
            ))}
          </dl>
          <dl className={styles.list}>
            {rest.map((count) => (
              <div key={count} className={styles.listItem} data-count={count}>
                <dt>
                  {COUNTS[count].label}
                  {COUNTS[count].hint ? <span className={styles.hint}>{COUNTS[count].hint}</span> : null}
                </dt>
                <dd>{COUNTS[count].value(stats)}</dd>
              </div>
            ))}
          </dl>
          {/* The numbers above change with every key; this line is read out once typing pauses. */}
          <p role="status" aria-live="polite" className="visually-hidden">
            {spoken}
          </p>
        </section>
      </div>

      <div className={styles.panels}>
        {view.panels.map((panel) => {
          switch (panel) {
            case 'limit':
              return (
                <LimitPanel
                  key={panel}
                  limits={view.limits}
                  selected={limitId}
                  onSelect={setLimitId}
                  valueOf={valueOf}
                  onOwnGoal={setOwnGoal}
                />
              );
            case 'platforms':
              return <PlatformTable key={panel} limits={view.limits} valueOf={valueOf} />;
            case 'readability':
              return <ReadabilityPanel key={panel} score={score} />;
            case 'keywords':
              return <KeywordsPanel key={panel} keywords={keywords} />;
            case 'sms':
              return sms ? <SmsPanel key={panel} sms={sms} /> : null;
          }
        })}
      </div>

      <HowItWorks
        method={method}
        explanation={stats.characters ? explain(stats, wordFirst, score) : undefined}
        placeholder="Type or paste text above and the arithmetic appears here with your numbers."
      />
    </div>
  );
}
