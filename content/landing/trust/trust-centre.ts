import type { LandingPageInput } from '../../schema/landing';
import { brand, eyebrow, pendingReview, reviewed, securityLink } from './shared';

export const trustCentrePage: LandingPageInput = {
  path: '/trust/',
  title: 'Trust Centre: Security, Privacy and AI Fairness at Quotient',
  description:
    'Quotient’s commitments on security, data handling, subprocessors, privacy, accessibility and fair, audited AI in hiring, in one place.',
  share: 'default',
  section: 'Trust centre',
  updated: reviewed,
  legalReview: pendingReview,
  sections: [
    {
      type: 'document',
      level: 'h1',
      eyebrow,
      title: `The ${brand} trust centre`,
      lead: 'AI that helps decide who gets hired has to earn trust from employers, candidates and regulators. This is what we commit to, and where to check it.',
      facts: [{ label: 'Security contact', value: securityLink }],
      parts: [
        {
          heading: 'Our commitments in brief',
          blocks: [
            {
              list: [
                'Candidates’ data is the employer’s: we process it only on the employer’s instructions, in the region it chooses, and delete it on its schedule.',
                'Encryption in transit and at rest, single sign-on and multi-factor authentication for staff, a yearly independent security test.',
                'No decision without a person: the platform never rejects a candidate on its own.',
                'Assessments are validated against the job and monitored for adverse impact, with a yearly independent bias audit whose summary we publish.',
                'Candidates are told how they are assessed and can ask for accommodations.',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'links',
      title: 'Read the details',
      items: [
        {
          title: 'Security practices',
          text: 'Encryption, access, testing, incidents and vulnerability reports.',
          href: '/trust/security/',
        },
        {
          title: 'Data handling and retention',
          text: 'What we keep, where it is stored and when it is deleted.',
          href: '/trust/data-handling/',
        },
        {
          title: 'Subprocessors',
          text: 'The services that process data for us, and notice of changes.',
          href: '/trust/subprocessors/',
        },
        {
          title: 'Privacy policy',
          text: 'The personal data the website and platform handle, and your rights.',
          href: '/privacy-policy/',
        },
        {
          title: 'AI fairness',
          text: 'Validation, adverse-impact monitoring, human review and the bias-audit summary.',
          href: '/trust/ai-fairness/',
        },
        {
          title: 'Accessibility statement',
          text: 'The standard we meet, known limits and how to ask for help.',
          href: '/trust/accessibility/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'See the safeguards in the product',
      text: 'Start a free trial or book a demo: we will show the audit trail, the human review step and the candidate notice.',
    },
  ],
};
