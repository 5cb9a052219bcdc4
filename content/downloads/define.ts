import { documentIssues, type DocumentModel } from '../../lib/downloads/document';
import { ContentError } from '../define';

/**
 * Checks a downloadable document when its module is imported, like every other content module, so a
 * table row with a missing cell fails the build naming the file instead of rendering a lopsided table.
 */
export function defineDocument(file: string, model: DocumentModel): DocumentModel {
  const issues = documentIssues(model);
  if (issues.length) throw new ContentError(file, issues);
  return model;
}
