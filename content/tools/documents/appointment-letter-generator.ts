import type { DocumentTool } from '../types';
import {
  acknowledgmentToggle,
  atWill,
  companyAddress,
  companyName,
  department,
  employeeName,
  hourlyExemptWarning,
  jobTitle,
  letterDate,
  overtimeStatus,
  payAmount,
  payBasis,
  payFrequency,
  probation,
  SAMPLE,
  signerFields,
  payScaleWarnings,
} from './shared';

export const appointmentLetterGenerator: DocumentTool = {
  slug: 'appointment-letter-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Appointment letter generator',
  title: 'Appointment Letter Generator: Free Letter of Appointment (Word, PDF)',
  description:
    'Write a letter of appointment with the full terms of employment: role, hours, pay, time off, notice and at-will wording, downloaded as Word or PDF.',
  lead: 'Confirm a new hire’s appointment and set out their terms of employment clause by clause, previewed as you type.',
  summary: 'A formal letter of appointment with numbered terms and a line for the employee to sign.',
  keywords: [
    'letter of appointment',
    'appointment letter format',
    'employment terms letter',
    'joining letter',
  ],
  document: {
    template: 'appointment-letter',
    noun: 'appointment letter',
    fileStem: 'appointment-letter',
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
        ],
      },
      {
        title: 'The job',
        fields: [
          jobTitle(),
          department(),
          {
            key: 'manager',
            type: 'text',
            label: 'Reports to',
            noun: 'who the role reports to',
            optional: true,
            default: 'Priya Raman, Director of Analytics',
          },
          { key: 'startDate', type: 'date', label: 'Start date', default: 'today+14', width: 'half' },
          {
            key: 'employmentType',
            type: 'select',
            label: 'Employment type',
            display: 'segmented',
            default: 'fullTime',
            width: 'half',
            options: [
              { value: 'fullTime', label: 'Full-time' },
              { value: 'partTime', label: 'Part-time' },
            ],
          },
          {
            key: 'workLocation',
            type: 'text',
            label: 'Place of work',
            default:
              'our office at 500 Market Street, San Francisco, with up to two days a week worked remotely',
            help: 'Completes “Your place of work is …”.',
          },
          {
            key: 'schedule',
            type: 'text',
            label: 'Normal working hours',
            default: 'Monday to Friday, 9:00 a.m. to 5:30 p.m., with a one-hour lunch break',
            help: 'Completes “Your normal working hours are …”.',
          },
        ],
      },
      {
        title: 'Pay and time off',
        fields: [
          payAmount(),
          payBasis(),
          payFrequency(),
          overtimeStatus('overtime'),
          {
            key: 'timeOff',
            type: 'text',
            label: 'Paid time off',
            optional: true,
            default: '15 days of paid time off a year, accruing each pay period, plus 10 paid holidays',
            help: 'Completes “You will receive …”.',
          },
        ],
      },
      {
        title: 'Terms',
        fields: [
          probation(),
          {
            key: 'notice',
            type: 'select',
            label: 'Notice you ask for on resignation',
            default: '2',
            width: 'half',
            options: [
              { value: 'none', label: 'Don’t ask for notice' },
              { value: '1', label: 'One week' },
              { value: '2', label: 'Two weeks' },
              { value: '4', label: 'Four weeks' },
            ],
          },
          atWill(),
          {
            key: 'confidentiality',
            type: 'toggle',
            label: 'Include a confidentiality clause',
            default: true,
          },
          {
            key: 'layout',
            type: 'select',
            label: 'Set the terms out as',
            display: 'segmented',
            default: 'numbered',
            options: [
              { value: 'numbered', label: 'Numbered clauses' },
              { value: 'paragraphs', label: 'Paragraphs' },
            ],
          },
          acknowledgmentToggle(),
        ],
      },
      { title: 'Signed by', fields: signerFields() },
    ],
    warnings: [hourlyExemptWarning('overtime'), ...payScaleWarnings('payAmount')],
  },
  method: [
    'Fill in the form and the preview follows as you type; an empty optional field simply drops its clause. What you type is saved in this browser only, so a reload keeps it, and nothing is sent to us. Download the result as Word to adjust it or as PDF to send, copy the text, or print it.',
    'An appointment letter confirms that someone has joined, or is about to, and records the terms they work under. It is more detailed than an offer letter: the place of work and normal hours, the pay and how it is paid, the overtime classification, time off, the introductory period, how much notice you ask for on resignation, confidentiality and the duty to follow company policies. Setting them out as numbered clauses makes it easy to point to one later; paragraphs read more like a letter.',
    'With the at-will statement on, the ending-employment clause says either side may end the employment at any time and asks for notice as a courtesy rather than a condition, and the introductory-period clause says finishing it doesn’t change that. Turn the statement off only if you intend the notice terms to bind both sides, and take advice first.',
    'This is a general template for US employers, not legal advice. Final-pay, paid-leave and notice rules differ by state; check yours before you use the letter as your standard.',
  ],
  faq: [
    {
      question: 'What is the difference between an offer letter and an appointment letter?',
      answer:
        'An offer letter proposes the job and asks the candidate to accept by a date; it depends on conditions such as a background check. An appointment letter comes after acceptance, often on or just before the first day, and confirms the appointment with the full terms of employment. Many US employers use only an offer letter plus a handbook; the appointment letter is useful when you want the detailed terms in one signed document.',
    },
    {
      question: 'Is an appointment letter a contract?',
      answer:
        'Its terms can be enforced, which is why it should match how you actually run pay, time off and notice. With an at-will statement it is not a promise of employment for any period. Avoid words like “permanent” or “guaranteed”, and say that the company’s policies may change. This is general information, not legal advice.',
    },
    {
      question: 'Can I ask for notice if employment is at will?',
      answer:
        'Yes. Asking an employee to give two weeks’ notice is a request, and the letter words it that way: the at-will clause keeps both sides free to end the employment at any time. What you may not do in most states is withhold earned wages because notice wasn’t given; some states also require accrued paid time off to be paid out.',
    },
    {
      question: 'Should the letter list the employee’s duties?',
      answer:
        'Only in general terms. A detailed list goes out of date and can be read as limiting what you may ask of the person. The letter states the job title, who they report to, and that they will carry out the duties of the role and other reasonable duties assigned; keep the detail in the job description.',
    },
    {
      question: 'Does the employee need to sign it?',
      answer:
        'It is good practice: a signed copy shows the employee received and accepted the terms. Turn on the acknowledgment line, ask for the signed copy by the first day, and keep it in the personnel file.',
    },
  ],
  related: [
    'offer-letter-generator',
    'employment-confirmation-letter-generator',
    'probation-extension-letter-generator',
    'experience-letter-generator',
    'paycheck-calculator',
  ],
  updated: '2026-11-22',
};
