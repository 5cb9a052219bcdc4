/**
 * Hands something the page made (a PDF, a CSV, a picture) to the browser as a download, through a
 * temporary link: nothing goes through a server.
 */
export const MIME = {
  csv: 'text/csv;charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  json: 'application/json',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  text: 'text/plain;charset=utf-8',
} as const;

export function saveFile(data: BlobPart | readonly BlobPart[], fileName: string, type: string): void {
  const parts: BlobPart[] = Array.isArray(data) ? [...(data as readonly BlobPart[])] : [data as BlobPart];
  saveBlob(new Blob(parts, { type }), fileName);
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Not revoked at once: Safari and Firefox may read the URL after click() returns. A minute is far
  // more than any browser needs, and the blob is freed with the page anyway.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The byte-order mark tells Excel a CSV is UTF-8, so curly quotes and dashes survive. */
export function saveCsv(csv: string, fileName: string): void {
  saveFile(['\uFEFF', csv], fileName, MIME.csv);
}
