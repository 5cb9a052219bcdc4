const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * English ordinal suffix. The spec's rule ('th' for 4 to 20, else by the last digit) is written
 * for days of the month; for larger numbers we also treat 111-113 like 11-13, as English does.
 */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const lastTwo = Math.abs(Math.trunc(n)) % 100;
  if (lastTwo >= 4 && lastTwo <= 20) return 'th';
  switch (lastTwo % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

export function ordinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}

/** A content-API date (`2026-11-22` or a full ISO timestamp) as `November 22nd, 2026`, read in UTC. */
export function formatContentDate(value: string | Date): string {
  const date =
    typeof value === 'string'
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)
      : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${ordinal(date.getUTCDate())}, ${date.getUTCFullYear()}`;
}
