/**
 * The files the site serves for download: where each lives, the name it saves under and its type.
 * No renderers here, so the browser (the template form names the file) and the build's header
 * writer can read it without pulling in the document libraries; content/downloads/index.ts adds
 * how each file is made. The two `/api/` paths are kept because links to them are already out in the world.
 */
export type DownloadFile = {
  path: string;
  fileName: string;
  contentType: string;
  format: 'DOCX' | 'PDF';
};

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const DOWNLOAD_FILES = [
  { path: '/api/jd-template', fileName: 'job-description-template.docx', contentType: DOCX, format: 'DOCX' },
  {
    path: '/api/future-proof-your-staffing-company',
    fileName: 'future-proof-your-staffing-company.pdf',
    contentType: 'application/pdf',
    format: 'PDF',
  },
  {
    path: '/downloads/interview-scorecard-template.docx',
    fileName: 'interview-scorecard-template.docx',
    contentType: DOCX,
    format: 'DOCX',
  },
] as const satisfies readonly DownloadFile[];

export function downloadFileAt(path: string): DownloadFile | undefined {
  return DOWNLOAD_FILES.find((file) => file.path === path);
}
