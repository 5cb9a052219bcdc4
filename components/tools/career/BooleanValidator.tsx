'use client';

import { useId, useState } from 'react';
import { validateBoolean, type BooleanIssue } from '@/lib/career/boolean/validate';
import fieldStyles from '../fields/fields.module.css';
import styles from '../utilities/utilities.module.css';
import kitStyles from '../kit/kit.module.css';

const CONTEXT = 28;

/** The query around an issue, with the characters at fault marked. */
function Pointer({ query, issue }: { query: string; issue: BooleanIssue }) {
  const start = Math.max(0, issue.index - CONTEXT);
  const end = Math.min(query.length, issue.index + issue.length + CONTEXT);
  return (
    <span className={styles.pointer}>
      {start > 0 ? '…' : ''}
      {query.slice(start, issue.index)}
      <mark className={styles.mark}>{query.slice(issue.index, issue.index + issue.length) || ' '}</mark>
      {query.slice(issue.index + issue.length, end)}
      {end < query.length ? '…' : ''}
    </span>
  );
}

/** Checks a pasted boolean string and points at each problem. */
export function BooleanValidator() {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [query, setQuery] = useState('');
  const issues = query.trim() ? validateBoolean(query) : [];

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Check a boolean string
      </h2>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-query`}>
          Paste a search string
        </label>
        <textarea
          id={`${id}-query`}
          className={`${fieldStyles.input} ${fieldStyles.textarea} ${styles.mono}`}
          spellCheck={false}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-invalid={issues.some((i) => i.severity === 'error') ? true : undefined}
          placeholder={'("Software Engineer" OR Developer) AND Python NOT intern'}
        />
      </div>
      <div role="status" aria-live="polite" data-validator>
        {!query.trim() ? (
          <p className={styles.small}>
            Checks quotes and parentheses, operator capitals and operators with nothing on one side.
          </p>
        ) : issues.length === 0 ? (
          <p className={kitStyles.good}>
            <strong>No problems found:</strong> quotes and parentheses are balanced and every operator joins
            two terms.
          </p>
        ) : (
          <>
            <p className={issues.some((i) => i.severity === 'error') ? kitStyles.bad : styles.warn}>
              <strong>
                {issues.length} {issues.length === 1 ? 'problem' : 'problems'} found
              </strong>
            </p>
            <ul className={styles.issues}>
              {issues.map((issue) => (
                <li key={`${issue.index}-${issue.message}`}>
                  <span className={issue.severity === 'error' ? kitStyles.bad : styles.warn}>
                    {issue.severity === 'error' ? 'Error: ' : 'Warning: '}
                  </span>
                  {issue.message}
                  <br />
                  <Pointer query={query} issue={issue} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
