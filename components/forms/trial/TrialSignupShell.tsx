'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { readTrialDraft, saveTrialDraft } from '@/lib/trial/draft';
import { HONEYPOT_NAME } from '@/lib/leads/bot-check';
import type { TrialSignupForm } from './TrialSignupForm';
import styles from './trial.module.css';
import { TRIAL_BUSY_LABEL, TRIAL_EMAIL_INPUT, TRIAL_WORDING } from './trial-wording';

type FullForm = typeof TrialSignupForm;
type Intent = 'none' | 'submit';

/**
 * The trial form as a light shell: the same markup as TrialSignupForm (its compact variant in the
 * home and product heroes, the full one on /try-for-free/) with nothing but React state behind it.
 * react-hook-form, zod, TanStack Query and the sign-up code would put a marketing page far over its
 * script budget, so they load when the visitor shows intent (pointer over the
 * form, focus, submit) and the real form takes the shell's place with what was typed, the focus,
 * and a pending submit.
 */
export function TrialSignupShell({
  variant = 'compact',
  honeypot,
}: {
  variant?: 'compact' | 'full';
  /** The hidden bot trap, rendered by the server (TrialSignup) so the shell ships none of its code. */
  honeypot?: ReactNode;
}) {
  const { label: LABEL, submit: SUBMIT, hint: HINT } = TRIAL_WORDING[variant];
  const id = useId();
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  const [email, setEmail] = useState('');
  const [intent, setIntent] = useState<Intent>('none');
  const [Form, setForm] = useState<{
    component: FullForm;
    takeFocus: boolean;
    trapped?: string;
  } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Pointing at the form starts the load, so the real form can arrive between the press and the
  // release of a click; that click would be lost with the shell's button, so a press counts.
  const pressing = useRef(false);

  useEffect(() => {
    // A reload while a sign-up was under way: the email typed before it is still this tab's.
    const draft = readTrialDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is only readable after hydration
    if (draft) setEmail((typed) => typed || draft);
  }, []);

  const load = () => {
    loading.current ??= import('./TrialSignupForm').then(
      (module) => {
        if (pressing.current) setIntent('submit');
        setForm({
          component: module.TrialSignupForm,
          takeFocus: document.activeElement === inputRef.current,
          trapped: (formRef.current?.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null)?.value,
        });
      },
      () => {
        // Offline or a failed deploy: say so, keep the typed email, and let the next press try again.
        loading.current = null;
        setIntent('none');
        setLoadFailed(true);
      },
    );
  };

  if (Form) {
    const Full: ComponentType<Parameters<FullForm>[0]> = Form.component;
    return (
      <Full
        variant={variant}
        initialEmail={email}
        takeFocus={Form.takeFocus}
        submitOnMount={intent === 'submit'}
        initialTrap={Form.trapped}
      />
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLoadFailed(false);
    setIntent('submit');
    load();
  };

  const emailId = `${id}-email`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const waiting = intent === 'submit';
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onPointerEnter={load}
      className={variant === 'compact' ? `${styles.form} ${styles.compact}` : styles.form}
      aria-busy={waiting}
      data-hydrated={hydrated ? 'true' : undefined}
      data-testid="trial-signup-form"
      data-shell="true"
    >
      <label htmlFor={emailId} className={styles.label}>
        {LABEL}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={emailId}
          name="email"
          {...TRIAL_EMAIL_INPUT}
          className={styles.input}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            saveTrialDraft(event.target.value);
          }}
          onFocus={load}
          aria-describedby={loadFailed ? `${errorId} ${hintId}` : hintId}
        />
        {/* The button's look without the Button module: the shell's script is counted in bytes. */}
        <button
          type="submit"
          className={buttonClass({ size: variant === 'compact' ? 'md' : 'lg' }, styles.submit)}
          disabled={!hydrated || waiting}
          onPointerDown={() => (pressing.current = true)}
          onPointerUp={() => (pressing.current = false)}
          onPointerLeave={() => (pressing.current = false)}
        >
          {waiting ? TRIAL_BUSY_LABEL : SUBMIT}
        </button>
      </div>
      {loadFailed ? (
        <p id={errorId} role="alert" className={styles.loadError}>
          The sign-up form could not load. Check your connection and press {SUBMIT} again; your email is still
          here.
        </p>
      ) : null}
      {honeypot}
      <p id={hintId} className={styles.hint}>
        {HINT}
      </p>
    </form>
  );
}
