import { env } from '@/lib/env';
import { toast } from '@/lib/toast/store';
import { flushOutbox, type OutboxEntry } from './outbox';
import { sendLead } from './submit';

/** Said once a lead kept on the device has gone. */
export const OUTBOX_SENT_MESSAGE = 'Your message to our team has been sent.';
/** Dispatched on window with the entry as detail, so an open form can show that its lead went. */
export const OUTBOX_SENT_EVENT = 'quotient:lead-outbox-sent';

/** Sends every kept lead it can, from this tab only if no other tab is already at it. */
export async function resendSavedLeads(): Promise<OutboxEntry[]> {
  if (typeof window === 'undefined' || !navigator.onLine) return [];
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return [];
  }
  const locks = (navigator as Navigator & { locks?: Parameters<typeof flushOutbox>[1]['locks'] }).locks;
  return flushOutbox(storage, {
    locks,
    send: (entry) =>
      sendLead(entry.formName, entry.fields, {
        url: env.leadsUrl,
        submissionId: entry.id,
        search: entry.utmSource ? `?utm_source=${encodeURIComponent(entry.utmSource)}` : '',
      }),
    onLeave: (callback) => {
      window.addEventListener('pagehide', callback);
      return () => window.removeEventListener('pagehide', callback);
    },
    onSent: (entry) => {
      toast.success(entry.sentMessage ?? OUTBOX_SENT_MESSAGE);
      window.dispatchEvent(new CustomEvent<OutboxEntry>(OUTBOX_SENT_EVENT, { detail: entry }));
    },
  });
}
