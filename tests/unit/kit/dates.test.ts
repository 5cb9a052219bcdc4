import { describe, expect, it } from 'vitest';
import { formatContentDate, ordinal } from '@/lib/kit/date-format';

describe('ordinal suffix (spec §9 rule)', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [24, '24th'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
  ])('%i → %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
});

describe('content API dates', () => {
  it('shows month name, ordinal day and year', () => {
    expect(formatContentDate('2026-11-22')).toBe('November 22nd, 2026');
    expect(formatContentDate('2024-03-01T10:00:00.000Z')).toBe('March 1st, 2024');
    expect(formatContentDate('2025-12-13')).toBe('December 13th, 2025');
  });
  it('returns an empty string for an unreadable date instead of "Invalid Date"', () => {
    expect(formatContentDate('not a date')).toBe('');
  });
});
