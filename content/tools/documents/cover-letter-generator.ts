import type { DocumentTool } from '../types';
import { SAMPLE } from './shared';

export const coverLetterGenerator: DocumentTool = {
  slug: 'cover-letter-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Cover letter generator',
  title: 'Cover Letter Generator: Free Job Application Letter (Word, PDF)',
  description:
    'Write a tailored cover letter: the role, your experience, three achievements with results and why this company, in a formal or conversational tone.',
  lead: 'Write a cover letter tailored to one job: your experience, your best results and why this company, previewed as you type.',
  summary: 'A tailored cover letter with your achievements, why this company, and a clear close.',
  keywords: [
    'cover letter template',
    'job application letter',
    'letter of application',
    'cover letter example',
  ],
  document: {
    template: 'cover-letter',
    noun: 'cover letter',
    fileStem: 'cover-letter',
    fileNameField: 'yourName',
    groups: [
      {
        title: 'You',
        fields: [
          { key: 'yourName', type: 'text', label: 'Your name', default: SAMPLE.employee, width: 'half' },
          { key: 'letterDate', type: 'date', label: 'Date', default: 'today', width: 'half' },
          {
            key: 'yourContact',
            type: 'text',
            label: 'Your contact details',
            multiline: true,
            optional: true,
            default: 'Oakland, CA\njane.doe@example.com · (510) 555-0187',
            help: 'Printed under your name, one line per line.',
          },
          {
            key: 'currentTitle',
            type: 'text',
            label: 'Your current or last job title',
            default: 'data analyst',
            width: 'half',
          },
          {
            key: 'currentEmployer',
            type: 'text',
            label: 'Where',
            optional: true,
            default: 'Contoso Retail',
            width: 'half',
          },
          {
            key: 'years',
            type: 'number',
            label: 'Years of experience',
            optional: true,
            default: '6',
            unit: 'years',
            max: 60,
            width: 'half',
          },
          {
            key: 'skills',
            type: 'text',
            label: 'Core skills',
            optional: true,
            default: 'SQL, Python and turning analysis into decisions',
            width: 'half',
            help: 'Completes “… years of experience in …”.',
          },
        ],
      },
      {
        title: 'The job',
        fields: [
          {
            key: 'jobTitle',
            type: 'text',
            label: 'Job you are applying for',
            default: SAMPLE.jobTitle,
            width: 'half',
          },
          { key: 'companyName', type: 'text', label: 'Company', default: SAMPLE.company, width: 'half' },
          {
            key: 'hiringManager',
            type: 'text',
            label: "Hiring manager's name",
            optional: true,
            default: 'Priya Raman',
            help: 'Find it on the posting or LinkedIn; empty gives “Dear Hiring Manager,”.',
          },
          {
            key: 'source',
            type: 'text',
            label: 'Where you saw it',
            optional: true,
            default: 'on your careers page',
            width: 'half',
            help: 'Completes “… which I saw …”.',
          },
          {
            key: 'referral',
            type: 'text',
            label: 'Referred by',
            optional: true,
            default: '',
            placeholder: 'A name, if someone referred you',
            width: 'half',
          },
        ],
      },
      {
        title: 'Your case',
        fields: [
          {
            key: 'achievements',
            type: 'rows',
            label: 'Achievements that fit the job',
            rowName: 'achievement',
            minRows: 1,
            maxRows: 5,
            columns: [{ key: 'item', label: 'Achievement', type: 'text' }],
            blank: { item: '' },
            default: [
              { item: 'Built a churn model that cut customer losses by 9% in its first year' },
              {
                item: 'Replaced 40 manual spreadsheets with automated dashboards, saving the team a day a week',
              },
              { item: 'Presented quarterly insights to the executive team and shaped two pricing decisions' },
            ],
            help: 'Start with a verb; give a number where you can.',
          },
          {
            key: 'whyCompany',
            type: 'text',
            label: 'Why this company',
            multiline: true,
            optional: true,
            default:
              'Northwind’s focus on helping mid-sized retailers use their own data is exactly the problem I have spent the last six years on, and I would love to work on it at a larger scale.',
          },
          {
            key: 'tone',
            type: 'select',
            label: 'Tone',
            display: 'segmented',
            default: 'formal',
            options: [
              { value: 'formal', label: 'Formal' },
              { value: 'conversational', label: 'Conversational' },
            ],
          },
        ],
      },
    ],
  },
  method: [
    'Fill in the form and the preview follows as you type. Your name and contact details form the heading, the hiring manager’s name the greeting, and your experience, achievements and reasons for wanting the job the body. Empty optional fields drop out cleanly. What you type is saved in this browser only and never sent to us; download Word or PDF, copy the text into an application form, or print it.',
    'A cover letter earns its place by doing what a resume can’t: connecting your experience to this job and saying why you want it. So the letter opens with the role and where you found it (or who referred you), gives your experience in one sentence, lists two or three achievements with results, explains why this company, and closes by asking for a conversation. It stays under a page.',
    'Tailor it every time. Pick achievements that match the posting’s main requirements, use the company’s own words for the role, and write the “why this company” part yourself: it is the sentence recruiters read most closely. The conversational tone uses contractions and a lighter close; the formal one suits traditional employers.',
  ],
  faq: [
    {
      question: 'How long should a cover letter be?',
      answer:
        'Three to five short paragraphs, under one page: roughly 250 to 400 words. Recruiters skim; a letter that gets to the point (the role, your best evidence, why this company) is more likely to be read to the end.',
    },
    {
      question: 'Who should I address a cover letter to?',
      answer:
        'The hiring manager by name if you can find it (the posting, the company’s site or LinkedIn). Otherwise “Dear Hiring Manager” is standard; avoid “To whom it may concern” and “Dear Sir or Madam”, which read as dated.',
    },
    {
      question: 'What should a cover letter include?',
      answer:
        'The job you are applying for, a one-sentence summary of your experience, two or three achievements that match the job (with numbers where you can), why you want to work for this company in particular, and a closing line asking for a conversation. Your contact details go at the top.',
    },
    {
      question: 'Do I still need a cover letter?',
      answer:
        'Not always, but it rarely hurts and often helps: when the application asks for one, when you are changing careers, when someone referred you, or when the job is one you really want. A tailored letter is one of the few places to show why you fit beyond keywords.',
    },
    {
      question: 'Should I mention salary in a cover letter?',
      answer:
        'Only if the posting asks for it. If it does, give a range based on research for the role and location, and say it is flexible depending on the full package. In many states employers may not ask about your salary history, so you need not volunteer it.',
    },
  ],
  related: [
    'resignation-letter-generator',
    'recommendation-letter-generator',
    'offer-letter-generator',
    'letter-of-intent-generator',
  ],
  updated: '2026-11-22',
};
