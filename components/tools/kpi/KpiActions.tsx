'use client';

import type { KpiEntry } from '@/lib/kpi/measure';
import type { ScorecardItem, Settings } from '@/lib/kpi/types';
import styles from './kpi.module.css';
import kitStyles from '../kit/kit.module.css';
import { copyText, selectForCopy } from '@/lib/kit/clipboard';
import { actionButton, primaryActionButton } from '../kit/buttons';
import { ActionStatusLine, useActionStatus } from '../kit/useActionStatus';

type Format = 'csv' | 'docx' | 'pdf';

const FORMAT_NAME: Record<Format, string> = { csv: 'CSV file', docx: 'Word file', pdf: 'PDF' };

/**
 * CSV, Word, PDF, copy and start over. The exporters (and the DOCX/PDF writers behind them) load on
 * the click, so a visitor who never downloads never loads them.
 */
export function KpiActions({
  items,
  entries,
  settings,
  goals,
  builtOn,
  listId,
  onReset,
}: {
  items: readonly ScorecardItem[] | null;
  entries: Readonly<Record<string, KpiEntry>>;
  settings: Settings;
  goals: readonly string[];
  builtOn: string;
  listId: string;
  onReset: () => void;
}) {
  const { state, settle } = useActionStatus<Format>();
  const disabled = !items || items.length === 0 || state.kind === 'preparing';
  const stem = `kpi-scorecard-${settings.department}`;

  async function download(format: Format) {
    if (!items || disabled) return;
    settle({ kind: 'preparing', format });
    try {
      const exporter = await import('@/content/tools/kpi/export');
      const rows = exporter.scorecardRows(items, entries);
      const name = `${stem}.${format}`;
      if (format === 'csv') {
        const { saveCsv } = await import('@/lib/kit/save-file');
        saveCsv(exporter.scorecardCsv(rows), name);
      } else {
        const { renderFile, saveFile } = await import('@/lib/documents/download');
        const bytes = await renderFile(format, exporter.scorecardDocument(rows, settings, goals, builtOn));
        saveFile(bytes, name, format);
      }
      settle({ kind: 'done', message: `Downloaded ${name}.` });
    } catch {
      settle({
        kind: 'failed',
        message: `The ${FORMAT_NAME[format]} could not be created. Check your connection and try again; your scorecard is kept.`,
      });
    }
  }

  async function copy() {
    if (!items || disabled) return;
    const exporter = await import('@/content/tools/kpi/export').catch(() => null);
    const text = exporter?.scorecardText(exporter.scorecardRows(items, entries), settings, goals);
    // Without the exporter there is no text to copy: the scorecard is selected for Ctrl+C instead.
    if (text !== undefined && (await copyText(text, listId)) === 'copied') {
      settle({ kind: 'done', message: 'Copied the scorecard as plain text.' });
    } else {
      if (text === undefined) selectForCopy(listId);
      settle({
        kind: 'failed',
        message: 'Copying was blocked: the scorecard is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
      });
    }
  }

  return (
    <div className={`${styles.actions} no-print`}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={primaryActionButton}
          onClick={() => download('docx')}
          disabled={disabled}
        >
          Download Word (.docx)
        </button>
        <button type="button" className={actionButton} onClick={() => download('pdf')} disabled={disabled}>
          Download PDF
        </button>
        <button type="button" className={actionButton} onClick={() => download('csv')} disabled={disabled}>
          Download CSV
        </button>
        <button type="button" className={actionButton} onClick={copy} disabled={disabled}>
          Copy as text
        </button>
        <button type="button" className={actionButton} onClick={onReset}>
          Start over
        </button>
      </div>
      <ActionStatusLine
        state={state}
        formatName={FORMAT_NAME}
        className={styles.status}
        spinnerClassName={styles.spinner}
      />
      <div role="alert" className={styles.alertSlot}>
        {state.kind === 'failed' ? <p className={kitStyles.loadError}>{state.message}</p> : null}
      </div>
    </div>
  );
}
