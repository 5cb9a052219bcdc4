'use client';

import { embedSnippet } from '@/lib/tools/embed';
import { actionButton } from './buttons';
import { CopyButton } from './CopyButton';
import { OfflineNote } from './OfflineNote';
import styles from './kit.module.css';
import { useCopy } from './useCopy';
import { useHydrated } from './useHydrated';

/**
 * Under every tool: "Copy link" (the address as it stands, so a family that keeps its inputs in the
 * address shares them too) and "Embed this tool" (the frame code for another site). In the browser
 * the code names the origin the visitor is on; on the server, the site's configured one.
 */
export function ShareTool({ slug, name, siteOrigin }: { slug: string; name: string; siteOrigin: string }) {
  const hydrated = useHydrated();
  const link = useCopy();
  const origin = hydrated ? window.location.origin : siteOrigin;
  const code = embedSnippet({ origin, slug, title: `${name} by Quotient` });
  const codeId = `embed-code-${slug}`;
  return (
    <div className={`${styles.share} no-print`}>
      <div className={styles.actions}>
        <button
          type="button"
          className={actionButton}
          onClick={() =>
            void link.copy(window.location.href, 'Link copied: it opens this tool as it is now.')
          }
          disabled={!hydrated}
        >
          {link.state === 'copied' ? 'Copied' : 'Copy link'}
        </button>
        <span role="status" className={link.state === 'failed' ? styles.copyFailed : styles.copyDone}>
          {link.state === 'failed'
            ? 'Copying was blocked: copy the address from the address bar.'
            : link.message}
        </span>
      </div>
      <OfflineNote />
      <details className={styles.embedFold}>
        <summary className={actionButton}>Embed this tool</summary>
        <p className={styles.embedHelp}>
          Paste this code into your page. The frame grows with the tool, and visitors can open the full page
          from the link under it.
        </p>
        <label htmlFor={codeId} className="visually-hidden">
          Embed code for {name}
        </label>
        <textarea id={codeId} className={styles.embedCode} readOnly rows={5} value={code} />
        <div className={styles.actions}>
          <CopyButton
            label="Copy embed code"
            text={() => code}
            done="Embed code copied."
            fallbackId={codeId}
          />
        </div>
      </details>
    </div>
  );
}
