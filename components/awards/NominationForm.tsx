'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@/components/forms/TextField';
import formStyles from '@/components/forms/forms.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { Button } from '@/components/ui/Button';
import { nominationColumns, nominationSchema, type Nomination } from '@/lib/awards/nomination';
import type { AwardSchedule } from '@/lib/awards/schedule';
import { AWARD_FORMS } from '@/lib/awards/vote';
import { env } from '@/lib/env';
import { formatLongDate as longDate } from '@/lib/kit/date-format';
import { enqueue, withdraw } from '@/lib/leads/outbox';
import { OUTBOX_SENT_EVENT } from '@/lib/leads/resend';
import { newSubmissionId, sendLead } from '@/lib/leads/submit';
import { trafficSource } from '@/lib/utm';
import { useAwardPhase } from './useAwardPhase';
import styles from './awards.module.css';

type Props = {
  programme: string;
  year: number;
  categories: readonly string[];
  /** Sales nominees are known by their job title, recruiting nominees by their company. */
  asks: 'role' | 'company';
  schedule: AwardSchedule;
  builtOn: string;
};

/** Nominate someone while nominations are open: sent to the lead endpoint as Form Name `awardNomination`. */
export function NominationForm({ programme, year, categories, asks, schedule, builtOn }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const { nominating, day } = useAwardPhase(schedule, builtOn);
  const schema = useMemo(() => nominationSchema(categories), [categories]);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The outbox entry kept after the last failed send, and whom it nominates.
  const [kept, setKept] = useState<{ id: string; nominee: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Nomination>({
    resolver: zodResolver(schema) as unknown as Resolver<Nomination>,
    defaultValues: {
      nomineeName: '',
      nomineeRole: '',
      nomineeCompany: '',
      nomineeLinkedIn: '',
      category: '',
      name: '',
      email: '',
      reason: '',
    },
  });

  // The kept nomination went once the connection came back: thank the visitor as for a direct send.
  useEffect(() => {
    if (!kept) return;
    const onSentLater = (event: Event) => {
      if ((event as CustomEvent<{ id: string }>).detail?.id !== kept.id) return;
      setKept(null);
      setFailure(null);
      setSent(kept.nominee);
    };
    window.addEventListener(OUTBOX_SENT_EVENT, onSentLater);
    return () => window.removeEventListener(OUTBOX_SENT_EVENT, onSentLater);
  }, [kept]);

  if (!nominating) {
    const opens = schedule.nominationsOpen;
    return (
      <p className={styles.closed} data-testid="nominations-closed">
        {day < opens
          ? `Nominations for the ${year} awards open on ${longDate(opens)}.`
          : `Nominations for the ${year} awards closed on ${longDate(schedule.nominationsClose)}.`}
      </p>
    );
  }

  if (sent) {
    return (
      <div className={styles.confirmation} role="status" data-testid="nomination-sent">
        <p className={styles.confirmationTitle}>Thank you: your nomination of {sent} is in.</p>
        <p>The panel reviews every nomination after {longDate(schedule.nominationsClose)}.</p>
        <Button
          variant="secondary"
          onClick={() => {
            reset();
            setSent(null);
          }}
        >
          Nominate someone else
        </Button>
      </div>
    );
  }

  const onSubmit = handleSubmit(async (value) => {
    setFailure(null);
    const storage = localStore();
    const previous = kept;
    if (previous) {
      setKept(null);
      // Sending again replaces the kept copy; if it is gone, another tab has sent it already.
      if (withdraw(storage, previous.id) === 'sent') {
        setSent(previous.nominee);
        return;
      }
    }
    const fields = nominationColumns(programme, year, value);
    const submissionId = newSubmissionId();
    try {
      await sendLead(AWARD_FORMS.nomination, fields, {
        url: env.leadsUrl,
        search: window.location.search,
        submissionId,
      });
      setSent(value.nomineeName);
    } catch (error) {
      const entry = enqueue(storage, {
        id: submissionId,
        formName: AWARD_FORMS.nomination,
        fields,
        utmSource: trafficSource(window.location.search),
      });
      setKept(entry ? { id: entry.id, nominee: value.nomineeName } : null);
      setFailure(error instanceof Error ? error.message : 'Your nomination could not be sent.');
    }
  });

  const field = (name: keyof Nomination) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={formStyles.form}
      aria-busy={isSubmitting}
      aria-label={`Nominate someone for the ${programme} ${year}`}
      data-hydrated={hydrated ? 'true' : undefined}
      data-form-name={AWARD_FORMS.nomination}
    >
      <div className={formStyles.row}>
        <TextField label="Nominee’s name" autoComplete="off" {...field('nomineeName')} />
        {asks === 'role' ? (
          <TextField label="Nominee’s job title" optional autoComplete="off" {...field('nomineeRole')} />
        ) : (
          <TextField label="Nominee’s company" optional autoComplete="off" {...field('nomineeCompany')} />
        )}
      </div>
      <div className={formStyles.row}>
        <SelectField
          label="Category"
          options={[
            { value: '', label: 'Choose a category' },
            ...categories.map((c) => ({ value: c, label: c })),
          ]}
          {...field('category')}
        />
        <TextField
          label="Nominee’s LinkedIn profile"
          optional
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          {...field('nomineeLinkedIn')}
        />
      </div>
      <TextAreaField
        label="Why do they deserve it?"
        rows={5}
        hint="Results, how they got them, and who noticed. At least 30 characters."
        autoComplete="off"
        {...field('reason')}
      />
      <div className={formStyles.row}>
        <TextField label="Your name" autoComplete="name" {...field('name')} />
        <TextField
          label="Your email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          {...field('email')}
        />
      </div>
      {failure ? (
        <div role="alert" className={formStyles.notice} data-testid="nomination-error">
          <strong>{failure}</strong>
          <span>Everything you typed is still here. Check your connection and send it again.</span>
          {kept ? (
            <span data-testid="nomination-saved">
              Saved on this device: we will send it when you are back online.
            </span>
          ) : null}
        </div>
      ) : null}
      <div className={formStyles.actions}>
        <Button type="submit" size="lg" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send nomination'}
        </Button>
        <p className={formStyles.fine}>Nominations close on {longDate(schedule.nominationsClose)}.</p>
      </div>
    </form>
  );
}

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
