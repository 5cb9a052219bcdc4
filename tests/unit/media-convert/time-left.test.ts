import { describe, expect, it } from 'vitest';
import { formatTimeLeft, secondsLeft } from '@/lib/media/convert/time-left';

describe('time left in a conversion', () => {
  it('extrapolates from the pace so far', () => {
    // A quarter done in 10 s: three quarters to go at that pace.
    expect(secondsLeft(0.25, 10)).toBe(30);
    expect(secondsLeft(0.5, 90)).toBe(90);
    expect(secondsLeft(1, 12)).toBe(0);
  });

  it('waits for enough progress before guessing', () => {
    expect(secondsLeft(0.01, 5)).toBeUndefined();
    expect(secondsLeft(0.2, 0.5)).toBeUndefined();
    expect(formatTimeLeft(undefined)).toBe('working out the time left…');
  });

  it('rounds so the words do not flicker', () => {
    expect(formatTimeLeft(4)).toBe('a few seconds left');
    expect(formatTimeLeft(8)).toBe('about 10 seconds left');
    expect(formatTimeLeft(27)).toBe('about 25 seconds left');
    expect(formatTimeLeft(58)).toBe('about 60 seconds left');
    expect(formatTimeLeft(70)).toBe('about 1 minute left');
    expect(formatTimeLeft(150)).toBe('about 3 minutes left');
    expect(formatTimeLeft(3 * 3600 + 20 * 60)).toBe('about 3 h 20 min left');
  });
});
