import '@/lib/zod-jitless';
import { z } from 'zod';
import { choiceField, dateField, daysInMonth, timeField } from './fields';
import { num } from './format';
import type { Example } from './types';
import type { Explanation } from '@/lib/tools/view';
import { formatLongDate } from '@/lib/kit/date-format';
import { pick } from '@/lib/calculators/present';
import { defineRunner } from '@/lib/tools/runner';
import { copyTextOf } from '@/lib/tools/view';

/**
 * Where a 29 February birthday falls in other years. Most calculators and many legal systems
 * (the US for driving licences, for example) use 28 February; the UK and others use 1 March.
 */
export const leapDayRules = ['feb28', 'mar1'] as const;
export type LeapDayRule = (typeof leapDayRules)[number];

const MAX_AGE_YEARS = 150;
const MS_PER_DAY = 86_400_000;

interface Ymd {
  y: number;
  m: number;
  d: number;
}

function parse(date: string): Ymd {
  const [y, m, d] = date.split('-').map(Number);
  return { y: y ?? 1970, m: m ?? 1, d: d ?? 1 };
}

function format({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Days since 1970-01-01 (the calendar is proleptic Gregorian, as in Date). */
function dayNumber({ y, m, d }: Ymd): number {
  return Math.round(Date.UTC(y, m - 1, d) / MS_PER_DAY);
}

function compare(a: Ymd, b: Ymd): number {
  return dayNumber(a) - dayNumber(b);
}

/**
 * The date `months` calendar months after the birth date. A day that doesn't exist in the target
 * month moves to that month's last day (31 January + 1 month = 28 or 29 February), except a
 * 29 February birthday under the "mar1" rule, which moves to 1 March.
 */
function anniversary(birth: Ymd, months: number, rule: LeapDayRule): Ymd {
  const index = birth.m - 1 + months;
  const y = birth.y + Math.floor(index / 12);
  const m = (((index % 12) + 12) % 12) + 1;
  const last = daysInMonth(y, m);
  if (birth.d <= last) return { y, m, d: birth.d };
  if (rule === 'mar1' && birth.m === 2 && birth.d === 29 && m === 2) return { y, m: 3, d: 1 };
  return { y, m, d: last };
}

export const inputSchema = z
  .object({
    /** Date of birth, YYYY-MM-DD. */
    birthDate: dateField('Date of birth', 1800, 2200),
    /** The date to measure the age on, YYYY-MM-DD: the page fills in today (compute never reads the clock). */
    asOf: dateField('Age on date', 1800, 2200),
    /** Where a 29 February birthday falls in years without one; empty means 28 February. */
    leapDayRule: choiceField(leapDayRules, 'leap-day rule', 'feb28'),
    /** Optional clock time of birth, in minutes after midnight; adds hours to the age. */
    birthTime: timeField('Time of birth'),
    /** Optional clock time to measure at; empty means the start of the day (00:00). */
    asOfTime: timeField('Time'),
  })
  .superRefine((v, ctx) => {
    const birth = parse(v.birthDate);
    const asOf = parse(v.asOf);
    if (compare(birth, asOf) > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['birthDate'],
        message: "Date of birth can't be after the date the age is measured on",
      });
    else if (compare(birth, asOf) === 0 && v.birthTime !== undefined && v.birthTime > (v.asOfTime ?? 0))
      ctx.addIssue({
        code: 'custom',
        path: [v.asOfTime === undefined ? 'asOfTime' : 'birthTime'],
        message:
          v.asOfTime === undefined
            ? 'Born today: enter the time now to count the hours'
            : "Time of birth can't be after the time the age is measured at",
      });
    else if (compare(anniversary(birth, MAX_AGE_YEARS * 12, v.leapDayRule), asOf) <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['birthDate'],
        message: `The dates are more than ${MAX_AGE_YEARS} years apart: check the year of birth`,
      });
  });

export type Input = z.output<typeof inputSchema>;

export interface Result {
  years: number;
  months: number;
  days: number;
  totalMonths: number;
  totalWeeks: number;
  /** Days left over after the whole weeks. */
  extraDays: number;
  totalDays: number;
  /** YYYY-MM-DD, always after the as-of date. */
  nextBirthday: string;
  daysUntilNextBirthday: number;
  /** The age turned on the next birthday. */
  nextAge: number;
  isBirthdayToday: boolean;
  /** Monday, Tuesday... */
  weekdayBorn: string;
  /** True when born on 29 February. */
  leapDayBirthday: boolean;
  /** With a time of birth: hours and minutes past the last day mark, and the totals; null without one. */
  clock: {
    hours: number;
    minutes: number;
    totalHours: number;
    /** Time to the next birthday at the time of birth. */
    untilNext: { days: number; hours: number; minutes: number };
  } | null;
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const shiftDays = (date: Ymd, days: number): Ymd => {
  const d = new Date(Date.UTC(date.y, date.m - 1, date.d) + days * MS_PER_DAY);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
};

const MINUTES_PER_DAY = 1440;

/**
 * Clock times are wall-clock times in one place, so a day is 24 hours: a daylight-saving change or a
 * move between time zones in between is not counted (nobody's age is told to the hour that way).
 */
export function compute(input: Input): Result {
  const birth = parse(input.birthDate);
  const asOfDay = parse(input.asOf);
  const birthMinute = input.birthTime;
  const asOfMinute = input.asOfTime ?? 0;
  // Before the time of birth on the as-of day, the last day mark was yesterday at that time.
  const beforeBirthTime = birthMinute !== undefined && asOfMinute < birthMinute;
  const asOf = beforeBirthTime ? shiftDays(asOfDay, -1) : asOfDay;
  const rule = input.leapDayRule;
  let totalMonths = Math.max(0, (asOf.y - birth.y) * 12 + (asOf.m - birth.m));
  while (totalMonths > 0 && compare(anniversary(birth, totalMonths, rule), asOf) > 0) totalMonths -= 1;
  const lastMonthMark = anniversary(birth, totalMonths, rule);
  const years = Math.floor(totalMonths / 12);
  const totalDays = dayNumber(asOf) - dayNumber(birth);
  const lastBirthday = anniversary(birth, years * 12, rule);
  const next = anniversary(birth, (years + 1) * 12, rule);
  let clock: Result['clock'] = null;
  if (birthMinute !== undefined) {
    const sinceMark = asOfMinute - birthMinute + (beforeBirthTime ? MINUTES_PER_DAY : 0);
    const untilNext = (dayNumber(next) - dayNumber(asOfDay)) * MINUTES_PER_DAY + birthMinute - asOfMinute;
    clock = {
      hours: Math.floor(sinceMark / 60),
      minutes: sinceMark % 60,
      totalHours: Math.floor((totalDays * MINUTES_PER_DAY + sinceMark) / 60),
      untilNext: {
        days: Math.floor(untilNext / MINUTES_PER_DAY),
        hours: Math.floor((untilNext % MINUTES_PER_DAY) / 60),
        minutes: untilNext % 60,
      },
    };
  }
  return {
    years,
    months: totalMonths % 12,
    days: dayNumber(asOf) - dayNumber(lastMonthMark),
    totalMonths,
    totalWeeks: Math.floor(totalDays / 7),
    extraDays: totalDays % 7,
    totalDays,
    nextBirthday: format(next),
    // Counted in calendar days from the as-of date, so a birthday later today is 0 days away.
    daysUntilNextBirthday: dayNumber(next) - dayNumber(asOfDay),
    nextAge: years + 1,
    isBirthdayToday:
      (years > 0 && compare(lastBirthday, asOfDay) === 0) ||
      (beforeBirthTime && compare(next, asOfDay) === 0),
    weekdayBorn: weekdays[new Date(Date.UTC(birth.y, birth.m - 1, birth.d)).getUTCDay()] ?? '',
    leapDayBirthday: birth.m === 2 && birth.d === 29,
    clock,
  };
}

const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const plural = (n: number, word: string) => `${num(n, 0)} ${word}${n === 1 ? '' : 's'}`;

export function explain(input: Input, r: Result): Explanation {
  const steps = [
    `From ${input.birthDate} to ${input.asOf}: ${plural(r.years, 'year')}, ${plural(r.months, 'month')} and ${plural(r.days, 'day')}`,
    `Whole months counted first (${plural(r.totalMonths, 'month')}), then the days since the last month mark`,
    `In all: ${plural(r.totalDays, 'day')}, or ${plural(r.totalWeeks, 'week')} and ${plural(r.extraDays, 'day')}`,
    r.isBirthdayToday
      ? `It's the birthday today; the next one is ${r.nextBirthday}, ${plural(r.daysUntilNextBirthday, 'day')} away`
      : `Next birthday: ${r.nextBirthday} (turning ${r.nextAge}), ${plural(r.daysUntilNextBirthday, 'day')} away`,
  ];
  if (r.clock && input.birthTime !== undefined) {
    steps.splice(
      1,
      0,
      `Born at ${clockText(input.birthTime)}, measured at ${clockText(input.asOfTime ?? 0)}${input.asOfTime === undefined ? ' (the start of the day; enter a time to change it)' : ''}: ${plural(r.clock.hours, 'hour')} and ${plural(r.clock.minutes, 'minute')} since the last day mark, ${plural(r.clock.totalHours, 'hour')} in all`,
    );
    steps.push(
      `Until the next birthday at ${clockText(input.birthTime)}: ${plural(r.clock.untilNext.days, 'day')}, ${plural(r.clock.untilNext.hours, 'hour')} and ${plural(r.clock.untilNext.minutes, 'minute')}`,
    );
  }
  if (r.leapDayBirthday)
    steps.push(
      input.leapDayRule === 'mar1'
        ? 'Born on 29 February: in years without that date the birthday is counted on 1 March.'
        : 'Born on 29 February: in years without that date the birthday is counted on 28 February.',
    );
  steps.push(`Born on a ${r.weekdayBorn}.`);
  return {
    formula:
      'Age = whole years, then whole months, then days from the date of birth to the chosen date; a day missing from a month counts as that month’s last day',
    steps,
  };
}

export const examples: Example[] = [
  {
    input: { birthDate: '1990-04-25', asOf: '2026-03-14' },
    note: 'Someone born on 25 April 1990, measured on 14 March 2026',
  },
  {
    input: { birthDate: '2008-02-29', asOf: '2026-02-28', leapDayRule: 'feb28' },
    note: 'A leap-day birthday in a year without 29 February',
  },
];

export default defineRunner({
  compute,
  explain,
  schema: inputSchema,
  input: (values) => pick(values, ['birthDate', 'asOf', 'leapDayRule', 'birthTime', 'asOfTime']),
  present(_input, result, explain) {
    const clock = result.clock;
    const primary = {
      label: 'Age',
      value: `${plural(result.years, 'year')}, ${plural(result.months, 'month')}, ${plural(result.days, 'day')}${clock ? `, ${plural(clock.hours, 'hour')}` : ''}`,
    };
    const countdown = clock
      ? `${plural(clock.untilNext.days, 'day')}, ${plural(clock.untilNext.hours, 'hour')} and ${plural(clock.untilNext.minutes, 'minute')}`
      : plural(result.daysUntilNextBirthday, 'day');
    const secondary = [
      {
        label: 'Next birthday',
        value: formatLongDate(result.nextBirthday),
        hint: `Turning ${result.nextAge}, in ${countdown}`,
      },
      { label: 'In months', value: plural(result.totalMonths, 'month') },
      {
        label: 'In weeks',
        value: `${plural(result.totalWeeks, 'week')}${result.extraDays ? `, ${plural(result.extraDays, 'day')}` : ''}`,
      },
      { label: 'In days', value: plural(result.totalDays, 'day') },
      ...(clock ? [{ label: 'In hours', value: plural(clock.totalHours, 'hour') }] : []),
      { label: 'Born on a', value: result.weekdayBorn },
    ];
    // Before the time of birth on the birthday itself, the new age is still a few hours away.
    const summary = result.isBirthdayToday
      ? result.daysUntilNextBirthday === 0
        ? `Happy birthday! ${result.nextAge} today, in ${countdown}.`
        : `Happy birthday! ${result.years} today.`
      : undefined;
    return {
      primary,
      secondary,
      summary,
      summaryTone: summary ? 'good' : undefined,
      tables: [],
      explain,
      copyText: copyTextOf('Age', [primary, ...secondary], summary),
    };
  },
});
