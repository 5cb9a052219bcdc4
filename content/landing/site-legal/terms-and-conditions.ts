import type { LandingPageInput } from '../../schema/landing';
import { site } from '../../site';
import { assess, company, effective, interview, legalLink, privacyLink, source } from './shared';

export const termsAndConditions: LandingPageInput = {
  path: '/terms-and-conditions/',
  title: 'Terms and Conditions: Quotient Website, Free Tools and Platform',
  description:
    'The terms for using the Quotient website, its free tools and templates, free trials, and the Quotient Assess and Interview platform, for customers and candidates.',
  share: 'default',
  section: 'Terms and conditions',
  updated: '2026-11-22',
  sections: [
    {
      type: 'document',
      level: 'h1',
      eyebrow: `${site.brand} · Legal`,
      title: `${site.brand} terms and conditions`,
      lead: `These terms are an agreement between ${company} (“Quotient”, “we”) and you, whether you are reading this website, using its free tools, starting a trial, subscribing to ${assess} or ${interview}, or taking an assessment as a candidate. We have written them to be read. ${source} has its own [terms of service](/sourcing/terms-of-service/).`,
      facts: [
        { label: 'Effective date', value: effective },
        {
          label: 'Applies to',
          value: `This website, its free tools and templates, ${assess} and ${interview}`,
        },
        { label: 'Contact', value: legalLink },
      ],
      parts: [
        {
          heading: 'The short version',
          blocks: [
            {
              list: [
                'Use the website, its free tools and the platform lawfully, and do not misuse them.',
                'Free tools, templates and guides are general information to help you start. They are not legal, tax or financial advice; check current law where you hire.',
                'AI outputs can be wrong: review them, and keep people in charge of decisions about people.',
                'Subscriptions are set out in your order form, billed in advance, and renew unless you tell us 30 days before.',
                'Your content stays yours. Candidates’ data belongs to the employer they applied to, and we process it on its instructions.',
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
          'Free tools and templates',
          'Free to use for your own work; results are estimates, not advice',
          '[Free tools, templates and guides](#free-tools-templates-and-guides)',
        ],
        [
          'Trials and subscriptions',
          'Trials are free; plans are billed in advance and renew yearly',
          '[Trials, plans and payment](#trials-plans-and-payment)',
        ],
        [
          'Candidates',
          'The employer runs its hiring; do your own work and ask it for adjustments',
          '[If you are a candidate](#if-you-are-a-candidate)',
        ],
        [
          'Acceptable use',
          'Lawful, fair hiring; no copying tests, scraping or discrimination',
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
      title: 'The full terms and conditions',
      contents: true,
      parts: [
        {
          heading: 'The agreement',
          blocks: [
            'These terms apply when you use this website or its free tools, start a trial, sign an order form that refers to them, or take an assessment or video interview on the platform. If an order form and these terms conflict, the order form wins for that subscription. Our data processing agreement forms part of these terms where we process personal data for a customer. Our [privacy policy](/privacy-policy/) explains how we handle personal data.',
          ],
        },
        {
          heading: 'Using this website',
          blocks: [
            'You may read, link to and share the pages of this website. Do not copy large parts of it, frame it on another site, or use automated tools to collect its content in bulk. We may change or remove pages at any time.',
          ],
        },
        {
          heading: 'Free tools, templates and guides',
          blocks: [
            {
              list: [
                'The calculators, converters, generators and text tools are free to use for your own work and your organization’s. They run in your browser.',
                'Results are estimates based on what you enter and the method each tool explains. They are not legal, tax, payroll or financial advice; check important figures, such as pay or tax, with a qualified adviser.',
                'Templates and generated documents are starting points. Laws differ by country, state and city and change often: have a document checked for where you use it before you rely on it.',
                'Reference pages such as minimum wage rates show their sources and the date they were checked. Rates change; the official source is what applies.',
                'You may use and adapt downloaded templates for your own hiring and HR work. Do not sell them or publish them as your own templates.',
              ],
            },
          ],
        },
        {
          heading: 'AI features',
          blocks: [
            'Some free tools and parts of the platform use AI to draft text, grade answers against rubrics or summarize interviews. AI outputs can be wrong, incomplete or biased. Review them before you rely on them, and make sure a person makes every decision about hiring or employing someone. We do not use your content to train AI models that serve other customers.',
          ],
        },
        {
          heading: 'Accounts and users',
          blocks: [
            {
              list: [
                'Each user account is for one named person and may not be shared.',
                'You are responsible for your users, their compliance with these terms, and keeping sign-in details secure.',
                `Tell us promptly at ${legalLink} if you suspect unauthorized access to your account.`,
              ],
            },
          ],
        },
        {
          heading: 'Trials, plans and payment',
          blocks: [
            {
              list: [
                'A free trial needs a work email address. Trials are provided as they are, without the commitments in the Warranties section, and may be changed or ended. If a trial ends without a subscription, we delete trial data 30 days later.',
                'Plans, prices and usage limits are those on our pricing pages or your order form when you subscribe. Fees are billed in advance for the term on your order form.',
                'Invoices are due within 30 days. Card payments are taken by our payment provider when you subscribe or renew.',
                'Fees do not include taxes; you pay applicable taxes other than those on our income.',
                'We may change prices at renewal with at least 60 days’ notice. Fees are non-refundable except where these terms or the law say otherwise.',
              ],
            },
          ],
        },
        {
          heading: 'If you are a candidate',
          blocks: [
            'When you take an assessment or a one-way video interview, you do so for the employer (or its recruitment agency) that invited you. The employer decides who moves forward; Quotient does not make hiring decisions.',
            {
              list: [
                'Do the work yourself, using only the tools the instructions allow, and do not let anyone else take a test for you.',
                'Do not copy, record, publish or share test questions or tasks.',
                'Ask the employer for any adjustment you need, such as extra time or captions, before you start; you do not have to tell it why.',
                'Questions about a result or a decision go to the employer; you can ask it to have a person review your result.',
              ],
            },
          ],
        },
        {
          heading: 'Acceptable use',
          blocks: [
            'You agree to use the website, its tools and the platform lawfully and fairly. In particular, you will not:',
            {
              list: [
                'use the platform to discriminate unlawfully, or to make decisions about candidates solely by automated means;',
                'ask candidates for sensitive information, such as health, religion or ethnicity, outside a voluntary survey the law allows;',
                'copy, resell or publish our assessments, simulations or rubrics, or use them to build a competing product;',
                'upload content that is unlawful, infringes someone’s rights or contains malicious code;',
                'probe, overload, scrape, reverse-engineer or get around the limits and security of the website or the platform.',
              ],
            },
            'We may remove content or suspend access that breaks these rules, and will tell you why unless the law or security prevents it.',
          ],
        },
        {
          heading: 'Your content and candidates’ data',
          blocks: [
            'You own the content you put into the platform, such as roles, questions, rubrics and comments. You give us permission to host and process it only to provide, secure and support the service for you.',
            'For candidates’ personal data, the customer is the controller and we are its processor. The customer is responsible for having a lawful basis, for the notices candidates should receive (including any notice that automated tools are used) and for answering their requests, and we will help as our data processing agreement describes.',
            'You can export your content and results at any time while your account is open and for 30 days after it ends.',
          ],
        },
        {
          heading: 'Our intellectual property and feedback',
          blocks: [
            'We own the website, the free tools, the platform, our assessments, simulations, rubrics, software, models and documentation. These terms give you the right to use them as described; they do not transfer ownership. If you send us feedback, we may use it without obligation to you.',
          ],
        },
        {
          heading: 'Links to other websites',
          blocks: [
            'Pages link to other websites, such as official sources for legal figures. We are not responsible for their content or their privacy practices.',
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
                'When the agreement ends, your access ends. We delete your content and candidates’ data within 90 days unless the law requires us to keep it.',
              ],
            },
          ],
        },
        {
          heading: 'Warranties and disclaimers',
          blocks: [
            'We promise that the paid platform will work materially as described in our documentation and that we will provide it with reasonable skill and care. If it does not, tell us and we will fix it; if we cannot, you may end the affected subscription and get a refund of prepaid fees for the remaining term. The website, its free tools, templates and guides are provided as they are. Otherwise, and as far as the law allows, everything is provided without other warranties, express or implied.',
          ],
        },
        {
          heading: 'Limitation of liability',
          blocks: [
            'Neither of us is liable for indirect or consequential losses, or for lost profits, revenue or data, arising from these terms. Each party’s total liability is limited to the fees paid or payable by you in the 12 months before the claim; for free tools, trials and candidates, our total liability is limited to 100 US dollars. These limits do not apply to your payment obligations, to breaches of the Acceptable use section, to either party’s indemnity obligations, or where the law does not allow liability to be limited.',
          ],
        },
        {
          heading: 'Indemnities',
          blocks: [
            'We will defend customers against claims that the platform infringes someone’s intellectual property, and pay resulting damages and costs awarded. Customers will defend us against claims arising from their content or from their use of the platform in breach of the law or the Acceptable use section. The defending party controls the defense, and the other party cooperates reasonably.',
          ],
        },
        {
          heading: 'Governing law and disputes',
          blocks: [
            'These terms are governed by the laws of the State of Delaware, USA, without regard to its conflict-of-laws rules. The courts of Delaware have exclusive jurisdiction, except that either party may seek urgent relief in any competent court, and consumers keep the protection of the laws and courts where they live. Before going to court, we will each try in good faith to resolve the dispute by discussion for 30 days.',
          ],
        },
        {
          heading: 'Changes to these terms',
          blocks: [
            'We may update these terms. For material changes we will email customers’ account owners at least 30 days before they apply; changes apply to paid subscriptions from their next renewal. The effective date above shows the current version.',
          ],
        },
        {
          heading: 'General',
          blocks: [
            'Neither of us may assign this agreement without the other’s consent, except to a successor in a merger or sale of the business. Neither of us is responsible for delays caused by events beyond reasonable control. Notices may be sent by email to the addresses on the order form or account. These terms, the order form and the data processing agreement are the whole agreement about the platform.',
          ],
        },
        {
          heading: 'Contact',
          blocks: [
            `Questions about these terms: ${legalLink}. Privacy questions: ${privacyLink}, and see our [privacy policy](/privacy-policy/).`,
          ],
        },
      ],
    },
  ],
};
