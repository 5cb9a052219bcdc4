/**
 * CSV as RFC 4180 writes it: a cell holding a comma, quote or line break is quoted, quotes doubled,
 * rows end in CRLF. A text cell that a spreadsheet would run as a formula (first character = + - @,
 * tab or CR) gets a leading apostrophe, so a file never runs what a visitor or an upload typed.
 * Numbers, and text that is only a number or a phone number (-12.5, +1 (512) 555-0147), hold no
 * formula and are left as they are.
 */
export type Cell = string | number;
export type CsvOptions = {
  /** Quote every cell, not only those that need it (some importers expect it). */
  quoteAll?: boolean;
};

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER_LIKE = /^\+?[\d\s().-]+$/;

/** The spreadsheet formula guard alone: `=SUM(A1)` → `'=SUM(A1)`. */
export function defuseFormula(value: string): string {
  return FORMULA_START.test(value) && !NUMBER_LIKE.test(value) ? `'${value}` : value;
}

export function csvCell(value: Cell, { quoteAll = false }: CsvOptions = {}): string {
  const text = typeof value === 'number' ? String(value) : defuseFormula(value);
  return quoteAll || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the header first) as a CSV text ending in CRLF. */
export function toCsv(rows: readonly (readonly Cell[])[], options: CsvOptions = {}): string {
  return rows.map((row) => row.map((cell) => csvCell(cell, options)).join(',')).join('\r\n') + '\r\n';
}
