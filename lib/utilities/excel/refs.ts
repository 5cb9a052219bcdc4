import { readRef } from './parse';

export type RefKind = 'cell' | 'range';

/**
 * Checks a reference typed into a field: A1, $B$2, A1:B10, A:A, 2:2, Sheet1!A1:A9,
 * 'Pay data'!C:C. Returns a sentence saying what is wrong, or null.
 */
export function refProblem(text: string, kind: RefKind): string | null {
  const value = text.trim();
  if (!value) return 'Enter a reference.';
  if (/^[^'!]*\s[^'!]*!/.test(value)) return "Sheet names with spaces need single quotes: 'Pay data'!A1.";
  const read = readRef(value);
  if (!read || read.length !== value.length) {
    if (/^[A-Za-z]{4,}\d/.test(value.replace(/^.*!/, '')))
      return 'Columns go up to XFD (three letters): check the column letters.';
    return kind === 'cell'
      ? 'Enter one cell, such as B2 or Sheet2!B2.'
      : 'Enter a range such as A2:A100, a whole column such as A:A, or one cell.';
  }
  if (kind === 'cell' && read.range) return 'Enter one cell, not a range (B2, not B2:B9).';
  return null;
}

/** Rows × columns of a bounded range, or null for whole columns/rows (no fixed size to compare). */
export function refSize(text: string): [number, number] | null {
  const read = readRef(text.trim());
  if (!read) return null;
  const { r1, r2, c1, c2 } = read.ref;
  return [r2 - r1 + 1, c2 - c1 + 1];
}

/**
 * A value typed into a field as it should appear in a formula: numbers and cell references as
 * they are, TRUE/FALSE as booleans, anything else as a quoted text (quotes doubled). A comparison
 * with a cell (">"&H1 typed as >H1) is joined with &.
 */
export function literal(text: string): string {
  const value = text.trim();
  if (value === '') return '""';
  // Text that looks like a cell (an ID such as E104) is typed in quotes to keep it text.
  if (/^".*"$/.test(value) && value.length >= 2) return `"${value.slice(1, -1).replace(/"/g, '""')}"`;
  if (/^-?\d+(\.\d+)?$/.test(value)) return value;
  if (/^(TRUE|FALSE)$/i.test(value)) return value.toUpperCase();
  const read = readRef(value);
  if (read && read.length === value.length && !/^[A-Za-z]+$/.test(value)) return value;
  const op = /^(<=|>=|<>|<|>|=)(.+)$/.exec(value);
  if (op) {
    const ref = readRef(op[2]!);
    if (ref && ref.length === op[2]!.length && !ref.range) return `"${op[1]}"&${op[2]}`;
    // A date inside a criteria string is read in the sheet's locale; DATE() means the same everywhere.
    const date = dateParts(op[2]!);
    if (date) return `"${op[1]}"&DATE(${date.join(',')})`;
  }
  return `"${value.replace(/"/g, '""')}"`;
}

/** [year, month, day] of a date typed as 2024-03-31 or 3/31/2024 (month first), or null. */
export function dateParts(text: string): [number, number, number] | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [0, 0, 0];
  return y && m >= 1 && m <= 12 && d >= 1 && d <= 31 ? [y, m, d] : null;
}
