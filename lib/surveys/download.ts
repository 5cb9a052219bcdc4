import { renderFile, saveFile } from '@/lib/documents/download';
import { slugPart } from '@/lib/documents/file-name';
import { saveCsv } from '@/lib/kit/save-file';
import { questionsCsv } from './csv';
import { questionsDocument } from './document';
import type { QuestionSet } from './model';

/**
 * Loaded on the first download click (with the writers behind it), so the page never ships the
 * export code to a visitor who only reads the questions.
 */
export type ExportFormat = 'docx' | 'pdf' | 'csv';

export function exportFileName(set: Pick<QuestionSet, 'title'>, format: ExportFormat): string {
  return `${slugPart(set.title, 60) || 'questions'}.${format}`;
}

export async function downloadQuestions(
  set: QuestionSet,
  format: ExportFormat,
  updated: string,
): Promise<string> {
  const name = exportFileName(set, format);
  if (format === 'csv') {
    saveCsv(questionsCsv(set), name);
    return name;
  }
  saveFile(await renderFile(format, questionsDocument(set, updated)), name, format);
  return name;
}
