import type { Resume } from './model';
import { serializeResume } from './serialize';

/**
 * The draft kept in this browser's localStorage, in the same envelope as a saved file, so one reader
 * (./schema) checks both. Storage can be full or blocked (private windows, strict settings): every
 * call reports failure instead of throwing.
 */
export const DRAFT_KEY = 'quotient.resume-builder.draft';

export function readDraft(): string | null {
  try {
    return window.localStorage.getItem(DRAFT_KEY);
  } catch {
    return null;
  }
}

export function writeDraft(resume: Resume): boolean {
  try {
    window.localStorage.setItem(DRAFT_KEY, serializeResume(resume));
    return true;
  } catch {
    return false;
  }
}
