import type { ComposeForm } from '../types';

export const LETTER_TYPES = [
  { value: 'request', label: 'Request' },
  { value: 'complaint', label: 'Complaint' },
  { value: 'thank-you', label: 'Thank-you letter' },
  { value: 'apology', label: 'Apology' },
  { value: 'cover-note', label: 'Cover note for enclosed documents' },
  { value: 'recommendation-request', label: 'Asking for a recommendation' },
] as const;

export type LetterType = (typeof LETTER_TYPES)[number]['value'];

const REQUEST = {
  subject: 'a flexible working arrangement',
  details:
    'I have worked as a Senior Dispatcher since March 2021\nMost of my work is coordination by phone and in our routing software\nI would keep core hours of 10 a.m. to 3 p.m. on site days for team handovers',
  request: 'permission to work from home on Tuesdays and Thursdays from January 5',
  enclosures: '',
  deadline: 'December 12',
};

/** What each type of letter opens with, so switching type shows a letter that makes sense. */
const SAMPLES: Record<LetterType, Record<string, string>> = {
  request: REQUEST,
  complaint: {
    subject: 'the unpaid overtime on my October 31 paycheck',
    details:
      'I worked 12 hours of approved overtime between October 6 and October 17\nMy October 31 paycheck paid regular hours only\nI raised this with payroll by email on November 3 and have not had a reply',
    request: 'payment of the 12 overtime hours in the next payroll run',
    enclosures: 'my timesheets for those two weeks and the approval email',
    deadline: 'November 28',
  },
  'thank-you': {
    subject: 'your support during my parental leave',
    details:
      'You arranged a phased return over four weeks\nThe handover plan meant I came back to a clear set of priorities',
    request: '',
    enclosures: '',
    deadline: '',
  },
  apology: {
    subject: 'missing the quarterly safety briefing on November 14',
    details:
      'A dispatch emergency ran over and I did not send word in time\nI have since completed the recorded briefing and the quiz',
    request: 'a catch-up session on the new procedures for my shift',
    enclosures: '',
    deadline: '',
  },
  'cover-note': {
    subject: 'my onboarding',
    details: 'I will bring my Form I-9 documents in person on my first day, as requested',
    request: '',
    enclosures: 'my signed offer letter, a completed Form W-4 and my direct deposit form',
    deadline: '',
  },
  'recommendation-request': {
    subject: 'the Operations Management certificate program at Portland State University',
    details:
      'We worked together on the 2024 route redesign for the Portland depot\nThe application deadline is January 15',
    request: 'my work on the route redesign and how I lead the dispatch team',
    enclosures: 'my resume and the program description',
    deadline: 'January 8',
  },
};

export const letterForm: ComposeForm = {
  id: 'letter',
  noun: 'letter',
  samples: { key: 'letterType', byValue: SAMPLES },
  inputs: [
    { key: 'letterType', type: 'select', label: 'Type of letter', default: 'request', options: LETTER_TYPES },
    {
      key: 'tone',
      type: 'select',
      label: 'Tone',
      default: 'formal',
      options: [
        { value: 'formal', label: 'Formal' },
        { value: 'warm', label: 'Warm' },
        { value: 'firm', label: 'Firm' },
      ],
    },
    {
      key: 'senderName',
      type: 'text',
      label: 'Your name',
      noun: 'your name for the signature',
      required: true,
      default: 'Daniel Kim',
      maxLength: 80,
      width: 'half',
    },
    {
      key: 'senderTitle',
      type: 'text',
      label: 'Your job title',
      default: 'Senior Dispatcher',
      maxLength: 80,
      width: 'half',
    },
    {
      key: 'senderAddress',
      type: 'multiline',
      label: 'Your address and contact details',
      default: '418 Alder Street\nPortland, OR 97205\ndaniel.kim@example.com',
      maxLength: 300,
      help: 'One line each; printed at the top of the letter.',
    },
    {
      key: 'date',
      type: 'date',
      label: 'Date of the letter',
      default: '',
      width: 'half',
      help: 'Left empty, today’s date.',
    },
    {
      key: 'recipientName',
      type: 'text',
      label: 'Recipient’s name',
      default: 'Laura Chen',
      maxLength: 80,
      width: 'half',
    },
    {
      key: 'recipientTitle',
      type: 'text',
      label: 'Recipient’s job title',
      default: 'HR Director',
      maxLength: 80,
      width: 'half',
    },
    {
      key: 'organization',
      type: 'text',
      label: 'Organization',
      default: 'Cascade Logistics',
      maxLength: 100,
      width: 'half',
    },
    {
      key: 'recipientAddress',
      type: 'multiline',
      label: 'Recipient’s address',
      default: '200 Harbor Way, Suite 400\nPortland, OR 97209',
      maxLength: 300,
    },
    {
      key: 'subject',
      type: 'text',
      label: 'What the letter is about',
      noun: 'what the letter is about',
      required: true,
      default: REQUEST.subject,
      maxLength: 150,
      help: 'Written into the first sentence: “the late delivery of order #4471”, “your support during my leave”.',
    },
    {
      key: 'details',
      type: 'multiline',
      label: 'Background, one point per line',
      default: REQUEST.details,
      maxLength: 2000,
      help: 'Each line becomes a sentence of the letter, in your words.',
    },
    {
      key: 'request',
      type: 'text',
      label: 'What you are asking for',
      default: REQUEST.request,
      maxLength: 200,
      showWhen: { key: 'letterType', is: ['request', 'complaint', 'apology', 'recommendation-request'] },
      help: 'Start with a noun: “a full refund of $240”, “a letter by December 1”. For an apology, what you will do to put it right.',
    },
    {
      key: 'enclosures',
      type: 'text',
      label: 'Enclosed documents',
      default: '',
      placeholder: 'my signed contract and two forms of ID',
      maxLength: 200,
      showWhen: { key: 'letterType', is: ['cover-note', 'request', 'complaint', 'recommendation-request'] },
    },
    {
      key: 'deadline',
      type: 'text',
      label: 'Reply by',
      default: REQUEST.deadline,
      maxLength: 60,
      showWhen: { key: 'letterType', is: ['request', 'complaint', 'recommendation-request'] },
      help: 'A date as you would write it: “December 12”.',
    },
  ],
};
