import { cx } from '@/components/ui/cx';
import type { CheckLevel, CheckReport } from '@/lib/career/resume/checklist';
import styles from './builder.module.css';

const LEVEL_LABEL: Record<CheckLevel, string> = { fix: 'Fix', improve: 'Improve', tip: 'Tip' };

const count = (report: CheckReport, level: CheckLevel) =>
  report.items.filter((item) => item.level === level).length;

/** The checklist, worked out as the resume changes; each item takes the visitor to the field to fix. */
export function Checklist({ report, onGo }: { report: CheckReport; onGo: (target: string) => void }) {
  const fix = count(report, 'fix');
  const improve = count(report, 'improve');
  const tips = count(report, 'tip');
  return (
    <section id="rb-check" className={styles.report} aria-labelledby="rb-check-title">
      <h2 id="rb-check-title" className={styles.paneTitle}>
        Resume check
      </h2>
      <p className={styles.reportSummary}>
        {report.items.length === 0
          ? `Nothing to fix: all ${report.passed} checks passed.`
          : `${fix} to fix · ${improve} to improve · ${tips} ${tips === 1 ? 'tip' : 'tips'} · ${report.passed} checks passed.`}
      </p>
      {report.items.length ? (
        <ul className={styles.reportItems}>
          {report.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={cx(styles.reportItem, styles[item.level])}
                onClick={() => onGo(item.target)}
              >
                <span className={styles.badge}>{LEVEL_LABEL[item.level]}</span>
                <span>{item.message}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
