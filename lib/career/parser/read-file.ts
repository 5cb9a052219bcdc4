/**
 * Which resume files the parser takes, and the messages for those it does not. Files are read in
 * the browser only; the names shown in messages are rendered as text by React, never as markup.
 */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export type FileKind = 'pdf' | 'docx' | 'txt';

export const ACCEPT =
  '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

export type FileCheck = { ok: true; kind: FileKind } | { ok: false; message: string };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function checkFile(file: { name: string; type: string; size: number }): FileCheck {
  const name = file.name;
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const kind: FileKind | undefined =
    extension === 'pdf' || file.type === 'application/pdf'
      ? 'pdf'
      : extension === 'docx' || file.type.includes('wordprocessingml')
        ? 'docx'
        : extension === 'txt' || file.type === 'text/plain'
          ? 'txt'
          : undefined;
  if (!kind) {
    if (extension === 'doc')
      return {
        ok: false,
        message: `“${name}” is an older Word .doc file, which this tool cannot read. Open it in Word or Google Docs and save it as .docx or PDF, then try again.`,
      };
    return {
      ok: false,
      message: `“${name}” is not a file type this tool reads. Choose a PDF, Word (.docx) or plain-text (.txt) resume.`,
    };
  }
  if (file.size > MAX_FILE_BYTES)
    return {
      ok: false,
      message: `“${name}” is ${megabytes(file.size)}; the limit is 10 MB. A text resume is rarely over 1 MB: save it again without images, or as a plain PDF.`,
    };
  if (file.size === 0) return { ok: false, message: `“${name}” is empty.` };
  return { ok: true, kind };
}

/** The file's first bytes match its type: a renamed image or ZIP gets a clear message, not a crash. */
export function matchesSignature(kind: FileKind, bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, 5));
  if (kind === 'pdf') return head.startsWith('%PDF-');
  if (kind === 'docx') return head.startsWith('PK');
  return true;
}

/** Thrown when a PDF has no text layer (a scan or a picture of a page). */
export class NoTextError extends Error {}
