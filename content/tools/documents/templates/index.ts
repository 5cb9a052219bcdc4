import type { DocumentTemplate } from '@/lib/documents/template';

/**
 * Each generator's template (its wording) by id, as a dynamic import: a page fetches only its own
 * template's chunk, when the visitor first reaches for the form. The engine in lib/documents never
 * looks a template up: the page and the island load it here and hand it to `buildDocument` or call
 * its `render`. Adding a generator adds one line here; the definitions' schema accepts only the ids
 * listed here, so a definition naming a template that does not exist fails the build.
 */
export const templateLoaders = {
  'offer-letter': () => import('./offer-letter'),
  'appointment-letter': () => import('./appointment-letter'),
  'experience-letter': () => import('./experience-letter'),
  'relieving-letter': () => import('./relieving-letter'),
  'promotion-letter': () => import('./promotion-letter'),
  'salary-increment-letter': () => import('./salary-increment-letter'),
  'employment-verification-letter': () => import('./employment-verification-letter'),
  'resignation-letter': () => import('./resignation-letter'),
  'recommendation-letter': () => import('./recommendation-letter'),
  'employee-transfer-letter': () => import('./employee-transfer-letter'),
  'probation-extension-letter': () => import('./probation-extension-letter'),
  'employment-confirmation-letter': () => import('./employment-confirmation-letter'),
  'cover-letter': () => import('./cover-letter'),
  'sponsorship-letter': () => import('./sponsorship-letter'),
  'letter-of-intent': () => import('./letter-of-intent'),
  'leave-policy': () => import('./leave-policy'),
  'remote-work-policy': () => import('./remote-work-policy'),
  'social-media-policy': () => import('./social-media-policy'),
  'nepotism-policy': () => import('./nepotism-policy'),
  memo: () => import('./memo'),
  'executive-summary': () => import('./executive-summary'),
  'one-pager': () => import('./one-pager'),
  timesheet: () => import('./timesheet'),
  'meeting-agenda': () => import('./meeting-agenda'),
  'meeting-minutes': () => import('./meeting-minutes'),
} satisfies Record<string, () => Promise<{ default: DocumentTemplate }>>;

export type TemplateId = keyof typeof templateLoaders;

const isTemplateId = (id: string): id is TemplateId => Object.hasOwn(templateLoaders, id);

/** The template a definition names; the schema has already refused an id not listed above. */
export async function loadTemplate(id: string): Promise<DocumentTemplate> {
  if (!isTemplateId(id)) throw new Error(`There is no document template "${id}".`);
  return (await templateLoaders[id]()).default;
}
