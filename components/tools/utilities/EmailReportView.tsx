import { KIND_LABELS, type EmailReport } from '@/lib/utilities/email/classify';
import styles from './utilities.module.css';
import kitStyles from '../kit/kit.module.css';

/** The checks on one address, as the single-address view shows them. */
export function EmailReportView({
  report,
  onUseSuggestion,
}: {
  report: EmailReport;
  onUseSuggestion: (s: string) => void;
}) {
  return (
    <>
      <p className={report.valid ? kitStyles.good : kitStyles.bad}>
        <strong>
          {report.valid ? 'The address is well formed.' : `Not a valid address: ${report.problem}`}
        </strong>
      </p>
      {report.suggestion ? (
        <p className={styles.warn}>
          Did you mean{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onUseSuggestion(report.suggestion!)}
          >
            {report.suggestion}
          </button>
          ?
        </p>
      ) : null}
      {report.valid ? (
        <dl className={styles.pairs}>
          <div>
            <dt>Domain</dt>
            <dd>{report.domain}</dd>
          </div>
          <div>
            <dt>Domain type</dt>
            <dd data-email-kind>{KIND_LABELS[report.kind]}</dd>
          </div>
          <div>
            <dt>Role address</dt>
            <dd>{report.role ? 'Yes: a shared or team inbox' : 'No: looks like a person'}</dd>
          </div>
          <div>
            <dt>Plus tag</dt>
            <dd>{report.tag !== null ? `+${report.tag}` : 'None'}</dd>
          </div>
          <div>
            <dt>Mailbox it reaches</dt>
            <dd>{report.canonical}</dd>
          </div>
        </dl>
      ) : null}
      {report.notes.filter((n) => !n.startsWith('Did you mean')).length ? (
        <ul className={styles.issues}>
          {report.notes
            .filter((n) => !n.startsWith('Did you mean'))
            .map((note) => (
              <li key={note}>{note}</li>
            ))}
        </ul>
      ) : null}
    </>
  );
}
