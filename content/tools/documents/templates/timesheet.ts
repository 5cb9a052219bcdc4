import { fill, type Block, type Field, type Inline } from '@/lib/downloads/document';
import { addDays, longDate, parseDay } from '@/lib/documents/dates';
import { letter, letterheadFrom, paragraph, rich, section, signLine } from '@/lib/documents/letter';
import { money } from '@/lib/kit/numbers';
import { parseNumber } from '@/lib/tools/parse';
import type { DocumentTemplate } from '@/lib/documents/template';
import { formatHours, formatTime, parseTime } from '@/lib/documents/clock';
import { OVERTIME_MULTIPLIER, weeklyTotals, type Entry } from '@/lib/documents/payroll';

const SHORT_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const shortDay = (iso: string) => SHORT_DAY.format(new Date(`${iso}T00:00:00Z`));

type Checked = { cells: Inline[]; entry?: Entry; problems: string[]; overnight: boolean };

function checkRow(
  row: Record<string, string>,
  index: number,
  periodStart: string | undefined,
  periodEnd: string | undefined,
): Checked {
  const problems: string[] = [];
  const where = `Row ${index + 1}`;
  const dateText = row.date ?? '';
  const date = periodStart && dateText ? parseDay(dateText, periodStart) : null;
  if (!dateText) problems.push(`${where}: enter the date, like 11/16.`);
  else if (periodStart && !date) problems.push(`${where}: “${dateText}” is not a date; write it like 11/16.`);
  else if (date && periodStart && periodEnd && (date < periodStart || date > periodEnd))
    problems.push(`${where}: ${longDate(date)} is outside the pay period.`);

  const time = (key: 'start' | 'end', label: string): number | null => {
    const text = row[key] ?? '';
    if (!text) {
      problems.push(`${where}: enter the ${label} time, like 9:00 AM.`);
      return null;
    }
    const parsed = parseTime(text);
    if (parsed === null)
      problems.push(`${where}: “${text}” is not a time of day; write it like 9:00 AM or 17:30.`);
    return parsed;
  };
  const start = time('start', 'start');
  const end = time('end', 'end');

  const breakMinutes = row.breakMinutes ? (parseNumber(row.breakMinutes) ?? 0) : 0;
  if (breakMinutes < 0) problems.push(`${where}: the break can’t be negative.`);

  let span: number | null = null;
  let overnight = false;
  if (start !== null && end !== null) {
    if (start === end) problems.push(`${where}: the start and end times are the same.`);
    else {
      // An end before the start is a shift that runs past midnight: it counts on the day it starts.
      overnight = end < start;
      span = overnight ? end + 1440 - start : end - start;
      if (breakMinutes >= span) problems.push(`${where}: the break is as long as the shift or longer.`);
    }
  }

  const ok = problems.length === 0 && date !== null && span !== null;
  const worked = ok ? span! - breakMinutes : undefined;
  const cells: Inline[] = [
    date ? shortDay(date) : dateText || fill('Date'),
    start !== null ? formatTime(start) : fill('Start'),
    end !== null ? `${formatTime(end)}${overnight ? ' (next day)' : ''}` : fill('End'),
    String(breakMinutes > 0 ? breakMinutes : 0),
    worked !== undefined ? formatHours(worked) : fill('Check row'),
    row.notes ?? '',
  ];
  return {
    cells,
    entry: worked !== undefined ? { date: date!, minutes: worked } : undefined,
    problems,
    overnight,
  };
}

/**
 * A timesheet for one pay period: each day's hours from its start, end and unpaid break, the week's
 * regular and overtime hours under the federal rule (over 40 in a workweek, at one and a half times
 * the rate), and the gross pay when a rate is given. Entries that can't be read are listed in a
 * note and left out of the totals rather than guessed.
 */
const timesheet: DocumentTemplate = {
  render({ read, today }) {
    const periodStart = read.date('periodStart');
    const weeks = read.choice('period') === 'biweekly' ? 2 : 1;
    const periodEnd = periodStart && addDays(periodStart, weeks * 7 - 1);
    const overtime = read.on('overtime');
    const rate = read.amount('hourlyRate');
    const employee = read.text('employeeName');

    const checked = read.rows('entries').map((row, index) => checkRow(row, index, periodStart, periodEnd));
    const entries = checked.flatMap((row) => (row.entry ? [row.entry] : []));
    const problems = checked.flatMap((row) => row.problems);
    const totals = periodStart ? weeklyTotals(entries, periodStart, overtime) : [];
    const total = totals.reduce((sum, week) => sum + week.minutes, 0);
    const regular = totals.reduce((sum, week) => sum + week.regular, 0);
    const extra = totals.reduce((sum, week) => sum + week.overtime, 0);

    const cents = (value: number) => Math.round(value * 100) / 100;
    const regularPay = rate !== undefined && rate > 0 ? cents((regular / 60) * rate) : undefined;
    const overtimePay =
      rate !== undefined && rate > 0 ? cents((extra / 60) * rate * OVERTIME_MULTIPLIER) : undefined;

    const period: Inline = periodStart
      ? `${longDate(periodStart)} to ${longDate(periodEnd!)}`
      : fill(read.label('periodStart'));

    // Paired facts share a row, so a week's timesheet stays on one page with room to sign.
    const id = read.text('employeeId');
    const title = read.text('jobTitle');
    const department = read.text('department');
    const role = title && department ? `${title}, ${department}` : (title ?? department);
    const header: Field[] = [
      {
        label: 'Employee',
        value: rich(read.need('employeeName'), id && ` (ID ${id})`, role && `, ${role}`),
      },
      { label: 'Pay period', value: period },
    ];

    const weekLines: Field[] =
      weeks > 1 && periodStart
        ? totals.map((week) => ({
            label: `Week ${week.week + 1} (from ${longDate(addDays(periodStart, week.week * 7))})`,
            value: `${formatHours(week.minutes)} hours`,
          }))
        : [];

    // With a rate, each pay line carries its hours and rate, so the hours need no lines of their own.
    const paid = rate !== undefined && rate > 0;
    const summary: Field[] = [
      ...weekLines,
      { label: 'Total hours', value: formatHours(total) },
      ...(overtime && !paid
        ? [
            { label: 'Regular hours', value: formatHours(regular) },
            { label: 'Overtime hours (over 40 a week)', value: formatHours(extra) },
          ]
        : []),
      ...(paid && overtime
        ? [
            {
              label: `Regular pay (${formatHours(regular)} hours at ${money(rate)})`,
              value: money(regularPay!),
            },
            {
              label: `Overtime pay (${formatHours(extra)} hours over 40 a week, at ${money(rate * OVERTIME_MULTIPLIER)})`,
              value: money(overtimePay!),
            },
          ]
        : []),
      ...(paid && !overtime ? [{ label: 'Hourly rate', value: money(rate) }] : []),
      ...(paid ? [{ label: 'Gross pay', value: money(cents(regularPay! + overtimePay!)) }] : []),
    ];
    const overnight = checked.some((row) => row.overnight);

    const blocks: (Block | null)[] = [
      { kind: 'heading', level: 1, text: 'Timesheet' },
      { kind: 'fields', items: header },
      checked.length
        ? {
            kind: 'table',
            header: ['Date', 'Start', 'End', 'Break (min)', 'Hours', 'Notes'],
            widths: [2, 2, 2.4, 1.4, 1.2, 3],
            rows: checked.map((row) => row.cells),
          }
        : paragraph(rich('No time entered yet: add a row for each day worked ', fill('Time entries'), '.')),
      problems.length
        ? {
            kind: 'note',
            tone: 'important',
            title: 'Check these entries',
            text: `${problems.join(' ')} Rows with a problem are left out of the totals.`,
          }
        : null,
      { kind: 'fields', items: summary },
      paragraph(
        overtime &&
          !paid &&
          'Hours over 40 in a workweek are overtime, paid at one and a half times the regular rate (FLSA).',
        overnight && 'A shift past midnight counts on the day it starts.',
      ),
      paragraph(read.text('comments')),
      section(
        'Certification',
        'This is a true and complete record of the hours I worked in this pay period.',
      ),
      signLine(employee ?? read.need('employeeName')),
      signLine('Date'),
      signLine(rich('Approved by', read.text('supervisor') && `: ${read.text('supervisor')}`)),
      signLine('Date'),
    ];

    return letter({
      title: `Timesheet for ${employee ?? 'the employee'}`,
      description: `Hours worked by ${employee ?? 'the employee'} in the pay period${periodStart ? ` starting ${longDate(periodStart)}` : ''}.`,
      author: read.text('companyName') ?? 'Employer',
      date: periodEnd,
      today,
      letterhead: letterheadFrom(read, 'companyName', 'companyAddress'),
      keywords: ['timesheet'],
      blocks,
    });
  },
};

export default timesheet;
