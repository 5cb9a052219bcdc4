// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDuration, formatTime, parseTime, schedule } from '@/lib/documents/clock';
import { parseDay } from '@/lib/documents/dates';
import { weeklyTotals } from '@/lib/documents/payroll';
import { renderPdf } from '@/lib/downloads/pdf';
import { readPdf } from '../downloads/inspect';
import { build } from './helpers';

const shift = (date: string, start: string, end: string, breakMinutes = '0', notes = '') => ({
  date,
  start,
  end,
  breakMinutes,
  notes,
});

describe('times of day', () => {
  it('reads the ways people type a time and writes it back in the 12-hour style', () => {
    expect(parseTime('9')).toBe(540);
    expect(parseTime('9:30 am')).toBe(570);
    expect(parseTime('12:15 AM')).toBe(15);
    expect(parseTime('12:00 p.m.')).toBe(720);
    expect(parseTime('17:45')).toBe(1065);
    expect(parseTime('24:00')).toBe(1440);
    for (const bad of ['25:00', '9:75', '13 pm', 'noon', '']) expect(parseTime(bad), bad).toBeNull();
    expect(formatTime(0)).toBe('12:00 AM');
    expect(formatTime(754)).toBe('12:34 PM');
    expect(formatTime(1440 + 30)).toBe('12:30 AM');
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(135)).toBe('2 hours 15 minutes');
  });
});

describe('the timesheet', () => {
  const timesheet = (changes = {}) => build('timesheet-template', changes);

  it('adds up the sample week with overtime over 40 hours and gross pay', async () => {
    const { text, errors } = await timesheet();
    expect(errors).toEqual({});
    expect(text).toContain('Wed, Nov 18 | 8:30 AM | 6:00 PM | 30 | 9.00 | Inventory count');
    expect(text).toContain('Total hours: 42.50');
    // 40 × $24.50 = $980.00; 2.5 × $36.75 = $91.875, rounded to $91.88.
    expect(text).toContain('Regular pay (40.00 hours at $24.50): $980.00');
    expect(text).toContain('Overtime pay (2.50 hours over 40 a week, at $36.75): $91.88');
    expect(text).toContain('Gross pay: $1,071.88');
    expect((await timesheet({ hourlyRate: '' })).text).toContain(
      'Regular hours: 40.00\nOvertime hours (over 40 a week): 2.50',
    );
  });

  it('fits a full week on one page with room to sign, and two full weeks on two', async () => {
    const days = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => shift(`11/${from + index}`, '8:00 AM', '4:30 PM', '30'));
    const pages = async (changes: object) => {
      const { model, text } = await timesheet(changes);
      const pdf = readPdf(await renderPdf(model));
      return { count: pdf.pageObjects, last: pdf.pages.at(-1)!, text };
    };
    const week = await pages({ entries: days(16, 7) });
    expect(week.text).toContain('Sun, Nov 22 | 8:00 AM | 4:30 PM | 30 | 8.00 |');
    expect(week.count).toBe(1);
    expect(week.last).toContain('Approved by: Dana Whitfield Date');
    // Fourteen rows and a line per week: more than a page holds, and the signing stays with the text.
    const fortnight = await pages({ period: 'biweekly', entries: days(16, 14) });
    expect(fortnight.text).toContain('Week 2 (from November 23, 2026): 56.00 hours');
    expect(fortnight.count).toBe(2);
    expect(fortnight.last).toContain('Certification. This is a true and complete record');
  });

  it('counts a shift past midnight on the day it starts', async () => {
    const { text } = await timesheet({
      entries: [shift('11/16', '10:00 PM', '6:30 AM', '30'), shift('11/17', '22:00', '02:00')],
    });
    expect(text).toContain('Mon, Nov 16 | 10:00 PM | 6:30 AM (next day) | 30 | 8.00 |');
    expect(text).toContain('Tue, Nov 17 | 10:00 PM | 2:00 AM (next day) | 0 | 4.00 |');
    expect(text).toContain('Total hours: 12.00');
    expect(text).toContain('Overtime pay (0.00 hours over 40 a week, at $36.75): $0.00');
    expect(text).toContain('A shift past midnight counts on the day it starts.');
  });

  it('counts overtime week by week over two weeks, never averaged', async () => {
    const week1 = ['11/16', '11/17', '11/18', '11/19', '11/20'].map((d) => shift(d, '8:00', '17:00'));
    const week2 = ['11/23', '11/24', '11/25'].map((d) => shift(d, '8:00', '18:00'));
    const { text } = await timesheet({ period: 'biweekly', entries: [...week1, ...week2] });
    // Week 1: 5 × 9 = 45 hours, 5 of them overtime; week 2: 3 × 10 = 30 hours. 75 in all, under 80.
    expect(text).toContain('Week 1 (from November 16, 2026): 45.00 hours');
    expect(text).toContain('Week 2 (from November 23, 2026): 30.00 hours');
    expect(text).toContain('Total hours: 75.00');
    expect(text).toContain('Overtime pay (5.00 hours over 40 a week, at $36.75): $183.75');
    expect(text).toContain('Gross pay: $1,898.75'); // 70 × 24.50 + 5 × 36.75
    expect(text).toContain('Pay period: November 16, 2026 to November 29, 2026');
  });

  it('pays straight time when overtime is switched off, and leaves pay out without a rate', async () => {
    const straight = (await timesheet({ overtime: false })).text;
    expect(straight).not.toContain('Overtime');
    expect(straight).toContain('Gross pay: $1,041.25'); // 42.5 × 24.50
    const hoursOnly = (await timesheet({ hourlyRate: '' })).text;
    expect(hoursOnly).toContain('Total hours: 42.50');
    expect(hoursOnly).not.toContain('pay:');
    expect(hoursOnly).not.toContain('$');
  });

  it('lists entries it cannot read and leaves them out of the totals', async () => {
    const { text } = await timesheet({
      entries: [
        shift('11/16', '25:00', '5:00 PM'),
        shift('11/17', '9:00 AM', '5:00 PM', '30'),
        shift('12/01', '9:00 AM', '5:00 PM'),
        shift('11/18', '9:00 AM', '9:20 AM', '30'),
        shift('', '9:00 AM', '9:00 AM'),
      ],
    });
    expect(text).toContain(
      'Check these entries: Row 1: “25:00” is not a time of day; write it like 9:00 AM or 17:30.',
    );
    expect(text).toContain('Row 3: December 1, 2026 is outside the pay period.');
    expect(text).toContain('Row 4: the break is as long as the shift or longer.');
    expect(text).toContain('Row 5: enter the date, like 11/16.');
    expect(text).toContain('Row 5: the start and end times are the same.');
    expect(text).toContain('Rows with a problem are left out of the totals.');
    expect(text).toContain('Mon, Nov 16 | [Start] | 5:00 PM | 0 | [Check row] |');
    expect(text).toContain('Total hours: 7.50');
  });

  it('reads row dates in the usual forms and across New Year', () => {
    expect(parseDay('Mon 11/16', '2026-11-16')).toBe('2026-11-16');
    expect(parseDay('11/16/26', '2026-11-16')).toBe('2026-11-16');
    expect(parseDay('2026-11-17', '2026-11-16')).toBe('2026-11-17');
    expect(parseDay('1/2', '2026-12-28')).toBe('2027-01-02');
    expect(parseDay('2/30', '2026-11-16')).toBeNull();
    expect(
      weeklyTotals(
        [
          { date: '2026-11-16', minutes: 41 * 60 },
          { date: '2026-11-23', minutes: 39 * 60 },
        ],
        '2026-11-16',
        true,
      ),
    ).toEqual([
      { week: 0, minutes: 2460, regular: 2400, overtime: 60 },
      { week: 1, minutes: 2340, regular: 2340, overtime: 0 },
    ]);
  });
});

describe('the meeting agenda', () => {
  const agenda = (changes = {}) => build('meeting-agenda-template', changes);

  it('gives each item its slot and the meeting its end time', async () => {
    const { text } = await agenda();
    expect(text).toContain('When: Wednesday, November 25, 2026, 10:00 AM to 11:00 AM');
    expect(text).toContain(
      '1 | 10:00 AM – 10:05 AM | Welcome and goals for the meeting | Priya Raman | Inform | 5',
    );
    expect(text).toContain(
      '3 | 10:20 AM – 10:40 AM | Proposed Q1 headcount by team | Dana Whitfield | Discuss | 20',
    );
    expect(text).toContain('Total: 1 hour for 5 items, from 10:00 AM to 11:00 AM.');
    expect(schedule(600, [5, 15])).toEqual([
      { start: 600, end: 605 },
      { start: 605, end: 620 },
    ]);
  });

  it('runs past midnight and follows a later start', async () => {
    const { text } = await agenda({
      startTime: '21:45',
      items: [
        { topic: 'Incident review', owner: 'Dana', minutes: '90', kind: 'discuss' },
        { topic: 'Handover', owner: 'Luis', minutes: '15', kind: 'inform' },
      ],
      showKind: false,
    });
    expect(text).toContain('1 | 9:45 PM – 11:15 PM | Incident review | Dana | 90');
    expect(text).toContain('2 | 11:15 PM – 11:30 PM | Handover | Luis | 15');
    expect(text).toContain('# | Time | Topic | Owner | Minutes');
    expect(text).toContain('Total: 1 hour 45 minutes for 2 items, from 9:45 PM to 11:30 PM.');
    const late = (
      await agenda({
        startTime: '21:45',
        items: [{ topic: 'Cutover', owner: '', minutes: '180', kind: 'decide' }],
      })
    ).text;
    expect(late).toContain('9:45 PM – 12:45 AM (next day)');
  });

  it('flags an item without sensible minutes instead of guessing its time', async () => {
    const { text } = await agenda({
      items: [
        { topic: 'Budget', owner: 'Priya', minutes: '', kind: 'decide' },
        { topic: 'Roles', owner: 'Dana', minutes: '7.5', kind: 'discuss' },
      ],
    });
    expect(text).toContain('Item 1: enter how many minutes it takes.');
    expect(text).toContain('Item 2: the minutes must be a whole number above zero.');
    expect(text).toContain('1 | [Time] | Budget | Priya | Decide | [Minutes]');
  });
});

describe('the memo, minutes, executive summary and one-pager', () => {
  it('writes the memo heading block, paragraphs and action items', async () => {
    const { text } = await build('memo-template', {
      cc: '',
      confidential: true,
      body: 'First point.\nSame paragraph line.\n\n\nSecond paragraph.',
    });
    expect(text).toContain('Memorandum\n\nConfidential: for the named recipients only.');
    expect(text).toContain('To: All Operations staff\nFrom: Dana Whitfield, Operations Manager\nDate:');
    expect(text).not.toContain('CC:');
    expect(text).toContain('First point.\nSame paragraph line.\n\nSecond paragraph.');
    expect(text).toContain(
      'Action | Owner | Due\nUpdate the timesheet reminder in the scheduling app | Luis Romero | Nov 27',
    );
  });

  it('records attendance, decisions and the next meeting in the minutes', async () => {
    const full = (await build('meeting-minutes-template', { approval: true })).text;
    expect(full).toContain(
      'Present: Priya Raman, Michael Chen, Dana Whitfield, Luis Romero. Absent: Alicia Gomez.',
    );
    expect(full).toContain('1. Approve four Operations roles to open in January.');
    expect(full).toContain('Share the revised Q1 budget | Priya Raman | Dec 11');
    expect(full).toMatch(/The next meeting is on \w+day, December \d+, 2026 \(Conference room 4B\)\./);
    expect(full).toContain('These minutes were reviewed and approved as a true record of the meeting.');
    expect(full).toContain('______________________________\nChair: Priya Raman');
    expect((await build('meeting-minutes-template')).text).not.toContain('approved as a true record');
    const bare = (await build('meeting-minutes-template', { absent: '', nextMeeting: '', decisions: [] }))
      .text;
    expect(bare).not.toContain('Absent');
    expect(bare).not.toContain('Next meeting');
    expect(bare).not.toContain('Decisions');
    const early = await build('meeting-minutes-template', {
      meetingDate: '2026-11-20',
      nextMeeting: '2026-11-19',
    });
    expect(early.errors.nextMeeting).toBe('The next meeting must be after this one.');
  });

  it('puts the executive summary’s recommendation first or after the figures', async () => {
    const first = (await build('executive-summary-template')).text;
    expect(first.indexOf('Recommendation')).toBeLessThan(first.indexOf('The problem'));
    expect(first).toContain('Annual saving at target | $55,000 | 13 fewer early leavers at $4,200 each');
    const last = (await build('executive-summary-template', { order: 'end' })).text;
    expect(last.indexOf('Recommendation')).toBeGreaterThan(last.indexOf('Key figures'));
    expect(last.indexOf('Recommendation')).toBeLessThan(last.indexOf('Next steps'));
  });

  it('titles the one-pager’s sections for a product or a company', async () => {
    const product = (await build('one-pager-template')).text;
    expect(product).toContain('How Northwind Shift Planner solves it');
    expect(product).toContain('• Fewer no-shows: reminders and open-shift alerts');
    const company = (await build('one-pager-template', { focus: 'company', productName: 'Northwind' })).text;
    expect(company).toContain('What Northwind does');
    expect(company).toContain('Why work with us');
    const bare = (
      await build('one-pager-template', { proof: '', contactName: '', contactEmail: '', website: '' })
    ).text;
    expect(bare).not.toContain('Proof');
    expect(
      bare.trimEnd().endsWith('Book a 20-minute demo and see your own schedule built in the call.'),
    ).toBe(true);
  });
});
