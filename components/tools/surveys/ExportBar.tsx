'use client';

import type { QuestionSet } from '@/lib/surveys/model';
import { questionsText } from '@/lib/surveys/text';
import type { ExportFormat } from '@/lib/surveys/download';
import styles from './questions.module.css';
import kitStyles from '../kit/kit.module.css';
import { copyText } from '@/lib/kit/clipboard';
import { actionButton, primaryActionButton } from '../kit/buttons';
import { ActionStatusLine, useActionStatus } from '../kit/useActionStatus';

const NAMES: Record<ExportFormat, string> = { docx: 'Word file', pdf: 'PDF', csv: 'CSV file' };

/**
 * Word, PDF and CSV downloads, copy as text and print. The export code and the DOCX/PDF writers
 * load on the first click, with a "Preparing…" status while they do.
 */
export function ExportBar({
  set,
  updated,
  sheetId,
  noun,
}: {
  set: QuestionSet;
  updated: string;
  sheetId: string;
  noun: string;
}) {
  const { state, settle } = useActionStatus<ExportFormat>();
  const preparing = state.kind === 'preparing';

  async function download(format: ExportFormat) {
    if (preparing) return;
    settle({ kind: 'preparing', format });
    try {
      const { downloadQuestions } = await import('@/lib/surveys/download');
      const name = await downloadQuestions(set, format, updated);
      settle({ kind: 'done', message: `Downloaded ${name}.` });
    } catch {
      settle({
        kind: 'failed',
        message: `The ${NAMES[format]} could not be created. Check your connection and try again; your questions are kept.`,
      });
    }
  }

  async function copy() {
    if ((await copyText(questionsText(set), sheetId)) === 'copied') {
      settle({ kind: 'done', message: `Copied the ${noun} as plain text.` });
    } else {
      settle({
        kind: 'failed',
        message: `Copying was blocked: the ${noun} is selected, press Ctrl+C (⌘C on a Mac) to copy it.`,
      });
    }
  }

  return (
    <div className={styles.controls}>
      <div className={kitStyles.buttons}>
        <button
          type="button"
          className={primaryActionButton}
          disabled={preparing}
          onClick={() => download('docx')}
        >
          Download Word (.docx)
        </button>
        <button type="button" className={actionButton} disabled={preparing} onClick={() => download('pdf')}>
          Download PDF
        </button>
        <button type="button" className={actionButton} disabled={preparing} onClick={() => download('csv')}>
          Download CSV
        </button>
        <button type="button" className={actionButton} onClick={copy}>
          Copy text
        </button>
        <button type="button" className={actionButton} onClick={() => window.print()}>
          Print
        </button>
      </div>
      <ActionStatusLine
        state={state}
        formatName={NAMES}
        className={styles.status}
        spinnerClassName={styles.spinner}
      />
      <div role="alert">
        {state.kind === 'failed' ? <p className={kitStyles.loadError}>{state.message}</p> : null}
      </div>
    </div>
  );
}
