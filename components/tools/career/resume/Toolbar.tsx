import { useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import styles from './builder.module.css';

/** What the builder is doing; 'reading' is the saved draft still being read, when nothing can act yet. */
export type Busy = 'pdf' | 'docx' | 'open' | 'reading' | null;
export type Confirming = 'sample' | 'clear' | null;
/** Autosave: not yet, done, refused by the browser, or held back so an unread draft is kept. */
export type DraftState = 'idle' | 'saved' | 'failed' | 'paused';

export interface Notice {
  readonly tone: 'info' | 'success' | 'error';
  readonly text: string;
}

interface ToolbarProps {
  busy: Busy;
  notice: Notice | null;
  draft: DraftState;
  confirming: Confirming;
  canUndo: boolean;
  onDownload: (kind: 'pdf' | 'docx') => void;
  /** Pointer or focus on a download button: fetch its writer before the click. */
  onPrefetch: (kind: 'pdf' | 'docx') => void;
  onSave: () => void;
  onOpen: (file: File) => void;
  onPrint: () => void;
  onAsk: (what: Exclude<Confirming, null>) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onUndo: () => void;
}

const CONFIRM_TEXT = {
  sample: {
    question: 'Replace your resume with the sample? What you typed is lost unless you saved it as a file.',
    action: 'Replace with sample',
  },
  clear: {
    question:
      'Clear every field and start from a blank resume? What you typed is lost unless you saved it as a file.',
    action: 'Clear everything',
  },
} as const;

/** Downloads, file save and open, print, and starting over, with one status line for all of them. */
export function Toolbar(props: ToolbarProps) {
  const { busy, notice, draft, confirming } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarRow}>
        <div className={styles.buttonGroup}>
          <Button
            size="sm"
            disabled={busy !== null}
            onClick={() => props.onDownload('pdf')}
            onPointerEnter={() => props.onPrefetch('pdf')}
            onFocus={() => props.onPrefetch('pdf')}
          >
            {busy === 'pdf' ? 'Preparing PDF…' : 'Download PDF'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy !== null}
            onClick={() => props.onDownload('docx')}
            onPointerEnter={() => props.onPrefetch('docx')}
            onFocus={() => props.onPrefetch('docx')}
          >
            {busy === 'docx' ? 'Preparing Word file…' : 'Download Word'}
          </Button>
        </div>
        <div className={styles.buttonGroup}>
          <Button size="sm" variant="secondary" disabled={busy === 'reading'} onClick={props.onSave}>
            Save as file
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy !== null}
            onClick={() => fileInput.current?.click()}
          >
            {busy === 'open' ? 'Opening…' : 'Open file'}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            aria-label="Open a resume saved as a file"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that choosing the same file again still opens it.
              event.target.value = '';
              if (file) props.onOpen(file);
            }}
          />
          <Button size="sm" variant="secondary" disabled={busy === 'reading'} onClick={props.onPrint}>
            Print
          </Button>
        </div>
        <div className={styles.buttonGroup}>
          <Button
            size="sm"
            variant="ghost"
            id="rb-ask-sample"
            disabled={busy === 'reading'}
            onClick={() => props.onAsk('sample')}
          >
            Start from sample
          </Button>
          <Button
            size="sm"
            variant="ghost"
            id="rb-ask-clear"
            disabled={busy === 'reading'}
            onClick={() => props.onAsk('clear')}
          >
            Clear all
          </Button>
        </div>
      </div>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby="rb-confirm-text">
          <p id="rb-confirm-text" className={styles.confirmText}>
            {CONFIRM_TEXT[confirming].question}
          </p>
          <div className={styles.buttonGroup}>
            <Button size="sm" variant="secondary" id="rb-confirm-yes" onClick={props.onConfirm}>
              {CONFIRM_TEXT[confirming].action}
            </Button>
            <Button size="sm" variant="ghost" id="rb-confirm-no" onClick={props.onCancel}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      <div className={styles.statusRow}>
        <p
          id="rb-status"
          role="status"
          aria-live="polite"
          className={cx(
            styles.notice,
            notice?.tone === 'error' && styles.noticeError,
            notice?.tone === 'success' && styles.noticeSuccess,
          )}
        >
          {notice?.text ?? ''}
        </p>
        {props.canUndo ? (
          <button type="button" id="rb-undo" className={styles.smallButton} onClick={props.onUndo}>
            Undo
          </button>
        ) : null}
        <p className={styles.draftState}>
          {draft === 'saved'
            ? 'Draft saved in this browser.'
            : draft === 'failed'
              ? 'This browser did not let the draft be saved: use Save as file.'
              : draft === 'paused'
                ? 'Autosave is paused so your earlier draft is kept; reload the page.'
                : 'Your resume stays in this browser; nothing is uploaded.'}
        </p>
      </div>
    </div>
  );
}
