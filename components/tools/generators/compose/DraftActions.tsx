'use client';

import { useState } from 'react';
import { emlFile, fileName, mailtoHref } from '@/lib/generators/compose/mail';
import { MIME, saveFile } from '@/lib/kit/save-file';
import { draftText } from '@/lib/generators/compose/text';
import type { Draft } from '@/lib/generators/compose/types';
import type { DraftAction } from '@/lib/generators/compose/views';
import { actionButton } from '../../kit/buttons';
import { CopyButton } from '@/components/tools/kit/CopyButton';
import styles from './compose.module.css';

/**
 * What the visitor does with a draft: copy it, open it in the mail app, save it as a text or email
 * file, print it or download it as Word. The Word writer loads only on that click.
 */
export function DraftActions({
  draft,
  actions,
  stem,
  who,
  targetId,
  copyLabel = 'Copy',
}: {
  draft: Draft;
  actions: readonly DraftAction[];
  stem: string;
  who?: string;
  /** The element selected when the clipboard is refused. */
  targetId: string;
  copyLabel?: string;
}) {
  const [fileStatus, setFileStatus] = useState('');
  const subject = draft.subjects?.[0] ?? '';

  const downloadWord = async () => {
    if (!draft.letter) return;
    setFileStatus('Preparing the Word file…');
    try {
      const [{ letterDocument }, { renderFile, saveFile }] = await Promise.all([
        import('@/lib/generators/compose/letter/document'),
        import('@/lib/documents/download'),
      ]);
      const bytes = await renderFile('docx', letterDocument(draft.letter));
      saveFile(bytes, fileName(stem, who, 'docx'), 'docx');
      setFileStatus('Word file downloaded.');
    } catch {
      setFileStatus('The Word file could not be created. Please try again, or copy the text instead.');
    }
  };

  return (
    <div className={`${styles.actions} no-print`}>
      <CopyButton
        label={copyLabel}
        text={() => draftText(draft)}
        done="Copied."
        fallbackId={targetId}
        primary
      />
      {actions.map((action) => {
        switch (action) {
          case 'mail':
            return (
              <a key={action} className={actionButton} href={mailtoHref(subject, draft.body)}>
                Open in mail app
              </a>
            );
          case 'eml':
            return (
              <button
                key={action}
                type="button"
                className={actionButton}
                onClick={() =>
                  saveFile(emlFile(subject, draft.body), fileName(stem, who, 'eml'), 'message/rfc822')
                }
              >
                Download .eml
              </button>
            );
          case 'txt':
            return (
              <button
                key={action}
                type="button"
                className={actionButton}
                onClick={() => saveFile(draftText(draft), fileName(stem, who, 'txt'), MIME.text)}
              >
                Download .txt
              </button>
            );
          case 'print':
            return (
              <button key={action} type="button" className={actionButton} onClick={() => window.print()}>
                Print
              </button>
            );
          case 'docx':
            return (
              <button key={action} type="button" className={actionButton} onClick={downloadWord}>
                Download Word
              </button>
            );
        }
      })}
      {actions.includes('docx') ? (
        <span role="status" className={styles.fileStatus}>
          {fileStatus}
        </span>
      ) : null}
    </div>
  );
}
