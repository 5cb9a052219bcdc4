import { toCsv } from '@/lib/kit/csv';
import { classifyEmail, KIND_LABELS, type EmailLists, type EmailReport } from './classify';

export const MAX_BULK = 1000;

/** Splits pasted text (one a line, or separated by commas, semicolons or spaces) into addresses. */
export function splitAddresses(text: string): { addresses: string[]; dropped: number } {
  const all = text
    .split(/[\s,;]+/)
    .map((s) => s.trim().replace(/^mailto:/i, ''))
    .filter(Boolean);
  return { addresses: all.slice(0, MAX_BULK), dropped: Math.max(0, all.length - MAX_BULK) };
}

export type BulkRow = EmailReport & { duplicateOf: number | null };

/** Classifies each address and marks repeats of the same mailbox (by canonical form). */
export function checkBulk(
  addresses: readonly string[],
  blocked: ReadonlySet<string> | null,
  lists: EmailLists,
): BulkRow[] {
  const seen = new Map<string, number>();
  return addresses.map((address, index) => {
    const report = classifyEmail(address, blocked, lists);
    const first = report.valid ? seen.get(report.canonical) : undefined;
    if (report.valid && first === undefined) seen.set(report.canonical, index + 1);
    return { ...report, duplicateOf: first ?? null };
  });
}

export const CSV_HEADER = [
  'Address',
  'Valid syntax',
  'Problem',
  'Domain type',
  'Role address',
  'Suggestion',
  'Same mailbox as',
  'Duplicate of row',
];

export function bulkCsv(rows: readonly BulkRow[]): string {
  return toCsv([
    CSV_HEADER,
    ...rows.map((row) => [
      row.input,
      row.valid ? 'yes' : 'no',
      row.problem ?? '',
      row.valid ? KIND_LABELS[row.kind] : '',
      row.role ? 'yes' : 'no',
      row.suggestion ?? '',
      row.valid && row.canonical !== row.input.toLowerCase() ? row.canonical : '',
      row.duplicateOf ? String(row.duplicateOf) : '',
    ]),
  ]);
}
