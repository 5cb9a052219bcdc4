import { numbered, type QuestionSet } from './model';
import { FORMAT_LABELS } from './scales';

/**
 * One row per question (number, section, question, type, options), for importing into survey
 * tools or a spreadsheet. RFC 4180: a cell holding a comma, quote or line break is quoted, quotes
 * doubled; rows end in CRLF. A cell starting with = + - or @ gets a leading apostrophe so a
 * spreadsheet shows it as text instead of running it as a formula.
 */
export const CSV_HEADER = ['Number', 'Section', 'Question', 'Type', 'Options', 'Follow-up probes'] as const;
export const OPTION_SEPARATOR = ' | ';

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function questionsCsv(set: QuestionSet): string {
  const rows = numbered(set).flatMap((section) =>
    section.items.map((item) => [
      String(item.number),
      section.title,
      item.text,
      FORMAT_LABELS[item.format],
      item.options.join(OPTION_SEPARATOR),
      item.probes.join(OPTION_SEPARATOR),
    ]),
  );
  return [CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
