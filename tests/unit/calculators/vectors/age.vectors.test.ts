// Sources: the Gregorian calendar (leap years divisible by 4, except centuries not divisible by 400;
// ISO 8601 proleptic calendar), counting age as people do: whole years, then whole months, then days,
// a missing month-day (31 Jan + 1 month) taken as the month's last day. Day counts and weekdays were
// checked independently with Python's datetime (date subtraction, strftime('%A')).
// @vitest-environment node
import { describe, it } from 'vitest';
import runner from '@/lib/calculators/age';
import { expectVector, type CardVector } from './everyday-kit';

const age = (birthDate: string, asOf: string, extra: Record<string, string> = {}) => ({
  birthDate,
  asOf,
  leapDayRule: 'feb28',
  birthTime: '',
  asOfTime: '',
  ...extra,
});

const vectors: CardVector[] = [
  {
    // 1990-04-25 → 2026-02-25 is 430 months (35 y 10 m), then 17 days to 2026-03-14; 13,107 days; Wednesday.
    name: 'an ordinary date',
    values: age('1990-04-25', '2026-03-14'),
    primary: ['Age', '35 years, 10 months, 17 days'],
    figures: {
      'In days': '13,107 days',
      'In months': '430 months',
      'Born on a': 'Wednesday',
      'Next birthday': 'April 25, 2026',
    },
  },
  {
    // Exactly 26 years; 9,497 days (7 leap days: 2000, 04, 08, 12, 16, 20, 24); born a Saturday.
    name: 'a birthday today',
    values: age('2000-01-01', '2026-01-01'),
    primary: ['Age', '26 years, 0 months, 0 days'],
    figures: { 'In days': '9,497 days', 'Born on a': 'Saturday', 'Next birthday': 'January 1, 2027' },
    summary: 'Happy birthday! 26 today.',
  },
  {
    // 29 Feb 2008 with the 28 February rule: 18 on 2026-02-28; 6,574 days.
    name: 'a leap-day birthday, 28 February rule',
    values: age('2008-02-29', '2026-02-28'),
    primary: ['Age', '18 years, 0 months, 0 days'],
    figures: { 'In days': '6,574 days', 'Born on a': 'Friday' },
  },
  {
    // Same dates, 1 March rule: the birthday has not come yet: 17 y 11 m, and 29 Jan + 30 days = 28 Feb.
    name: 'a leap-day birthday, 1 March rule',
    values: age('2008-02-29', '2026-02-28', { leapDayRule: 'mar1' }),
    primary: ['Age', '17 years, 11 months, 30 days'],
    figures: { 'Next birthday': 'March 1, 2026' },
  },
  {
    // 31 Jan + 1 month = 28 Feb 2026 (no 31 Feb); then 1 day to 1 Mar; 29 days in all.
    name: 'a month end',
    values: age('2026-01-31', '2026-03-01'),
    primary: ['Age', '0 years, 1 month, 1 day'],
    figures: { 'In days': '29 days', 'In weeks': '4 weeks, 1 day' },
  },
  {
    // Apollo 11 landing, 1969-07-20 (a Sunday) → 2026-11-26: 57 y 4 m 6 d; 20,948 days; next 2027-07-20.
    name: 'a historical date',
    values: age('1969-07-20', '2026-11-26'),
    primary: ['Age', '57 years, 4 months, 6 days'],
    figures: { 'In days': '20,948 days', 'Born on a': 'Sunday', 'Next birthday': 'July 20, 2027' },
  },
  {
    // 2000 is a leap year (divisible by 400): 2000-02-29 → 2024-02-29 is 24 years, 8,766 days.
    name: 'a leap-day birthday in a leap year',
    values: age('2000-02-29', '2024-02-29'),
    primary: ['Age', '24 years, 0 months, 0 days'],
    figures: { 'In days': '8,766 days', 'Born on a': 'Tuesday', 'Next birthday': 'February 28, 2025' },
  },
  {
    // The day before the 41st birthday: 40 y 11 m, 15 Sep → 14 Oct = 29 days; 14,974 days.
    name: 'the day before a birthday',
    values: age('1985-10-15', '2026-10-14'),
    primary: ['Age', '40 years, 11 months, 29 days'],
    figures: { 'In days': '14,974 days', 'Next birthday': 'October 15, 2026' },
  },
  {
    // 1900 is not a leap year (a century not divisible by 400): a century is 36,524 days, not 36,525.
    name: 'across 1900, a century year without 29 February',
    values: age('1900-01-01', '2000-01-01'),
    primary: ['Age', '100 years, 0 months, 0 days'],
    figures: { 'In days': '36,524 days', 'Born on a': 'Monday' },
  },
  {
    // 2020-03-01 → 2026-02-28: 5 y 11 m (to 2026-02-01), then 27 days; 2,190 days; born a Sunday.
    name: 'one day short of six years',
    values: age('2020-03-01', '2026-02-28'),
    primary: ['Age', '5 years, 11 months, 27 days'],
    figures: { 'In days': '2,190 days', 'Born on a': 'Sunday' },
  },
  {
    // With times: born 14:30, measured 09:15 on 2026-03-14: the day mark is 13 Mar 14:30, so 16 days and
    // 18 h 45 min; 13,106 whole days × 24 + 18 = 314,562 hours (Python: (date(2026,3,13) − date(1990,4,25)).days).
    name: 'with a time of birth',
    values: age('1990-04-25', '2026-03-14', { birthTime: '14:30', asOfTime: '09:15' }),
    primary: ['Age', '35 years, 10 months, 16 days, 18 hours'],
    figures: { 'In hours': '314,562 hours' },
  },
];

describe('age calculator vectors', () => {
  it.each(vectors.map((vector) => [vector.name, vector] as const))('%s', (_name, vector) => {
    expectVector(runner, vector);
  });
});
