import type { DocumentModel } from '@/lib/downloads/document';
import { MIME, saveFile as saveBytes } from '@/lib/kit/save-file';

/**
 * Writes a document to a file and hands it to the browser. The DOCX and PDF writers (the `docx` and
 * `jspdf` packages, several hundred KB) are imported here, on the click, so the page never loads
 * them for a visitor who only reads the preview.
 */
export type FileFormat = 'docx' | 'pdf';

export async function renderFile(format: FileFormat, model: DocumentModel): Promise<Uint8Array> {
  if (format === 'docx') return (await import('@/lib/downloads/docx')).renderDocx(model);
  return (await import('@/lib/downloads/pdf')).renderPdf(model);
}

/** The one place a document format turns into a download (tests replace it to catch the bytes). */
export function saveFile(bytes: Uint8Array, fileName: string, format: FileFormat): void {
  saveBytes(bytes as BlobPart, fileName, MIME[format]);
}
