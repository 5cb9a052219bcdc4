import type { DocumentFieldDef } from '@/lib/documents/spec';
import { SAMPLE } from './shared';

/**
 * The fields every policy generator opens with (read by templates/policy.ts): who the policy
 * belongs to, when it takes effect, who owns and approved it, and whether employees sign it.
 */
export const policyHeaderFields = (): DocumentFieldDef[] => [
  {
    key: 'companyName',
    type: 'text',
    label: 'Company name',
    default: SAMPLE.company,
    help: 'As it should appear at the top of the policy.',
  },
  {
    key: 'companyAddress',
    type: 'text',
    label: 'Company address',
    multiline: true,
    optional: true,
    default: SAMPLE.address,
  },
  {
    key: 'effectiveDate',
    type: 'date',
    label: 'Effective date',
    default: 'today+14',
    width: 'half',
  },
  {
    key: 'policyOwner',
    type: 'text',
    label: 'Policy owner',
    default: `${SAMPLE.signer}, ${SAMPLE.signerTitle}`,
    width: 'half',
    help: 'The person or team who answers questions and keeps it up to date.',
  },
  {
    key: 'approvedBy',
    type: 'text',
    label: 'Approved by',
    optional: true,
    default: 'Alicia Gomez, Chief Executive Officer',
    width: 'half',
  },
  {
    key: 'contact',
    type: 'text',
    label: 'Contact for questions',
    optional: true,
    default: 'people@northwind.example',
    width: 'half',
  },
];

export const policyAcknowledgment = (): DocumentFieldDef => ({
  key: 'acknowledgment',
  type: 'toggle',
  label: 'Add an acknowledgment for employees to sign',
  default: true,
});
