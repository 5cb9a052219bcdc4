import type { DocumentModel } from '@/lib/downloads/document';
import type { FormValues } from '@/lib/tools/fields';
import { createReader, type Reader } from './read';
import type { DocumentSpec } from './spec';
import { validateDocument, type DocumentErrors } from './validate';

export type TemplateInput = {
  read: Reader;
  /** The visitor's date, for a document whose own date is not filled in yet. */
  today: string;
};

/** A generator's wording: the checked form values in, the finished document out. Pure. */
export type DocumentTemplate = {
  render(input: TemplateInput): DocumentModel;
};

export type BuiltDocument = { model: DocumentModel; errors: DocumentErrors };

/** Validates the values and renders them: invalid or missing values become blanks, never text. */
export function buildDocument(
  spec: Pick<DocumentSpec, 'groups' | 'rules'>,
  template: DocumentTemplate,
  values: FormValues,
  today: string,
): BuiltDocument {
  const errors = validateDocument(spec, values);
  return { model: template.render({ read: createReader(spec, values, errors), today }), errors };
}
