'use client';

import type { ModalContentProps } from '@/components/modals/props';
import { resolveTemplateDownload } from '@/content/downloads/template-download';
import { modalHref } from '@/lib/modals';
import { LeadForm } from './LeadForm';
import styles from './lead.module.css';

/** `#freeTemplateDownload=<resource link>`: the lead is sent, then the template downloads. */
export default function TemplateDownloadModal({ arg, close, titleId }: ModalContentProps) {
  const download = resolveTemplateDownload(arg);
  if (!download) {
    return (
      <div className={styles.modal}>
        <h2 id={titleId}>We do not have that template</h2>
        <p className={styles.intro}>
          The link that opened this window does not name one of the templates on this site, so nothing will
          download. Pick the template again from the page you came from, or{' '}
          <a href={modalHref('contactUs')}>ask our team</a> and we will email it to you.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.modal}>
      <p className={styles.eyebrow}>Free template</p>
      <h2 id={titleId}>Get your free template</h2>
      <p className={styles.intro}>Tell us who you are and your download starts straight away.</p>
      <p className={styles.file}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
          <path d="M14 3v5h5M12 11v6M9 14l3 3 3-3" />
        </svg>
        <span>{download.fileName}</span>
      </p>
      <LeadForm formId="freeTemplateDownload" download={download} onSent={close} />
    </div>
  );
}
