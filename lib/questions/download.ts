import { renderFile, saveFile } from '@/lib/documents/download';
import { slugPart } from '@/lib/documents/file-name';
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
    // The byte-order mark tells Excel the file is UTF-8, so curly quotes and dashes survive.
    const blob = new Blob(['\uFEFF', questionsCsv(set)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = name;
    anchor.style.display = 'none';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return name;
  }
  saveFile(await renderFile(format, questionsDocument(set, updated)), name, format);
  return name;
}
