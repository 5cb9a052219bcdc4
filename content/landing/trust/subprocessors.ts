import type { LandingPageInput } from '../../schema/landing';
import { eyebrow, pendingReview, privacyLink, reviewed } from './shared';

/*
 * The subprocessors by the service they provide. Vendor names are deliberately left out until
 * counsel approves the list (legalReview below): naming a company as our processor is a
 * contractual statement about that company.
 */
export const subprocessorsPage: LandingPageInput = {
  path: '/trust/subprocessors/',
  title: 'Subprocessors: Who Processes Data for Quotient',
  description:
    'The services that process personal data for Quotient, what each one does, where it processes data, and how customers hear of changes.',
  share: 'default',
  section: 'Subprocessors',
  updated: reviewed,
  legalReview: pendingReview,
  sections: [
    {
      type: 'document',
      level: 'h1',
      eyebrow,
      title: 'Subprocessors',
      lead: 'The services that process personal data for us, what each one does and where.',
      parts: [
        {
          heading: 'How we choose them',
          blocks: [
            'Each subprocessor works under a written contract with data protection terms at least as strict as our own data processing agreement, and for transfers out of the EU, the standard contractual clauses. We review each one’s security before it starts and every year after.',
          ],
        },
      ],
    },
    {
      type: 'table',
      title: 'The list',
      caption:
        'The services that process personal data for Quotient, by purpose, with the data they see and where',
      columns: ['Service', 'What it does for us', 'Data it processes', 'Where'],
      rows: [
        [
          'Cloud hosting',
          'Runs the platform, its databases and file storage',
          'All platform data',
          'The customer’s chosen region: US or EU',
        ],
        [
          'Video processing',
          'Encodes interview recordings so they play on every device',
          'Interview recordings',
          'The customer’s chosen region',
        ],
        [
          'Email delivery',
          'Sends invitations, reminders and notifications',
          'Names, email addresses, message content',
          'United States',
        ],
        [
          'AI text service',
          'Suggests interview questions and summarises reviewers’ notes, when the employer switches it on',
          'The text of the request; never kept for training',
          'United States or EU, as configured',
        ],
        [
          'Payments',
          'Takes card payments and issues invoices',
          'Billing contact and payment details',
          'United States',
        ],
        [
          'Customer support',
          'Our help desk and its message history',
          'Names, emails and what customers write to us',
          'United States',
        ],
        [
          'Web analytics (Google Analytics)',
          'Counts visits to this website, only after a visitor agrees',
          'Page addresses, device details, a random ID',
          'United States',
        ],
      ],
    },
    {
      type: 'document',
      title: 'Changes to this list',
      parts: [
        {
          heading: 'Notice before a change',
          blocks: [
            `We tell customers’ account owners by email at least 30 days before a new subprocessor starts processing their data. A customer with a reasonable data protection objection can raise it within those 30 days; if we cannot resolve it, the customer may end the affected service and get a refund of what it prepaid for it. Questions: ${privacyLink}.`,
          ],
        },
      ],
    },
    {
      type: 'links',
      title: 'Related',
      items: [
        {
          title: 'Data handling and retention',
          text: 'What we keep and for how long.',
          href: '/trust/data-handling/',
        },
        { title: 'Privacy policy', text: 'The full privacy policy.', href: '/privacy-policy/' },
      ],
    },
  ],
};
