// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, examples, explain, inputSchema } from '@/lib/calculators/age';
import runner from '@/lib/calculators/age';
import { expectAllFinite, messages, parseOk, propertyRuns } from './helpers';

const run = (input: Record<string, unknown>) => compute(parseOk(inputSchema, input));

describe('age compute', () => {
  it('worked by hand (day counts checked with Python datetime): 1990-04-25 to 2026-03-14', () => {
    const r = run(examples[0]!.input);
    expect(r).toMatchObject({
      years: 35,
      months: 10,
      days: 17, // 25 Feb 2026 to 14 Mar 2026
      totalMonths: 430,
      totalDays: 13_107,
      totalWeeks: 1872,
      extraDays: 3,
      nextBirthday: '2026-04-25',
      daysUntilNextBirthday: 42,
      nextAge: 36,
      isBirthdayToday: false,
      weekdayBorn: 'Wednesday',
      leapDayBirthday: false,
    });
  });

  it('leap-day birthday, 28 February rule: turns 18 on 2026-02-28', () => {
    const r = run({ birthDate: '2008-02-29', asOf: '2026-02-28' });
    expect([r.years, r.months, r.days]).toEqual([18, 0, 0]);
    expect(r.isBirthdayToday).toBe(true);
    expect(r.totalDays).toBe(6574);
    expect(r.nextBirthday).toBe('2027-02-28');
    expect(r.daysUntilNextBirthday).toBe(365);
    expect(r.weekdayBorn).toBe('Friday');
  });

  it('leap-day birthday, 1 March rule: still 17 on 2026-02-28, 18 on 2026-03-01', () => {
    const before = run({ birthDate: '2008-02-29', asOf: '2026-02-28', leapDayRule: 'mar1' });
    expect([before.years, before.months, before.days]).toEqual([17, 11, 30]); // 29 Jan to 28 Feb
    expect(before.nextBirthday).toBe('2026-03-01');
    expect(before.daysUntilNextBirthday).toBe(1);
    const on = run({ birthDate: '2008-02-29', asOf: '2026-03-01', leapDayRule: 'mar1' });
    expect([on.years, on.months, on.days]).toEqual([18, 0, 0]);
    expect(on.isBirthdayToday).toBe(true);
  });

  it('a leap-day birthday in a leap year is on the 29th', () => {
    expect(run({ birthDate: '2008-02-29', asOf: '2027-06-01' }).nextBirthday).toBe('2028-02-29');
  });

  it('month ends: born 31 January, on 1 March 2026 is 1 month and 1 day (28 Feb is the month mark)', () => {
    const r = run({ birthDate: '2026-01-31', asOf: '2026-03-01' });
    expect([r.years, r.months, r.days]).toEqual([0, 1, 1]);
  });

  it('born today is 0 days old, next birthday in a year', () => {
    const r = run({ birthDate: '2026-05-01', asOf: '2026-05-01' });
    expect([r.years, r.months, r.days, r.totalDays]).toEqual([0, 0, 0, 0]);
    expect(r.nextBirthday).toBe('2027-05-01');
    expect(r.isBirthdayToday).toBe(false);
  });

  it('explains with the visitor dates, including the leap-day rule', () => {
    const input = parseOk(inputSchema, examples[1]!.input);
    const { steps } = explain(input, compute(input));
    expect(steps[0]).toBe('From 2008-02-29 to 2026-02-28: 18 years, 0 months and 0 days');
    expect(steps).toContain(
      'Born on 29 February: in years without that date the birthday is counted on 28 February.',
    );
    expect(steps.at(-1)).toBe('Born on a Friday.');
  });
});

describe('age schema messages', () => {
  it.each([
    [{ birthDate: '', asOf: '2026-01-01' }, 'birthDate', 'Date of birth is required'],
    [
      { birthDate: '25/04/1990', asOf: '2026-01-01' },
      'birthDate',
      'Date of birth must be a date like 1990-04-25',
    ],
    [{ birthDate: '2023-02-29', asOf: '2026-01-01' }, 'birthDate', "Date of birth isn't a real date"],
    [{ birthDate: '1990-13-01', asOf: '2026-01-01' }, 'birthDate', "Date of birth isn't a real date"],
    [
      { birthDate: '1700-01-01', asOf: '2026-01-01' },
      'birthDate',
      'Date of birth must be between the years 1800 and 2200',
    ],
    [{ birthDate: '1990-01-01' }, 'asOf', 'Age on date is required'],
    [
      { birthDate: '2027-01-01', asOf: '2026-01-01' },
      'birthDate',
      "Date of birth can't be after the date the age is measured on",
    ],
    [
      { birthDate: '1850-01-01', asOf: '2026-01-01' },
      'birthDate',
      'The dates are more than 150 years apart: check the year of birth',
    ],
    [
      { birthDate: '1990-01-01', asOf: '2026-01-01', leapDayRule: 'feb29' },
      'leapDayRule',
      'Choose the leap-day rule from the list',
    ],
  ])('%j -> %s: %s', (input, path, message) => {
    expect(messages(inputSchema, input)[path]).toBe(message);
  });
});

describe('age properties', () => {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const dates = fc.date({
    min: new Date('1880-01-01T00:00:00Z'),
    max: new Date('2150-12-31T00:00:00Z'),
    noInvalidDate: true,
  });

  it('never throws or returns a non-finite number; the parts add back up to the as-of date', () => {
    fc.assert(
      fc.property(dates, dates, fc.constantFrom('feb28', 'mar1'), (a, b, leapDayRule) => {
        const parsed = inputSchema.safeParse({ birthDate: iso(a), asOf: iso(b), leapDayRule });
        if (!parsed.success) return;
        const r = compute(parsed.data);
        expectAllFinite(r);
        expect(r.months).toBeGreaterThanOrEqual(0);
        expect(r.months).toBeLessThan(12);
        expect(r.days).toBeGreaterThanOrEqual(0);
        expect(r.days).toBeLessThan(31);
        expect(r.daysUntilNextBirthday).toBeGreaterThan(0);
        expect(r.daysUntilNextBirthday).toBeLessThanOrEqual(366);
        expect(r.totalWeeks * 7 + r.extraDays).toBe(r.totalDays);
      }),
      propertyRuns,
    );
  });

  it('a day later is never younger', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 40_000 }), (birth, offset) => {
        const asOf = new Date(birth.getTime() + offset * 86_400_000);
        const next = new Date(asOf.getTime() + 86_400_000);
        const p1 = inputSchema.safeParse({ birthDate: iso(birth), asOf: iso(asOf) });
        const p2 = inputSchema.safeParse({ birthDate: iso(birth), asOf: iso(next) });
        if (!p1.success || !p2.success) return;
        const r1 = compute(p1.data);
        const r2 = compute(p2.data);
        expect(r2.totalMonths).toBeGreaterThanOrEqual(r1.totalMonths);
        expect(r2.totalDays).toBe(r1.totalDays + 1);
      }),
      propertyRuns,
    );
  });
});

describe('age: optional time of birth (issue 16)', () => {
  const card = (values: Record<string, string>) => {
    const outcome = runner.run(values);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    return outcome.view;
  };

  it('adds hours to the age and the countdown', () => {
    // Born 1990-04-25 14:30; on 2026-03-14 at 09:15 the clock has not reached 14:30, so the last day
    // mark is 2026-03-13 14:30: 35 years, 10 months, 16 days (25 Feb → 13 Mar), 18 h 45 min.
    const view = card({ birthDate: '1990-04-25', birthTime: '14:30', asOf: '2026-03-14', asOfTime: '09:15' });
    expect(view.primary.value).toBe('35 years, 10 months, 16 days, 18 hours');
    // Next birthday 2026-04-25 14:30: 42 days after 2026-03-14, plus 14:30 − 09:15 = 5 h 15 min.
    expect(view.secondary[0]).toMatchObject({ hint: 'Turning 36, in 42 days, 5 hours and 15 minutes' });
    // 13,106 whole days (1990-04-25 → 2026-03-13) × 24 + 18 = 314,562 hours.
    expect(view.secondary.find((item) => item.label === 'In hours')?.value).toBe('314,562 hours');
  });

  it('reads 12-hour times, and leaves the date-only result unchanged without a time', () => {
    const twelve = run({
      birthDate: '2000-01-01',
      birthTime: '2:30 pm',
      asOf: '2000-01-02',
      asOfTime: '3pm',
    });
    expect(twelve.clock).toMatchObject({ hours: 0, minutes: 30, totalHours: 24 });
    expect(twelve.days).toBe(1);
    expect(run({ birthDate: '2000-01-01', asOf: '2000-01-02' }).clock).toBeNull();
  });

  it('on the birthday before the time of birth, the new age is hours away', () => {
    const r = run({ birthDate: '2000-06-10', birthTime: '18:00', asOf: '2026-06-10', asOfTime: '08:00' });
    expect(r.years).toBe(25);
    expect(r.isBirthdayToday).toBe(true);
    expect(r.clock!.untilNext).toEqual({ days: 0, hours: 10, minutes: 0 });
  });

  it.each([
    [{ birthTime: '25:00' }, 'birthTime', "Time of birth isn't a real time"],
    [{ birthTime: 'noon' }, 'birthTime', 'Time of birth must be a time like 14:30 or 2:30 pm'],
    [
      { asOf: '1990-04-25', birthTime: '14:30', asOfTime: '10:00' },
      'birthTime',
      "Time of birth can't be after the time the age is measured at",
    ],
    [
      { asOf: '1990-04-25', birthTime: '14:30' },
      'asOfTime',
      'Born today: enter the time now to count the hours',
    ],
  ])('%j -> %s: %s', (extra, path, message) => {
    expect(messages(inputSchema, { birthDate: '1990-04-25', asOf: '2026-01-01', ...extra })[path]).toBe(
      message,
    );
  });
});
