import { formatTime } from '@/lib/documents/clock';

/**
 * Times of day as choices (value `14:30`, label `2:30 PM`), so a start time can't be mistyped: the
 * form has no time field, and a choice needs no message beside it.
 */
export function timeOptions(from: number, to: number, stepMinutes: number) {
  const options: { value: string; label: string }[] = [];
  for (let minutes = from * 60; minutes <= to * 60; minutes += stepMinutes) {
    const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    options.push({ value, label: formatTime(minutes) });
  }
  return options;
}
