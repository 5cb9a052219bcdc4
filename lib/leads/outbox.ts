import { newSubmissionId, type LeadFields } from './submit';
import { OUTBOX_KEY } from './outbox-key';

/**
 * Leads whose send failed, kept in localStorage until they can be sent: on the `online` event or
 * on the next visit (components/layout/SiteEffects). The entry holds the traffic source the lead
 * had when it was written, not the page it is resent from.
 */

export { OUTBOX_KEY };
/** Held by the tab that is sending, so two tabs of the site never send one entry twice. */
export const OUTBOX_LOCK_KEY = 'quotient-lead-outbox-lock';
/** A handful of stuck forms is plausible; more is a loop or a bot, and storage is shared. */
export const OUTBOX_LIMIT = 20;
export const OUTBOX_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Longer than a send may take (LEAD_TIMEOUT_MS), so a live sender's claim never lapses mid-send. */
export const OUTBOX_CLAIM_MS = 30_000;

export type OutboxEntry = {
  id: string;
  createdAt: number;
  formName: string;
  fields: Record<string, string>;
  /** The traffic source (utm_source or 'direct') of the page the lead was written on. */
  utmSource: string;
  /** A localStorage item to write once sent: a vote counts on this device only after it is sent. */
  remember?: { key: string; value: string };
  /** The toast shown once a later resend succeeds. */
  sentMessage?: string;
  /** Set while a tab sends the entry: another tab leaves it alone until the time has passed. */
  claimedUntil?: number;
};

export type NewEntry = Pick<OutboxEntry, 'formName' | 'remember' | 'sentMessage'> & {
  fields: LeadFields;
  utmSource: string;
  /** The submission id the failed send carried, so a send that did land is not recorded twice. */
  id?: string;
};

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(storage: Store): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is OutboxEntry =>
            Boolean(entry) &&
            typeof entry.id === 'string' &&
            typeof entry.createdAt === 'number' &&
            typeof entry.formName === 'string' &&
            Boolean(entry.fields) &&
            typeof entry.fields === 'object',
        )
      : [];
  } catch {
    return [];
  }
}

function write(storage: Store, entries: readonly OutboxEntry[]): void {
  // An empty outbox leaves no key behind: the layout only loads this module when the key exists.
  if (entries.length === 0) storage.removeItem(OUTBOX_KEY);
  else storage.setItem(OUTBOX_KEY, JSON.stringify(entries));
}

const fresh = (entry: OutboxEntry, now: number) => now - entry.createdAt < OUTBOX_MAX_AGE_MS;

/** Keeps a lead for later; null when the browser will not store it (private mode, full, blocked). */
export function enqueue(storage: Store | undefined, lead: NewEntry, now = Date.now()): OutboxEntry | null {
  if (!storage) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(lead.fields)) if (value?.trim()) fields[name] = value.trim();
  const { id, ...rest } = lead;
  const entry: OutboxEntry = { ...rest, fields, id: id ?? newSubmissionId(), createdAt: now };
  try {
    const kept = read(storage).filter((old) => fresh(old, now));
    write(storage, [...kept, entry].slice(-OUTBOX_LIMIT));
    return entry;
  } catch {
    return null;
  }
}

/** What is waiting, oldest first; expired entries are dropped from storage as they are found. */
export function list(storage: Store | undefined, now = Date.now()): OutboxEntry[] {
  if (!storage) return [];
  const entries = read(storage);
  const kept = entries.filter((entry) => fresh(entry, now));
  if (kept.length !== entries.length) {
    try {
      write(storage, kept);
    } catch {
      // Read-only storage: the expired entries are still skipped.
    }
  }
  return kept;
}

/** True when the entry was still there (so it had not been sent), false when it was gone. */
export function remove(storage: Store | undefined, id: string): boolean {
  if (!storage) return false;
  try {
    const entries = read(storage);
    const kept = entries.filter((entry) => entry.id !== id);
    if (kept.length === entries.length) return false;
    write(storage, kept);
    return true;
  } catch {
    return false;
  }
}

/**
 * Takes back a kept lead because its form is sending it again. 'sent' when it is gone or in flight
 * from another tab: the lead is (being) delivered, and sending it again would duplicate it.
 */
export function withdraw(storage: Store | undefined, id: string, now = Date.now()): 'withdrawn' | 'sent' {
  const entry = storage ? read(storage).find((candidate) => candidate.id === id) : undefined;
  if (!entry || (entry.claimedUntil ?? 0) > now) return 'sent';
  return remove(storage, id) ? 'withdrawn' : 'sent';
}

function update(storage: Store, id: string, change: (entry: OutboxEntry) => OutboxEntry): void {
  write(
    storage,
    read(storage).map((entry) => (entry.id === id ? change(entry) : entry)),
  );
}

type Lock = { owner: string; until: number };

/** Storage lock for browsers without Web Locks: best effort, re-read after writing to catch a race. */
function takeStorageLock(storage: Store, owner: string, now: number): boolean {
  try {
    const held = JSON.parse(storage.getItem(OUTBOX_LOCK_KEY) ?? 'null') as Lock | null;
    if (held && held.owner !== owner && held.until > now) return false;
    storage.setItem(OUTBOX_LOCK_KEY, JSON.stringify({ owner, until: now + OUTBOX_CLAIM_MS }));
    return (JSON.parse(storage.getItem(OUTBOX_LOCK_KEY) ?? 'null') as Lock | null)?.owner === owner;
  } catch {
    return false;
  }
}

function releaseStorageLock(storage: Store, owner: string): void {
  try {
    const held = JSON.parse(storage.getItem(OUTBOX_LOCK_KEY) ?? 'null') as Lock | null;
    if (held?.owner === owner) storage.removeItem(OUTBOX_LOCK_KEY);
  } catch {
    // Nothing to release.
  }
}

type LockManager = {
  request<T>(name: string, options: { ifAvailable: true }, run: (lock: unknown) => Promise<T>): Promise<T>;
};

export type FlushOptions = {
  /** Sends one entry; rejects when it could not be sent, so the entry stays. */
  send: (entry: OutboxEntry) => Promise<void>;
  /** Runs once per entry that went, after it left the outbox. */
  onSent?: (entry: OutboxEntry) => void;
  now?: () => number;
  /** The Web Locks API when the browser has it; the storage lock otherwise. */
  locks?: LockManager;
  /**
   * Calls back when the page is being left (pagehide); returns the unsubscribe. A send in flight
   * then may or may not arrive (keepalive carries it on, a dropped connection does not): its claim
   * is released so the next page sends it again at once, and the endpoint, which records a
   * submission id once, absorbs the repeat. Taking it as sent instead would lose it when it fails.
   */
  onLeave?: (callback: () => void) => () => void;
};

/**
 * Sends what is waiting, one entry at a time, while holding the outbox lock; a tab that finds the
 * lock held sends nothing (the holder sends it all). An entry leaves the outbox only after its
 * send completed, and is claimed while in flight, so a crash mid-send resends rather than loses.
 * Resolves with the entries sent.
 */
export async function flushOutbox(storage: Store | undefined, options: FlushOptions): Promise<OutboxEntry[]> {
  if (!storage) return [];
  const run = () => sendAll(storage, options);
  if (options.locks) {
    return options.locks.request(OUTBOX_LOCK_KEY, { ifAvailable: true }, async (lock) => (lock ? run() : []));
  }
  const owner = newSubmissionId();
  const now = options.now ?? Date.now;
  if (!takeStorageLock(storage, owner, now())) return [];
  try {
    return await run();
  } finally {
    releaseStorageLock(storage, owner);
  }
}

function markSent(storage: Store, entry: OutboxEntry): void {
  remove(storage, entry.id);
  if (entry.remember) {
    try {
      storage.setItem(entry.remember.key, entry.remember.value);
    } catch {
      // Sent all the same; it is just not remembered here.
    }
  }
}

async function sendAll(
  storage: Store,
  { send, onSent, onLeave, now = Date.now }: FlushOptions,
): Promise<OutboxEntry[]> {
  const sent: OutboxEntry[] = [];
  for (const waiting of list(storage, now())) {
    // Re-read: another tab (or the form itself) may have taken or claimed it since the list.
    const entry = read(storage).find((candidate) => candidate.id === waiting.id);
    if (!entry || (entry.claimedUntil ?? 0) > now()) continue;
    try {
      update(storage, entry.id, (current) => ({ ...current, claimedUntil: now() + OUTBOX_CLAIM_MS }));
    } catch {
      continue;
    }
    let left = false;
    const release = () => {
      try {
        update(storage, entry.id, (current) => ({ ...current, claimedUntil: undefined }));
      } catch {
        // The claim lapses by itself.
      }
    };
    const stopWatching = onLeave?.(() => {
      left = true;
      release();
    });
    try {
      await send(entry);
    } catch {
      // Still offline: the rest would fail the same way; the next `online` tries again.
      if (!left) release();
      break;
    } finally {
      stopWatching?.();
    }
    markSent(storage, entry);
    sent.push(entry);
    onSent?.(entry);
    if (left) break;
  }
  return sent;
}
