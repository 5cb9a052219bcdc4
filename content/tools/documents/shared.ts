import type { DocumentFieldDef, DocumentWarning } from '@/lib/documents/spec';
import type { PronounChoice } from '@/lib/documents/words';

/**
 * Fields most letters share, with one set of sample values across the family (Northwind Analytics
 * writing to Jane Doe), so every generator opens on a realistic, consistent letter.
 */
export const SAMPLE = {
  company: 'Northwind Analytics, Inc.',
  address: '500 Market Street, Suite 300\nSan Francisco, CA 94105',
  employee: 'Jane Doe',
  employeeAddress: '1234 Elm Street\nOakland, CA 94612',
  jobTitle: 'Senior Data Analyst',
  department: 'Business Intelligence',
  signer: 'Michael Chen',
  signerTitle: 'Head of People',
  signerEmail: 'michael.chen@northwind.example',
} as const;

export const companyName = (label = 'Company name', value: string = SAMPLE.company): DocumentFieldDef => ({
  key: 'companyName',
  type: 'text',
  label,
  default: value,
  help: 'As it should appear at the top of the letter.',
});

export const companyAddress = (): DocumentFieldDef => ({
  key: 'companyAddress',
  type: 'text',
  label: 'Company address',
  multiline: true,
  optional: true,
  default: SAMPLE.address,
  help: 'Printed under the company name; one line per line.',
});

export const letterDate = (label = 'Date of the letter'): DocumentFieldDef => ({
  key: 'letterDate',
  type: 'date',
  label,
  default: 'today',
  width: 'half',
});

export const employeeName = (label = "Employee's full name"): DocumentFieldDef => ({
  key: 'employeeName',
  type: 'text',
  label,
  default: SAMPLE.employee,
  width: 'half',
});

export const jobTitle = (label = 'Job title', value: string = SAMPLE.jobTitle): DocumentFieldDef => ({
  key: 'jobTitle',
  type: 'text',
  label,
  default: value,
  width: 'half',
});

export const department = (): DocumentFieldDef => ({
  key: 'department',
  type: 'text',
  label: 'Department or team',
  optional: true,
  default: SAMPLE.department,
  width: 'half',
});

export const signerFields = (
  options: { email?: boolean; name?: string; title?: string } = {},
): DocumentFieldDef[] => [
  {
    key: 'signerName',
    type: 'text',
    label: 'Signed by',
    noun: 'the name of the person signing',
    default: options.name ?? SAMPLE.signer,
    width: 'half',
  },
  {
    key: 'signerTitle',
    type: 'text',
    label: "Signer's job title",
    default: options.title ?? SAMPLE.signerTitle,
    width: 'half',
  },
  ...(options.email === false
    ? []
    : [
        {
          key: 'signerEmail',
          type: 'text',
          label: 'Email for questions',
          optional: true,
          default: SAMPLE.signerEmail,
          help: 'Leave empty to leave contact details out.',
        } satisfies DocumentFieldDef,
      ]),
];

export const tone = (help?: string): DocumentFieldDef => ({
  key: 'tone',
  type: 'select',
  label: 'Tone',
  display: 'segmented',
  default: 'formal',
  options: [
    { value: 'formal', label: 'Formal' },
    { value: 'warm', label: 'Warm' },
  ],
  help: help ?? 'Changes the opening and closing, not the terms.',
});

export const atWill = (help?: string): DocumentFieldDef => ({
  key: 'atWill',
  type: 'toggle',
  label: 'State that employment is at will',
  default: true,
  help:
    help ??
    'Right for most US employers. Montana limits at-will employment after a probationary period, and a union contract may too.',
});

/**
 * The sample pay for each pay basis (`payBasis` below): a salary, or the same pay as an hourly rate
 * over 2,080 hours (118,000 ÷ 2,080 = 56.73). Switching the basis moves an untouched sample along, so
 * the letter never offers "$118,000 per hour"; pay the visitor typed stays as typed.
 */
export const SAMPLE_PAY = { year: '118000', hour: '56.73' } as const;

export const payAmount = (label = 'Pay'): DocumentFieldDef => ({
  key: 'payAmount',
  type: 'money',
  label,
  default: SAMPLE_PAY.year,
  width: 'half',
  max: 100_000_000,
  follows: { field: 'payBasis', values: SAMPLE_PAY },
});

export const payBasis = (): DocumentFieldDef => ({
  key: 'payBasis',
  type: 'select',
  label: 'Paid per',
  display: 'segmented',
  default: 'year',
  width: 'half',
  options: [
    { value: 'year', label: 'Year' },
    { value: 'hour', label: 'Hour' },
  ],
});

/**
 * The FLSA classification, defaulting from the pay basis: exempt for a salary, nonexempt for an
 * hourly rate, since an exemption almost always needs pay on a salary basis. A visitor who picks
 * exempt for hourly pay keeps it, with `hourlyExemptWarning` beside the field.
 */
export const overtimeStatus = (key: string): DocumentFieldDef => ({
  key,
  type: 'select',
  label: 'Overtime status (FLSA)',
  default: 'exempt',
  width: 'half',
  options: [
    { value: 'exempt', label: 'Exempt (salaried)' },
    { value: 'nonexempt', label: 'Non-exempt (hourly)' },
    { value: 'omit', label: 'Don’t mention' },
  ],
  follows: { field: 'payBasis', values: { year: 'exempt', hour: 'nonexempt' } },
});

export const hourlyExemptWarning = (key: string): DocumentWarning => ({
  field: key,
  is: ['exempt'],
  when: { field: 'payBasis', is: ['hour'] },
  message:
    'Hourly pay is rarely exempt: most exemptions need a salary paid whatever the hours worked (the FLSA salary-basis test). Check the classification before you send this.',
});

/**
 * A figure that only makes sense on the other pay basis ($95,000 an hour, $25 a year): usually the
 * visitor switched "Paid per" after typing the pay, so the message says which switch to make.
 */
export const payScaleWarnings = (key: string): DocumentWarning[] => [
  {
    field: key,
    above: 1_000,
    when: { field: 'payBasis', is: ['hour'] },
    message: 'That is more than $1,000 an hour. If it is a yearly salary, choose “Year” under “Paid per”.',
  },
  {
    field: key,
    below: 1_000,
    when: { field: 'payBasis', is: ['year'] },
    message: 'That is less than $1,000 a year. If it is an hourly rate, choose “Hour” under “Paid per”.',
  },
];

export const payFrequency = (): DocumentFieldDef => ({
  key: 'payFrequency',
  type: 'select',
  label: 'Pay schedule',
  default: 'biweekly',
  width: 'half',
  options: [
    { value: 'weekly', label: 'Weekly' },
    { value: 'biweekly', label: 'Every two weeks' },
    { value: 'semimonthly', label: 'Twice a month' },
    { value: 'monthly', label: 'Monthly' },
  ],
});

export const probation = (): DocumentFieldDef => ({
  key: 'probation',
  type: 'select',
  label: 'Introductory period',
  default: '90',
  width: 'half',
  options: [
    { value: 'none', label: 'None' },
    { value: '30', label: '30 days' },
    { value: '60', label: '60 days' },
    { value: '90', label: '90 days' },
    { value: '180', label: 'Six months' },
  ],
});

const PRONOUN_OPTIONS = [
  { value: 'she', label: 'She/her' },
  { value: 'he', label: 'He/him' },
  { value: 'they', label: 'They/them' },
  { value: 'name', label: 'Use their name' },
] as const satisfies readonly { value: PronounChoice; label: string }[];

export const pronoun = (value = 'she'): DocumentFieldDef => ({
  key: 'pronoun',
  type: 'select',
  label: 'Refer to them as',
  default: value,
  width: 'half',
  options: PRONOUN_OPTIONS,
  help: 'The letter uses these words for them after the first mention.',
});

export const acknowledgmentToggle = (label = 'Add a line for the employee to sign'): DocumentFieldDef => ({
  key: 'acknowledgment',
  type: 'toggle',
  label,
  default: true,
});
