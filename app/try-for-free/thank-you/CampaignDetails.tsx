'use client';

import { useSearchParams } from 'next/navigation';
import { readUtm, type UtmKey } from '@/lib/utm';
import styles from './thank-you.module.css';

const LABELS: Record<UtmKey, string> = {
  utm_source: 'Source',
  utm_medium: 'Medium',
  utm_campaign: 'Campaign',
  utm_content: 'Content',
  utm_term: 'Term',
};

/**
 * The campaign the visitor signed up from, carried over from the trial page. Shown as plain text
 * (React escapes it; nothing from the URL becomes markup or a link). The lead forms opened from
 * this page read the same utm_source, so a request sent from here keeps its attribution.
 */
export function CampaignDetails() {
  const utm = readUtm(useSearchParams());
  const entries = (Object.keys(LABELS) as UtmKey[]).flatMap((key) => {
    const value = utm[key];
    return value ? [{ key, label: LABELS[key], value }] : [];
  });
  if (entries.length === 0) return null;
  return (
    <section className={styles.campaign} aria-labelledby="campaign-title" data-testid="campaign-details">
      <h2 id="campaign-title">Your sign-up reference</h2>
      <p>These campaign details stay with any request you send from this page.</p>
      <dl>
        {entries.map((entry) => (
          <div key={entry.key} data-utm={entry.key}>
            <dt>{entry.label}</dt>
            <dd>{entry.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
