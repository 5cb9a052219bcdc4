'use client';

import { useId, useMemo, useState } from 'react';
import { MIME, saveFile } from '@/lib/kit/save-file';
import { EMAIL_LISTS } from '@/content/tools/utilities/email-lists';
import { bulkCsv, checkBulk, MAX_BULK, splitAddresses, type BulkRow } from '@/lib/utilities/email/bulk';
import { classifyEmail, KIND_LABELS } from '@/lib/utilities/email/classify';
import { Method } from '@/components/tools/kit/Method';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { EmailReportView } from './EmailReportView';
import { useBlockedDomains } from './useBlockedDomains';
import fieldStyles from '../fields/fields.module.css';
import { actionButton, primaryActionButton } from '../kit/buttons';
import styles from './utilities.module.css';
import kitStyles from '../kit/kit.module.css';

type Mode = 'single' | 'bulk';

function rowSummary(row: BulkRow): string {
  if (!row.valid) return `Invalid: ${row.problem}`;
  const parts = [KIND_LABELS[row.kind]];
  if (row.role) parts.push('role address');
  if (row.duplicateOf) parts.push(`same mailbox as row ${row.duplicateOf}`);
  return parts.join('; ');
}

/**
 * Checks email addresses on the device: syntax, free or business domain, disposable services,
 * role addresses, likely typos, plus tags and Gmail dots. No mailbox or MX lookup.
 */
export function EmailLookupIsland({ method }: { method: readonly string[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const domains = useBlockedDomains();
  const [mode, setMode] = useState<Mode>('single');
  const [address, setAddress] = useState('');
  const [bulkText, setBulkText] = useState('');
  const [rows, setRows] = useState<BulkRow[] | null>(null);
  const [dropped, setDropped] = useState(0);
  const [downloaded, setDownloaded] = useState('');

  const report = useMemo(
    () => (address.trim() ? classifyEmail(address, domains.blocked, EMAIL_LISTS) : null),
    [address, domains.blocked],
  );
  // Re-derive the table once the domain list arrives, so "Not checked yet" fills itself in.
  const shownRows = useMemo(
    () =>
      rows
        ? checkBulk(
            rows.map((r) => r.input),
            domains.blocked,
            EMAIL_LISTS,
          )
        : null,
    [rows, domains.blocked],
  );

  const runBulk = () => {
    const split = splitAddresses(bulkText);
    setDropped(split.dropped);
    setRows(checkBulk(split.addresses, domains.blocked, EMAIL_LISTS));
    setDownloaded('');
  };

  const download = () => {
    if (!shownRows) return;
    saveFile(bulkCsv(shownRows), 'email-check.csv', MIME.csv);
    setDownloaded('Downloaded email-check.csv.');
  };

  const counts = shownRows
    ? {
        valid: shownRows.filter((r) => r.valid).length,
        invalid: shownRows.filter((r) => !r.valid).length,
        free: shownRows.filter((r) => r.kind === 'free').length,
        business: shownRows.filter((r) => r.kind === 'business').length,
        disposable: shownRows.filter((r) => r.kind === 'disposable').length,
        role: shownRows.filter((r) => r.role).length,
        duplicates: shownRows.filter((r) => r.duplicateOf).length,
      }
    : null;

  return (
    <div
      className={styles.island}
      data-ready={hydrated ? 'true' : undefined}
      onPointerEnter={domains.load}
      onFocus={domains.load}
    >
      <p className={styles.note}>
        Every check runs in your browser and nothing you paste is sent anywhere. That also means the mailbox
        itself is not contacted and the domain’s mail (MX) records are not looked up, so a well-formed address
        on a real domain can still bounce.
      </p>
      <fieldset className={styles.checks}>
        <legend className={styles.legend}>Check</legend>
        <div className={styles.segmented}>
          {(['single', 'bulk'] as const).map((m) => (
            <label key={m}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
              />
              {m === 'single' ? 'One address' : `A list (up to ${MAX_BULK.toLocaleString('en-US')})`}
            </label>
          ))}
        </div>
      </fieldset>
      {domains.state === 'loading' ? (
        <p role="status" className={styles.status}>
          Loading the list of free and disposable mail domains…
        </p>
      ) : domains.state === 'failed' ? (
        <p role="alert" className={`${styles.status} ${kitStyles.bad}`}>
          The list of free mail domains could not be loaded, so domain types show as “Not checked yet”. Check
          your connection and click the page to try again.
        </p>
      ) : null}

      {mode === 'single' ? (
        <div className={styles.card}>
          <div className={styles.inputs}>
            <div className={fieldStyles.field}>
              <label className={fieldStyles.label} htmlFor={`${id}-address`}>
                Email address
              </label>
              <input
                id={`${id}-address`}
                className={fieldStyles.input}
                type="text"
                inputMode="email"
                autoComplete="off"
                spellCheck={false}
                placeholder="jane.doe@company.com"
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                aria-invalid={report && !report.valid ? true : undefined}
                aria-describedby={report && !report.valid ? `${id}-address-error` : undefined}
              />
              {report && !report.valid ? (
                <p id={`${id}-address-error`} className={fieldStyles.error}>
                  {report.problem}
                </p>
              ) : null}
            </div>
          </div>
          <section className={styles.result} aria-labelledby={`${id}-single-title`}>
            <h2 id={`${id}-single-title`} className={kitStyles.resultTitle}>
              What we can tell
            </h2>
            <div role="status" aria-live="polite" className={styles.list} data-email-result>
              {report ? (
                <EmailReportView report={report} onUseSuggestion={setAddress} />
              ) : (
                <p className={styles.small}>Type an address to check it.</p>
              )}
            </div>
          </section>
        </div>
      ) : (
        <section className={styles.panel} aria-labelledby={`${id}-bulk-title`}>
          <h2 id={`${id}-bulk-title`} className={styles.title}>
            Check a list
          </h2>
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={`${id}-bulk`}>
              Addresses, one a line (commas and semicolons work too)
            </label>
            <textarea
              id={`${id}-bulk`}
              className={`${fieldStyles.input} ${fieldStyles.textarea} ${styles.mono}`}
              value={bulkText}
              spellCheck={false}
              onChange={(e) => setBulkText(e.target.value)}
            />
          </div>
          <div className={styles.row}>
            <button
              type="button"
              className={primaryActionButton}
              onClick={runBulk}
              disabled={!bulkText.trim()}
            >
              Check addresses
            </button>
            <button type="button" className={actionButton} onClick={download} disabled={!shownRows?.length}>
              Download CSV
            </button>
          </div>
          <p role="status" aria-live="polite" className={styles.status} data-bulk-summary>
            {counts
              ? `${shownRows!.length} checked: ${counts.valid} valid, ${counts.invalid} invalid, ${counts.business} business, ${counts.free} free, ${counts.disposable} disposable, ${counts.role} role, ${counts.duplicates} duplicate.` +
                (dropped
                  ? ` Only the first ${MAX_BULK.toLocaleString('en-US')} were checked; ${dropped} left out.`
                  : '')
              : ''}
          </p>
          <p role="status" className={styles.status}>
            {downloaded}
          </p>
          {shownRows?.length ? (
            <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Results table">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Address</th>
                    <th scope="col">Result</th>
                    <th scope="col">Suggestion</th>
                  </tr>
                </thead>
                <tbody>
                  {shownRows.map((row, index) => (
                    <tr key={index}>
                      <td>{index + 1}</td>
                      <td className={styles.mono}>{row.input}</td>
                      <td className={row.valid ? undefined : kitStyles.bad}>{rowSummary(row)}</td>
                      <td>{row.suggestion ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      )}
      <Method method={method} />
    </div>
  );
}
