'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { trackEvent } from '@/lib/analytics/ga';
import { loadBlockedDomains } from '@/lib/email/blocked-domains';
import { env } from '@/lib/env';
import { TRIAL_SIGNUP_EVENT, thankYouHref } from '@/lib/trial/flow';
import { signUpForTrial } from '@/lib/trial/signup';
import { storeTrialToken } from '@/lib/trial/token';
import { QueryProvider } from '../QueryProvider';
import { useHydrated } from '../useHydrated';
import { trialSignupSchema, type TrialSignupValues } from './trial-schema';
import styles from './trial.module.css';

type Props = {
  /** `compact` sits under a hero's buttons: it words itself as the shortcut it is, with a one-line hint. */
  variant?: 'full' | 'compact';
  submitLabel?: string;
};

const WORDING = {
  full: { label: 'Work email', submit: 'Start free trial' },
  compact: { label: 'Or start now with your work email', submit: 'Try it free' },
} as const;

/** The trial sign-up: one work-email field, checked in the spec's order, then the sign-up call. */
export function TrialSignupForm(props: Props) {
  return (
    <QueryProvider>
      <SignupForm {...props} />
    </QueryProvider>
  );
}

function SignupForm({ variant = 'full', submitLabel = WORDING[variant].submit }: Props) {
  const id = useId();
  const emailId = `${id}-email`;
  const hydrated = useHydrated();
  const router = useRouter();
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TrialSignupValues>({
    resolver: zodResolver(trialSignupSchema),
    defaultValues: { email: '' },
  });

  const signup = useMutation({
    mutationFn: (email: string) =>
      signUpForTrial(email, { apiUrl: env.trialApiUrl, siteOrigin: window.location.origin }),
    onSuccess: (linkToken, email) => {
      storeTrialToken(linkToken);
      void trackEvent(TRIAL_SIGNUP_EVENT, { Email: email });
      router.push(thankYouHref(window.location.search));
    },
  });

  // A ref, not state: two submit events in one tick must not both get through.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    signup.reset();
    let signedUp = false;
    try {
      await handleSubmit(async ({ email }) => {
        signedUp = await signup.mutateAsync(email).then(
          () => true,
          () => false,
        );
      })(event);
    } finally {
      // After success the page is leaving for the thank-you page: stay locked until it does.
      if (!signedUp) inFlight.current = false;
    }
  };

  const busy = isSubmitting || signup.isPending || signup.isSuccess;
  const fieldError = errors.email?.message;
  const serverError = signup.error?.message;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={variant === 'compact' ? `${styles.form} ${styles.compact}` : styles.form}
      aria-busy={busy}
      data-hydrated={hydrated ? 'true' : undefined}
      data-testid="trial-signup-form"
    >
      <label htmlFor={emailId} className={styles.label}>
        {WORDING[variant].label}
      </label>
      <div className={styles.row}>
        <input
          id={emailId}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder="you@company.com"
          className={styles.input}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={[fieldError || serverError ? errorId : '', hintId].filter(Boolean).join(' ')}
          {...register('email', {
            onChange: () => signup.isError && signup.reset(),
          })}
          onFocus={() => void loadBlockedDomains().catch(() => undefined)}
        />
        <Button
          type="submit"
          size={variant === 'compact' ? 'md' : 'lg'}
          className={styles.submit}
          disabled={!hydrated || busy}
        >
          {busy ? 'Starting your trial…' : submitLabel}
        </Button>
      </div>
      {fieldError ? (
        <p id={errorId} role="alert" className={styles.error} data-testid="trial-email-error">
          {fieldError}
        </p>
      ) : serverError ? (
        <div id={errorId} role="alert" className={styles.notice}>
          <strong data-testid="trial-submit-error">{serverError}</strong>
          <span>Your email is still in the field, so you can try again.</span>
        </div>
      ) : null}
      <p id={hintId} className={styles.hint}>
        {variant === 'compact'
          ? 'Use your company email. No credit card needed.'
          : 'Use your company email: free and disposable mailboxes cannot start a trial. No credit card needed.'}
      </p>
    </form>
  );
}
