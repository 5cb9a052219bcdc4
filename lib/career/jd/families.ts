/**
 * The role families a job description is written for. What each family's description says is
 * content (content/tools/career/jd-families.ts); roles add their own lines on top.
 */
export const FAMILY_IDS = [
  'engineering',
  'data',
  'product',
  'design',
  'it',
  'sales',
  'marketing',
  'customer',
  'people',
  'finance',
  'operations',
  'healthcare',
] as const;
export type RoleFamilyId = (typeof FAMILY_IDS)[number];

export interface RoleFamily {
  readonly id: RoleFamilyId;
  /** The department, as the form's select shows it. */
  readonly department: string;
  readonly responsibilities: readonly string[];
  readonly skills: readonly string[];
  readonly niceToHave: readonly string[];
  /** Education framed as one route among others, so equivalent experience counts. */
  readonly education: string;
}
