import { z } from 'zod';
import { defineEntries } from './define';
import { href, nonEmpty, slug } from './schema/common';

/**
 * Open roles at Quotient, shown on /company/careers/ (fictional but realistic). Every role states
 * its pay range, as pay-transparency laws in several US states expect of any posting. Without an
 * `apply` link a role is applied for by email, with the role named in the subject line.
 */
export const CAREERS_EMAIL = 'careers@quotient.example';

export const roleTeams = [
  'Engineering',
  'Assessment science',
  'Product and design',
  'Customer success',
  'Sales',
  'People',
] as const;

const roleSchema = z
  .object({
    id: slug,
    title: nonEmpty,
    team: z.enum(roleTeams),
    location: nonEmpty,
    workplace: z.enum(['Remote', 'Hybrid', 'On-site']),
    employment: z.enum(['Full-time', 'Part-time', 'Contract']).default('Full-time'),
    pay: nonEmpty,
    summary: nonEmpty,
    apply: href.optional(),
  })
  .transform((role) => ({ ...role, apply: role.apply ?? applyByEmail(role.title) }));
export type OpenRole = z.output<typeof roleSchema>;
export type OpenRoleInput = z.input<typeof roleSchema>;

export function applyByEmail(title: string): string {
  return `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${title}`)}`;
}

export function defineRoles(entries: readonly OpenRoleInput[]): OpenRole[] {
  return defineEntries('content/careers.ts', roleSchema, entries, 'id');
}

export const openRoles = defineRoles([
  {
    id: 'senior-full-stack-engineer-assess',
    title: 'Senior Full-Stack Engineer, Quotient Assess',
    team: 'Engineering',
    location: 'United States',
    workplace: 'Remote',
    pay: '$170,000–$200,000 + equity',
    summary:
      'Build the job simulations candidates take and the skills reports hiring teams read: TypeScript, React and Postgres, with accessibility and reliability treated as features.',
  },
  {
    id: 'machine-learning-engineer-evaluation',
    title: 'Machine Learning Engineer, Scoring and Evaluation',
    team: 'Engineering',
    location: 'United States',
    workplace: 'Remote',
    pay: '$180,000–$215,000 + equity',
    summary:
      'Own how AI grading is tested: rubric-agreement studies against expert raters, adverse-impact monitoring and the evaluation suites every model change must pass before release.',
  },
  {
    id: 'assessment-scientist',
    title: 'Assessment Scientist (Industrial-Organizational Psychology)',
    team: 'Assessment science',
    location: 'United States',
    workplace: 'Remote',
    pay: '$130,000–$155,000 + equity',
    summary:
      'Turn job analyses into competency-based simulations and scoring rubrics, run validation studies with customers and write the technical documentation auditors ask for.',
  },
  {
    id: 'product-designer-candidate-experience',
    title: 'Product Designer, Candidate Experience',
    team: 'Product and design',
    location: 'New York, NY (in the office two days a week)',
    workplace: 'Hybrid',
    pay: '$140,000–$165,000 + equity',
    summary:
      'Design what candidates see, from the first invitation to their feedback report, for people on phones, with screen readers and in their second language.',
  },
  {
    id: 'customer-success-manager-staffing',
    title: 'Customer Success Manager, Staffing and Agencies',
    team: 'Customer success',
    location: 'United States, Eastern or Central time',
    workplace: 'Remote',
    pay: '$95,000–$115,000 + variable pay',
    summary:
      'Help staffing firms and recruitment partners design fair, fast screening with assessments and video interviews, and turn their results into renewals and referrals.',
  },
  {
    id: 'account-executive-mid-market',
    title: 'Account Executive, Mid-Market',
    team: 'Sales',
    location: 'New York, NY (in the office two days a week)',
    workplace: 'Hybrid',
    pay: '$90,000–$110,000 base, $180,000–$220,000 on-target earnings',
    summary:
      'Sell Quotient to talent teams hiring 50 to 500 people a year: run discovery with heads of talent, scope pilots and close against a clear, fair quota.',
  },
  {
    id: 'talent-partner',
    title: 'Talent Partner',
    team: 'People',
    location: 'United States',
    workplace: 'Remote',
    pay: '$105,000–$125,000 + equity',
    summary:
      'Run our own hiring end to end with Quotient Assess and Quotient Interview, coach hiring managers on structured interviews and keep every candidate informed within two working days.',
  },
]);
