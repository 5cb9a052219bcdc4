import { isRecord, readVersioned, removeEntry, writeVersioned } from '@/lib/kit/draft-store';
import type { FieldValue, FormValues, Row } from '@/lib/tools/fields';
import { allFields, type DocumentSpec } from './spec';

/**
 * Keeps what the visitor typed in this browser (localStorage, one entry per generator), so a reload
 * or a closed tab loses nothing. Nothing leaves the device. What is read back is checked against the
 * form: unknown keys are ignored, a value of the wrong shape falls back to the sample, so an old or
 * edited entry can never break the page.
 */
const VERSION = 1;
const MAX_TEXT = 10_000;
const MAX_ROWS = 100;

export function storageKey(slug: string): string {
  return `quotient.documents.${slug}`;
}

function clean(value: unknown, fallback: FieldValue, columns?: readonly string[]): FieldValue {
  if (typeof fallback === 'boolean') return typeof value === 'boolean' ? value : fallback;
  if (Array.isArray(fallback)) {
    if (!Array.isArray(value)) return fallback;
    return value.slice(0, MAX_ROWS).map((row: unknown) => {
      const source = row && typeof row === 'object' ? (row as Record<string, unknown>) : {};
      const cleaned: Row = {};
      for (const column of columns ?? []) {
        const cell = source[column];
        cleaned[column] = typeof cell === 'string' ? cell.slice(0, MAX_TEXT) : '';
      }
      return cleaned;
    });
  }
  return typeof value === 'string' ? value.slice(0, MAX_TEXT) : fallback;
}

export function loadValues(
  slug: string,
  spec: Pick<DocumentSpec, 'groups'>,
  defaults: FormValues,
): FormValues | null {
  return readVersioned(storageKey(slug), VERSION, (entry) => {
    if (!isRecord(entry.values)) return null;
    const saved = entry.values;
    const values: FormValues = {};
    for (const field of allFields(spec)) {
      const fallback = defaults[field.key] ?? '';
      const columns = field.type === 'rows' ? field.columns.map((column) => column.key) : undefined;
      values[field.key] = field.key in saved ? clean(saved[field.key], fallback, columns) : fallback;
    }
    return values;
  });
}

/** False when the browser refused (storage full or blocked). */
export function saveValues(slug: string, values: FormValues): boolean {
  return writeVersioned(storageKey(slug), VERSION, { values }) === 'saved';
}

export function clearValues(slug: string): void {
  removeEntry(storageKey(slug));
}
