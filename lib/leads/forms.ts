/**
 * The lead forms. The first three are the modal/form identifiers links open by hash; the waitlist form
 * sits on the sourcing early-access page. The id is what the spreadsheet receives as 'Form Name'.
 */
export const LEAD_FORM_IDS = [
  'contactUs',
  'getStartedNew',
  'freeTemplateDownload',
  'sourcingWaitlist',
] as const;
export type LeadFormId = (typeof LEAD_FORM_IDS)[number];

/** Spreadsheet column for each field; only non-empty ones are sent. */
export const LEAD_COLUMNS = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  role: 'Role',
  phone: 'Phone',
  message: 'Message',
  resource: 'Resource',
} as const;
export type LeadFieldName = keyof typeof LEAD_COLUMNS;

/** Form values keyed by field → values keyed by spreadsheet column. */
export function toLeadColumns(values: Partial<Record<LeadFieldName, string>>): Record<string, string> {
  const columns: Record<string, string> = {};
  for (const [field, column] of Object.entries(LEAD_COLUMNS) as [LeadFieldName, string][]) {
    const value = values[field];
    if (value !== undefined) columns[column] = value;
  }
  return columns;
}
