import type { LandingPageInput } from '../../schema/landing';

export const hrToolkit: LandingPageInput = {
  path: '/hr-toolkit/',
  title: 'Free HR Toolkit: Hiring Templates, Scorecards and Guides',
  description:
    'Free hiring templates and guides from Quotient: a job description template, a structured interview scorecard and an e-book for staffing agencies.',
  share: 'default',
  section: 'HR toolkit',
  updated: '2026-11-22',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Free HR toolkit',
      title: 'Templates and guides for hiring well',
      lead: 'Ready-to-edit documents for the parts of hiring that go wrong most often: a job description people finish reading, a scorecard that makes interviewers agree on evidence, and a plan for agencies that want to place faster.',
      proof: 'Free to download · Word and PDF · no trial needed',
      illustration: 'builder',
      primary: { label: 'Browse the templates', href: '#templates' },
      secondary: { label: 'Free calculators', href: '/tools/' },
    },
    {
      type: 'resources',
      eyebrow: 'Free downloads',
      title: 'Templates and guides',
      lead: 'Templates are Word documents with the structure filled in and a note in each section on what to write; edit them in Word, Google Docs or Pages. Guides are PDFs with a plan you can act on this quarter.',
      anchor: 'templates',
    },
    {
      type: 'links',
      title: 'More free help with hiring',
      items: [
        {
          title: 'How to hire, step by step',
          text: 'A nine-step hiring process for managers and founders who hire a few times a year.',
          href: '/how-to-hire/',
        },
        {
          title: 'AI screening criteria',
          text: 'How to set screening criteria an AI applies fairly, with examples to adapt.',
          href: '/ai-screening-criteria-best-practices/',
        },
        {
          title: 'Attrition rate calculator',
          text: 'Monthly and annual employee turnover from headcount and leavers, with the formula shown.',
          href: '/tools/attrition-rate-calculator/',
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions about the toolkit',
      items: [
        {
          question: 'Are the templates really free?',
          answer:
            'Yes. We ask for your name and work email so we can send occasional hiring resources; the file downloads straight away and you can use and edit it for your own hiring with no restrictions.',
        },
        {
          question: 'Which formats are the files in?',
          answer:
            'Templates are Word documents (.docx) that open in Microsoft Word, Google Docs, Pages and LibreOffice. E-books are PDF files.',
        },
        {
          question:
            'Can I use the job description template for postings in states with pay-transparency laws?',
          answer:
            'The template has a pay range section for that reason. Rules differ by state and city and change often, so check the current rules where the job is based; the template is not legal advice.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Put the scorecard to work',
      text: 'Quotient Assess scores every candidate on the same skills with job simulations, so your scorecard is filled with evidence before the first interview.',
    },
  ],
};
