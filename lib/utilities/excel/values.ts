/** Values of the small formula evaluator, modelled on Excel's. */
export type ErrorCode = '#N/A' | '#VALUE!' | '#DIV/0!' | '#NAME?' | '#NUM!' | '#CALC!' | '#REF!';

export class FormulaError {
  constructor(readonly code: ErrorCode) {}
}

/** null is an empty cell. */
export type Scalar = number | string | boolean | FormulaError | null;
export type Matrix = { rows: Scalar[][] };
export type Value = Scalar | Matrix;

export const isMatrix = (v: Value): v is Matrix => typeof v === 'object' && v !== null && 'rows' in v;
export const isError = (v: unknown): v is FormulaError => v instanceof FormulaError;
export const err = (code: ErrorCode) => new FormulaError(code);

export const flatten = (v: Value): Scalar[] => (isMatrix(v) ? v.rows.flat() : [v]);

/** A 1×1 matrix becomes its cell; bigger ones are kept. */
export function single(v: Value): Value {
  return isMatrix(v) && v.rows.length === 1 && v.rows[0]!.length === 1 ? v.rows[0]![0]! : v;
}

/** A value used where one number is needed: blank is 0, TRUE is 1, numeric text is read. */
export function toNumber(v: Value): number | FormulaError {
  const s = single(v);
  if (isMatrix(s)) return err('#VALUE!');
  if (s === null) return 0;
  if (typeof s === 'number') return s;
  if (typeof s === 'boolean') return s ? 1 : 0;
  if (isError(s)) return s;
  const trimmed = s.trim();
  if (trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
  return err('#VALUE!');
}

export function toText(v: Value): string | FormulaError {
  const s = single(v);
  if (isMatrix(s)) return err('#VALUE!');
  if (s === null) return '';
  if (typeof s === 'boolean') return s ? 'TRUE' : 'FALSE';
  if (typeof s === 'number') return formatGeneral(s);
  if (isError(s)) return s;
  return s;
}

export function toBool(v: Value): boolean | FormulaError {
  const s = single(v);
  if (isMatrix(s)) return err('#VALUE!');
  if (typeof s === 'boolean') return s;
  if (s === null) return false;
  if (typeof s === 'number') return s !== 0;
  if (isError(s)) return s;
  if (/^true$/i.test(s)) return true;
  if (/^false$/i.test(s)) return false;
  return err('#VALUE!');
}

/** Excel's General format, roughly: up to 10 significant digits, no trailing zeros. */
export function formatGeneral(n: number): string {
  if (Number.isInteger(n)) return String(n);
  return String(Number(n.toPrecision(10)));
}

const EPOCH = Date.UTC(1899, 11, 30);
const DAY = 86_400_000;

/** Excel serial date (1900 system, valid from 1 March 1900) from a calendar date. */
export function toSerial(year: number, month: number, day: number): number {
  return Math.round((Date.UTC(year, month - 1, day) - EPOCH) / DAY);
}

export function fromSerial(serial: number): { year: number; month: number; day: number; weekday: number } {
  const d = new Date(EPOCH + Math.floor(serial) * DAY);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
  };
}

export function isoFromSerial(serial: number): string {
  const { year, month, day } = fromSerial(serial);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
