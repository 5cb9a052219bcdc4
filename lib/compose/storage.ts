import type { ComposeForm, ComposeValues } from './types';

/**
 * What the visitor typed, kept in this browser (localStorage, one entry per tool) so a reload or a
 * closed tab loses nothing; nothing leaves the device. An entry of the wrong shape is ignored.
 */
const VERSION = 1;

export function storageKey(slug: string): string {
  return `quotient.compose.${slug}`;
}

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadValues(slug: string, form: ComposeForm): ComposeValues | null {
  let parsed: unknown;
  try {
    const raw = store()?.getItem(storageKey(slug));
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const entry = parsed as { v?: unknown; values?: unknown } | null;
  if (!entry || entry.v !== VERSION || !entry.values || typeof entry.values !== 'object') return null;
  const saved = entry.values as Record<string, unknown>;
  const values: ComposeValues = {};
  for (const input of form.inputs) {
    const value = saved[input.key];
    // Kept a little past the limit: the box shows the message instead of cutting what was typed.
    values[input.key] = typeof value === 'string' ? value.slice(0, 20_000) : input.default;
  }
  return values;
}

/** False when the browser refused (storage full or blocked). */
export function saveValues(slug: string, values: ComposeValues): boolean {
  try {
    const target = store();
    if (!target) return false;
    target.setItem(storageKey(slug), JSON.stringify({ v: VERSION, values }));
    return true;
  } catch {
    return false;
  }
}

export function clearValues(slug: string): void {
  try {
    store()?.removeItem(storageKey(slug));
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
