import { toCsv } from '@/lib/kit/csv';
import { numbered, type QuestionSet } from './model';
import { FORMAT_LABELS } from './scales';

/**
 * One row per question (number, section, question, type, options), for importing into survey
 * tools or a spreadsheet (quoting and the formula guard: lib/kit/csv).
 */
export const CSV_HEADER = ['Number', 'Section', 'Question', 'Type', 'Options', 'Follow-up probes'] as const;
export const OPTION_SEPARATOR = ' | ';

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
  return toCsv([CSV_HEADER, ...rows]);
}
