import { defineEntries } from '../define';
import { landingPageSchema } from '../schema/landing';
import { site } from '../site';

/**
 * Legal documents of the sourcing tool (Quotient Source: web app + browser extension), in plain
 * language. No hero: the first section is a document whose title is the page's h1. When a
 * document changes, change its effective date here and tell customers as section "Changes" says.
 */
const company = site.legalName;
const product = site.products.sourcing;
const privacyEmail = 'privacy@quotient.example';
const legalEmail = 'legal@quotient.example';
const effective = '22 November 2026';

const privacyLink = `[${privacyEmail}](mailto:${privacyEmail})`;
const legalLink = `[${legalEmail}](mailto:${legalEmail})`;

export const legalPages = defineEntries(
  'content/landing/legal.ts',
  landingPageSchema,
  [
    {
      path: '/sourcing/privacy-policy/',
      title: 'Quotient Source Privacy Policy: Web App and Browser Extension',
      description:
        'How Quotient Source, the sourcing web app and browser extension, collects, uses, shares and protects personal data, and how to use your privacy rights.',
      share: 'default',
      section: 'Privacy policy',
      updated: '2026-11-22',
      sections: [
        {
          type: 'document',
          level: 'h1',
          eyebrow: `${product} · Legal`,
          title: `${product} privacy policy`,
          lead: `This policy explains what personal data ${company} (“Quotient”, “we”) handles when you use ${product}, our candidate and prospect sourcing web app and browser extension, and what choices you have. It also explains our approach to the people whose professional profiles appear in ${product}.`,
          facts: [
            { label: 'Effective date', value: effective },
            { label: 'Applies to', value: `${product} web app and browser extension` },
            { label: 'Contact', value: privacyLink },
          ],
          parts: [
            {
              heading: 'The short version',
              blocks: [
                {
                  list: [
                    'We collect your account details, what you do in the product, and professional profile information that is publicly available or that you choose to save.',
                    'The browser extension reads a page only when you click it. It does not track your browsing.',
                    'We use data to run and secure the service. We do **not** sell personal information, and we do not use one customer’s data to train AI models for another.',
                    'If your professional profile is in Quotient Source, you can ask us to see it, correct it or remove it, and we will keep you out for good.',
                    `You can reach our privacy team at ${privacyLink} about any of this.`,
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'table',
          eyebrow: 'At a glance',
          title: 'What we collect, why, and for how long',
          caption:
            'Summary of personal data processed in Quotient Source; the full policy below has the details.',
          columns: ['Information', 'Why we use it', 'How long we keep it'],
          rows: [
            [
              'Account details',
              'To create your account, sign you in, bill and support you',
              'While your account is open, then 90 days',
            ],
            [
              'Professional profile information',
              'To let users search, rank and contact professionals about relevant roles or business',
              'Until removed at the source or on request; records not refreshed for 24 months are deleted',
            ],
            [
              'Lists, notes, sequences and messages',
              'To provide the features you use',
              'Until you delete them or your account closes, then 90 days',
            ],
            [
              'Mailbox connection (optional)',
              'To send sequence emails from your address and detect replies',
              'Until you disconnect the mailbox',
            ],
            [
              'Extension activity',
              'To save the page you chose and show its match score',
              'As part of the record you saved',
            ],
            ['Usage, device and log data', 'To secure, fix and improve the service', 'Up to 12 months'],
            [
              'Billing records',
              'To meet tax and accounting duties',
              'As long as the law requires, usually 7 years',
            ],
          ],
        },
        {
          type: 'document',
          title: 'The full privacy policy',
          contents: true,
          parts: [
            {
              heading: 'Who we are and what this policy covers',
              blocks: [
                `${company} provides ${product}. This policy covers the ${product} web app, the ${product} browser extension and the emails we send about them. Our main website and other Quotient products have their own privacy notices.`,
                'Two groups of people are involved, and we explain what applies to each:',
                {
                  list: [
                    '**Users:** people at our customers (recruiters, sourcers, sales and partnership teams) who have a Quotient Source account.',
                    '**Profile subjects:** professionals whose profile information is available in Quotient Source, for example candidates and prospects.',
                  ],
                },
              ],
            },
            {
              heading: 'Information we collect',
              blocks: [
                { subheading: 'From users' },
                {
                  list: [
                    '**Account details:** name, work email, company, job title, password (stored only as a secure hash) or single sign-on identity.',
                    '**Billing details:** billing contact and address. Card payments are handled by our payment provider; we never see or store full card numbers.',
                    '**Content you create:** searches, lists, notes, tags, email templates, sequences and the messages you send through the service.',
                    '**Mailbox connection:** if you connect a mailbox, we send sequence emails on your behalf and read replies to those emails so sequences can stop. We do not read other email in your mailbox.',
                    '**Usage and device data:** IP address, browser and device type, pages and features used, and error logs, including through cookies (see Cookies below).',
                  ],
                },
                { subheading: 'About profile subjects' },
                {
                  list: [
                    '**Professional profile information:** name, headline, current and past roles and employers, skills, education, general location and links to public professional pages, collected from publicly available sources.',
                    '**Work contact details:** a work email address or phone number where it is publicly available or found through the public web.',
                    '**Pages saved by users:** professional information on a web page a user chose to save with the extension.',
                    '**Engagement data:** whether a message from a user was delivered, opened or answered, and the reply itself.',
                  ],
                },
                'We do not intentionally collect sensitive information such as health, religion, ethnicity or sexual orientation, and users are not allowed to add it.',
              ],
            },
            {
              heading: 'What the browser extension does and does not do',
              blocks: [
                {
                  list: [
                    'It acts only when you click it on a page. It then reads the professional information visible on that page and shows you a match score or saves the record to your account.',
                    'It does not record your browsing history, read pages in the background, or read passwords, forms or private messages.',
                    'It does not send connection requests or messages on third-party websites for you.',
                    'It stores only your sign-in token and settings in the browser. Removing the extension removes them.',
                  ],
                },
              ],
            },
            {
              heading: 'How we use information',
              blocks: [
                {
                  list: [
                    'To provide the service: search, ranking, match scores, lists, sequences and reporting.',
                    'To draft content with AI when you ask, such as a personalised first line for an outreach message.',
                    'To keep the service secure, prevent abuse and enforce our Terms of Service.',
                    'To support you, bill you and send service messages such as security alerts.',
                    'To improve the service using aggregated or de-identified information.',
                    'To meet legal obligations and respond to lawful requests.',
                  ],
                },
                'We use your email address for product news only if you have not opted out; every such email has an unsubscribe link.',
              ],
            },
            {
              heading: 'AI features',
              blocks: [
                'Quotient Source uses AI models to understand search briefs, rank profiles against a role or buyer profile, and draft message text. These outputs help users decide; they do not make decisions that have legal or similarly significant effects on anyone.',
                'Customer content and profile data are not used to train AI models that serve other customers. Where we use outside AI providers, they process data only to return results to us, under contracts that forbid them from training on it.',
              ],
            },
            {
              heading: 'Legal bases for processing (EEA and UK)',
              blocks: [
                {
                  list: [
                    '**Contract:** to provide the service to users and their organisations.',
                    '**Legitimate interests:** to let professionals be found and contacted about relevant roles and business opportunities, to secure and improve the service, and to market to business users. We balance these interests against your rights, and you can object at any time.',
                    '**Consent:** for non-essential cookies and where the law requires it for marketing. You can withdraw consent at any time.',
                    '**Legal obligation:** for tax, accounting and lawful requests.',
                  ],
                },
              ],
            },
            {
              heading: 'Our role: controller or processor',
              blocks: [
                `We are the controller of account details, usage data and the profile information we collect from public sources. For the content our customers add, such as notes, lists and messages, and for how they use profile information to contact people, the customer is the controller and ${company} acts as their processor under our data processing agreement.`,
              ],
            },
            {
              heading: 'How we share information',
              blocks: [
                {
                  list: [
                    '**With users:** profile information is shown to users of Quotient Source for their recruiting, sales or partnership work.',
                    '**With service providers:** hosting, email delivery, AI model providers, payment processing, customer support and analytics, each under a contract that limits their use of the data.',
                    '**For legal reasons:** when required by law, or to protect the rights, safety and property of people or Quotient.',
                    '**In a business transfer:** if Quotient is involved in a merger or acquisition, under the protections of this policy.',
                  ],
                },
                'We do not sell personal information, and we do not share it for cross-context behavioural advertising.',
              ],
            },
            {
              heading: 'If your profile is in Quotient Source',
              blocks: [
                'You may have received a message from one of our users, or you may simply want to know what we hold. You can:',
                {
                  list: [
                    'ask for a copy of the profile information we hold about you;',
                    'correct information that is wrong or out of date;',
                    'ask us to delete your profile and stop it from appearing again;',
                    'object to your profile being used for recruiting or sales outreach.',
                  ],
                },
                `Write to ${privacyLink} with the email address or public profile link the request is about. When we delete a profile, we keep a minimal suppression record (for example a hashed email address) so that your information is not added again.`,
                'If a user contacted you, they are responsible for their message. You can reply to them directly to opt out, and you can ask us to stop all users contacting you through Quotient Source.',
              ],
            },
            {
              heading: 'How long we keep information',
              blocks: [
                {
                  list: [
                    'Account details and content: while the account is open, then deleted within 90 days of closure, unless the customer asks us to delete sooner.',
                    'Profile information: until it is removed at the source or on request. Records we have not been able to refresh for 24 months are deleted.',
                    'Logs and usage data: up to 12 months.',
                    'Backups: overwritten within 35 days.',
                    'Billing records: as long as tax and accounting law requires, usually seven years.',
                  ],
                },
              ],
            },
            {
              heading: 'Security',
              blocks: [
                'Data is encrypted in transit and at rest. Access is limited to staff who need it, protected by single sign-on and multi-factor authentication, and logged. We test our systems regularly, and we will tell affected customers and authorities about a personal data breach as the law requires.',
              ],
            },
            {
              heading: 'International transfers',
              blocks: [
                'We are based in the United States and our main servers are there. When we transfer personal data from the EEA, the UK or Switzerland, we use the European Commission’s Standard Contractual Clauses and the UK addendum, with additional safeguards where needed.',
              ],
            },
            {
              heading: 'Your privacy rights',
              blocks: [
                'Depending on where you live, you may have the right to access, correct, delete or receive a portable copy of your personal data, to object to or restrict its processing, and to withdraw consent.',
                'California residents have the right to know what personal information we collect, use and disclose; to delete and correct it; to opt out of its sale or sharing (we do neither); and not to be discriminated against for using these rights. You can use an authorised agent.',
                `To use any of these rights, email ${privacyLink}. We will confirm your request, may ask you to verify your identity, and will reply within one month (45 days for California requests). If you are in the EEA or UK, you may also complain to your data protection authority.`,
              ],
            },
            {
              heading: 'Cookies',
              blocks: [
                'The web app uses essential cookies to keep you signed in and secure, preference cookies to remember your settings, and, where you agree, analytics cookies to understand how features are used. You can change your choice at any time in your account settings or your browser. The extension does not set cookies on the pages you visit.',
              ],
            },
            {
              heading: 'Children',
              blocks: [
                'Quotient Source is a business tool for professionals and is not directed to anyone under 16. We do not knowingly collect their personal data; if we learn that we have, we delete it.',
              ],
            },
            {
              heading: 'Changes to this policy',
              blocks: [
                'We will update the effective date above when this policy changes. For material changes we will notify account owners by email at least 30 days before they apply.',
              ],
            },
            {
              heading: 'Contact us',
              blocks: [
                `Questions, requests or complaints about privacy: ${privacyLink}. For contracts and data processing agreements: ${legalLink}. You can also read the [Quotient Source Terms of Service](/sourcing/terms-of-service/).`,
              ],
            },
          ],
        },
      ],
    },
    {
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
    },
  ],
  'path',
);
