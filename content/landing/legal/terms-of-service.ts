import type { LandingPageInput } from '../../schema/landing';
import { company, effective, legalLink, privacyLink, product } from './shared';

export const termsOfService: LandingPageInput = {
  path: '/sourcing/terms-of-service/',
  title: 'Quotient Source Terms of Service: Web App and Browser Extension',
  description:
    'The terms for using Quotient Source, the sourcing web app and browser extension: accounts, plans and billing, acceptable use, your data, AI features and liability.',
  share: 'default',
  section: 'Terms of service',
  updated: '2026-11-22',
  sections: [
    {
      type: 'document',
      level: 'h1',
      eyebrow: `${product} · Legal`,
      title: `${product} terms of service`,
      lead: `These terms are an agreement between ${company} (“Quotient”, “we”) and the organisation that uses ${product} (“you”). We have written them to be read. If you accept them for an organisation, you confirm you are allowed to bind it.`,
      facts: [
        { label: 'Effective date', value: effective },
        { label: 'Applies to', value: `${product} web app and browser extension` },
        { label: 'Contact', value: legalLink },
      ],
      parts: [
        {
          heading: 'The short version',
          blocks: [
            {
              list: [
                'Use Quotient Source for lawful recruiting, sales and partnership work, and respect the people you contact.',
                'Plans are per user and billed annually in advance, as set out in your order form, and renew unless you tell us 30 days before.',
                'Your data stays yours. You can export it, and we delete it after your account closes.',
                'AI outputs can be wrong: review them, and keep people in charge of decisions about people.',
                'Our liability is limited to what you paid in the previous 12 months, except where the law does not allow a limit.',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'table',
      eyebrow: 'At a glance',
      title: 'Key terms and where to find them',
      caption: 'A summary of the main terms; the full terms below are what apply.',
      columns: ['Topic', 'What it means for you', 'Section'],
      rows: [
        [
          'Billing',
          'Annual, per user, in advance; taxes extra',
          '[Plans, fees and payment](#plans-fees-and-payment)',
        ],
        [
          'Renewal and cancellation',
          'Renews for a year unless either side gives 30 days’ notice',
          '[Term, suspension and termination](#term-suspension-and-termination)',
        ],
        [
          'Your data',
          'You own it, can export it, and we process it on your instructions',
          '[Your data and the people you contact](#your-data-and-the-people-you-contact)',
        ],
        [
          'Acceptable use',
          'Lawful, respectful outreach; no scraping, spam or discrimination',
          '[Acceptable use](#acceptable-use)',
        ],
        ['AI features', 'Outputs are suggestions for a person to review', '[AI features](#ai-features)'],
        [
          'Liability',
          'Capped at 12 months of fees, with standard exceptions',
          '[Limitation of liability](#limitation-of-liability)',
        ],
      ],
    },
    {
      type: 'document',
      title: 'The full terms of service',
      contents: true,
      parts: [
        {
          heading: 'The agreement',
          blocks: [
            'These terms apply when you create an account, install the browser extension, start a trial or sign an order form that refers to them. If an order form and these terms conflict, the order form wins for that subscription. Our data processing agreement forms part of these terms where we process personal data for you.',
          ],
        },
        {
          heading: 'The service',
          blocks: [
            `${product} is a web app and a browser extension for finding, evaluating and contacting professionals, including AI search, match scores, lists, outreach sequences and reporting. We may improve and change the service; we will not materially reduce the core features of a paid plan during its term.`,
          ],
        },
        {
          heading: 'Accounts and users',
          blocks: [
            {
              list: [
                'Each paid seat is for one named person and may not be shared. You may reassign a seat when someone leaves.',
                'You are responsible for your users, their compliance with these terms, and keeping sign-in details secure.',
                `Tell us promptly at ${legalLink} if you suspect unauthorised access to your account.`,
              ],
            },
          ],
        },
        {
          heading: 'Trials and the free extension',
          blocks: [
            'Free trials and the free extension are provided as they are, without the commitments in the Warranties section, and may be changed or ended. If a trial ends without a subscription, we delete trial data 30 days later.',
          ],
        },
        {
          heading: 'Plans, fees and payment',
          blocks: [
            {
              list: [
                'Fees are per user, billed annually in advance, for the plan and number of users on your order form.',
                'Invoices are due within 30 days. Card payments are taken by our payment provider when you subscribe or renew.',
                'Fees do not include taxes; you pay applicable taxes other than those on our income.',
                'We may change prices at renewal with at least 60 days’ notice.',
                'Fees are non-refundable except where these terms or the law say otherwise.',
              ],
            },
          ],
        },
        {
          heading: 'Acceptable use',
          blocks: [
            'You agree to use the service lawfully and fairly. In particular, you will not:',
            {
              list: [
                'contact people in breach of anti-spam, marketing or data protection laws, or after they have opted out;',
                'use the service to discriminate unlawfully, or to make decisions about people solely by automated means;',
                'add sensitive information about people (such as health, religion or ethnicity) or information about children;',
                'use the extension to copy pages in bulk, run it automatically, or break the terms of the websites you visit;',
                'sell, publish or resell profile information, or use it to build a competing database;',
                'harass, mislead or impersonate anyone in messages sent through the service;',
                'probe, overload, reverse-engineer or get around the limits and security of the service.',
              ],
            },
            'We may remove content or suspend access that breaks these rules, and will tell you why unless the law or security prevents it.',
          ],
        },
        {
          heading: 'Your data and the people you contact',
          blocks: [
            'You own the content you put into the service. You give us permission to host and process it only to provide, secure and support the service for you.',
            'For personal data in your content, and for how you use profile information to contact people, you are the controller and we are your processor. You are responsible for having a lawful basis, for the notices people should receive and for honouring their requests and opt-outs. We will help you as our data processing agreement describes.',
            'You can export your lists and content at any time while your account is open and for 30 days after it ends.',
          ],
        },
        {
          heading: 'Profile information',
          blocks: [
            'Profile information in the service comes from publicly available sources and from pages users save. We work to keep it accurate but cannot promise that it is complete or current. Use it only for your own recruiting, sales or partnership work under these terms. People can ask us to remove their information, and it may then disappear from your lists.',
          ],
        },
        {
          heading: 'AI features',
          blocks: [
            'AI features produce suggestions such as rankings, match scores and message drafts. They can be wrong, incomplete or biased. Review outputs before you rely on them, and make sure a person makes every decision about hiring, contracting or doing business with someone. We do not use your content to train AI models that serve other customers.',
          ],
        },
        {
          heading: 'Third-party services',
          blocks: [
            'If you connect a mailbox, calendar, CRM or other service, your use of it is governed by its own terms, and you authorise us to exchange data with it on your behalf. We are not responsible for third-party services.',
          ],
        },
        {
          heading: 'Our intellectual property and feedback',
          blocks: [
            'We own the service, the extension, our software, models and documentation. These terms give you the right to use them during your subscription; they do not transfer ownership. If you send us feedback, we may use it without obligation to you.',
          ],
        },
        {
          heading: 'Confidentiality',
          blocks: [
            'Each of us will protect the other’s non-public information with reasonable care, use it only for this agreement and share it only with people who need it and are bound to keep it confidential.',
          ],
        },
        {
          heading: 'Term, suspension and termination',
          blocks: [
            {
              list: [
                'Subscriptions last for the term on your order form and renew for a year at a time unless either of us gives notice at least 30 days before the renewal date.',
                'Either of us may end the agreement if the other materially breaches it and does not fix the breach within 30 days of notice.',
                'We may suspend access to protect the service or others, or if an invoice is more than 30 days overdue after a reminder.',
                'When the agreement ends, your access ends. We delete your content within 90 days unless the law requires us to keep it.',
              ],
            },
          ],
        },
        {
          heading: 'Warranties and disclaimers',
          blocks: [
            'We promise that the paid service will work materially as described in our documentation and that we will provide it with reasonable skill and care. If it does not, tell us and we will fix it; if we cannot, you may end the affected subscription and get a refund of prepaid fees for the remaining term. Otherwise, and as far as the law allows, the service is provided without other warranties, express or implied.',
          ],
        },
        {
          heading: 'Limitation of liability',
          blocks: [
            'Neither of us is liable for indirect or consequential losses, or for lost profits, revenue or data, arising from this agreement. Each party’s total liability is limited to the fees paid or payable by you in the 12 months before the claim. These limits do not apply to your payment obligations, to breaches of the Acceptable use section, to either party’s indemnity obligations, or where the law does not allow liability to be limited.',
          ],
        },
        {
          heading: 'Indemnities',
          blocks: [
            'We will defend you against claims that the service infringes someone’s intellectual property, and pay resulting damages and costs awarded. You will defend us against claims arising from your content or from your use of the service in breach of the law or the Acceptable use section. The defending party controls the defence, and the other party cooperates reasonably.',
          ],
        },
        {
          heading: 'Governing law and disputes',
          blocks: [
            'These terms are governed by the laws of the State of Delaware, USA, without regard to its conflict-of-laws rules. The courts of Delaware have exclusive jurisdiction, except that either party may seek urgent relief in any competent court. Before going to court, we will each try in good faith to resolve the dispute by discussion for 30 days.',
          ],
        },
        {
          heading: 'Changes to these terms',
          blocks: [
            'We may update these terms. For material changes we will email account owners at least 30 days before they apply; changes apply to paid subscriptions from their next renewal. The effective date above shows the current version.',
          ],
        },
        {
          heading: 'General',
          blocks: [
            'Neither of us may assign this agreement without the other’s consent, except to a successor in a merger or sale of the business. Neither of us is responsible for delays caused by events beyond reasonable control. Notices may be sent by email to the addresses on the order form or account. These terms, the order form and the data processing agreement are the whole agreement about the service.',
          ],
        },
        {
          heading: 'Contact',
          blocks: [
            `Questions about these terms: ${legalLink}. Privacy questions: ${privacyLink}, and see the [Quotient Source Privacy Policy](/sourcing/privacy-policy/).`,
          ],
        },
      ],
    },
  ],
};
