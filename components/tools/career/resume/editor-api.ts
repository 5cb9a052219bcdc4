import type { ListKey, Resume } from '@/lib/career/resume/model';
import type { FieldErrors } from '@/lib/career/resume/validate';

/** The resume before a removal, an opened file or a fresh start, and where to offer it back. */
export interface Undo {
  readonly snapshot: Resume;
  /** The section whose entry was removed, or the toolbar for whole-resume changes. */
  readonly place: ListKey | 'toolbar';
  readonly text: string;
}

/**
 * The edits every editor section can make. The object never changes identity, so a section
 * re-renders only when its own part of the resume (or its messages) changes, not on every keystroke.
 */
export interface EditorActions {
  edit: (change: (resume: Resume) => Resume) => void;
  /** Adds a blank entry and focuses its first box. */
  add: (key: ListKey) => void;
  /** Removes an entry, offering to undo, and moves focus to the Undo button. */
  remove: (key: ListKey, id: string, label: string) => void;
  /** Moves an entry and keeps focus on the button that moved it. */
  move: (key: ListKey, id: string, delta: -1 | 1) => void;
  /** Puts back what the current undo holds. */
  restore: () => void;
  /** Focuses the element with this id after the next render. */
  focusLater: (id: string) => void;
}

/** What a section of the editor receives besides its own data. */
export interface SectionProps {
  readonly actions: EditorActions;
  readonly errors: FieldErrors;
  readonly undo: Undo | null;
}

/** The id of an entry's wrapper, for its controls' ids. */
export const entryDomId = (key: ListKey, id: string) => `rb-${key}-${id}`;
export const addButtonId = (key: ListKey) => `rb-add-${key}`;
