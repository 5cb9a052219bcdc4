import type { LandingPageInput } from '../../schema/landing';
import { assess, eyebrow, interview, pendingReview, privacyLink, reviewed } from './shared';

export const dataHandlingPage: LandingPageInput = {
  path: '/trust/data-handling/',
  title: 'Data Handling and Retention at Quotient',
  description:
    'What candidate and customer data Quotient keeps, where it is stored, who decides how it is used, and when it is deleted.',
  share: 'default',
  section: 'Data handling',
  updated: reviewed,
  legalReview: pendingReview,
  sections: [
    {
      type: 'document',
      level: 'h1',
      eyebrow,
      title: 'Data handling and retention',
      lead: `On ${assess} and ${interview}, the employer decides why candidates’ data is collected and how long it is kept; we process it on the employer’s instructions under our data processing agreement. This page sets out the defaults and the limits we hold ourselves to.`,
      facts: [
        { label: 'Our role for candidate data', value: 'Processor, on the employer’s instructions' },
        { label: 'Questions', value: privacyLink },
      ],
      contents: true,
      parts: [
        {
          heading: 'What we process',
          blocks: [
            {
              list: [
                'Candidates: name, email, the résumé and answers they submit, assessment results, interview recordings and the reviewers’ notes.',
                'Customers: account users’ names, work emails and roles, billing details, and how the platform is used.',
                'Nothing else: we do not buy data about candidates, and we do not scrape social networks to enrich profiles.',
              ],
            },
          ],
        },
        {
          heading: 'Where it is stored',
          blocks: [
            'Customers choose a hosting region when their workspace is created: the United States or the European Union. Data stays in that region, including backups; support staff elsewhere reach it only through the access controls on the security page.',
          ],
        },
        {
          heading: 'How long it is kept',
          blocks: [
            {
              list: [
                'Candidates’ data: for as long as the employer sets, 24 months after the candidate’s last activity by default, and deleted when the employer deletes it or closes its account.',
                'Interview recordings: as the employer sets, within the same limit; an employer can set a shorter period for recordings alone.',
                'Customer accounts and content: while the account is open, then deleted within 90 days of closure.',
                'Trial workspaces: deleted 30 days after a trial ends without a subscription.',
                'Backups: overwritten within 35 days, so a deletion reaches backups within 35 days.',
                'Billing records: as long as tax and accounting law requires, usually seven years.',
              ],
            },
          ],
        },
        {
          heading: 'Candidates’ requests',
          blocks: [
            'Candidates can ask the employer they applied to for a copy of their data, a correction or its deletion. The platform gives employers the tools to answer within the legal deadlines: export a candidate’s data in one file, correct it, or delete it everywhere at once. A candidate who writes to us is put in touch with the employer, and we help it answer.',
          ],
        },
        {
          heading: 'What we never do',
          blocks: [
            {
              list: [
                'Sell personal data or use it for advertising.',
                'Train AI models that serve other customers on one customer’s candidates’ data.',
                'Send candidates’ data to an AI provider that keeps it for training: our AI providers are contractually barred from training on it.',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'links',
      title: 'Related',
      items: [
        {
          title: 'Privacy policy',
          text: 'The full privacy policy for the website and platform.',
          href: '/privacy-policy/',
        },
        {
          title: 'Subprocessors',
          text: 'Who processes data for us, and where.',
          href: '/trust/subprocessors/',
        },
        {
          title: 'Security practices',
          text: 'Encryption, access control and incident response.',
          href: '/trust/security/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Need a data processing agreement?',
      text: 'Every subscription includes our DPA with the EU standard contractual clauses. Book a demo and ask for a copy to review.',
    },
  ],
};
