import type { DocumentTool } from '../types';
import {
  acknowledgmentToggle,
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

export const employeeTransferLetterGenerator: DocumentTool = {
  slug: 'employee-transfer-letter-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Employee transfer letter generator',
  title: 'Employee Transfer Letter Generator: Free Transfer Letter (Word, PDF)',
  description:
    'Write a transfer letter for a move to another office, team or role: effective date, new manager, pay, relocation help and where to report, as Word or PDF.',
  lead: 'Confirm an employee’s move to another location, team or role, with the date, terms and first-day details.',
  summary:
    'A transfer to another office, team or role with the date, pay, relocation help and reporting details.',
  keywords: [
    'job transfer letter',
    'relocation letter',
    'internal transfer',
    'department transfer',
    'transfer order',
  ],
  document: {
    template: 'employee-transfer-letter',
    noun: 'transfer letter',
    fileStem: 'transfer-letter',
    fileNameField: 'employeeName',
    groups: [
      { title: 'Your company', fields: [companyName(), companyAddress(), letterDate()] },
      {
        title: 'The transfer',
        fields: [
          employeeName(),
          jobTitle('Current job title'),
          {
            key: 'from',
            type: 'text',
            label: 'Moving from',
            default: 'our San Francisco office',
            width: 'half',
            help: 'Reads after “from”.',
          },
          {
            key: 'to',
            type: 'text',
            label: 'Moving to',
            default: 'our Austin office',
            width: 'half',
            help: 'Reads after “to”.',
          },
          {
            key: 'effectiveDate',
            type: 'date',
            label: 'Effective date',
            default: 'today+35',
            width: 'half',
          },
          {
            key: 'newTitle',
            type: 'text',
            label: 'New job title',
            optional: true,
            default: '',
            placeholder: 'Leave empty if it stays the same',
            width: 'half',
          },
          {
            key: 'newManager',
            type: 'text',
            label: 'New manager',
            optional: true,
            default: 'Dana Lee, Analytics Manager',
          },
          {
            key: 'reason',
            type: 'select',
            label: 'Reason',
            default: 'request',
            options: [
              { value: 'request', label: 'The employee asked for it' },
              { value: 'business', label: 'Business needs' },
              { value: 'development', label: 'Career development' },
              { value: 'omit', label: 'Don’t say' },
            ],
          },
        ],
      },
      {
        title: 'Pay and relocation',
        fields: [
          {
            key: 'payChange',
            type: 'select',
            label: 'Pay',
            display: 'segmented',
            default: 'same',
            options: [
              { value: 'same', label: 'Stays the same' },
              { value: 'new', label: 'Changes' },
            ],
          },
          {
            key: 'newPay',
            type: 'money',
            label: 'New pay',
            default: '112000',
            follows: { field: 'payBasis', values: { year: '112000', hour: '53.85' } },
            width: 'half',
            max: 100_000_000,
            showWhen: { field: 'payChange', is: ['new'] },
          },
          { ...payBasis(), showWhen: { field: 'payChange', is: ['new'] } },
          {
            key: 'relocation',
            type: 'money',
            label: 'Relocation assistance, up to',
            optional: true,
            default: '7500',
            width: 'half',
            help: 'Leave empty if there is none.',
          },
          {
            key: 'reportTo',
            type: 'text',
            label: 'On the first day, report to',
            optional: true,
            default: 'Dana Lee at the Austin office reception, 2100 Congress Avenue, at 9:00 a.m.',
          },
          tone(),
          acknowledgmentToggle(),
        ],
      },
      { title: 'Signed by', fields: signerFields() },
    ],
    rules: [
      {
        type: 'after',
        field: 'effectiveDate',
        than: 'letterDate',
        orEqual: true,
        message: 'The transfer can’t take effect before the date of the letter.',
      },
    ],
    warnings: [...payScaleWarnings('newPay')],
  },
  method: [
    'Fill in the form and the preview follows as you type. “Moving from” and “Moving to” read inside a sentence (“your transfer from our San Francisco office to our Austin office”), so they work for a location, a team or both. What you type is saved in this browser only; download Word or PDF, copy the text or print.',
    'A transfer letter confirms what changes and what doesn’t: where and for whom the person works from which date, their title, their pay, any help with moving, and where to go on the first day. Stating that pay, benefits and other terms stay the same is as important as the changes, because it answers the employee’s first question.',
    'A move to another state changes more than the address: state income tax withholding, paid-leave and final-pay rules, and sometimes overtime and minimum wage follow the new work location. Relocation payments are generally taxable wages; if your relocation policy asks for repayment when someone leaves soon after a move, point to it in the letter and have them sign the agreement.',
  ],
  faq: [
    {
      question: 'What should an employee transfer letter include?',
      answer:
        'The effective date, the current and new location or team, the job title after the move, the new manager, whether pay and benefits change, any relocation assistance, where and when to report on the first day, and who to contact with questions. Add a line for the employee to sign if you want a record that they received it.',
    },
    {
      question: 'Can an employer transfer an employee without their consent?',
      answer:
        'Generally, in at-will employment, yes, unless a contract, union agreement or policy says otherwise, and the transfer isn’t discriminatory or retaliatory. In practice, a transfer the employee refuses often ends in a resignation, so discuss it first and put the agreed terms in the letter.',
    },
    {
      question: 'Is relocation assistance taxable?',
      answer:
        'For most employees, yes: since 2018, employer-paid moving expenses are taxable wages under federal law (members of the armed forces are the main exception), and many employers “gross up” the payment to cover the tax. State treatment varies. Tell the employee before the move.',
    },
    {
      question: 'What changes when an employee transfers to another state?',
      answer:
        'Payroll registration and state income tax withholding, and the employment laws that apply: minimum wage, overtime rules, paid sick leave, final-pay deadlines and required notices all follow where the person works. Update their records from the effective date.',
    },
  ],
  related: [
    'promotion-letter-generator',
    'appointment-letter-generator',
    'salary-increment-letter-generator',
    'paycheck-calculator',
  ],
  updated: '2026-11-22',
};
