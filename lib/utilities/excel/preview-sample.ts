import { columnLetters } from './parse';
import { DATE_COLUMNS, SAMPLE_GRID } from './sample';
import { toSerial, type Scalar } from './values';

/** A column the preview sheet holds for one request: a header the sample lacks, or text to split. */
export type SampleColumn = { col: number; header: string; values: readonly Scalar[]; dates?: boolean };

const PEOPLE = SAMPLE_GRID.slice(1).map((r) => ({
  first: String(r[1]),
  last: String(r[2]),
  dept: String(r[3]),
  region: String(r[4]),
}));
const DOMAINS = ['northwind.com', 'contoso.org', 'fabrikam.co.uk', 'northwind.com'];
const emails = PEOPLE.map(
  (p, i) => `${p.first.toLowerCase()}.${p.last.toLowerCase()}@${DOMAINS[i % DOMAINS.length]}`,
);

// Made-up values for headers the sample does not have, chosen by what the header is called.
const BY_NAME: { re: RegExp; make: () => Scalar[]; dates?: boolean }[] = [
  { re: /e-?mail/i, make: () => emails },
  {
    re: /date|deadline|due|day/i,
    make: () =>
      [
        [2025, 1, 14],
        [2024, 11, 3],
        [2025, 3, 28],
        [2024, 7, 19],
        [2025, 6, 2],
        [2024, 12, 30],
        [2025, 2, 11],
        [2024, 9, 8],
      ].map(([y, m, d]) => toSerial(y!, m!, d!)),
    dates: true,
  },
  {
    re: /status|stage|state/i,
    make: () => ['Open', 'Closed', 'Open', 'Pending', 'Closed', 'Open', 'Pending', 'Closed'],
  },
  { re: /priority|level/i, make: () => ['High', 'Low', 'Medium', 'High', 'Low', 'Medium', 'High', 'Low'] },
  { re: /name/i, make: () => PEOPLE.map((p) => `${p.first} ${p.last}`) },
  { re: /.*/, make: () => [1200, 850, 2300, 640, 1750, 980, 3100, 1420] },
];

/** A column for a header the sample lacks ("Revenue", "Email"), with values that suit its name. */
export function namedColumn(col: number, header: string): SampleColumn {
  const kind = BY_NAME.find((k) => k.re.test(header))!;
  return { col, header, values: kind.make(), ...(kind.dates ? { dates: true } : {}) };
}

/** Text that holds the characters a request splits at: emails for "@", full names for a space. */
export function splitColumn(col: number, delimiter: string, closing = ''): SampleColumn {
  if (delimiter === '@') return { col, header: 'Email', values: emails };
  if (closing)
    return {
      col,
      header: 'Text',
      values: PEOPLE.map((p) => `${p.first} ${delimiter}${p.dept}${closing} ${p.region}`),
    };
  if (delimiter === ' ')
    return { col, header: 'Full name', values: PEOPLE.map((p) => `${p.first} ${p.last}`) };
  return {
    col,
    header: 'Text',
    values: PEOPLE.map((p) => [p.dept, p.first, p.region].join(delimiter)),
  };
}

/** The sample sheet with a request's own columns put in (later columns of the same letter win). */
export function previewSheet(columns: readonly SampleColumn[] = []) {
  const grid = SAMPLE_GRID.map((row) => [...row]);
  const dates = new Set(DATE_COLUMNS);
  for (const c of columns) {
    const i = c.col - 1;
    for (const row of grid) while (row.length < i) row.push(null);
    grid[0]![i] = c.header;
    c.values.forEach((v, r) => (grid[r + 1]![i] = v));
    if (c.dates) dates.add(i);
    else dates.delete(i);
  }
  return { grid: grid as readonly (readonly Scalar[])[], dateColumns: dates as ReadonlySet<number> };
}

/** "Email in column A" for the note under the sample. */
export const describeColumns = (columns: readonly SampleColumn[]) =>
  columns.map((c) => `${c.header} in column ${columnLetters(c.col)}`).join(', ');
