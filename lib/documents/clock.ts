/**
 * Times of day as timesheets and agendas take them: typed the way people write them ("9", "9:30",
 * "9:30 am", "17:45"), kept as minutes after midnight, and written back in the US 12-hour style.
 * The form has no time field, so parsing lives here and a time that can't be read is reported by
 * the template instead of guessed.
 */
const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m?\.?$|^(\d{1,2})(?:[:.](\d{2}))?$/i;

/** Minutes after midnight, or null when the text is not a time of day. */
export function parseTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const meridiem = match[3]?.toLowerCase();
  const hour = Number(match[1] ?? match[4]);
  const minute = Number(match[2] ?? match[5] ?? '0');
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    return ((hour % 12) + (meridiem === 'p' ? 12 : 0)) * 60 + minute;
  }
  // 24:00 is the end of a day, written on timesheets for a shift that ends at midnight.
  if (hour > 24 || (hour === 24 && minute > 0)) return null;
  return hour * 60 + minute;
}

/** `9:05 AM`, `12:00 PM`, `12:30 AM`; minutes past a day wrap round. */
export function formatTime(minutes: number): string {
  const inDay = ((Math.round(minutes) % 1440) + 1440) % 1440;
  const hour = Math.floor(inDay / 60);
  const minute = inDay % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** `45 minutes`, `1 hour`, `1 hour 30 minutes`, `2 hours`. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  const h = hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '';
  const m = rest || !hours ? `${rest} minute${rest === 1 ? '' : 's'}` : '';
  return [h, m].filter(Boolean).join(' ');
}

/** Hours as payroll writes them: two decimals (7.50). */
export function formatHours(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

/** An agenda item's time, in minutes after midnight. */
export type Slot = { start: number; end: number };

/** Each item's start and end, in minutes after midnight, run back to back from `start`. */
export function schedule(start: number, lengths: readonly number[]): Slot[] {
  let at = start;
  return lengths.map((minutes) => {
    const slot = { start: at, end: at + minutes };
    at = slot.end;
    return slot;
  });
}
