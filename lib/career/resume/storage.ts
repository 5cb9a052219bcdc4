import { readText, writeText } from '@/lib/kit/draft-store';
import type { Resume } from './model';
import { serializeResume } from './serialize';

/**
 * The draft kept in this browser, in the same envelope as a saved file, so one reader (./schema)
 * checks both.
 */
export const DRAFT_KEY = 'quotient.resume-builder.draft';

export const readDraft = (): string | null => readText(DRAFT_KEY);

/** False when the browser refused (storage full or blocked). */
export const writeDraft = (resume: Resume): boolean =>
  writeText(DRAFT_KEY, serializeResume(resume)) === 'saved';
