'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { trackEvent } from '@/lib/analytics/ga';
import { loadBlockedDomains } from '@/lib/email/blocked-domains';
import { env } from '@/lib/env';
import { clearTrialDraft, saveTrialDraft } from '@/lib/trial/draft';
import { attemptKeyFor, clearTrialAttempt } from '@/lib/trial/attempt';
import { TRIAL_SIGNUP_EVENT, markTrialStarted, thankYouHref } from '@/lib/trial/flow';
import { signUpForTrial } from '@/lib/trial/signup';
import { storeTrialToken } from '@/lib/trial/token';
import { Honeypot, useBotCheck } from '../Honeypot';
import { QueryProvider } from '../QueryProvider';
import forms from '../forms.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { trialSignupSchema, type TrialSignupValues } from './trial-schema';
import styles from './trial.module.css';
import { TRIAL_BUSY_LABEL, TRIAL_EMAIL_INPUT, TRIAL_WORDING } from './trial-wording';

type Props = {
  /** `compact` sits under a hero's buttons: it words itself as the shortcut it is, with a one-line hint. */
  variant?: 'full' | 'compact';
  submitLabel?: string;
  /** What was typed into the light shell (TrialSignupShell) before this form loaded. */
  initialEmail?: string;
  /** Take over the focus from the shell's field, caret at the end, so typing carries on. */
  takeFocus?: boolean;
  /** The visitor pressed submit in the shell before this form loaded: submit as soon as it is here. */
  submitOnMount?: boolean;
  /** What the shell's honeypot held, so a bot that filled it is still caught after the swap. */
  initialTrap?: string;
};

const WORDING = TRIAL_WORDING;

/** The trial sign-up: one work-email field, checked in a fixed order (empty, format, business), then the sign-up call. */
export function TrialSignupForm(props: Props) {
  return (
    <QueryProvider>
      <SignupForm {...props} />
    </QueryProvider>
  );
}

function SignupForm({
  variant = 'full',
  submitLabel = WORDING[variant].submit,
  initialEmail = '',
  takeFocus = false,
  submitOnMount = false,
  initialTrap,
}: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const emailId = `${id}-email`;
  const hydrated = useHydrated();
  const router = useRouter();
  const inFlight = useRef(false);
  const bot = useBotCheck();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TrialSignupValues>({
    resolver: zodResolver(trialSignupSchema),
    defaultValues: { email: initialEmail },
  });

  // Layout effect: runs before the browser paints or handles the next key, so no keystroke is lost.
  useLayoutEffect(() => {
    const input = formRef.current?.querySelector('input');
    if (takeFocus && input) {
      input.focus();
      // Email inputs have no setSelectionRange; re-setting the value puts the caret at the end.
      const typed = input.value;
      input.value = '';
      input.value = typed;
    }
    if (submitOnMount) formRef.current?.requestSubmit();
    // Once, when the form replaces the shell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signup = useMutation({
    // Offline, TanStack Query would hold the request with the button stuck on its busy label;
    // the visitor is told at once instead (SIGNUP_MESSAGES.network).
    networkMode: 'always',
    mutationFn: (email: string) =>
      signUpForTrial(email, {
        apiUrl: env.trialApiUrl,
        siteOrigin: window.location.origin,
        idempotencyKey: attemptKeyFor(email),
      }),
    onSuccess: (linkToken, email) => {
      clearTrialDraft();
      clearTrialAttempt();
      storeTrialToken(linkToken);
      markTrialStarted();
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
        if (bot.isAutomated()) {
          // Nothing is sent and nothing stored; the bot sees the page a sign-up leads to.
          signedUp = true;
          router.push(thankYouHref(window.location.search));
          return;
        }
        // Kept for this tab until the sign-up succeeds, so a reload mid-request keeps the email.
        saveTrialDraft(email);
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
      ref={formRef}
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
          {...TRIAL_EMAIL_INPUT}
          className={styles.input}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={[fieldError || serverError ? errorId : '', hintId].filter(Boolean).join(' ')}
          {...register('email', {
            onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
              saveTrialDraft(event.target.value);
              if (signup.isError) signup.reset();
            },
          })}
          onFocus={() => void loadBlockedDomains().catch(() => undefined)}
        />
        <Button
          type="submit"
          size={variant === 'compact' ? 'md' : 'lg'}
          className={styles.submit}
          disabled={!hydrated || busy}
        >
          {busy ? TRIAL_BUSY_LABEL : submitLabel}
        </Button>
      </div>
      {fieldError ? (
        <p id={errorId} role="alert" className={forms.error} data-testid="trial-email-error">
          {fieldError}
        </p>
      ) : serverError ? (
        <div id={errorId} role="alert" className={forms.notice}>
          <strong data-testid="trial-submit-error">{serverError}</strong>
          <span>Your email is still in the field, so you can try again.</span>
        </div>
      ) : null}
      <Honeypot trap={bot.trap} defaultValue={initialTrap} />
      <p id={hintId} className={styles.hint}>
        {WORDING[variant].hint}
      </p>
    </form>
  );
}
