import type { DocumentTool } from '../types';
import { companyAddress, companyName, letterDate, pronoun, SAMPLE } from './shared';

export const recommendationLetterGenerator: DocumentTool = {
  slug: 'recommendation-letter-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Recommendation letter generator',
  title: 'Recommendation Letter Generator: Free Reference Letter for Employees',
  description:
    'Write a letter of recommendation built on specific strengths and examples: how you know the candidate, what they did and how strongly you recommend them.',
  lead: 'Recommend a colleague or former employee with specific strengths and examples, in a letter previewed as you type.',
  summary: 'A reference letter built on specific strengths and examples, for a job or a program.',
  keywords: [
    'letter of recommendation',
    'reference letter',
    'employee recommendation',
    'professional reference',
  ],
  document: {
    template: 'recommendation-letter',
    noun: 'recommendation letter',
    fileStem: 'recommendation-letter',
    fileNameField: 'candidateName',
    groups: [
      {
        title: 'You',
        fields: [
          {
            key: 'signerName',
            type: 'text',
            label: 'Your name',
            default: 'Priya Raman',
            width: 'half',
          },
          {
            key: 'signerTitle',
            type: 'text',
            label: 'Your job title',
            default: 'Director of Analytics',
            width: 'half',
          },
          companyName('Your organization'),
          companyAddress(),
          {
            key: 'signerEmail',
            type: 'text',
            label: 'Your email',
            optional: true,
            default: 'priya.raman@northwind.example',
            width: 'half',
          },
          letterDate(),
        ],
      },
      {
        title: 'The candidate',
        fields: [
          {
            key: 'candidateName',
            type: 'text',
            label: "Candidate's full name",
            default: SAMPLE.employee,
            width: 'half',
          },
          pronoun(),
          {
            key: 'candidateRole',
            type: 'text',
            label: 'Their role when you worked together',
            default: 'senior data analyst',
            help: 'Completes “… worked as a …”.',
          },
          {
            key: 'relationship',
            type: 'select',
            label: 'How you know them',
            default: 'manager',
            width: 'half',
            options: [
              { value: 'manager', label: 'I was their manager' },
              { value: 'colleague', label: 'We worked together' },
              { value: 'client', label: 'I was their client' },
            ],
          },
          {
            key: 'duration',
            type: 'text',
            label: 'For how long',
            default: 'four years',
            width: 'half',
          },
        ],
      },
      {
        title: 'What it is for',
        fields: [
          {
            key: 'target',
            type: 'text',
            label: 'The role or program',
            optional: true,
            default: 'the Analytics Manager position at Contoso Health',
            help: 'Completes “I am writing to recommend Jane for …”. Leave empty for a general reference.',
          },
          {
            key: 'recipientName',
            type: 'text',
            label: 'Addressed to',
            optional: true,
            default: '',
            placeholder: 'Hiring Manager',
            help: 'A name if you have one; empty gives “Dear Hiring Manager,”.',
          },
        ],
      },
      {
        title: 'Why you recommend them',
        fields: [
          {
            key: 'strengths',
            type: 'rows',
            label: 'Strengths, each with an example',
            rowName: 'strength',
            minRows: 1,
            maxRows: 6,
            columns: [
              { key: 'strength', label: 'Strength', type: 'text' },
              { key: 'example', label: 'Example', type: 'text' },
            ],
            blank: { strength: '', example: '' },
            default: [
              {
                strength: 'Turns data into decisions',
                example:
                  'her retention analysis led to a pricing change that cut customer churn by 9% in a year',
              },
              {
                strength: 'Explains complex work simply',
                example:
                  'she briefed our executive team every quarter, and they came to rely on her summaries',
              },
              {
                strength: 'Develops people',
                example: 'she mentored two junior analysts, both of whom have since been promoted',
              },
            ],
            help: 'Specific examples make a recommendation credible; numbers help.',
          },
          {
            key: 'strength',
            type: 'select',
            label: 'How strongly you recommend them',
            display: 'segmented',
            default: 'highest',
            options: [
              { value: 'highest', label: 'Without reservation' },
              { value: 'strong', label: 'Strongly' },
            ],
          },
        ],
      },
    ],
  },
  method: [
    'Fill in the form and the preview follows as you type. Add each strength with an example of it; the letter introduces them as a list, so a reader can take them in at a glance. The pronoun you choose is used throughout, with verbs that agree, or the candidate’s first name if you prefer. What you type is saved in this browser only; download Word or PDF, copy the text or print.',
    'Readers discount generic praise. What makes a recommendation persuasive is how you know the person (their manager for four years carries more weight than a colleague for six months) and specific examples, ideally with results. The letter opens with what it is for and your relationship, gives the evidence, then says how strongly you recommend them and how to reach you.',
    'Write only what you believe and can support: a reference is a statement on your and your organization’s behalf. Many employers route references through HR or limit them to dates and title; check your company’s policy before writing on its letterhead.',
  ],
  faq: [
    {
      question: 'What makes a strong letter of recommendation?',
      answer:
        'Specifics. Say how you know the candidate and for how long, then give two to four strengths, each with an example of what they did and what came of it. End with a clear statement of how strongly you recommend them and an offer to talk. One page is enough.',
    },
    {
      question: 'Is a recommendation letter the same as a reference letter?',
      answer:
        'Mostly. A recommendation letter usually supports an application for a particular job or program; a reference letter (“To whom it may concern”) is more general. Leave the role or program empty and the generator writes a general reference.',
    },
    {
      question: 'Can I be sued for writing a reference?',
      answer:
        'Claims are rare, and many states protect employers who give good-faith references. The risk comes from statements that are false, or from leaving out serious facts (such as violent conduct) a new employer needed to know. Stick to what you know first-hand. This is general information, not legal advice.',
    },
    {
      question: 'Should a manager write a recommendation on company letterhead?',
      answer:
        'Only if company policy allows it: a letter on letterhead speaks for the organization. If your employer limits references to HR, write a personal reference without letterhead, and say in the letter that it reflects your own experience.',
    },
  ],
  related: [
    'experience-letter-generator',
    'cover-letter-generator',
    'employment-verification-letter-generator',
    'resignation-letter-generator',
  ],
  updated: '2026-11-22',
};
