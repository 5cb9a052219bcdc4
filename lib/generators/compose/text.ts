import type { Draft } from './types';

/** A draft as the visitor copies or saves it: subject first for an email, numbered sentences. */
export function draftText(draft: Draft): string {
  const subject = draft.subjects?.[0];
  const body = draft.items
    ? draft.items.map((item, index) => `${index + 1}. ${item}`).join('\n')
    : draft.body;
  return subject ? `Subject: ${subject}\n\n${body}` : body;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
