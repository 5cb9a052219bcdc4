import type { DocumentTool } from '../types';
import {
  companyAddress,
  companyName,
  department,
  employeeName,
  jobTitle,
  letterDate,
  SAMPLE,
  signerFields,
  tone,
} from './shared';

export const relievingLetterGenerator: DocumentTool = {
  slug: 'relieving-letter-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Relieving letter generator',
  title: 'Relieving Letter Generator: Free Employee Release Letter (Word, PDF)',
  description:
    'Write a relieving letter that accepts a resignation and confirms the last day, final pay and return of company property, as Word or PDF.',
  lead: 'Confirm that an employee’s resignation was accepted and that they were relieved of their duties, in a letter previewed as you type.',
  summary: 'Confirms an accepted resignation, the last working day, final pay and returned property.',
  keywords: [
    'release letter',
    'relieving certificate',
    'resignation acceptance',
    'separation letter',
    'exit letter',
  ],
  document: {
    template: 'relieving-letter',
    noun: 'relieving letter',
    fileStem: 'relieving-letter',
    fileNameField: 'employeeName',
    groups: [
      { title: 'Your company', fields: [companyName(), companyAddress(), letterDate()] },
      {
        title: 'The employee',
        fields: [
          employeeName(),
          {
            key: 'employeeId',
            type: 'text',
            label: 'Employee ID',
            optional: true,
            default: 'NW-1042',
            width: 'half',
          },
          {
            key: 'employeeAddress',
            type: 'text',
            label: "Employee's address",
            multiline: true,
            optional: true,
            default: SAMPLE.employeeAddress,
          },
          jobTitle(),
          department(),
        ],
      },
      {
        title: 'The resignation',
        fields: [
          {
            key: 'resignationDate',
            type: 'date',
            label: 'Resignation received on',
            noun: 'the date the resignation was received',
            default: 'today-14',
            width: 'half',
          },
          {
            key: 'lastDay',
            type: 'date',
            label: 'Last working day',
            default: 'today',
            width: 'half',
          },
          {
            key: 'finalPay',
            type: 'select',
            label: 'Final pay',
            default: 'paid',
            options: [
              { value: 'paid', label: 'Paid in full' },
              { value: 'pending', label: 'To be paid on a date' },
              { value: 'omit', label: 'Don’t mention' },
            ],
          },
          {
            key: 'finalPayDate',
            type: 'date',
            label: 'Final pay date',
            default: 'today+7',
            width: 'half',
            showWhen: { field: 'finalPay', is: ['pending'] },
          },
          {
            key: 'property',
            type: 'toggle',
            label: 'Confirm company property was returned',
            default: true,
          },
          {
            key: 'confidentiality',
            type: 'toggle',
            label: 'Remind them of confidentiality obligations',
            default: true,
          },
          {
            key: 'remark',
            type: 'text',
            label: 'A word about their time with you',
            multiline: true,
            optional: true,
            default: 'Your analysis shaped some of our most important decisions over the past five years.',
          },
          tone(),
        ],
      },
      { title: 'Signed by', fields: signerFields() },
    ],
    rules: [
      {
        type: 'after',
        field: 'lastDay',
        than: 'resignationDate',
        orEqual: true,
        message: 'The last working day can’t be before the resignation was received.',
      },
      {
        type: 'after',
        field: 'letterDate',
        than: 'resignationDate',
        orEqual: true,
        message: 'The letter can’t be dated before the resignation was received.',
      },
      {
        type: 'after',
        field: 'finalPayDate',
        than: 'lastDay',
        orEqual: true,
        message: 'Final pay can’t be due before the last working day.',
      },
    ],
  },
  method: [
    'Fill in the form and the preview follows as you type. The tense follows the dates: a last day in the future reads “will be relieved of your duties”, one in the past “were relieved”. What you type is saved in this browser only; download Word or PDF, copy the text or print.',
    'A relieving letter closes the employment on paper. It confirms that the resignation was received and accepted, the last working day, and, if you choose, that final pay has been settled and company property returned. The employee’s next employer often asks for it as proof that they left properly, which is why it is given on or soon after the last day.',
    'Be careful with what you confirm. Only say final pay is settled once it is: many states set short deadlines for final pay (some on the last day itself) and require accrued vacation to be paid out. The confidentiality reminder doesn’t create new obligations; it points to the ones the employee already agreed to. This is general information, not legal advice.',
  ],
  faq: [
    {
      question: 'What is a relieving letter?',
      answer:
        'A letter from the employer confirming that an employee’s resignation was accepted and that they were relieved of their duties on a stated date. It is common in India, the Middle East and with multinational employers, and increasingly asked for elsewhere as proof that someone has left a previous job cleanly.',
    },
    {
      question: 'When should a relieving letter be issued?',
      answer:
        'On the last working day or soon after, once the handover is done and company property is back. If final pay is still being processed, choose “To be paid on a date” so the letter says when, rather than waiting.',
    },
    {
      question: 'Is a relieving letter the same as an experience letter?',
      answer:
        'No. The relieving letter confirms the exit; an experience letter describes the employment (role, dates, responsibilities). Employers often issue both together, and some combine them into one.',
    },
    {
      question: 'Can I refuse to issue a relieving letter?',
      answer:
        'In the US nothing requires one, but withholding it to pressure a former employee (to return property or repay money, say) invites disputes, and withholding final wages for those reasons is unlawful in most states. Handle property and repayments separately and issue the letter.',
    },
  ],
  related: [
    'experience-letter-generator',
    'resignation-letter-generator',
    'employment-verification-letter-generator',
    'recommendation-letter-generator',
  ],
  updated: '2026-11-22',
};
