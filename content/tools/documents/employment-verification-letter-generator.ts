import type { DocumentTool } from '../types';
import {
  companyAddress,
  companyName,
  employeeName,
  jobTitle,
  letterDate,
  SAMPLE_PAY,
  signerFields,
  payBasis,
  payScaleWarnings,
} from './shared';

export const employmentVerificationLetterGenerator: DocumentTool = {
  slug: 'employment-verification-letter-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Employment verification letter generator',
  title: 'Employment Verification Letter Generator: Proof of Employment Letter',
  description:
    'Write an employment verification letter for a landlord, lender or agency: dates, job title, status and pay if authorized, as Word or PDF.',
  lead: 'Confirm someone’s employment for a landlord, lender or government agency, with only the details they authorized.',
  summary: 'Proof of employment with dates, title, status and, if authorized, pay.',
  keywords: [
    'proof of employment',
    'verification of employment',
    'employment confirmation letter',
    'income verification',
    'voe letter',
  ],
  document: {
    template: 'employment-verification-letter',
    noun: 'verification letter',
    fileStem: 'employment-verification',
    fileNameField: 'employeeName',
    groups: [
      { title: 'Your company', fields: [companyName(), companyAddress(), letterDate()] },
      {
        title: 'Who asked for it',
        fields: [
          {
            key: 'attention',
            type: 'text',
            label: 'Contact name',
            optional: true,
            default: '',
            placeholder: 'Leave empty for “To whom it may concern”',
            width: 'half',
          },
          {
            key: 'recipient',
            type: 'text',
            label: 'Organization',
            optional: true,
            default: 'Bayview Apartments, Leasing Office',
            width: 'half',
          },
          {
            key: 'recipientAddress',
            type: 'text',
            label: 'Their address',
            multiline: true,
            optional: true,
            default: '88 Harbor Drive\nOakland, CA 94607',
          },
        ],
      },
      {
        title: 'The employee',
        fields: [
          employeeName(),
          jobTitle(),
          {
            key: 'status',
            type: 'select',
            label: 'Employment',
            display: 'segmented',
            default: 'current',
            width: 'half',
            options: [
              { value: 'current', label: 'Current' },
              { value: 'former', label: 'Former' },
            ],
          },
          {
            key: 'employmentType',
            type: 'select',
            label: 'Schedule',
            display: 'segmented',
            default: 'fullTime',
            width: 'half',
            options: [
              { value: 'fullTime', label: 'Full-time' },
              { value: 'partTime', label: 'Part-time' },
            ],
          },
          {
            key: 'startDate',
            type: 'date',
            label: 'Employed since',
            noun: 'the date employment started',
            default: '2021-03-15',
            width: 'half',
          },
          {
            key: 'endDate',
            type: 'date',
            label: 'Last day of work',
            default: 'today-30',
            width: 'half',
            showWhen: { field: 'status', is: ['former'] },
          },
          {
            key: 'hoursPerWeek',
            type: 'number',
            label: 'Hours per week',
            optional: true,
            default: '40',
            unit: 'hours',
            max: 80,
            width: 'half',
          },
        ],
      },
      {
        title: 'Pay',
        fields: [
          {
            key: 'includePay',
            type: 'toggle',
            label: 'Include pay (only with the employee’s consent)',
            default: true,
          },
          {
            key: 'payAmount',
            type: 'money',
            label: 'Base pay',
            default: SAMPLE_PAY.year,
            width: 'half',
            max: 100_000_000,
            follows: { field: 'payBasis', values: SAMPLE_PAY },
            showWhen: { field: 'includePay', is: [true] },
          },
          { ...payBasis(), showWhen: { field: 'includePay', is: [true] } },
          {
            key: 'consent',
            type: 'toggle',
            label: 'Say the employee asked for and authorized this letter',
            default: true,
          },
        ],
      },
      {
        title: 'Signed by',
        fields: [
          ...signerFields(),
          {
            key: 'signerPhone',
            type: 'text',
            label: 'Phone for verification',
            optional: true,
            default: '(415) 555-0134',
            width: 'half',
          },
        ],
      },
    ],
    rules: [
      {
        type: 'after',
        field: 'endDate',
        than: 'startDate',
        orEqual: true,
        message: 'The last day of work can’t be before the start date.',
      },
      {
        type: 'after',
        field: 'letterDate',
        than: 'startDate',
        orEqual: true,
        message: 'The letter can’t be dated before the employment started.',
      },
    ],
    warnings: [...payScaleWarnings('payAmount')],
  },
  method: [
    'Fill in the form and the preview follows as you type. Choose whether the person works for you now or did in the past: the letter then says “has been employed since” or gives both dates, and states the pay as current or final. What you type is saved in this browser only; download Word or PDF, copy the text or print.',
    'A verification letter answers the questions a landlord, lender or agency asks: does this person work here, since when, in what role, full- or part-time, and (if they agreed) for how much. It gives a name and number the reader can call to confirm it, and says that it confirms employment only, not that it will continue.',
    'Share only what the employee authorized: many employers confirm dates and title to anyone but pay only with written consent, and some states and cities limit what you may disclose. Keep the consent with the copy of the letter. For mortgage lenders that use their own form (such as Fannie Mae’s Form 1005), fill in their form instead.',
  ],
  faq: [
    {
      question: 'What is an employment verification letter?',
      answer:
        'A letter from an employer confirming that someone works there (or did), with their job title, dates of employment and often their pay. Landlords, mortgage lenders, banks, government agencies and immigration offices ask for one to check what an applicant has told them.',
    },
    {
      question: 'What should an employment verification letter include?',
      answer:
        'The employee’s name, job title, start date (and end date for a former employee), whether the job is full- or part-time, pay if the employee authorized it, and the name, title and contact details of the person confirming it. Print it on letterhead, date and sign it.',
    },
    {
      question: 'Do I need the employee’s permission to verify employment?',
      answer:
        'For dates and title, usually not, though many employers ask anyway. For pay and anything beyond the basics, get written consent: it protects the employee’s privacy and the company, and some state laws require it. The generator can say in the letter that the employee authorized it.',
    },
    {
      question: 'Who should sign an employment verification letter?',
      answer:
        'Someone with access to the records, usually HR or payroll, rather than a manager or colleague. The reader may call to confirm it, so give a phone number or email that reaches that person.',
    },
    {
      question: 'Is an employment verification letter the same as an experience letter?',
      answer:
        'They overlap. A verification letter answers a specific reader’s questions (often about pay) at one moment; an experience letter describes the role and responsibilities for future employers. For a proof-of-income request, use the verification letter.',
    },
  ],
  related: [
    'experience-letter-generator',
    'offer-letter-generator',
    'paycheck-calculator',
    'sponsorship-letter-generator',
  ],
  updated: '2026-11-22',
};
