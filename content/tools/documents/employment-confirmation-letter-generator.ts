import type { DocumentTool } from '../types';
import {
  atWill,
  companyAddress,
  companyName,
  employeeName,
  jobTitle,
  letterDate,
  signerFields,
  tone,
  payBasis,
  payScaleWarnings,
} from './shared';

export const employmentConfirmationLetterGenerator: DocumentTool = {
  slug: 'employment-confirmation-letter-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Employment confirmation letter generator',
  title: 'Employment Confirmation Letter Generator: After Probation (Word, PDF)',
  description:
    'Write a letter confirming an employee has completed their probationary period: effective date, feedback, any pay change and new benefits, as Word or PDF.',
  lead: 'Confirm that a new hire has completed their introductory period, with feedback and anything that changes now.',
  summary: 'Confirms a new hire passed their introductory period, with feedback, pay and benefit changes.',
  keywords: [
    'probation confirmation letter',
    'confirmation of employment',
    'probation completion',
    'introductory period',
  ],
  document: {
    template: 'employment-confirmation-letter',
    noun: 'confirmation letter',
    fileStem: 'employment-confirmation',
    fileNameField: 'employeeName',
    groups: [
      { title: 'Your company', fields: [companyName(), companyAddress(), letterDate()] },
      {
        title: 'The employee',
        fields: [
          employeeName(),
          jobTitle('Job title', 'Data Analyst'),
          {
            key: 'periodName',
            type: 'select',
            label: 'You call it',
            default: 'introductory',
            width: 'half',
            options: [
              { value: 'introductory', label: 'Introductory period' },
              { value: 'probationary', label: 'Probationary period' },
            ],
          },
          {
            key: 'startDate',
            type: 'date',
            label: 'Start date',
            default: 'today-90',
            width: 'half',
          },
          {
            key: 'effectiveDate',
            type: 'date',
            label: 'Period completed on',
            noun: 'the date the period was completed',
            default: 'today',
            width: 'half',
          },
        ],
      },
      {
        title: 'What to say',
        fields: [
          {
            key: 'feedback',
            type: 'text',
            label: 'Feedback on their first months',
            multiline: true,
            optional: true,
            default:
              'In three months you have taken over the weekly pipeline reporting and made it faster and more reliable. Your questions in planning meetings have already improved how the team scopes its work.',
          },
          {
            key: 'newPay',
            type: 'money',
            label: 'New pay from now',
            optional: true,
            default: '',
            placeholder: 'Leave empty if it doesn’t change',
            width: 'half',
          },
          payBasis(),
          {
            key: 'benefits',
            type: 'text',
            label: 'What they become eligible for',
            optional: true,
            default: 'the company’s 401(k) match and tuition assistance program',
            help: 'Completes “You are now eligible for …”.',
          },
          atWill('Leave on: it says that passing the period doesn’t change at-will employment.'),
          tone(),
        ],
      },
      { title: 'Signed by', fields: signerFields() },
    ],
    rules: [
      {
        type: 'after',
        field: 'effectiveDate',
        than: 'startDate',
        message: 'The period can’t be completed before the start date.',
      },
    ],
    warnings: [...payScaleWarnings('newPay')],
  },
  method: [
    'Fill in the form and the preview follows as you type. Give the start date and the date the introductory period was completed, a few sentences of feedback, and anything that changes now: new pay or benefits the person becomes eligible for. Empty optional fields drop out. What you type is saved in this browser only; download Word or PDF, copy the text or print.',
    'A confirmation letter closes the introductory period on a clear, positive note and puts on record what changes. Specific feedback (what the person did, and why it mattered) is what makes it more than a form letter, and it gives their manager a starting point for the next review.',
    'Word it carefully where employment is at will. Telling someone they are now “permanent” or can be dismissed only for cause can create an implied contract. With the at-will statement on, the letter says that completing the period doesn’t change the at-will relationship. Looking for proof of employment for a landlord or lender? Use the employment verification letter generator instead.',
  ],
  faq: [
    {
      question: 'What is an employment confirmation letter?',
      answer:
        'Here, a letter telling an employee that they have completed their probationary or introductory period, with feedback and any changes that follow (pay, benefits). The phrase is also used for proof of employment for a landlord or lender; for that, use the employment verification letter generator.',
    },
    {
      question: 'Should I call the employee “permanent” after probation?',
      answer:
        'Avoid it in at-will employment. “Permanent” and “regular status” suggest job security that the at-will relationship doesn’t give, and courts have treated such words as promises. Say that the employee has completed the introductory period and that employment remains at will.',
    },
    {
      question: 'Do I have to send a letter when probation ends?',
      answer:
        'Usually not, but it is good practice. It marks the end of the period clearly, confirms any benefits that start now, and gives feedback in writing. If the employee doesn’t hear anything, they may assume they passed whether or not you meant them to.',
    },
    {
      question: 'What if the employee hasn’t met the standard yet?',
      answer:
        'Then extend the period before it ends, with specific goals and support, rather than confirming it. Use the probation extension letter generator for that.',
    },
  ],
  related: [
    'probation-extension-letter-generator',
    'appointment-letter-generator',
    'employment-verification-letter-generator',
    'promotion-letter-generator',
  ],
  updated: '2026-11-22',
};
