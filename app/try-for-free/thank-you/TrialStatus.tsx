'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { TRIAL_PAGE_PATH, trialJustStarted } from '@/lib/trial/flow';
import { withUtm } from '@/lib/utm';
import styles from './thank-you.module.css';

// Neither value changes while the page is open, so there is nothing to subscribe to.
const subscribe = () => () => {};

/**
 * The top of the thank-you page: "your trial has started" only for a visitor whose sign-up just
 * succeeded in this tab (the form's session flag), "start your free trial" for anyone else.
 * The exported HTML holds the direct-visit wording, the one that is true for every reader of the
 * file; a visitor arriving from the form renders on the client and sees the started wording at once.
 * Campaign values stay in the address, where analytics and the lead forms read them, and are never
 * shown: they are not the visitor's business and a crafted link could make them say anything.
 */
export function TrialStatus({ started }: { started: ReactNode }) {
  const justStarted = useSyncExternalStore(
    subscribe,
    () => trialJustStarted(),
    () => false,
  );
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  if (justStarted) return started;
  return (
    <header className={styles.header} data-testid="trial-not-started">
      <h1>Start your free trial</h1>
      <p className={styles.lead}>
        Sign up with your work email and we will send you a sign-in link. Already signed up? Open the link in
        the email we sent you.
      </p>
      <ButtonLink href={withUtm(TRIAL_PAGE_PATH, search)} size="lg">
        Start your free trial
      </ButtonLink>
    </header>
  );
}
