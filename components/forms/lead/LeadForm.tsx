'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { loadBlockedDomains } from '@/lib/email/blocked-domains';
import { env } from '@/lib/env';
import { startDownload, type TemplateDownload } from '@/lib/leads/download';
import { toLeadColumns, type LeadFieldName, type LeadFormId } from '@/lib/leads/forms';
import { enqueue, withdraw } from '@/lib/leads/outbox';
import { OUTBOX_SENT_EVENT } from '@/lib/leads/resend';
import { newSubmissionId, sendLead } from '@/lib/leads/submit';
import { leadSchemas } from '@/lib/leads/validation';
import { toast } from '@/lib/toast/store';
import { trafficSource } from '@/lib/utm';
import { Honeypot, useBotCheck } from '../Honeypot';
import { QueryProvider } from '../QueryProvider';
import { TextAreaField, TextField } from '../TextField';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import styles from '../forms.module.css';
import { LEAD_COPY, type FieldSpec } from './lead-copy';
import lead from './lead.module.css';

type Values = Partial<Record<Exclude<LeadFieldName, 'resource'>, string>>;

export type LeadFormProps = {
  /** Which form this is; sent as 'Form Name'. */
  formId: LeadFormId;
  /** The template a freeTemplateDownload form downloads once the lead is sent. */
  download?: TemplateDownload;
  /** Runs after a successful send (a modal closes itself here). Without it, a thank-you panel replaces the form. */
  onSent?: () => void;
};

/**
 * A lead form: name, business email, company, role and what the form needs beyond them. Sends to
 * the spreadsheet endpoint; success shows a toast, a network failure keeps every value and says so.
 * Embed it on a page as `<LeadForm formId="contactUs" />`.
 */
export function LeadForm(props: LeadFormProps) {
  return (
    <QueryProvider>
      <LeadFormInner {...props} />
    </QueryProvider>
  );
}

function LeadFormInner({ formId, download, onSent }: LeadFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const copy = LEAD_COPY[formId];
  const fields = copy.rows.flat();
  const inFlight = useRef(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const bot = useBotCheck();
  // The outbox entry kept after this form's last failed send, while it waits to go.
  const [savedId, setSavedId] = useState<string | null>(null);
  const saved = useRef<{ id: string; values: Values } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(leadSchemas[formId]) as unknown as Resolver<Values>,
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, ''])),
  });

  const finish = (values: Values) => {
    if (onSent) onSent();
    else setSentTo(values.email ?? '');
  };

  const send = useMutation({
    // Offline, TanStack Query would hold the send until the connection returns, with the form
    // stuck on "Sending…"; it must fail now, so the lead is kept in the outbox and the visitor told.
    networkMode: 'always',
    mutationFn: async (values: Values) => {
      const fields = toLeadColumns({ ...values, resource: download?.href });
      const storage = localStore();
      const kept = saved.current;
      if (kept) {
        saved.current = null;
        setSavedId(null);
        // A send again replaces the kept copy, so the lead cannot arrive twice. If the copy is
        // gone or in flight, another tab has sent it: this press has nothing left to send.
        if (withdraw(storage, kept.id) === 'sent') return;
      }
      if (bot.isAutomated()) return;
      const submissionId = newSubmissionId();
      try {
        await sendLead(formId, fields, { url: env.leadsUrl, search: window.location.search, submissionId });
      } catch (error) {
        const entry = enqueue(storage, {
          id: submissionId,
          formName: formId,
          fields,
          utmSource: trafficSource(window.location.search),
        });
        if (entry) {
          saved.current = { id: entry.id, values };
          setSavedId(entry.id);
        }
        throw error;
      }
    },
    onSuccess: (_, values) => {
      const first = (values.name ?? '').trim().split(/\s+/)[0] ?? '';
      toast.success(copy.success(first, values.email ?? ''));
      if (download) startDownload(download);
      finish(values);
    },
  });

  // The kept copy went (the connection came back): the form is done; the resend's toast said so.
  useEffect(() => {
    if (!savedId) return;
    const onSentLater = (event: Event) => {
      const kept = saved.current;
      if (!kept || (event as CustomEvent<{ id: string }>).detail?.id !== kept.id) return;
      saved.current = null;
      setSavedId(null);
      send.reset();
      finish(kept.values);
    };
    window.addEventListener(OUTBOX_SENT_EVENT, onSentLater);
    return () => window.removeEventListener(OUTBOX_SENT_EVENT, onSentLater);
    // finish and send.reset are fresh each render but do the same thing; the listener follows the entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedId]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    send.reset();
    try {
      await handleSubmit(async (values) => {
        await send.mutateAsync(values).catch(() => undefined);
      })(event);
    } finally {
      inFlight.current = false;
    }
  };

  if (sentTo !== null) {
    return (
      <div className={lead.sent} role="status" data-testid="lead-form-sent">
        <p className={lead.sentTitle}>Thank you: your details are with our team.</p>
        <p>We will reply to {sentTo}.</p>
        <Button
          variant="secondary"
          onClick={() => {
            reset();
            send.reset();
            setSentTo(null);
          }}
        >
          Send another request
        </Button>
      </div>
    );
  }

  const busy = isSubmitting || send.isPending;
  const field = (spec: FieldSpec) => {
    const common = {
      id: `${id}-${spec.name}`,
      label: spec.label,
      optional: spec.optional,
      hint: spec.hint,
      error: errors[spec.name]?.message,
      autoComplete: spec.autoComplete,
      ...register(spec.name),
    };
    if (spec.multiline) return <TextAreaField key={spec.name} rows={4} {...common} />;
    return (
      <TextField
        key={spec.name}
        type={spec.type ?? 'text'}
        {...common}
        {...(spec.type === 'email'
          ? {
              inputMode: 'email' as const,
              spellCheck: false,
              onFocus: () => void loadBlockedDomains().catch(() => undefined),
            }
          : {})}
      />
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-busy={busy}
      data-hydrated={hydrated ? 'true' : undefined}
      data-form-name={formId}
    >
      {copy.rows.map((row) =>
        row.length > 1 ? (
          <div key={row.map((spec) => spec.name).join()} className={styles.row}>
            {row.map(field)}
          </div>
        ) : (
          field(row[0]!)
        ),
      )}
      <Honeypot trap={bot.trap} />
      {send.error ? (
        <div role="alert" className={styles.notice} data-testid="lead-send-error">
          <strong>{send.error.message}</strong>
          <span>Everything you typed is still here. Check your connection and send it again.</span>
          {savedId ? (
            <span data-testid="lead-saved">
              Saved on this device: we will send it when you are back online.
            </span>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={!hydrated || busy}>
          {busy ? copy.sending : copy.submit}
        </Button>
        <p className={styles.fine}>We use your details only to answer this request.</p>
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
