'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/Button';
import {
  CONSENT_CHANGED,
  CONSENT_KEY,
  CONSENT_OPEN,
  readChoice,
  saveChoice,
  type ConsentPurpose,
} from '@/lib/consent/choice';
import styles from './ConsentBanner.module.css';

const PURPOSES: { id: ConsentPurpose; label: string; text: string }[] = [
  {
    id: 'analytics',
    label: 'Analytics',
    text: 'Counts page views and clicks with Google Analytics, which sets its own cookies, so we can see which pages help.',
  },
  {
    id: 'experiments',
    label: 'A/B testing',
    text: 'Shows some visitors a variant of a page and measures which one works better.',
  },
];

function subscribe(onChange: () => void) {
  window.addEventListener(CONSENT_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CONSENT_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}
const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * Asks before anything that is not strictly necessary runs: accept all, reject all, or choose.
 * Rejecting is as easy as accepting. It shows only to a visitor with no stored choice (never on the
 * server, so a returning visitor sees no flash), and the footer's "Cookie settings" reopens it.
 * `ConsentGate` loads it only when it has something to show; `reopen` says it was loaded by
 * "Cookie settings", whose event fired before this listened.
 */
export default function ConsentBanner({ reopen = false }: { reopen?: boolean }) {
  const id = useId();
  const decided = useSyncExternalStore(
    subscribe,
    () => storage()?.getItem(CONSENT_KEY) ?? '',
    () => 'server',
  );
  const [reopened, setReopened] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [picks, setPicks] = useState<Record<ConsentPurpose, boolean>>({
    analytics: false,
    experiments: false,
  });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const open = () => {
      const current = readChoice(storage());
      setPicks({ analytics: current?.analytics ?? false, experiments: current?.experiments ?? false });
      setChoosing(true);
      setReopened(true);
      requestAnimationFrame(() => heading.current?.focus());
    };
    if (reopen) open();
    window.addEventListener(CONSENT_OPEN, open);
    return () => window.removeEventListener(CONSENT_OPEN, open);
  }, [reopen]);

  const hasChoice = decided !== 'server' && readChoice(storage()) !== null;
  if (decided === 'server' || (hasChoice && !reopened)) return null;

  const decide = (choice: Record<ConsentPurpose, boolean>) => {
    saveChoice(storage(), choice);
    setReopened(false);
    setChoosing(false);
  };

  return (
    <section className={styles.banner} aria-labelledby={`${id}-title`} data-testid="consent-banner">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.title}>
            Cookies and measurement
          </h2>
          <p>
            With your consent we measure visits and test page variants. Nothing of this runs until you agree,
            and you can change your mind at any time from <strong>Cookie settings</strong> at the foot of
            every page.
          </p>
        </div>
        {choosing ? (
          <form
            className={styles.choices}
            onSubmit={(event) => {
              event.preventDefault();
              decide(picks);
            }}
          >
            <fieldset>
              <legend className="visually-hidden">What you agree to</legend>
              {PURPOSES.map((purpose) => (
                <label key={purpose.id} className={styles.purpose}>
                  <input
                    type="checkbox"
                    checked={picks[purpose.id]}
                    onChange={(event) => setPicks({ ...picks, [purpose.id]: event.target.checked })}
                  />
                  <span>
                    <strong>{purpose.label}</strong>
                    <span className={styles.purposeText}>{purpose.text}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className={styles.actions}>
              <Button type="submit">Save my choices</Button>
            </div>
          </form>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={() => decide({ analytics: true, experiments: true })}>Accept all</Button>
          <Button onClick={() => decide({ analytics: false, experiments: false })}>Reject all</Button>
          {choosing ? null : (
            <Button variant="secondary" onClick={() => setChoosing(true)}>
              Choose
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
