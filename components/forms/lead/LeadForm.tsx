'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { loadBlockedDomains } from '@/lib/email/blocked-domains';
import { env } from '@/lib/env';
import { startDownload, type TemplateDownload } from '@/lib/leads/download';
import { toLeadColumns, type LeadFieldName, type LeadFormId } from '@/lib/leads/forms';
import { sendLead } from '@/lib/leads/submit';
import { leadSchemas } from '@/lib/leads/validation';
import { toast } from '@/lib/toast/store';
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(leadSchemas[formId]) as unknown as Resolver<Values>,
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, ''])),
  });

  const send = useMutation({
    mutationFn: (values: Values) =>
      sendLead(formId, toLeadColumns({ ...values, resource: download?.href }), {
        url: env.leadsUrl,
        search: window.location.search,
      }),
    onSuccess: (_, values) => {
      const first = (values.name ?? '').trim().split(/\s+/)[0] ?? '';
      toast.success(copy.success(first, values.email ?? ''));
      if (download) startDownload(download);
      if (onSent) onSent();
      else setSentTo(values.email ?? '');
    },
  });

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
      {send.error ? (
        <div role="alert" className={styles.notice} data-testid="lead-send-error">
          <strong>{send.error.message}</strong>
          <span>Everything you typed is still here. Check your connection and send it again.</span>
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
