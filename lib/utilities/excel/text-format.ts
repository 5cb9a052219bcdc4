import { MONTH_NAMES as MONTHS } from '@/lib/kit/date-format';
import { fromSerial } from './values';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Whether a TEXT format code is a date code: it has d or y, or is only months (mmmm). */
const isDateCode = (code: string) => {
  const bare = code.replace(/"[^"]*"/g, '');
  return /[dy]/i.test(bare) || /^[m\s\-/.,]+$/i.test(bare);
};

function formatDate(serial: number, code: string): string {
  const { year, month, day, weekday } = fromSerial(serial);
  return code.replace(
    /"([^"]*)"|y{3,4}|yy|d{4}|d{3}|dd|d|m{4}|m{3}|mm|m/gi,
    (token, quoted: string | undefined) => {
      if (quoted !== undefined) return quoted;
      const t = token.toLowerCase();
      switch (t) {
        case 'yyyy':
        case 'yyy':
          return String(year);
        case 'yy':
          return String(year % 100).padStart(2, '0');
        case 'dddd':
          return DAYS[weekday]!;
        case 'ddd':
          return DAYS[weekday]!.slice(0, 3);
        case 'dd':
          return String(day).padStart(2, '0');
        case 'd':
          return String(day);
        case 'mmmm':
          return MONTHS[month - 1]!;
        case 'mmm':
          return MONTHS[month - 1]!.slice(0, 3);
        case 'mm':
          return String(month).padStart(2, '0');
        default:
          return String(month);
      }
    },
  );
}

function formatNumber(n: number, code: string): string {
  const m = /^([^0#]*)([#0,]*0|#[#,]*)(?:\.(0+|#+))?(.*)$/.exec(code);
  if (!m) return String(n);
  const [, prefix, whole, decimals = '', suffix] = m;
  const percent = suffix!.includes('%');
  const value = Math.abs(percent ? n * 100 : n);
  const fixed = value.toFixed(decimals.length);
  const [digits, frac] = fixed.split('.');
  let int = whole!.includes(',') ? digits!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : digits!;
  if (int === '0' && !whole!.includes('0')) int = '';
  const body = `${int}${frac ? `.${frac}` : ''}`;
  return `${n < 0 ? '-' : ''}${prefix!.replace(/"/g, '')}${body}${suffix!.replace(/"/g, '')}`;
}

/**
 * Excel's TEXT for the common codes: dates (d, dd, ddd, dddd, m…mmmm, yy, yyyy) and numbers
 * (0, 0.00, #,##0, 0%, with a currency sign or other text around them).
 */
export function textFormat(value: number, code: string): string {
  return isDateCode(code) ? formatDate(value, code) : formatNumber(value, code);
}
