/**
 * The outbox's storage key on its own, so the layout can ask "is anything waiting?" without
 * loading the outbox code on every page of every visit.
 */
export const OUTBOX_KEY = 'quotient-lead-outbox';

export function outboxWaiting(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return Boolean(storage?.getItem(OUTBOX_KEY));
  } catch {
    return false;
  }
}
