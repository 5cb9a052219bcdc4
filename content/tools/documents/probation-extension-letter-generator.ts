import type { DocumentTool } from '../types';
import {
  acknowledgmentToggle,
  atWill,
  companyAddress,
  companyName,
  employeeName,
  jobTitle,
  letterDate,
  signerFields,
} from './shared';

export const probationExtensionLetterGenerator: DocumentTool = {
  slug: 'probation-extension-letter-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Probation extension letter generator',
  title: 'Probation Extension Letter Generator: Extend a Probationary Period',
  description:
    'Write a letter extending an employee’s probationary period: the new end date, what must improve, the support offered and what happens next, as Word or PDF.',
  lead: 'Extend an introductory period fairly and clearly: the new end date, the standard to reach, and the support you will give.',
  summary: 'Extends an introductory period with the new end date, goals to reach and support offered.',
  keywords: [
    'extend probation',
    'probationary period extension',
    'introductory period',
    'performance improvement',
  ],
  document: {
    template: 'probation-extension-letter',
    noun: 'probation extension letter',
    fileStem: 'probation-extension',
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
            key: 'originalEnd',
            type: 'date',
            label: 'It was due to end on',
            noun: 'the original end date',
            default: 'today+5',
            width: 'half',
          },
          {
            key: 'newEnd',
            type: 'date',
            label: 'New end date',
            default: 'today+47',
            width: 'half',
          },
          {
            key: 'manager',
            type: 'text',
            label: 'Their manager',
            default: 'Priya Raman',
            width: 'half',
          },
        ],
      },
      {
        title: 'What needs to improve',
        fields: [
          {
            key: 'goals',
            type: 'rows',
            label: 'Areas and what good looks like',
            rowName: 'area',
            minRows: 1,
            maxRows: 6,
            columns: [
              { key: 'area', label: 'Area', type: 'text' },
              { key: 'standard', label: 'What we need to see', type: 'text' },
            ],
            blank: { area: '', standard: '' },
            default: [
              {
                area: 'Accuracy of reports',
                standard: 'weekly reports delivered with no errors that reach stakeholders',
              },
              {
                area: 'Deadlines',
                standard: 'agreed deadlines met, or a new date agreed with your manager before they pass',
              },
            ],
          },
          {
            key: 'support',
            type: 'text',
            label: 'Support you will give',
            optional: true,
            default:
              'a weekly one-to-one with your manager and a peer review of each report before it is sent',
            help: 'Completes “To help you, we will provide …”.',
          },
          {
            key: 'checkIn',
            type: 'text',
            label: 'Check-ins',
            optional: true,
            default: 'every Friday',
            help: 'Completes “We will review your progress …”.',
          },
          {
            key: 'outcome',
            type: 'toggle',
            label: 'Say the employment may end if the standard isn’t met',
            default: true,
          },
          atWill(),
          acknowledgmentToggle(),
        ],
      },
      { title: 'Signed by', fields: signerFields({ email: false }) },
    ],
    rules: [
      {
        type: 'after',
        field: 'newEnd',
        than: 'originalEnd',
        message: 'The new end date must be after the original one.',
      },
      {
        type: 'after',
        field: 'originalEnd',
        than: 'letterDate',
        orEqual: true,
        message: 'This period ended before the date of the letter. Extend it before it ends, or take advice.',
      },
    ],
  },
  method: [
    'Fill in the form and the preview follows as you type. Set the original and new end dates and the letter states the length of the extension (“by six weeks”). List each area that needs to improve with what good looks like: the letter presents them as clear expectations. What you type is saved in this browser only; download Word or PDF, copy the text or print.',
    'An extension is fair when the employee knows exactly what to improve, by when, with what help, and what happens at the end. That is the order of the letter. Specific, observable standards (“reports with no errors that reach stakeholders”) protect both sides better than general ones (“improve quality”).',
    'Send the letter before the period ends: extending one that has already finished is harder to justify, and the generator flags it. With the at-will statement on, the letter says the extension doesn’t change the at-will relationship and isn’t a promise of employment for its length. In Montana, where the end of a probationary period changes the legal standard for dismissal, take advice first.',
  ],
  faq: [
    {
      question: 'When should a probationary period be extended?',
      answer:
        'When the employee shows promise but hasn’t yet met the standard in specific areas, and a few more weeks with support could close the gap. If the problems are serious or have already been discussed without improvement, an extension only delays a decision.',
    },
    {
      question: 'How long should a probation extension be?',
      answer:
        'Long enough to show improvement in the areas named: four to eight weeks is common, up to the length of the original period. Set check-ins along the way so the outcome at the end is no surprise.',
    },
    {
      question: 'Does extending probation affect at-will employment?',
      answer:
        'It shouldn’t, and the letter should say so. Probation has little legal meaning in most at-will states, but language suggesting that employees who pass it can be dismissed only for cause can create an implied contract. Montana is the exception: its law gives probationary periods real weight.',
    },
    {
      question: 'Can an employee refuse a probation extension?',
      answer:
        'They can decline to sign, but the extension is the employer’s decision about how it assesses performance. A signature acknowledges receipt, not agreement. If the employee disagrees, invite them to put their view in writing and keep it with the letter.',
    },
  ],
  related: [
    'employment-confirmation-letter-generator',
    'appointment-letter-generator',
    'offer-letter-generator',
    'employee-transfer-letter-generator',
  ],
  updated: '2026-11-22',
};
