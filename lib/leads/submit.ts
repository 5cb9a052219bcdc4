import { withDeadline } from '@/lib/net/deadline';
import { trafficSource } from '@/lib/utm';

/**
 * A lead goes to a spreadsheet-script endpoint as multipart form data with 'Form Name', 'UTM
 * Source' and every non-empty field, in no-cors mode. The answer cannot be read: the send
 * completing is success, a network failure (or no answer in time) is failure.
 */

export const LEAD_TIMEOUT_MS = 15_000;

export type LeadFields = Readonly<Record<string, string | undefined>>;

export function leadFormData(formName: string, fields: LeadFields, search: string): FormData {
  const data = new FormData();
  data.append('Form Name', formName);
  data.append('UTM Source', trafficSource(search));
  for (const [name, value] of Object.entries(fields)) {
    const trimmed = value?.trim();
    if (trimmed) data.append(name, trimmed);
  }
  return data;
}

export class LeadSendError extends Error {
  constructor(readonly reason: 'network' | 'timeout') {
    super(
      reason === 'timeout'
        ? 'Our form service did not answer in time, so your details may not have arrived.'
        : 'Your details could not be sent: the connection failed.',
    );
    this.name = 'LeadSendError';
  }
}

type Options = { url: string; search: string; timeoutMs?: number; fetchImpl?: typeof fetch };

export async function sendLead(
  formName: string,
  fields: LeadFields,
  { url, search, timeoutMs = LEAD_TIMEOUT_MS, fetchImpl = fetch }: Options,
): Promise<void> {
  await withDeadline(timeoutMs, async (deadline) => {
    try {
      await fetchImpl(url, {
        method: 'POST',
        mode: 'no-cors',
        body: leadFormData(formName, fields, search),
        // A lead sent as the visitor moves to another page still arrives: the browser finishes the
        // request after the page is gone instead of cutting it off half-delivered.
        keepalive: true,
        signal: deadline.signal,
      });
    } catch {
      throw new LeadSendError(deadline.timedOut() ? 'timeout' : 'network');
    }
  });
}
