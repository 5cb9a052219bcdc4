'use client';

import type { DocumentModel } from '@/lib/downloads/document';
import { documentText } from '@/lib/documents/plain-text';
import { renderFile, saveFile, type FileFormat } from '@/lib/documents/download';
import styles from './documents.module.css';
import kitStyles from '../kit/kit.module.css';
import { copyText } from '@/lib/kit/clipboard';
import { actionButton, primaryActionButton } from '../kit/buttons';
import { ActionStatusLine, useActionStatus } from '../kit/useActionStatus';

export type Problem = { key: string; label: string; message: string };

const FORMAT_NAME: Record<FileFormat, string> = { docx: 'Word file', pdf: 'PDF' };

/**
 * Download as Word or PDF, copy as text, print. The writers load on the first click (with a
 * "Preparing…" status); a document with marked fields is not written out, and the message says
 * which fields to fix, with a way to each.
 */
export function DocumentActions({
  noun,
  model,
  problems,
  ready,
  fileName,
  previewId,
  onFocusField,
}: {
  noun: string;
  model: DocumentModel;
  problems: readonly Problem[];
  /** False until the template has loaded: the preview may still show the sample. */
  ready: boolean;
  fileName: (format: FileFormat) => string;
  previewId: string;
  onFocusField: (key: string) => void;
}) {
  const { state, settle } = useActionStatus<FileFormat, { kind: 'blocked' }>();

  // A blocked notice goes away once the fields are fixed.
  const blocked = state.kind === 'blocked' && problems.length > 0;
  const preparing = state.kind === 'preparing';

  const guard = (): boolean => {
    if (problems.length === 0 && ready) return true;
    settle({ kind: 'blocked' });
    return false;
  };

  async function download(format: FileFormat) {
    if (preparing || !guard()) return;
    settle({ kind: 'preparing', format });
    const name = fileName(format);
    try {
      const bytes = await renderFile(format, model);
      saveFile(bytes, name, format);
      settle({ kind: 'done', message: `Downloaded ${name}.` });
    } catch {
      settle({
        kind: 'failed',
        message: `The ${FORMAT_NAME[format]} could not be created. Check your connection and try again; what you typed is kept.`,
      });
    }
  }

  async function copy() {
    if (!guard()) return;
    if ((await copyText(documentText(model), previewId)) === 'copied') {
      settle({ kind: 'done', message: `Copied the ${noun} as plain text.` });
    } else {
      settle({
        kind: 'failed',
        message: `Copying was blocked: the ${noun} is selected, press Ctrl+C (⌘C on a Mac) to copy it.`,
      });
    }
  }

  function print() {
    if (!guard()) return;
    settle({ kind: 'idle' });
    window.print();
  }

  return (
    <div className={`${styles.actions} no-print`}>
      <div className={kitStyles.buttons}>
        <button
          type="button"
          className={primaryActionButton}
          onClick={() => download('docx')}
          disabled={preparing}
        >
          <Icon stroke path="M6 2h9l5 5v15H6zM14 3v5h5M8.5 12l1.5 6 2-5 2 5 1.5-6" />
          Download Word (.docx)
        </button>
        <button type="button" className={actionButton} onClick={() => download('pdf')} disabled={preparing}>
          <Icon stroke path="M6 2h9l5 5v15H6zM14 3v5h5M9 17v-5h2a1.5 1.5 0 0 1 0 3H9" />
          Download PDF
        </button>
        <button type="button" className={actionButton} onClick={copy}>
          <Icon path="M8 8h11v12H8zM5 4h11v2H7v11H5z" />
          Copy text
        </button>
        <button type="button" className={actionButton} onClick={print}>
          <Icon path="M7 3h10v4H7zM4 8h16v8h-3v5H7v-5H4zm5 7v4h6v-4z" />
          Print
        </button>
      </div>
      <ActionStatusLine
        state={state}
        formatName={FORMAT_NAME}
        className={styles.status}
        spinnerClassName={styles.spinner}
      />
      <div role="alert" className={styles.alertSlot}>
        {state.kind === 'failed' ? <p className={styles.failed}>{state.message}</p> : null}
        {blocked ? (
          <div className={styles.failed}>
            <p>
              {problems.length === 1 ? 'One field needs' : `${problems.length} fields need`} attention before
              the {noun} can be saved:
            </p>
            <ul className={styles.problemList}>
              {problems.map((problem) => (
                <li key={problem.key}>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => onFocusField(problem.key)}
                  >
                    {problem.label}
                  </button>
                  : {problem.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {state.kind === 'blocked' && problems.length === 0 && !ready ? (
          <p className={styles.failed}>The {noun} is still loading. Try again in a moment.</p>
        ) : null}
      </div>
    </div>
  );
}

function Icon({ path, stroke = false }: { path: string; stroke?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      {stroke ? (
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      ) : (
        <path d={path} fill="currentColor" />
      )}
    </svg>
  );
}
