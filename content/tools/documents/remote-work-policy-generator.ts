import type { DocumentTool } from '../types';
import { policyAcknowledgment, policyHeaderFields } from './policy-fields';
import { timeOptions } from './time-options';

export const remoteWorkPolicyGenerator: DocumentTool = {
  slug: 'remote-work-policy-generator',
  kind: 'document',
  family: 'document',
  group: 'policies',
  name: 'Remote work policy generator',
  title: 'Remote Work Policy Generator: Free Hybrid and Remote Policy',
  description:
    'Write a remote or hybrid work policy: eligibility, office days, core hours, equipment and stipends, expenses and security, as Word or PDF.',
  lead: 'Choose fully remote, hybrid or remote by approval, set core hours, equipment and stipends, and get a complete remote work policy.',
  summary: 'A remote or hybrid work policy with eligibility, hours, equipment and security rules.',
  keywords: [
    'work from home policy',
    'hybrid work policy',
    'telecommuting policy',
    'wfh policy',
    'remote work agreement',
  ],
  document: {
    template: 'remote-work-policy',
    noun: 'remote work policy',
    fileStem: 'remote-work-policy',
    fileNameField: 'companyName',
    groups: [
      { title: 'The policy', fields: policyHeaderFields() },
      {
        title: 'Arrangement',
        fields: [
          {
            key: 'arrangement',
            type: 'select',
            label: 'How people work',
            display: 'segmented',
            default: 'hybrid',
            options: [
              { value: 'remote', label: 'Fully remote' },
              { value: 'hybrid', label: 'Hybrid' },
              { value: 'byApproval', label: 'Office, remote by approval' },
            ],
          },
          {
            key: 'officeDays',
            type: 'number',
            label: 'Office days a week',
            noun: 'the office days a week',
            default: '3',
            unit: 'days',
            integer: true,
            min: 1,
            max: 4,
            width: 'half',
            showWhen: { field: 'arrangement', is: ['hybrid'] },
          },
          {
            key: 'anchorDays',
            type: 'text',
            label: 'Set team days',
            optional: true,
            default: 'Tuesdays and Thursdays',
            width: 'half',
            help: 'Completes “including …”.',
            showWhen: { field: 'arrangement', is: ['hybrid'] },
          },
          {
            key: 'eligibility',
            type: 'select',
            label: 'Who may work remotely',
            default: 'approval',
            options: [
              { value: 'all', label: 'Everyone in eligible roles' },
              { value: 'approval', label: 'Suitable roles, with manager approval' },
            ],
          },
          {
            key: 'tenureMonths',
            type: 'number',
            label: 'After months of employment',
            optional: true,
            default: '3',
            unit: 'months',
            integer: true,
            max: 24,
            width: 'half',
            showWhen: { field: 'eligibility', is: ['approval'] },
          },
          {
            key: 'workRegion',
            type: 'text',
            label: 'Where employees may work from',
            optional: true,
            default: 'the United States',
            width: 'half',
            help: 'Tax and employment law follow where the person works.',
          },
        ],
      },
      {
        title: 'Hours',
        fields: [
          { key: 'coreHours', type: 'toggle', label: 'Set core hours', default: true },
          {
            key: 'coreStart',
            type: 'select',
            label: 'Core hours start',
            default: '10:00',
            options: timeOptions(6, 14, 30),
            width: 'half',
            showWhen: { field: 'coreHours', is: [true] },
          },
          {
            key: 'coreLength',
            type: 'select',
            label: 'Core hours last',
            default: '5',
            options: [2, 3, 4, 5, 6, 7, 8].map((hours) => ({
              value: String(hours),
              label: `${hours} hours`,
            })),
            width: 'half',
            showWhen: { field: 'coreHours', is: [true] },
          },
          {
            key: 'timeZone',
            type: 'text',
            label: 'Time zone',
            optional: true,
            default: 'Pacific Time',
            width: 'half',
            showWhen: { field: 'coreHours', is: [true] },
          },
        ],
      },
      {
        title: 'Equipment and security',
        fields: [
          {
            key: 'equipment',
            type: 'select',
            label: 'Computers',
            display: 'segmented',
            default: 'company',
            options: [
              { value: 'company', label: 'Company-provided' },
              { value: 'own', label: 'Employees’ own' },
            ],
          },
          {
            key: 'equipmentItems',
            type: 'rows',
            label: 'Equipment provided',
            optional: true,
            rowName: 'item',
            minRows: 0,
            maxRows: 12,
            columns: [{ key: 'item', label: 'Item', type: 'text' }],
            blank: { item: '' },
            default: [
              { item: 'A laptop with the company’s security software installed' },
              { item: 'A monitor, keyboard and mouse' },
              { item: 'A headset for calls' },
            ],
          },
          {
            key: 'setupAllowance',
            type: 'money',
            label: 'One-time home-office allowance',
            optional: true,
            default: '500',
            max: 100_000,
            width: 'half',
          },
          {
            key: 'stipend',
            type: 'money',
            label: 'Monthly internet and phone stipend',
            optional: true,
            default: '50',
            max: 10_000,
            width: 'half',
          },
          { key: 'vpn', type: 'toggle', label: 'Require the company VPN', default: true },
          {
            key: 'changeNotice',
            type: 'number',
            label: 'Notice before an arrangement changes',
            optional: true,
            default: '30',
            unit: 'days',
            integer: true,
            max: 180,
            width: 'half',
          },
          policyAcknowledgment(),
        ],
      },
    ],
  },
  method: [
    'Fill in the company details, then choose the arrangement (fully remote, hybrid with a number of office days, or office-based with remote work by approval), who is eligible, core hours, equipment, allowances and security. The preview is rewritten as you type as a numbered policy with an acknowledgment to sign. What you type stays in this browser; download Word for your handbook or PDF to share.',
    'Each choice changes the wording: a hybrid policy states the office days and any set team days, a remote-by-approval policy says who decides and on what basis, core hours are written in the US 12-hour style with your time zone, and an empty allowance drops its sentence. The security section lists the practical rules (VPN, multi-factor authentication, locked devices, private calls, reporting a lost device) that matter most when work leaves the office.',
    'Remote work raises state-law questions the policy flags rather than answers: where the employee works decides which state’s payroll tax, wage and leave laws apply, which is why working from another state needs approval; and some states, California and Illinois among them, require reimbursement of necessary business expenses. Non-exempt remote employees must still record all hours worked. This is a general template, not legal advice; have counsel review it before you adopt it.',
  ],
  faq: [
    {
      question: 'What should a remote work policy include?',
      answer:
        'Who is eligible and how to ask, the arrangement (fully remote or hybrid, and how many office days), working hours and availability, where employees may work from, equipment and who pays for what, security and confidentiality rules, timekeeping for non-exempt employees, health and safety, and how the company may change or end an arrangement.',
    },
    {
      question: 'Do employers have to pay for remote employees’ internet and phone?',
      answer:
        'Federal law doesn’t require it, unless the cost would bring a non-exempt employee’s pay below the minimum wage. Some states, California and Illinois among them, require employers to reimburse necessary business expenses, which courts and agencies have applied to a reasonable share of personal phone and internet bills used for work. A flat monthly stipend is a common way to cover it.',
    },
    {
      question: 'Can employees work remotely from another state or country?',
      answer:
        'Only with approval. Where someone works usually decides which state’s income tax withholding, unemployment insurance, wage and hour and leave laws apply, and working from another country can create tax and immigration problems for both sides. Most policies require written approval in advance, even for a few weeks.',
    },
    {
      question: 'What are core hours?',
      answer:
        'A window, such as 10:00 AM to 3:00 PM in one time zone, when everyone is expected to be available for meetings and quick replies. Outside it, people can arrange their day. Core hours make flexible and distributed teams workable without requiring everyone to keep the same schedule.',
    },
    {
      question: 'Is remote work a reasonable accommodation under the ADA?',
      answer:
        'It can be. The EEOC treats working from home as a possible reasonable accommodation when it lets a qualified employee with a disability do the essential functions of the job. Handle such requests through your accommodation process rather than the general remote work policy.',
    },
  ],
  related: [
    'leave-policy-generator',
    'social-media-policy-generator',
    'offer-letter-generator',
    'employee-transfer-letter-generator',
    'meeting-agenda-template',
  ],
  updated: '2026-11-22',
};
