import { withDeadline } from '@/lib/net/deadline';
import { trafficSource } from '@/lib/utm';

/**
 * A lead goes to a spreadsheet-script endpoint as multipart form data with 'Form Name', 'UTM
 * Source' and every non-empty field, in no-cors mode. The answer cannot be read: the send
 * completing is success, a network failure (or no answer in time) is failure.
 */

export const LEAD_TIMEOUT_MS = 15_000;

/**
 * A lead's submission id travels in the query, not in the form data, so the columns the
 * spreadsheet receives stay as they are. A send cut off by a page change, a timeout whose request
 * did land, or a resend from another tab all carry the same id, and the endpoint records an id
 * once: the browser can always send again when unsure, and nothing is lost or recorded twice.
 */
export const SUBMISSION_PARAM = 'submission_id';

export function newSubmissionId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function withSubmissionId(url: string, id: string | undefined): string {
  if (!id) return url;
  const [base, hash] = url.split('#', 2);
  const joined = `${base}${base!.includes('?') ? '&' : '?'}${SUBMISSION_PARAM}=${encodeURIComponent(id)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

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

type Options = {
  url: string;
  search: string;
  /** The same id on every try of one lead (newSubmissionId), so the endpoint records it once. */
  submissionId?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

export async function sendLead(
  formName: string,
  fields: LeadFields,
  { url, search, submissionId, timeoutMs = LEAD_TIMEOUT_MS, fetchImpl = fetch }: Options,
): Promise<void> {
  await withDeadline(timeoutMs, async (deadline) => {
    try {
      await fetchImpl(withSubmissionId(url, submissionId), {
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
