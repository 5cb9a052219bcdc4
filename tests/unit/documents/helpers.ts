import { documentTools } from '@/content/tools/documents';
import type { DocumentTool } from '@/content/tools/types';
import { documentDefaults } from '@/lib/documents/defaults';
import { documentText } from '@/lib/documents/plain-text';
import { buildDocument } from '@/lib/documents/template';
import { loadTemplate } from '@/content/tools/documents/templates';
import type { FormValues } from '@/lib/tools/fields';

/** The day the tests pretend it is: sample dates are counted from it. */
export const DAY = '2026-11-22';

export function tool(slug: string): DocumentTool {
  const found = documentTools.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no document tool ${slug}`);
  return found;
}

export function sample(slug: string): FormValues {
  return documentDefaults(tool(slug).document, DAY);
}

/** The document for some values, as its model, its errors and its plain text. */
export async function build(slug: string, changes: FormValues = {}) {
  const { document } = tool(slug);
  const template = await loadTemplate(document.template);
  const built = buildDocument(document, template, { ...sample(slug), ...changes }, DAY);
  return { ...built, text: documentText(built.model) };
}
