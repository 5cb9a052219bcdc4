import type { ResultFormat } from './tasks';
import { formatGeneral, isError, isMatrix, isoFromSerial, type Scalar, type Value } from './values';

/** A result as a person reads it, in the task's number format. */
export function displayScalar(v: Scalar, format: ResultFormat): string {
  if (v === null) return '';
  if (isError(v)) return v.code;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'string') return v;
  switch (format) {
    case 'currency':
      return v.toLocaleString('en-US', { maximumFractionDigits: 2 });
    case 'percent':
      return `${(v * 100).toFixed(2)}%`;
    case 'date':
      return isoFromSerial(v);
    default:
      return formatGeneral(v);
  }
}

export function displayValue(v: Value, format: ResultFormat): string[][] {
  return isMatrix(v)
    ? v.rows.map((r) => r.map((x) => displayScalar(x, format)))
    : [[displayScalar(v, format)]];
}
