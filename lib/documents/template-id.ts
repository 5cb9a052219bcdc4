/**
 * The document templates there are, by id. The templates are content
 * (content/tools/documents/templates, whose index.ts loads them); the id lives here so a spec can
 * name its template without lib importing content. The loader list is checked against this union,
 * so a template added to one and not the other fails to compile.
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
