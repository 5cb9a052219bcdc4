import type { LandingPageInput } from '../../schema/landing';
import { assess, brand, eyebrow, interview, pendingReview, reviewed, securityLink } from './shared';

export const securityPage: LandingPageInput = {
  path: '/trust/security/',
  title: 'Security at Quotient: How We Protect Hiring Data',
  description:
    'How Quotient protects employers’ and candidates’ data: encryption, access control, testing, incident response and how to report a vulnerability.',
  share: 'default',
  section: 'Security',
  updated: reviewed,
  legalReview: pendingReview,
  sections: [
    {
      type: 'document',
      level: 'h1',
      eyebrow,
      title: 'Security practices',
      lead: `Hiring data is personal: résumés, test answers, interview recordings. These are the safeguards ${brand} commits to for ${assess} and ${interview}, and what we ask of ourselves when something goes wrong.`,
      facts: [
        { label: 'Applies to', value: `${assess}, ${interview} and this website` },
        { label: 'Report a vulnerability', value: securityLink },
      ],
      contents: true,
      parts: [
        {
          heading: 'Encryption',
          blocks: [
            {
              list: [
                'All traffic to the platform and this website uses TLS 1.2 or later; older protocols are refused.',
                'Data at rest, including interview recordings and backups, is encrypted with AES-256 keys held in a managed key service, rotated every year.',
                'Candidate files are stored apart from the application database and reached only through short-lived signed links.',
              ],
            },
          ],
        },
        {
          heading: 'Access control',
          blocks: [
            {
              list: [
                'Staff reach production systems only through single sign-on with multi-factor authentication, on managed devices.',
                'Access is granted by role and only to people whose work needs it, reviewed every quarter and removed on the day someone leaves.',
                'Every access to customer data by our staff is logged, and support staff see a customer’s workspace only when the customer grants it for a ticket.',
                'Customers control their own users: roles, single sign-on (SAML) on the Enterprise plan, and a log of who viewed each candidate.',
              ],
            },
          ],
        },
        {
          heading: 'Building and testing',
          blocks: [
            {
              list: [
                'Every change is reviewed by a second engineer and passes automated tests before it reaches production.',
                'Dependencies are scanned for known vulnerabilities on every build; critical ones are fixed within 7 days.',
                'An independent firm tests the platform for security flaws at least once a year; we fix what it finds and retest.',
                'This website is static pages with a strict Content-Security-Policy: no page runs a script that was not part of the build.',
              ],
            },
          ],
        },
        {
          heading: 'Availability and backups',
          blocks: [
            'The platform runs in at least two availability zones of its hosting region. Databases are backed up every day and backups are kept for 35 days, encrypted, and restored in a test every quarter.',
          ],
        },
        {
          heading: 'Incidents',
          blocks: [
            'We keep a written incident response plan and rehearse it twice a year. If a personal data breach affects a customer’s data, we tell the customer without undue delay and within 72 hours of confirming it, with what we know, what we are doing and what the customer may need to do.',
          ],
        },
        {
          heading: 'People',
          blocks: [
            'Everyone who works at Quotient completes security and privacy training when they join and every year after, and signs a confidentiality agreement. Staff with access to production data are background-checked where the law allows.',
          ],
        },
        {
          heading: 'Reporting a vulnerability',
          blocks: [
            `If you find a security problem, write to ${securityLink} with the steps to reproduce it. We acknowledge reports within 2 working days, keep you informed, and will not pursue anyone who reports in good faith, does not access more data than needed to show the problem, and gives us time to fix it before telling others.`,
            {
              note: 'Security reports, audit summaries and our answers to security questionnaires are available to customers and prospects under a non-disclosure agreement. Ask your account manager or write to the address above.',
            },
          ],
        },
      ],
    },
    {
      type: 'links',
      title: 'More from the trust centre',
      items: [
        {
          title: 'Data handling and retention',
          text: 'What we keep, where, and for how long.',
          href: '/trust/data-handling/',
        },
        {
          title: 'Subprocessors',
          text: 'The companies that process data for us.',
          href: '/trust/subprocessors/',
        },
        {
          title: 'AI fairness',
          text: 'How assessments are validated and monitored for adverse impact.',
          href: '/trust/ai-fairness/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Need our security documents?',
      text: 'Book a demo or start a free trial, and ask for the security pack: policies, the latest test summary and a completed questionnaire.',
    },
  ],
};
