import { understand } from '@/lib/utilities/excel/understand';
import { taskById } from '@/lib/utilities/excel/tasks';
import { normalise } from './normalise';
import { CORPUS, type Case, type Family } from './requests';

export type Outcome = { item: Case; excel: string; sheets: string; right: boolean };

/**
 * What the generator writes for one request, and whether it is one of the right answers; for a
 * request no formula answers, right means the generator wrote nothing.
 */
export function attempt(item: Case): Outcome {
  const read = understand(item.request);
  const built = read ? taskById(read.taskId)!.build(read.values) : null;
  const excel = built?.excel ?? '';
  const sheets = built?.sheets ?? excel;
  if (item.excel === null) return { item, excel, sheets, right: !built };
  const answers = typeof item.excel === 'string' ? [item.excel] : item.excel;
  const excelRight = answers.some((a) => normalise(a) === normalise(excel));
  const sheetsRight = item.sheets ? normalise(item.sheets) === normalise(sheets) : true;
  return { item, excel, sheets, right: Boolean(built) && excelRight && sheetsRight };
}

export function scoreCases(cases: readonly Case[]) {
  const outcomes = cases.map(attempt);
  const families = new Map<Family, { right: number; total: number }>();
  for (const o of outcomes) {
    const f = families.get(o.item.family) ?? { right: 0, total: 0 };
    f.total++;
    if (o.right) f.right++;
    families.set(o.item.family, f);
  }
  const right = outcomes.filter((o) => o.right).length;
  return { outcomes, families, right, total: outcomes.length };
}

export const scoreCorpus = () => scoreCases(CORPUS);
