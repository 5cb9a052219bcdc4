import type { DocumentModel } from '../../lib/downloads/document';
import { renderDocx } from '../../lib/downloads/docx';
import { renderPdf } from '../../lib/downloads/pdf';
import { DOWNLOAD_FILES, type DownloadFile } from './catalog';
import { futureProofStaffingEbook } from './future-proof-staffing-ebook';
import { interviewScorecard } from './interview-scorecard';
import { jdTemplate } from './jd-template';

export type Download = DownloadFile & {
  title: string;
  render: () => Promise<Uint8Array>;
};

/**
 * The document behind each file of the catalog. Keyed by the catalog's paths, so a file added there
 * without a document here (or the reverse) fails type checking.
 */
const DOCUMENTS: Record<(typeof DOWNLOAD_FILES)[number]['path'], DocumentModel> = {
  '/api/jd-template': jdTemplate,
  '/api/future-proof-your-staffing-company': futureProofStaffingEbook,
  '/downloads/interview-scorecard-template.docx': interviewScorecard,
};

const RENDERERS: Record<DownloadFile['format'], (model: DocumentModel) => Promise<Uint8Array>> = {
  DOCX: renderDocx,
  PDF: renderPdf,
};

/** Every generated download; `scripts/downloads.ts` writes each to `<outDir><path>`. */
export const DOWNLOADS: readonly Download[] = DOWNLOAD_FILES.map((file) => {
  const model = DOCUMENTS[file.path];
  return { ...file, title: model.title, render: () => RENDERERS[file.format](model) };
});
