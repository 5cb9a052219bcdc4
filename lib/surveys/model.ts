import type { AnswerFormat } from './spec';

/**
 * What the engine produces and the visitor edits: sections of numbered questions, each with its
 * answer format and options. Exports (DOCX/PDF, CSV, text) are written from this shape only.
 */
export type Item = {
  /** A bank id, or `own-<n>` for a question the visitor or the AI added. */
  readonly id: string;
  readonly section: string;
  readonly text: string;
  readonly format: AnswerFormat;
  readonly options: readonly string[];
  readonly probes: readonly string[];
  /** Added by the visitor (`own`) or suggested by AI (`ai`), not from the bank. */
  readonly origin?: 'own' | 'ai';
};

export type Section = {
  readonly id: string;
  readonly title: string;
  readonly blurb?: string;
  /** Interview competencies: what good looks like, red flags, and the 1/3/5 scoring anchors. */
  readonly good?: readonly string[];
  readonly redFlags?: readonly string[];
  readonly rubric?: readonly [string, string, string];
};

export type QuestionSet = {
  readonly mode: 'survey' | 'interview';
  readonly title: string;
  /** The organization the set is for: the author of the files, shown in their header. */
  readonly owner: string;
  /** Who it is for ("All employees"), shown under the title; empty for none. */
  readonly audience: string;
  /** Paragraphs before the first question (to respondents, or notes to the interviewer). */
  readonly intro: readonly string[];
  /** A boxed note: the anonymity promise, or the fair-interviewing reminder. */
  readonly note: { readonly title: string; readonly text: string };
  readonly sections: readonly Section[];
  readonly items: readonly Item[];
  readonly closing: string;
  /** Said beside the result when the choices could not be met in full (too few questions in the bank). */
  readonly notice?: string;
};

export type NumberedSection = Section & { readonly items: readonly (Item & { readonly number: number })[] };

/** Groups the items under their sections in section order, numbered 1..n across the whole set. */
export function numbered(set: Pick<QuestionSet, 'sections' | 'items'>): NumberedSection[] {
  let number = 0;
  return set.sections
    .map((section) => ({
      ...section,
      items: set.items.filter((item) => item.section === section.id).map((item) => ({ ...item, number: 0 })),
    }))
    .filter((section) => section.items.length > 0)
    .map((section) => ({ ...section, items: section.items.map((item) => ({ ...item, number: ++number })) }));
}
