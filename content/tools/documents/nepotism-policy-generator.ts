import type { DocumentTool } from '../types';
import { policyAcknowledgment, policyHeaderFields } from './policy-fields';

export const nepotismPolicyGenerator: DocumentTool = {
  slug: 'nepotism-policy-generator',
  kind: 'document',
  family: 'document',
  group: 'policies',
  name: 'Nepotism policy generator',
  title: 'Nepotism Policy Generator: Free Employment of Relatives Policy',
  description:
    'Write a nepotism policy: who counts as a relative, no reporting lines between relatives, disclosure, what happens when colleagues marry, and exceptions.',
  lead: 'Decide who counts as a relative, where relatives may work and how conflicts are resolved, and get a complete nepotism policy.',
  summary: 'A nepotism and workplace relationships policy with disclosure and exception rules.',
  keywords: [
    'employment of relatives policy',
    'family members at work policy',
    'workplace relationships policy',
    'conflict of interest policy',
  ],
  document: {
    template: 'nepotism-policy',
    noun: 'nepotism policy',
    fileStem: 'nepotism-policy',
    fileNameField: 'companyName',
    groups: [
      { title: 'The policy', fields: policyHeaderFields() },
      {
        title: 'Who is covered',
        fields: [
          {
            key: 'relatives',
            type: 'select',
            label: 'Relatives covered',
            display: 'segmented',
            default: 'close',
            options: [
              { value: 'close', label: 'Close family' },
              { value: 'extended', label: 'Close and extended family' },
            ],
            help: 'Extended adds aunts, uncles, nieces, nephews and first cousins.',
          },
          {
            key: 'partners',
            type: 'toggle',
            label: 'Also cover romantic relationships between employees',
            default: true,
          },
        ],
      },
      {
        title: 'Rules',
        fields: [
          {
            key: 'hiring',
            type: 'select',
            label: 'Hiring relatives of employees',
            default: 'reportingLine',
            options: [
              { value: 'reportingLine', label: 'Allowed, outside the relative’s reporting line' },
              { value: 'department', label: 'Allowed, outside the relative’s department' },
              { value: 'noHire', label: 'Not allowed' },
            ],
          },
          {
            key: 'sensitiveRoles',
            type: 'toggle',
            label: 'Bar relatives from roles that audit or approve each other’s pay or expenses',
            default: true,
          },
          {
            key: 'vendors',
            type: 'toggle',
            label: 'Cover relatives’ businesses that deal with the company',
            default: true,
          },
          {
            key: 'disclosureDays',
            type: 'number',
            label: 'Disclose within',
            optional: true,
            default: '30',
            unit: 'days',
            integer: true,
            max: 180,
            width: 'half',
          },
          {
            key: 'marriage',
            type: 'select',
            label: 'When colleagues marry and one supervises the other',
            default: 'transfer',
            options: [
              { value: 'transfer', label: 'One transfers; they choose who' },
              { value: 'review', label: 'HR reviews case by case' },
            ],
          },
          {
            key: 'resolveDays',
            type: 'number',
            label: 'Time to resolve',
            noun: 'the time to resolve',
            default: '60',
            unit: 'days',
            integer: true,
            max: 365,
            width: 'half',
          },
          {
            key: 'approver',
            type: 'text',
            label: 'Exceptions approved by',
            noun: 'who approves exceptions',
            default: 'the Chief Executive Officer',
            width: 'half',
          },
          policyAcknowledgment(),
        ],
      },
    ],
  },
  method: [
    'Fill in the company details, then choose who counts as a relative, whether romantic relationships are covered, the hiring rule, how conflicts are resolved when colleagues marry and who approves exceptions. The preview is rewritten as you type as a numbered policy with an acknowledgment to sign; download Word or PDF. What you type stays in this browser.',
    'The core rule is the one most employers settle on: relatives may work at the same company, but never in the same reporting line, and never where one decides or processes the other’s pay, reviews or discipline. Disclosure in writing within a set period is what makes the rule enforceable, and a written, time-limited process for colleagues who marry avoids ad hoc decisions that look unfair.',
    'Nepotism rules must be applied evenly: a rule that in practice always moves the woman in a married couple, or that treats same-sex partners differently, invites discrimination claims, and some states and cities prohibit discrimination based on marital status. The policy says it is applied regardless of protected characteristics and defers to those laws. This is a general template, not legal advice; have counsel review it before you adopt it.',
  ],
  faq: [
    {
      question: 'Is nepotism illegal in private companies?',
      answer:
        'Generally no. Private employers may hire relatives, and many family businesses do. It becomes a legal problem when favoritism leads to discrimination, for example when hiring through employees’ families keeps a workforce from diversifying, or when it breaks public-sector or government-contract rules. A clear policy reduces both the legal and the morale risk.',
    },
    {
      question: 'Can a company forbid employees from marrying each other?',
      answer:
        'Few try, and it is risky: some states prohibit discrimination based on marital status. Most policies instead deal with the conflict, not the marriage, by ending any reporting line between spouses, usually by transferring one of them, and apply the rule the same way to every couple.',
    },
    {
      question: 'Who counts as a relative in a nepotism policy?',
      answer:
        'At least spouses and domestic partners, parents, children, siblings, grandparents and grandchildren, including step- and in-law relatives, and usually anyone in the same household. Some employers add aunts, uncles, nieces, nephews and cousins, and many cover romantic partners, since the conflict of interest is the same.',
    },
    {
      question: 'Should a nepotism policy cover dating between employees?',
      answer:
        'Covering it in the same way as family, by requiring disclosure and forbidding a reporting line, is common and protects against favoritism and harassment claims when a relationship ends. Keep the rule about conflicts of interest rather than private lives, and apply it equally.',
    },
  ],
  related: [
    'social-media-policy-generator',
    'leave-policy-generator',
    'employee-transfer-letter-generator',
    'offer-letter-generator',
  ],
  updated: '2026-11-22',
};
