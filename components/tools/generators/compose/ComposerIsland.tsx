'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { defaultValues, engineValues, validate, withChange } from '@/lib/generators/compose/form';
import { COMPOSE_FORMS } from '@/lib/generators/compose/forms';
import { loadEngine } from '@/content/tools/generators/compose/engines';
import { clearValues, loadValues, saveValues } from '@/lib/generators/compose/storage';
import { blanksIn } from '@/lib/generators/compose/template';
import { draftText, wordCount } from '@/lib/generators/compose/text';
import type { ComposeEngine, ComposeOutput, ComposeValues, ComposerId } from '@/lib/generators/compose/types';
import { COMPOSER_VIEWS } from '@/lib/generators/compose/views';
import { todayIso } from '@/lib/kit/dates';
import { actionButton } from '../../kit/buttons';
import kitStyles from '../../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { AiDrafts } from './AiDrafts';
import { ComposeFields, inputId } from './ComposeFields';
import { DraftActions } from './DraftActions';
import { DraftView } from './DraftView';
import styles from './compose.module.css';

export type ComposerIslandProps = {
  slug: string;
  name: string;
  composer: ComposerId;
  /** The draft for the default inputs, written when the page was built. */
  initial: ComposeOutput;
  builtOn: string;
  /** Whether to offer the AI draft (worked out on the server, so the AI client ships only on use). */
  aiEnabled: boolean;
};

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Any composer: its inputs on one side, the draft on the other, rewritten on every change. The
 * wording loads as its own chunk when the visitor reaches for the form; until then the page shows
 * the draft written at build for the defaults. What the visitor types is kept in this browser.
 */
export function ComposerIsland({ slug, name, composer, initial, builtOn, aiEnabled }: ComposerIslandProps) {
  const idPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const form = COMPOSE_FORMS[composer];
  const view = COMPOSER_VIEWS[composer];
  const [sample] = useState<ComposeValues>(() => defaultValues(form));
  const [values, setValues] = useState<ComposeValues>(sample);
  const [variant, setVariant] = useState(0);
  const [today, setToday] = useState(builtOn);
  const [engine, setEngine] = useState<ComposeEngine | null>(null);
  const [status, setStatus] = useState<LoadStatus>('idle');
  const [undo, setUndo] = useState<{ values: ComposeValues; variant: number } | null>(null);
  const [saved, setSaved] = useState<boolean | null>(null);
  const latest = useRef(values);

  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setStatus('loading');
    loadEngine(composer)
      .then((loaded) => {
        setEngine(() => loaded);
        setStatus('ready');
      })
      .catch(() => {
        requested.current = false;
        setStatus('failed');
      });
  }, [composer]);

  useEffect(() => {
    const stored = loadValues(slug, form);
    // Storage and the visitor's calendar can only be read after hydration.
    /* eslint-disable react-hooks/set-state-in-effect */
    setToday(todayIso());
    if (stored) {
      latest.current = stored;
      setValues(stored);
      setSaved(true);
      load();
    }
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [slug, form, load]);

  const errors = useMemo(() => validate(form, values), [form, values]);
  const isSample = values === sample && variant === 0;
  const output = useMemo(
    () =>
      engine
        ? engine.compose(engineValues(form, values, errors), { variant, today })
        : isSample
          ? initial
          : null,
    [engine, form, values, errors, variant, today, isSample, initial],
  );
  // Until the engine arrives, the last draft stays on screen, marked as updating.
  const [last, setLast] = useState(initial);
  if (output && output !== last) setLast(output);
  const shown = output ?? last;

  const change = (key: string, value: string) => {
    load();
    setUndo(null);
    const next = withChange(form, latest.current, key, value);
    latest.current = next;
    setValues(next);
    setSaved(saveValues(slug, next));
  };

  const reset = () => {
    setUndo({ values: latest.current, variant });
    clearValues(slug);
    setSaved(null);
    latest.current = sample;
    setValues(sample);
    setVariant(0);
  };

  const undoReset = () => {
    if (!undo) return;
    latest.current = undo.values;
    setValues(undo.values);
    setVariant(undo.variant);
    setSaved(saveValues(slug, undo.values));
    setUndo(null);
    load();
  };

  const focusInput = (key: string) => document.getElementById(inputId(idPrefix, key))?.focus();

  const stem = view.fileStem(values);
  const who = view.fileWho ? values[view.fileWho]?.trim() : undefined;
  const errorCount = Object.keys(errors).length;
  const allText = shown.drafts.map(draftText).join('\n\n');
  const blanks = blanksIn(allText);
  const summary = !output
    ? status === 'failed'
      ? 'The composer could not be loaded. Check your connection and try again.'
      : 'Updating the draft…'
    : shown.drafts.length === 0
      ? (shown.notes[0] ?? 'Nothing to show yet.')
      : [
          shown.drafts.length > 1 ? `${shown.drafts.length} drafts written` : 'Draft written',
          `${wordCount(allText).toLocaleString('en-US')} words`,
          blanks.length
            ? `${blanks.length} ${blanks.length === 1 ? 'blank' : 'blanks'} in [brackets] to fill in`
            : '',
        ]
          .filter(Boolean)
          .join(', ') + '.';

  return (
    <div
      className={kitStyles.island}
      data-ready={hydrated ? 'true' : undefined}
      data-composer={composer}
      onFocus={load}
      onPointerEnter={load}
    >
      <div className={kitStyles.workspace}>
        <form
          className={`${styles.form} no-print`}
          aria-label={`${name} inputs`}
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <div className={kitStyles.formHead}>
            <h2 className={kitStyles.formTitle}>Your details</h2>
            <p className={kitStyles.privacy}>
              {saved === false
                ? 'This browser is not letting the page save, so what you type is lost on reload.'
                : 'Kept in this browser as you type, so a reload loses nothing; nothing is sent anywhere unless you ask the AI.'}
            </p>
            <div className={kitStyles.formTools}>
              <a className={kitStyles.jump} href={`#${idPrefix}-result`}>
                Jump to the draft
              </a>
              <button type="button" className={actionButton} onClick={reset}>
                Reset
              </button>
            </div>
            <p role="status" className={styles.undoStatus}>
              {undo ? (
                <>
                  The inputs are back to the sample.{' '}
                  <button type="button" className={styles.linkButton} onClick={undoReset}>
                    Undo
                  </button>
                </>
              ) : null}
            </p>
            {errorCount ? (
              <p className={styles.formErrors}>
                {errorCount === 1 ? 'One field needs attention' : `${errorCount} fields need attention`}:
                until then, the draft leaves that detail out or marks it [in brackets].
              </p>
            ) : null}
          </div>
          <ComposeFields
            inputs={form.inputs}
            values={values}
            errors={errors}
            idPrefix={idPrefix}
            onChange={change}
          />
          {view.links ? (
            <p className={styles.related}>
              Resigning, applying or writing a reference? Use the generator made for it:{' '}
              {view.links.map((link, index) => (
                <span key={link.href}>
                  {index ? ', ' : ''}
                  <a href={link.href}>{link.label}</a>
                </span>
              ))}
              .
            </p>
          ) : null}
        </form>

        <section
          className={styles.resultPane}
          aria-labelledby={`${idPrefix}-result-title`}
          id={`${idPrefix}-result`}
        >
          <div className={styles.resultHead}>
            <h2 id={`${idPrefix}-result-title`} className={styles.resultTitle}>
              {view.resultTitle}
            </h2>
            <p className={styles.sourceBadge} data-source="device">
              Written in your browser from templates
            </p>
          </div>
          <p role="status" aria-live="polite" className={output ? styles.summary : styles.pending}>
            {status === 'loading' && !output ? (
              <span className={kitStyles.spinner} aria-hidden="true" />
            ) : null}
            {summary}
            {status === 'failed' ? (
              <button type="button" className={styles.linkButton} onClick={load}>
                Try again
              </button>
            ) : null}
          </p>
          {shown.notes.length && shown.drafts.length ? (
            <ul className={styles.notes}>
              {shown.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
          <div className={output ? styles.drafts : `${styles.drafts} ${styles.stale}`}>
            {shown.drafts.map((draft, index) => {
              const id = `${idPrefix}-draft-${index}`;
              return (
                <article
                  key={index}
                  className={styles.draftCard}
                  aria-label={shown.drafts.length > 1 ? draft.label : undefined}
                >
                  {shown.drafts.length > 1 ? <h3 className={styles.draftLabel}>{draft.label}</h3> : null}
                  <div id={id}>
                    <DraftView draft={draft} limits={view.limits} />
                  </div>
                  <DraftActions
                    draft={draft}
                    actions={view.actions}
                    stem={stem}
                    who={who}
                    targetId={id}
                    copyLabel={shown.drafts.length > 1 ? 'Copy this one' : 'Copy'}
                  />
                </article>
              );
            })}
          </div>
          <div className={`${styles.versionRow} no-print`}>
            <button
              type="button"
              className={actionButton}
              onClick={() => {
                load();
                setVariant((v) => v + 1);
              }}
            >
              Another version
            </button>
            <span className={styles.versionNote}>
              {variant ? `Version ${variant + 1}` : 'Same inputs, new wording.'}
            </span>
          </div>
          {aiEnabled ? (
            <AiDrafts
              composer={composer}
              values={values}
              view={view}
              stem={stem}
              who={who}
              idPrefix={idPrefix}
              today={today}
              onInvalid={focusInput}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}
