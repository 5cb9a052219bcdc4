import type { Resume } from './model';

/**
 * The envelope of a saved resume, in files and in the browser's storage. `format` tells this
 * builder's files from any other JSON; `version` lets a later builder read older files.
 */
export const FILE_FORMAT = 'quotient-resume';
export const FILE_VERSION = 1;

export interface ResumeFile {
  readonly format: typeof FILE_FORMAT;
  readonly version: typeof FILE_VERSION;
  readonly resume: Resume;
}

/** Pretty-printed, keys in a fixed order: the same resume always saves to the same bytes. */
export function serializeResume(resume: Resume): string {
  const file: ResumeFile = { format: FILE_FORMAT, version: FILE_VERSION, resume };
  return `${JSON.stringify(file, null, 2)}\n`;
}
