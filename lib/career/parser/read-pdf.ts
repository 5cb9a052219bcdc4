import { pdfLines, type TextRun } from './pdf-lines';
import { NoTextError } from './read-file';
import type { ReadText } from './read-text';

/**
 * The text of a PDF, read with pdf.js (loaded on first use; its worker is served from
 * /engines/, copied there by scripts/pdf-worker-asset.ts). Only the text layer is read: fonts are
 * not loaded and no script in the PDF runs (`isEvalSupported: false` also keeps the page's CSP).
 * The runs' positions, sizes and fonts give the reading order of columns and the headings.
 */
export const PDFJS_VERSION = '5.6.205';
export const PDF_WORKER_FILE = `pdf-worker-${PDFJS_VERSION}.min.mjs`;
export const PDF_WORKER_URL = `/engines/${PDF_WORKER_FILE}`;

type PdfJs = typeof import('pdfjs-dist');

export async function readPdf(
  bytes: Uint8Array,
  onProgress: (page: number, pages: number) => void,
  load: () => Promise<PdfJs> = () => import('pdfjs-dist'),
  workerSrc: string = PDF_WORKER_URL,
): Promise<ReadText> {
  const pdfjs = await load();
  pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
  const task = pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    // Missing standard-font data only matters for drawing pages, which this never does.
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  const pdf = await task.promise;
  try {
    const pages: TextRun[][] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      onProgress(number, pdf.numPages);
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.filter((item): item is TextRun & typeof item => 'str' in item));
    }
    const lines = pdfLines(pages);
    const text = lines.map((line) => line.text).join('\n');
    if (text.replace(/\s/g, '').length < 20) throw new NoTextError('no text layer');
    return { text, headings: lines.filter((line) => line.styled).map((line) => line.text) };
  } finally {
    void task.destroy();
  }
}

export async function readPdfText(...args: Parameters<typeof readPdf>): Promise<string> {
  return (await readPdf(...args)).text;
}
