import type { DocumentTool } from '../types';
import {
  companyAddress,
  companyName,
  department,
  employeeName,
  jobTitle,
  letterDate,
  pronoun,
  signerFields,
} from './shared';

export const experienceLetterGenerator: DocumentTool = {
  slug: 'experience-letter-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Experience letter generator',
  title: 'Experience Letter Generator: Free Work Experience Letter (Word, PDF)',
  description:
    'Write an experience letter or certificate for a current or former employee: dates, job title, responsibilities and a closing remark, as Word or PDF.',
  lead: 'Certify someone’s employment with you, their role, dates and responsibilities, in a letter previewed as you type.',
  summary: 'A work experience letter with dates, title, duties and an optional performance remark.',
  keywords: [
    'experience certificate',
    'work experience letter',
    'service certificate',
    'employment certificate',
  ],
  document: {
    template: 'experience-letter',
    noun: 'experience letter',
    fileStem: 'experience-letter',
    fileNameField: 'employeeName',
    groups: [
      {
        title: 'Your company',
        fields: [
          companyName(),
          companyAddress(),
          letterDate(),
          {
            key: 'addressee',
            type: 'text',
            label: 'Addressed to',
            optional: true,
            default: '',
            placeholder: 'To whom it may concern',
            help: 'Leave empty for “To whom it may concern”.',
            width: 'half',
          },
        ],
      },
      {
        title: 'The employee',
        fields: [
          employeeName(),
          pronoun(),
          {
            key: 'employeeId',
            type: 'text',
            label: 'Employee ID',
            optional: true,
            default: 'NW-1042',
            width: 'half',
          },
          jobTitle('Job title'),
          department(),
          {
            key: 'startDate',
            type: 'date',
            label: 'Employed from',
            noun: 'the date employment started',
            default: '2021-03-15',
            width: 'half',
          },
          {
            key: 'status',
            type: 'select',
            label: 'Employment',
            display: 'segmented',
            default: 'left',
            width: 'half',
            options: [
              { value: 'left', label: 'Has left' },
              { value: 'current', label: 'Still employed' },
            ],
          },
          {
            key: 'endDate',
            type: 'date',
            label: 'Last day of work',
            default: 'today-21',
            width: 'half',
            showWhen: { field: 'status', is: ['left'] },
          },
          {
            key: 'reason',
            type: 'select',
            label: 'How it ended',
            default: 'resigned',
            width: 'half',
            showWhen: { field: 'status', is: ['left'] },
            options: [
              { value: 'resigned', label: 'They resigned' },
              { value: 'contract', label: 'Their contract ended' },
              { value: 'omit', label: 'Don’t say' },
            ],
          },
        ],
      },
      {
        title: 'Their work',
        fields: [
          {
            key: 'duties',
            type: 'rows',
            label: 'Main responsibilities',
            optional: true,
            rowName: 'responsibility',
            minRows: 0,
            maxRows: 10,
            columns: [{ key: 'duty', label: 'Responsibility', type: 'text' }],
            blank: { duty: '' },
            default: [
              {
                duty: 'Built and maintained the revenue and retention dashboards used by the leadership team',
              },
              { duty: 'Led the analysis behind the 2025 pricing change, working with Finance and Sales' },
              { duty: 'Mentored two junior analysts and ran the team’s SQL training' },
            ],
          },
          {
            key: 'remark',
            type: 'text',
            label: 'Performance remark',
            multiline: true,
            optional: true,
            default: 'Jane was a thorough and dependable analyst whose work was trusted across the business.',
            help: 'Only what you can stand behind: a reader may rely on it.',
          },
          {
            key: 'wishes',
            type: 'toggle',
            label: 'Close with good wishes',
            default: true,
          },
        ],
      },
      { title: 'Signed by', fields: signerFields() },
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
  },
  method: [
    'Fill in the form and the preview follows as you type. Choose whether the person still works for you: the letter then says “has worked with us since” or gives both dates and, if you want, how the employment ended. Responsibilities are listed as bullet points; remove them all to leave the list out. What you type stays in this browser; download Word or PDF, copy the text or print.',
    'An experience letter (also called an experience or service certificate) confirms facts a future employer, a university or an immigration office wants to check: that the person worked for you, from when to when, in what role and doing what. It is addressed “To whom it may concern” unless you name a reader, printed on company letterhead and signed by someone who can vouch for the records, usually HR.',
    'Keep it factual. The dates and title should match your payroll records, and any remark about performance should be one you can stand behind: a glowing letter for someone dismissed for misconduct can expose you if a later employer relies on it. If you would rather confirm only dates and title, leave the remark empty and it disappears.',
  ],
  faq: [
    {
      question: 'What should an experience letter include?',
      answer:
        'The employee’s full name (and ID if you use one), their job title and department, the dates of employment, their main responsibilities, and the name, title and contact details of the person signing. A short remark on their work and a closing good wish are customary but optional. Use company letterhead and date the letter.',
    },
    {
      question: 'Is an employer required to give an experience letter?',
      answer:
        'In the US there is no federal law requiring one, though a few states require employers to give a former employee a written statement of their employment dates or the reason they left on request (service letter laws, such as Missouri’s). Many employers give a simple letter with dates and title to anyone who asks, and keep a fuller letter for people they can recommend.',
    },
    {
      question: 'What is the difference between an experience letter and a relieving letter?',
      answer:
        'A relieving letter is given at the end of employment and confirms that the resignation was accepted and the person was released from their duties on a date. An experience letter describes the employment itself: role, dates and responsibilities. Employers often issue both on the last day.',
    },
    {
      question: 'Can an experience letter say why the employee left?',
      answer:
        'It can, if what it says is accurate, but it doesn’t have to. “Resigned” or “her contract ended” are facts you can confirm; opinions about a dismissal invite disputes. Choose “Don’t say” to leave the reason out.',
    },
    {
      question: 'Should I use he, she or they?',
      answer:
        'Use the words the employee uses for themselves; ask if you’re not sure. The generator writes the letter with she, he or they (with verbs that agree), or repeats their first name if you prefer not to use a pronoun.',
    },
  ],
  related: [
    'relieving-letter-generator',
    'employment-verification-letter-generator',
    'recommendation-letter-generator',
    'resignation-letter-generator',
  ],
  updated: '2026-11-22',
};
