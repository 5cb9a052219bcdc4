/**
 * The document templates there are, by id. Apart from templates/index.ts (which loads them) so a
 * spec can name its template without the specs and the templates importing each other; the loader
 * list is checked against this union, so a template added to one and not the other fails to compile.
 */
export type TemplateId =
  | 'offer-letter'
  | 'appointment-letter'
  | 'experience-letter'
  | 'relieving-letter'
  | 'promotion-letter'
  | 'salary-increment-letter'
  | 'employment-verification-letter'
  | 'resignation-letter'
  | 'recommendation-letter'
  | 'employee-transfer-letter'
  | 'probation-extension-letter'
  | 'employment-confirmation-letter'
  | 'cover-letter'
  | 'sponsorship-letter'
  | 'letter-of-intent'
  | 'leave-policy'
  | 'remote-work-policy'
  | 'social-media-policy'
  | 'nepotism-policy'
  | 'memo'
  | 'executive-summary'
  | 'one-pager'
  | 'timesheet'
  | 'meeting-agenda'
  | 'meeting-minutes';
