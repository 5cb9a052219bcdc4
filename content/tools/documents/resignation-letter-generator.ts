import type { DocumentTool } from '../types';
import { SAMPLE } from './shared';

export const resignationLetterGenerator: DocumentTool = {
  slug: 'resignation-letter-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Resignation letter generator',
  title: 'Resignation Letter Generator: Free Two Weeks Notice Letter (Word, PDF)',
  description:
    'Write a professional resignation letter: your last day and notice period worked out, a reason if you want one, and an offer to help with the handover.',
  lead: 'Resign on good terms: a clear, professional letter with your last day and the notice it gives, previewed as you type.',
  summary: 'A professional resignation letter with your last day, notice period and handover offer.',
  keywords: [
    'two weeks notice',
    'resignation letter template',
    'notice of resignation',
    'quit letter',
    'leaving a job',
  ],
  document: {
    template: 'resignation-letter',
    noun: 'resignation letter',
    fileStem: 'resignation-letter',
    fileNameField: 'yourName',
    groups: [
      {
        title: 'You',
        fields: [
          { key: 'yourName', type: 'text', label: 'Your name', default: SAMPLE.employee, width: 'half' },
          { key: 'jobTitle', type: 'text', label: 'Your job title', default: SAMPLE.jobTitle, width: 'half' },
          {
            key: 'yourContact',
            type: 'text',
            label: 'Your contact details',
            multiline: true,
            optional: true,
            default: 'jane.doe@example.com\n(510) 555-0187',
            help: 'Printed under your name: a personal email and phone, so they can reach you after you leave.',
          },
          { key: 'letterDate', type: 'date', label: 'Date of the letter', default: 'today', width: 'half' },
          {
            key: 'lastDay',
            type: 'date',
            label: 'Your last day',
            default: 'today+14',
            width: 'half',
          },
        ],
      },
      {
        title: 'Your manager',
        fields: [
          {
            key: 'managerName',
            type: 'text',
            label: "Manager's name",
            default: 'Priya Raman',
            width: 'half',
          },
          {
            key: 'managerTitle',
            type: 'text',
            label: "Manager's job title",
            optional: true,
            default: 'Director of Analytics',
            width: 'half',
          },
          { key: 'companyName', type: 'text', label: 'Company name', default: SAMPLE.company },
        ],
      },
      {
        title: 'What to say',
        fields: [
          {
            key: 'reason',
            type: 'select',
            label: 'Reason for leaving',
            default: 'opportunity',
            options: [
              { value: 'none', label: 'Don’t give a reason' },
              { value: 'opportunity', label: 'A new opportunity' },
              { value: 'relocation', label: 'Moving away' },
              { value: 'studies', label: 'Going back to school' },
              { value: 'family', label: 'Family commitments' },
              { value: 'personal', label: 'Personal reasons' },
            ],
            help: 'You don’t owe a reason; a short one keeps the letter friendly.',
          },
          {
            key: 'tone',
            type: 'select',
            label: 'Tone',
            display: 'segmented',
            default: 'grateful',
            options: [
              { value: 'grateful', label: 'Grateful' },
              { value: 'brief', label: 'Brief' },
            ],
          },
          {
            key: 'highlight',
            type: 'text',
            label: 'Something you are thankful for',
            optional: true,
            default: 'the chance to build the analytics team’s reporting from the ground up',
            help: 'Completes “I am especially grateful for …”.',
            showWhen: { field: 'tone', is: ['grateful'] },
          },
          {
            key: 'handover',
            type: 'toggle',
            label: 'Offer to help with the handover',
            default: true,
          },
        ],
      },
    ],
    rules: [
      {
        type: 'after',
        field: 'lastDay',
        than: 'letterDate',
        message: 'Your last day must be after the date of the letter.',
      },
    ],
  },
  method: [
    'Fill in the form and the preview follows as you type. Set the date you hand it in and your last day: the letter states the notice that gives (“two weeks from today”, or the number of days), so there is no doubt about the dates. What you type is saved in this browser only and never sent to us; download Word or PDF, copy the text into an email, or print it.',
    'A good resignation letter is short. It says you are resigning, from which job, and when your last day will be; everything else is optional. A brief reason and a thank-you keep the relationship warm for references later, and an offer to help with the handover is what managers remember. Leave complaints out: the letter goes in your personnel file.',
    'Two weeks’ notice is the US convention, not usually a legal requirement, since most employment is at will; check your offer letter or contract, which may ask for more. Expect that your employer may accept the resignation with an earlier last day. Hand the letter to your manager in person or by email after you have told them, and keep a copy.',
  ],
  faq: [
    {
      question: 'How much notice should I give when I resign?',
      answer:
        'Two weeks is the US norm for most jobs; senior roles often give three or four. Check your offer letter, contract or handbook, which may set a notice period. If you are at will, notice is a courtesy rather than an obligation, but leaving without it can cost you a good reference and, under some policies, the payout of unused vacation.',
    },
    {
      question: 'Do I have to give a reason for resigning?',
      answer:
        'No. A short, positive reason (a new opportunity, a move, returning to school) is common and keeps the letter friendly, but “I have decided to resign” is enough. Choose “Don’t give a reason” and the letter leaves it out.',
    },
    {
      question: 'Should I email or hand in my resignation letter?',
      answer:
        'Tell your manager in person (or by video call) first, then send the letter by email the same day or hand over a signed copy, so there is a dated record. Keep a copy for yourself.',
    },
    {
      question: 'Can my employer make my last day earlier than I asked?',
      answer:
        'In an at-will job, yes: the employer may accept your resignation effective immediately. Some pay out the notice period; they generally don’t have to unless a contract or policy says so. Your final paycheck must still arrive within your state’s deadline.',
    },
    {
      question: 'What should I not put in a resignation letter?',
      answer:
        'Complaints about colleagues or managers, criticism of the company, or anything you wouldn’t want a future employer to read. If there is a problem that needs raising, do it separately with HR or in an exit interview.',
    },
  ],
  related: [
    'cover-letter-generator',
    'relieving-letter-generator',
    'experience-letter-generator',
    'recommendation-letter-generator',
  ],
  updated: '2026-11-22',
};
