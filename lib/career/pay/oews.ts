/**
 * BLS Occupational Employment and Wage Statistics (OEWS), national, May 2024: the wage figures and
 * their two flags. In the BLS files `#` means the wage is at or above the top of the survey's range
 * ($115.00 an hour or $239,200 a year) and `*` means no estimate is available.
 */
import { money } from '@/lib/kit/numbers';
export type Wage = number | '#' | '*';

/** One occupation as the compact JSON stores it (arrays keep public/data small). */
export type OccupationRow = [
  code: string,
  title: string,
  employment: number | '*',
  hourlyMean: Wage,
  annualMean: Wage,
  hourly: [Wage, Wage, Wage, Wage, Wage],
  annual: [Wage, Wage, Wage, Wage, Wage],
  /** 'annual': only annual wages are published (teachers, legislators); 'hourly': only hourly. */
  basis: 'annual' | 'hourly' | '',
];

export interface OewsData {
  readonly source: string;
  readonly period: string;
  readonly occupations: readonly OccupationRow[];
}

export const TOP_HOURLY = 115;
export const TOP_ANNUAL = 239_200;
export const PERCENTILES = ['10th', '25th', 'Median (50th)', '75th', '90th'] as const;

export const OEWS_SOURCE =
  'U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics (OEWS), May 2024, national cross-industry estimates, released April 2, 2025.';

/** A wage cell of the BLS file: a number, `#`, or `*` (also `**`, which BLS uses for employment). */
export function parseWage(text: string): Wage {
  const cleaned = text.trim().replace(/,/g, '');
  if (cleaned === '#') return '#';
  if (cleaned === '' || /^\*+$/.test(cleaned)) return '*';
  const value = Number(cleaned);
  if (!Number.isFinite(value) || value < 0) throw new Error(`Not a wage: "${text}"`);
  return value;
}

function parseEmployment(text: string): number | '*' {
  const value = parseWage(text);
  if (value === '#') throw new Error(`Not an employment figure: "${text}"`);
  return value;
}

/** The detailed occupations of the national file, in the compact form. */
export function occupationsFromRecords(records: readonly Record<string, string>[]): OccupationRow[] {
  return records
    .filter((record) => record.O_GROUP === 'detailed')
    .map((record) => {
      const wage = (key: string) => parseWage(record[key] ?? '');
      return [
        record.OCC_CODE ?? '',
        record.OCC_TITLE ?? '',
        parseEmployment(record.TOT_EMP ?? ''),
        wage('H_MEAN'),
        wage('A_MEAN'),
        [wage('H_PCT10'), wage('H_PCT25'), wage('H_MEDIAN'), wage('H_PCT75'), wage('H_PCT90')],
        [wage('A_PCT10'), wage('A_PCT25'), wage('A_MEDIAN'), wage('A_PCT75'), wage('A_PCT90')],
        record.ANNUAL === 'TRUE' ? 'annual' : record.HOURLY === 'TRUE' ? 'hourly' : '',
      ];
    });
}

const usd = (value: number) => money(value, { whole: true });

/** How a wage reads in the table: `$72,910`, `$35.05`, `$239,200 or more`, `Not available`. */
export function formatWage(wage: Wage, per: 'hour' | 'year'): string {
  if (wage === '*') return 'Not available';
  if (wage === '#') return per === 'hour' ? `${money(TOP_HOURLY)} or more` : `${usd(TOP_ANNUAL)} or more`;
  return per === 'hour' ? money(wage) : usd(wage);
}

export function formatEmployment(employment: number | '*'): string {
  return employment === '*' ? 'Not available' : new Intl.NumberFormat('en-US').format(employment);
}

/** The notes a row needs under its table: only the flags that appear in it. */
export function wageNotes(row: OccupationRow): string[] {
  const cells = [row[3], row[4], ...row[5], ...row[6]];
  const notes: string[] = [];
  if (cells.includes('#')) {
    notes.push(
      '“$239,200 or more” and “$115.00 or more” stand for the BLS “#” flag: the wage is at or above the top of the range the survey reports, so BLS gives no exact figure.',
    );
  }
  if (row[7] === 'annual') {
    notes.push(
      'For occupations whose workers do not generally work year-round, full time, BLS reports either hourly wages or annual salaries, depending on how they are typically paid. This one is reported as annual salaries only, so hourly figures are not available.',
    );
  } else if (row[7] === 'hourly') {
    notes.push(
      'For occupations whose workers do not generally work year-round, full time, BLS reports either hourly wages or annual salaries, depending on how they are typically paid. This one is reported as hourly wages only, so annual figures are not available.',
    );
  } else if (cells.includes('*')) {
    notes.push(
      '“Not available” stands for the BLS “*” flag: the survey could not produce a reliable estimate.',
    );
  }
  return notes;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim();

/**
 * Type-ahead over the official occupation names: every word typed must begin a word of the title
 * (or match the SOC code); titles that start with the query rank first, then shorter titles. The
 * page now searches by job title (title-search.ts); this stays as the baseline that search is
 * measured against (scripts/bench/salary-titles.ts).
 */
export function searchOccupations(
  rows: readonly OccupationRow[],
  query: string,
  limit = 40,
): OccupationRow[] {
  const wanted = normalize(query);
  if (!wanted) return [];
  if (/^\d{2}-?\d{0,4}$/.test(wanted)) {
    const code =
      wanted.length > 2 && !wanted.includes('-') ? `${wanted.slice(0, 2)}-${wanted.slice(2)}` : wanted;
    return rows.filter((row) => row[0].startsWith(code)).slice(0, limit);
  }
  const words = wanted.split(' ');
  const scored: { row: OccupationRow; score: number }[] = [];
  for (const row of rows) {
    const title = normalize(row[1]);
    const titleWords = title.split(/[\s-]+/);
    if (!words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)))) continue;
    const score = (title.startsWith(wanted) ? 0 : 1000) + title.length;
    scored.push({ row, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.row[1].localeCompare(b.row[1]))
    .slice(0, limit)
    .map((entry) => entry.row);
}
