import type { DocumentTool } from '../types';
import {
  atWill,
  companyAddress,
  companyName,
  employeeName,
  letterDate,
  signerFields,
  tone,
  payBasis,
  payScaleWarnings,
} from './shared';

export const promotionLetterGenerator: DocumentTool = {
  slug: 'promotion-letter-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Promotion letter generator',
  title: 'Promotion Letter Generator: Free Employee Promotion Letter (Word, PDF)',
  description:
    'Write a promotion letter with the new title, effective date, new salary and raise, reporting line and responsibilities, as Word or PDF.',
  lead: 'Tell an employee about their promotion, new pay and responsibilities in a letter that works out the raise for you.',
  summary: 'New title, effective date, new pay with the raise worked out, and new responsibilities.',
  keywords: [
    'promotion announcement',
    'job promotion letter',
    'promotion with salary increase',
    'promotion confirmation',
  ],
  document: {
    template: 'promotion-letter',
    noun: 'promotion letter',
    fileStem: 'promotion-letter',
    fileNameField: 'employeeName',
    groups: [
      { title: 'Your company', fields: [companyName(), companyAddress(), letterDate()] },
      {
        title: 'The promotion',
        fields: [
          employeeName(),
          {
            key: 'effectiveDate',
            type: 'date',
            label: 'Effective date',
            default: 'today+9',
            width: 'half',
          },
          {
            key: 'currentTitle',
            type: 'text',
            label: 'Current job title',
            default: 'Data Analyst',
            width: 'half',
          },
          {
            key: 'newTitle',
            type: 'text',
            label: 'New job title',
            default: 'Senior Data Analyst',
            width: 'half',
          },
          {
            key: 'department',
            type: 'text',
            label: 'Department or team',
            optional: true,
            default: 'Business Intelligence',
            width: 'half',
          },
          {
            key: 'newManager',
            type: 'text',
            label: 'New manager',
            optional: true,
            default: '',
            placeholder: 'Leave empty if it doesn’t change',
            width: 'half',
          },
          {
            key: 'reason',
            type: 'text',
            label: 'What earned the promotion',
            optional: true,
            default:
              'your leadership of the customer retention analysis and the way you have mentored newer analysts',
            help: 'Completes “This promotion recognizes …”.',
          },
        ],
      },
      {
        title: 'Pay',
        fields: [
          {
            key: 'currentPay',
            type: 'money',
            label: 'Current pay',
            optional: true,
            default: '96000',
            follows: { field: 'payBasis', values: { year: '96000', hour: '46.15' } },
            width: 'half',
            help: 'With both amounts the letter states the raise.',
          },
          {
            key: 'newPay',
            type: 'money',
            label: 'New pay',
            optional: true,
            default: '108000',
            follows: { field: 'payBasis', values: { year: '108000', hour: '51.92' } },
            width: 'half',
            help: 'Leave empty to leave pay out.',
          },
          payBasis(),
          {
            key: 'showRaise',
            type: 'toggle',
            label: 'State the raise as a percentage',
            default: true,
          },
        ],
      },
      {
        title: 'The new role',
        fields: [
          {
            key: 'responsibilities',
            type: 'rows',
            label: 'New responsibilities',
            optional: true,
            rowName: 'responsibility',
            minRows: 0,
            maxRows: 10,
            columns: [{ key: 'item', label: 'Responsibility', type: 'text' }],
            blank: { item: '' },
            default: [
              { item: 'Own the company’s retention and revenue reporting end to end' },
              { item: 'Lead analysis projects with Finance, Sales and Product' },
              { item: 'Coach the analysts on the team and review their work' },
            ],
          },
          atWill('Leave on to confirm the promotion doesn’t change an at-will employment.'),
          tone(),
        ],
      },
      { title: 'Signed by', fields: signerFields({ email: false }) },
    ],
    rules: [
      {
        type: 'after',
        field: 'newPay',
        than: 'currentPay',
        orEqual: true,
        message: 'The new pay is lower than the current pay. Check both amounts.',
      },
    ],
    warnings: [...payScaleWarnings('currentPay'), ...payScaleWarnings('newPay')],
  },
  method: [
    'Fill in the form and the preview follows as you type. Enter both the current and the new pay and the letter states the raise, worked out to one decimal place (from $96,000 to $108,000 is 12.5%); leave the new pay empty to leave pay out altogether. What you type is saved in this browser only; download Word or PDF, copy the text or print.',
    'A promotion letter puts on record what changes and from when: the new title, the effective date, the new pay, any new manager and the responsibilities that come with the role. Saying what earned the promotion matters as much as the terms: it tells the person, and anyone who reads their file later, what the company values.',
    'With the at-will statement on, the letter adds that the promotion doesn’t change the at-will nature of the employment, so a promotion can’t be read as a promise of job security. If the new role is exempt where the old one wasn’t (or the reverse), tell the person and payroll: overtime eligibility changes with it.',
  ],
  faq: [
    {
      question: 'What should a promotion letter include?',
      answer:
        'The new job title, the date it takes effect, the new pay and how it compares to the old, who the person reports to, the main new responsibilities, and a line on why they were promoted. Close by saying that other terms of employment stay the same, so nothing unintended changes.',
    },
    {
      question: 'How much of a raise should come with a promotion?',
      answer:
        'Promotion increases in the US commonly fall between 5% and 15%, larger for a move into management or when the old pay sat low in its range. Check the new role’s pay range first: the new pay should be inside it, and close to what peers in the same role earn, to avoid pay equity problems.',
    },
    {
      question: 'Should a promotion letter mention at-will employment?',
      answer:
        'It is wise where employment is at will: a letter that praises someone and sets out a bigger role can otherwise be read as implying job security. One sentence confirming that the employment remains at will is enough.',
    },
    {
      question: 'Can a promotion change overtime eligibility?',
      answer:
        'Yes. If the new role meets a Fair Labor Standards Act exemption (salary basis, salary level and a duties test) and the old one didn’t, the person stops earning overtime; the reverse also happens. Make the change deliberately, tell the employee and update payroll from the effective date.',
    },
  ],
  related: [
    'salary-increment-letter-generator',
    'employee-transfer-letter-generator',
    'offer-letter-generator',
    'employment-confirmation-letter-generator',
  ],
  updated: '2026-11-22',
};
