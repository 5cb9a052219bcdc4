import { isRecord, readVersioned, removeEntry, writeVersioned } from '@/lib/kit/draft-store';
import type { ComposeForm, ComposeValues } from './types';

/**
 * What the visitor typed, kept in this browser (localStorage, one entry per tool) so a reload or a
 * closed tab loses nothing; nothing leaves the device. An entry of the wrong shape is ignored.
 */
const VERSION = 1;

export function storageKey(slug: string): string {
  return `quotient.compose.${slug}`;
}

export function loadValues(slug: string, form: ComposeForm): ComposeValues | null {
  return readVersioned(storageKey(slug), VERSION, (entry) => {
    if (!isRecord(entry.values)) return null;
    const saved = entry.values;
    const values: ComposeValues = {};
    for (const input of form.inputs) {
      const value = saved[input.key];
      // Kept a little past the limit: the box shows the message instead of cutting what was typed.
      values[input.key] = typeof value === 'string' ? value.slice(0, 20_000) : input.default;
    }
    return values;
  });
}

/** False when the browser refused (storage full or blocked). */
export function saveValues(slug: string, values: ComposeValues): boolean {
  return writeVersioned(storageKey(slug), VERSION, { values }) === 'saved';
}

export function clearValues(slug: string): void {
  removeEntry(storageKey(slug));
}
