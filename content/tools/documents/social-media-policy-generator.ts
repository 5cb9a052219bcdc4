import type { DocumentTool } from '../types';
import { policyAcknowledgment, policyHeaderFields } from './policy-fields';

export const socialMediaPolicyGenerator: DocumentTool = {
  slug: 'social-media-policy-generator',
  kind: 'document',
  family: 'document',
  group: 'policies',
  name: 'Social media policy generator',
  title: 'Social Media Policy Generator: Free Employee Policy (Word, PDF)',
  description:
    'Write an employee social media policy: personal and official accounts, confidentiality, disclosing affiliation and the NLRA protected-activity caveat.',
  lead: 'Choose the rules for personal and official accounts and get a social media policy that protects confidential information without overreaching.',
  summary: 'An employee social media policy with confidentiality, disclosure and NLRA wording.',
  keywords: [
    'employee social media policy',
    'social media guidelines',
    'social media policy template',
    'nlra social media',
  ],
  document: {
    template: 'social-media-policy',
    noun: 'social media policy',
    fileStem: 'social-media-policy',
    fileNameField: 'companyName',
    groups: [
      { title: 'The policy', fields: policyHeaderFields() },
      {
        title: 'Rules',
        fields: [
          {
            key: 'officialAccounts',
            type: 'toggle',
            label: 'Include rules for official company accounts',
            default: true,
          },
          {
            key: 'socialTeam',
            type: 'text',
            label: 'Who authorizes official posting',
            optional: true,
            default: 'the Marketing team',
            width: 'half',
            showWhen: { field: 'officialAccounts', is: [true] },
          },
          {
            key: 'mediaContact',
            type: 'text',
            label: 'Media inquiries go to',
            optional: true,
            default: 'press@northwind.example',
            width: 'half',
          },
          {
            key: 'disclosure',
            type: 'toggle',
            label: 'Require employees to disclose their affiliation when posting about products',
            default: true,
            help: 'The FTC’s endorsement rules expect a material connection to be disclosed.',
          },
          {
            key: 'atWork',
            type: 'select',
            label: 'Personal use during work',
            display: 'segmented',
            default: 'reasonable',
            options: [
              { value: 'reasonable', label: 'Brief use is fine' },
              { value: 'breaks', label: 'Breaks only' },
            ],
          },
          {
            key: 'nlra',
            type: 'toggle',
            label: 'Include the protected-activity (NLRA) statement',
            default: true,
            help: 'Strongly advised for US private employers: broad social media rules without it have been found unlawful.',
          },
          policyAcknowledgment(),
        ],
      },
    ],
  },
  method: [
    'Fill in the company details and choose the rules: whether to cover official company accounts and who authorizes them, where media inquiries go, whether employees must disclose their affiliation, and how personal use at work is treated. The policy preview is rewritten as you type, in numbered sections with an acknowledgment to sign; download Word or PDF. What you type stays in this browser.',
    'The policy is written to survive scrutiny under the National Labor Relations Act. Section 7 protects most private-sector employees, union or not, when they discuss pay and working conditions with each other, including online, and the National Labor Relations Board has found broad rules against “disparaging” the company or sharing “any” company information unlawful. So the policy defines confidential information with examples, says employees may discuss their own wages and conditions, and states that it won’t be applied to interfere with protected activity or reports to government agencies.',
    'Disclosure of affiliation follows the Federal Trade Commission’s endorsement guidance: an employee praising the company’s products, or reviewing a competitor’s, should say where they work. The privacy section reflects state laws, now in many states, that bar employers from asking for personal account passwords. This is a general template, not legal advice; state laws on off-duty conduct differ, so have counsel review it.',
  ],
  faq: [
    {
      question: 'Can employers discipline employees for social media posts?',
      answer:
        'Often, but not always. Posts that harass colleagues, leak trade secrets or threaten violence can be grounds for discipline. Posts in which employees discuss or complain together about pay, schedules or working conditions are usually protected concerted activity under the National Labor Relations Act, even when they are critical. Some states also protect lawful off-duty conduct or political activity.',
    },
    {
      question: 'What is protected concerted activity on social media?',
      answer:
        'Action by employees for their mutual aid or protection, such as discussing wages, complaining together about a manager’s treatment of staff, or one employee raising a group concern, is protected by Section 7 of the NLRA. It covers most private-sector employees, not supervisors, whether or not there is a union. A single employee’s purely personal gripe is generally not protected.',
    },
    {
      question: 'Can an employer ask for an employee’s social media password?',
      answer:
        'Many states prohibit employers from asking employees or applicants for personal account passwords, requiring them to log in while someone watches, or making them add a manager as a contact. Even where it isn’t prohibited, it creates privacy and discrimination risk, so the policy rules it out.',
    },
    {
      question: 'Do employees have to disclose that they work for the company when posting?',
      answer:
        'When they endorse or review the company’s products or services, yes: the FTC expects a material connection, such as employment, to be disclosed clearly. For general posts about their lives, no. A short “I work at …” or #employee is enough.',
    },
    {
      question: 'Should a social media policy cover official company accounts?',
      answer:
        'Yes, if you have them: who may post, approvals, and who holds the passwords. Keeping credentials in a company password manager and removing access when people leave avoids the common problem of a former employee controlling a company account.',
    },
  ],
  related: [
    'remote-work-policy-generator',
    'nepotism-policy-generator',
    'leave-policy-generator',
    'memo-template',
  ],
  updated: '2026-11-22',
};
