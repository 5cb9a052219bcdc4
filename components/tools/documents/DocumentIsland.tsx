'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DocumentModel } from '@/lib/downloads/document';
import { changeValue, documentWarnings } from '@/lib/documents/change';
import { documentDefaults, hasDatedDefaults } from '@/lib/documents/defaults';
import { documentFileName } from '@/lib/documents/file-name';
import { createReader } from '@/lib/documents/read';
import { allFields, type DocumentSpec } from '@/lib/documents/spec';
import { clearValues, loadValues, saveValues } from '@/lib/documents/storage';
import type { DocumentTemplate } from '@/lib/documents/template';
import { loadTemplate } from '@/content/tools/documents/templates';
import { validateDocument } from '@/lib/documents/validate';
import { todayIso } from '@/lib/kit/dates';
import type { FieldValue, FormValues } from '@/lib/tools/fields';
import { fieldId } from '../fields/Field';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { DocumentActions, type Problem } from './DocumentActions';
import { DocumentForm } from './DocumentForm';
import { DocumentPreview } from './DocumentPreview';
import styles from './documents.module.css';
import kitStyles from '../kit/kit.module.css';
import { actionButton } from '../kit/buttons';

export type DocumentIslandProps = {
  slug: string;
  name: string;
  spec: DocumentSpec;
  /** The document for the sample values, rendered when the page was built. */
  initial: DocumentModel;
  /** The day relative sample dates were counted from when the page was built. */
  builtOn: string;
};

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Any document generator from its DocumentSpec: the form on one side, the document as a sheet of
 * paper on the other, rewritten on every keystroke. The template (the wording) loads as its own
 * small chunk when the visitor reaches for the form; until then the page shows the sample rendered at build.
 * What the visitor types is kept in this browser, so a reload loses nothing.
 */
export function DocumentIsland({ slug, name, spec, initial, builtOn }: DocumentIslandProps) {
  const idPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  // The values the build-time preview shows: until the template loads, any others are pending.
  const [sample] = useState<FormValues>(() => documentDefaults(spec, builtOn));
  const [values, setValues] = useState<FormValues>(sample);
  const [today, setToday] = useState(builtOn);
  const [template, setTemplate] = useState<DocumentTemplate | null>(null);
  const [status, setStatus] = useState<LoadStatus>('idle');
  const [undo, setUndo] = useState<FormValues | null>(null);
  const [saved, setSaved] = useState<boolean | null>(null);
  // The values as of the last change, for handlers that run before React re-renders (autofill).
  const latest = useRef(values);
  const apply = useCallback((next: FormValues) => {
    latest.current = next;
    setValues(next);
  }, []);

  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setStatus('loading');
    loadTemplate(spec.template)
      .then((loaded) => {
        setTemplate(() => loaded);
        setStatus('ready');
      })
      .catch(() => {
        requested.current = false;
        setStatus('failed');
      });
  }, [spec.template]);

  useEffect(() => {
    const now = todayIso();
    const stored = loadValues(slug, spec, documentDefaults(spec, now));
    // Reading storage and the visitor's calendar can only happen after hydration.
    /* eslint-disable react-hooks/set-state-in-effect */
    setToday(now);
    if (stored) {
      apply(stored);
      setSaved(true);
      load();
    } else if (now !== builtOn && hasDatedDefaults(spec)) {
      apply(documentDefaults(spec, now));
      load();
    }
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [slug, spec, builtOn, load, apply]);

  const errors = useMemo(() => validateDocument(spec, values), [spec, values]);
  const warnings = useMemo(() => documentWarnings(spec, values), [spec, values]);
  const model = useMemo(
    () => (template ? template.render({ read: createReader(spec, values, errors), today }) : initial),
    [template, spec, values, errors, today, initial],
  );
  const current = template !== null || values === sample;

  const labels = useMemo(() => new Map(allFields(spec).map((field) => [field.key, field.label])), [spec]);
  const problems: Problem[] = Object.entries(errors).map(([key, message]) => {
    const [fieldKey = key, row] = key.split('.');
    const label = labels.get(fieldKey) ?? fieldKey;
    return { key, label: row === undefined ? label : `${label}, row ${Number(row) + 1}`, message };
  });

  const commit = (next: FormValues) => {
    apply(next);
    setSaved(saveValues(slug, next));
  };

  const change = (key: string, value: FieldValue) => {
    load();
    setUndo(null);
    commit(changeValue(spec, latest.current, key, value));
  };

  const reset = () => {
    setUndo(latest.current);
    clearValues(slug);
    setSaved(null);
    apply(documentDefaults(spec, todayIso()));
  };

  const undoReset = () => {
    if (!undo) return;
    commit(undo);
    setUndo(null);
  };

  const focusField = (key: string) => {
    const id = fieldId(idPrefix, key.replace(/\./g, '-'));
    // A list's own message has no box of its own: go to its first cell, or its "Add" button.
    const target =
      document.getElementById(id) ??
      document.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}-"]:is(input, select, textarea)`) ??
      document
        .getElementById(`${id}-help`)
        ?.closest('fieldset')
        ?.querySelector<HTMLElement>('button:last-of-type');
    target?.focus();
  };

  const fileNameFor = (format: 'docx' | 'pdf') => {
    const who = spec.fileNameField ? latest.current[spec.fileNameField] : undefined;
    return documentFileName(spec.fileStem, typeof who === 'string' ? who : undefined, format);
  };

  const previewId = `${idPrefix}-preview`;
  const count = problems.length;
  const Noun = `${spec.noun.charAt(0).toUpperCase()}${spec.noun.slice(1)}`;

  return (
    <div
      className={kitStyles.island}
      data-ready={hydrated ? 'true' : undefined}
      onFocus={load}
      onPointerEnter={load}
    >
      <div className={kitStyles.workspace}>
        <form
          className={`${styles.form} no-print`}
          aria-label={`${name} form`}
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <div className={kitStyles.formHead}>
            <h2 className={kitStyles.formTitle}>{`${Noun} details`}</h2>
            <p className={kitStyles.privacy}>
              {saved === false
                ? 'This browser is not letting the page save, so what you type is lost on reload.'
                : 'Saved in this browser as you type, so a reload keeps it; nothing is sent to us. On a shared computer, reset to the sample when you finish.'}
            </p>
            <div className={kitStyles.formTools}>
              <a className={kitStyles.jump} href={`#${previewId}`}>
                Jump to the preview
              </a>
              <button type="button" className={actionButton} onClick={reset}>
                Reset to sample
              </button>
            </div>
            <p role="status" className={styles.undoStatus}>
              {undo ? (
                <>
                  The sample values are back.{' '}
                  <button type="button" className={styles.linkButton} onClick={undoReset}>
                    Undo
                  </button>
                </>
              ) : null}
            </p>
          </div>
          <DocumentForm
            groups={spec.groups}
            values={values}
            errors={errors}
            warnings={warnings}
            idPrefix={idPrefix}
            onChange={change}
          />
        </form>

        <section className={styles.previewPane} aria-labelledby={`${previewId}-title`}>
          <div className={`${styles.previewHead} no-print`}>
            <h2 id={`${previewId}-title`} className={styles.previewTitle}>
              {`Your ${spec.noun}`}
            </h2>
            <p role="status" className={count ? styles.attention : styles.complete}>
              {count
                ? `${count === 1 ? 'One field needs' : `${count} fields need`} attention: the ${spec.noun} shows a marked blank until ${count === 1 ? 'it is' : 'they are'} fixed.`
                : `The ${spec.noun} is complete.`}
            </p>
            {status === 'failed' ? (
              <p role="alert" className={styles.failed}>
                The preview could not load, so it cannot follow your changes. Check your connection and{' '}
                <button type="button" className={styles.linkButton} onClick={load}>
                  try again
                </button>
                ; what you typed is kept.
              </p>
            ) : null}
            <DocumentActions
              noun={spec.noun}
              model={model}
              problems={problems}
              ready={current}
              fileName={fileNameFor}
              previewId={previewId}
              onFocusField={focusField}
            />
          </div>
          <div
            id={previewId}
            className={styles.scroller}
            role="region"
            aria-label={`${Noun} preview`}
            tabIndex={0}
          >
            <DocumentPreview model={model} busy={!current} />
          </div>
        </section>
      </div>
    </div>
  );
}
