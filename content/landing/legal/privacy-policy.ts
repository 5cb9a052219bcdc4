import type { LandingPageInput } from '../../schema/landing';
import { company, effective, legalLink, privacyLink, product } from './shared';

export const privacyPolicy: LandingPageInput = {
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
};
