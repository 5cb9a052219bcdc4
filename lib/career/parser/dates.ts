/** Dates as resumes write them: "Mar 2021", "March 2021", "03/2021", "2021", "Present". */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = '(?:19|20)\\d{2}';
const ONE_DATE = `(?:${MONTH}\\s*,?\\s*${YEAR}|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}|${YEAR})`;
const NOW = '(?:present|current|now|today|ongoing)';

/** "Mar 2021 – Present", "2017 - 2021", "06/2017 to 02/2021". */
export const DATE_RANGE = new RegExp(
  `(${ONE_DATE})\\s*(?:[-–—]+|to|until|through)\\s*(${ONE_DATE}|${NOW})`,
  'i',
);
export const SINGLE_DATE = new RegExp(`(?:expected\\s+)?(${ONE_DATE})`, 'i');
export const YEAR_ONLY = new RegExp(`\\b${YEAR}\\b`);
const NOW_WORD = new RegExp(`^${NOW}$`, 'i');

export function isPresent(text: string): boolean {
  return NOW_WORD.test(text.trim());
}

/** The builder's month ('' or '1'..'12') and year from one written date. */
export function monthYearOf(text: string): { month: string; year: string } {
  const value = text.trim().toLowerCase();
  const year = /(19|20)\d{2}/.exec(value)?.[0] ?? '';
  const numeric = /^(\d{1,2})\s*[/.-]/.exec(value);
  if (numeric) return { month: String(Number(numeric[1])), year };
  const index = MONTHS.findIndex((month) => value.startsWith(month));
  return { month: index >= 0 ? String(index + 1) : '', year };
}
