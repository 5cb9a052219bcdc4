/**
 * What a visitor typed, kept in this browser's localStorage so a reload or a closed tab loses
 * nothing; nothing leaves the device. Storage can be full or blocked (private windows, strict
 * settings): no call throws, a write says what happened so the page can tell the visitor. What is
 * read back goes through the caller's check, so an old or hand-edited entry never breaks a page.
 */
export type StoreResult = 'saved' | 'full' | 'blocked';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading window.localStorage itself throws where the browser blocks storage.
    return null;
  }
}

function failure(error: unknown): StoreResult {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' ? 'full' : 'blocked';
}

/** True where the browser refuses storage altogether (blocked site data). */
export function storageBlocked(): boolean {
  return storage() === null;
}

export function readText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `text`; an empty text removes the entry. */
export function writeText(key: string, text: string): StoreResult {
  const store = storage();
  if (!store) return 'blocked';
  try {
    if (text) store.setItem(key, text);
    else store.removeItem(key);
    return 'saved';
  } catch (error) {
    return failure(error);
  }
}

export function removeEntry(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/** A JSON entry through `check`; null when missing, unreadable or refused by the check. */
export function readJson<T>(key: string, check: (value: unknown) => T | null): T | null {
  const raw = readText(key);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  return check(parsed);
}

export function writeJson(key: string, value: unknown): StoreResult {
  return writeText(key, JSON.stringify(value));
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A versioned entry, `{ v: version, ...body }`: one of another version (an older page's) is
 * ignored instead of misread.
 */
export function readVersioned<T>(
  key: string,
  version: number,
  check: (entry: Record<string, unknown>) => T | null,
): T | null {
  return readJson(key, (value) => (isRecord(value) && value.v === version ? check(value) : null));
}

export function writeVersioned(key: string, version: number, body: object): StoreResult {
  return writeJson(key, { v: version, ...body });
}
