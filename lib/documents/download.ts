import type { DocumentModel } from '@/lib/downloads/document';

/**
 * Writes a document to a file and hands it to the browser. The DOCX and PDF writers (the `docx` and
 * `jspdf` packages, several hundred KB) are imported here, on the click, so the page never loads
 * them for a visitor who only reads the preview.
 */
export type FileFormat = 'docx' | 'pdf';

export const MIME: Record<FileFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

export async function renderFile(format: FileFormat, model: DocumentModel): Promise<Uint8Array> {
  if (format === 'docx') return (await import('@/lib/downloads/docx')).renderDocx(model);
  return (await import('@/lib/downloads/pdf')).renderPdf(model);
}

export function saveFile(bytes: Uint8Array, fileName: string, format: FileFormat): void {
  const blob = new Blob([bytes as BlobPart], { type: MIME[format] });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later, not at once: some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
