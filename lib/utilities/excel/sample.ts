import { toSerial, type Scalar } from './values';

/** The sample sheet every task is evaluated on: a small HR roster, headers in row 1. */
export const SAMPLE_HEADERS = [
  'ID',
  'First name',
  'Last name',
  'Department',
  'Region',
  'Salary',
  'Start date',
  'Hours this week',
  'Name as typed',
] as const;

/** Column indexes (0-based) that hold dates, shown as yyyy-mm-dd. */
export const DATE_COLUMNS = new Set([6]);

const d = (iso: string) => {
  const [y, m, day] = iso.split('-').map(Number);
  return toSerial(y!, m!, day!);
};

const ROWS: Scalar[][] = [
  ['E101', 'Ana', 'Lopez', 'Sales', 'East', 62000, d('2019-03-15'), 42, '  ana   LOPEZ'],
  ['E102', 'Ben', 'Carter', 'Engineering', 'West', 98000, d('2021-07-01'), 38, 'BEN carter '],
  ['E103', 'Chloe', 'Nguyen', 'Sales', 'West', 71000, d('2018-01-08'), 45, 'chloe  nguyen'],
  ['E104', 'Dev', 'Patel', 'Engineering', 'East', 105000, d('2022-11-14'), 40, ' dev patel'],
  ['E105', 'Eva', 'Rossi', 'HR', 'East', 58000, d('2020-05-04'), 36, 'EVA ROSSI'],
  ['E106', 'Farid', 'Haddad', 'Sales', 'West', 66000, d('2023-02-20'), 47, 'farid haddad'],
  ['E107', 'Grace', 'Kim', 'Engineering', 'East', 112000, d('2017-09-11'), 41, 'grace   kim '],
  ['E108', 'Hiro', 'Tanaka', 'HR', 'West', 61000, d('2024-06-03'), 40, 'hiro TANAKA'],
];

export const SAMPLE_GRID: readonly (readonly Scalar[])[] = [[...SAMPLE_HEADERS], ...ROWS];

/** TODAY() in the sample, fixed so the examples always give the same answer. */
export const SAMPLE_TODAY_ISO = '2026-11-22';
export const SAMPLE_TODAY = d(SAMPLE_TODAY_ISO);
