import type { Condition } from '../conditions';
import { asCell, asRange, SAMPLE_ROWS, type Place } from '../places';
import { namedColumn, type SampleColumn } from '../preview-sample';
import { columnLetters } from '../parse';
import { SAMPLE_HEADERS } from '../sample';
import { defaultValues, taskById } from '../tasks';

/**
 * A request read into one task and the values of its fields, with the columns the preview sheet
 * needs for it (headers the sample lacks, text to split).
 */
export type Reading = {
  taskId: string;
  values: Record<string, string>;
  notes: string[];
  sample: SampleColumn[];
};

/** Words for each aggregate; the one written first in a request wins. */
export const AGG: { re: RegExp; fn: 'SUM' | 'AVERAGE' | 'COUNT' | 'MAX' | 'MIN' | 'MEDIAN' }[] = [
  { re: /\b(?:sum(?:if|ifs)?|total|add(?:\s+up)?)\b/i, fn: 'SUM' },
  { re: /\b(?:average(?:if|ifs)?|mean)\b/i, fn: 'AVERAGE' },
  { re: /\b(?:count(?:if|ifs)?|how many|number of)\b/i, fn: 'COUNT' },
  { re: /\b(?:max(?:imum|ifs)?|highest|largest|biggest|top)\b/i, fn: 'MAX' },
  { re: /\b(?:min(?:imum|ifs)?|lowest|smallest|least)\b/i, fn: 'MIN' },
  { re: /\bmedian\b/i, fn: 'MEDIAN' },
];

/** A request as the readers see it: its text (typos mended), the places named and their rows. */
export type Ctx = {
  text: string;
  places: Place[];
  extent: [number, number] | null;
  notes: string[];
};

/** Fields left undefined keep the task's sample reference, so the formula still builds. */
export const reading = (
  taskId: string,
  given: Record<string, string | undefined>,
  ctx: Ctx,
  sample: SampleColumn[] = [],
): Reading => {
  const values = Object.fromEntries(
    Object.entries(given).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const task = taskById(taskId)!;
  const headers = ctx.places.filter((p) => p.kind === 'header' && !p.label);
  const labelled = [...new Map(ctx.places.filter((p) => p.label).map((p) => [p.c1, p])).values()];
  const notes = [...ctx.notes];
  if (labelled.length)
    notes.push(
      `The sample has no ${labelled.map((p) => p.label).join(' or ')} column, so ${labelled.map((p) => `column ${columnLetters(p.c1)} stands for ${p.label}`).join(' and ')}, with made-up values; change the references to match your sheet.`,
    );
  if (headers.length) {
    const named = [
      ...new Set(
        headers.map((p) => `${p.label ?? SAMPLE_HEADERS[p.c1 - 1]} is column ${columnLetters(p.c1)}`),
      ),
    ];
    notes.push(
      `${named.join(', ')} of the sample sheet (rows ${SAMPLE_ROWS[0]} to ${SAMPLE_ROWS[1]}); change the references to match your sheet.`,
    );
  }
  const columns = [...labelled.map((p) => namedColumn(p.c1, p.label!)), ...sample];
  return { taskId, values: { ...defaultValues(task), ...values }, notes, sample: columns };
};

export const cellOf = (p: Place | undefined) => (p ? asCell(p) : undefined);

/** Splits "*x*", ">40", "<>Closed", "" into an IF-style operator and value. */
export function toTest(criteria: string): { op: string; value: string } {
  const contains = /^\*(.+)\*$/.exec(criteria);
  if (contains) return { op: 'contains', value: contains[1]! };
  const m = /^(<=|>=|<>|<|>|=)?([\s\S]*)$/.exec(criteria)!;
  return { op: m[1] ?? '=', value: m[2]! };
}

export const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** The table around the request's columns: A to the last sample column, over its rows. */
export const wholeTable = (ctx: Ctx) => {
  const [r1, r2] = ctx.extent ?? SAMPLE_ROWS;
  return `A${r1}:${columnLetters(SAMPLE_HEADERS.length)}${r2}`;
};

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
export const ordinal = (text: string) => {
  const m = /\b(\d+)(?:st|nd|rd|th)?\s+col(?:umn)?\b|\bcol(?:umn)?\s+(\d+)\b/i.exec(text);
  if (m) return Number(m[1] ?? m[2]);
  const w = new RegExp(`\\b(${ORDINALS.join('|')})\\s+col(?:umn)?\\b`, 'i').exec(text);
  return w ? ORDINALS.indexOf(w[1]!.toLowerCase()) + 1 : 0;
};

export function pairs(conditions: readonly Condition[], ctx: Ctx): Record<string, string> {
  const values: Record<string, string> = { range1: '', criteria1: '', range2: '', criteria2: '' };
  conditions.slice(0, 2).forEach((c, i) => {
    values[`range${i + 1}`] = asRange(c.place, ctx.extent);
    values[`criteria${i + 1}`] = c.criteria;
  });
  if (conditions.length > 2)
    ctx.notes.push(
      `Only the first two conditions are filled in; add the rest as more range and criteria pairs.`,
    );
  return values;
}
