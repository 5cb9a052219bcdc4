import type { ComposeForm } from '../types';

export const EMAIL_PURPOSES = [
  { value: 'interview-follow-up', label: 'Thank-you after an interview' },
  { value: 'interview-invitation', label: 'Interview invitation' },
  { value: 'rejection', label: 'Candidate rejection' },
  { value: 'offer', label: 'Job offer' },
  { value: 'reference-request', label: 'Reference request' },
  { value: 'recruiting-outreach', label: 'Recruiting outreach to a candidate' },
  { value: 'meeting-request', label: 'Meeting request' },
  { value: 'thank-you', label: 'Thank-you note' },
  { value: 'reminder', label: 'Reminder' },
  { value: 'introduction', label: 'Introduce yourself' },
] as const;

export type EmailPurpose = (typeof EMAIL_PURPOSES)[number]['value'];

/** Purposes about a job, which ask for its title. */
export const HIRING: EmailPurpose[] = [
  'interview-follow-up',
  'interview-invitation',
  'rejection',
  'offer',
  'reference-request',
  'recruiting-outreach',
];
const GENERAL: EmailPurpose[] = ['meeting-request', 'thank-you', 'reminder', 'introduction'];

/** Purposes with a date, time or deadline worth asking for. */
const DATED: EmailPurpose[] = ['interview-invitation', 'offer', 'meeting-request', 'reminder'];

export const emailForm: ComposeForm = {
  id: 'email',
  noun: 'email',
  inputs: [
    {
      key: 'purpose',
      type: 'select',
      label: 'What the email is for',
      default: 'interview-invitation',
      options: EMAIL_PURPOSES,
    },
    {
      key: 'tone',
      type: 'select',
      label: 'Tone',
      default: 'friendly',
      width: 'half',
      options: [
        { value: 'formal', label: 'Formal' },
        { value: 'friendly', label: 'Friendly' },
        { value: 'concise', label: 'Concise' },
      ],
    },
    {
      key: 'length',
      type: 'select',
      label: 'Length',
      default: 'standard',
      width: 'half',
      options: [
        { value: 'short', label: 'Short' },
        { value: 'standard', label: 'Standard' },
        { value: 'detailed', label: 'Detailed' },
      ],
    },
    {
      key: 'recipientName',
      type: 'text',
      label: 'Recipient’s name',
      default: 'Jordan Lee',
      maxLength: 80,
      width: 'half',
      help: 'Left empty, the greeting keeps a [blank] to fill in.',
    },
    {
      key: 'senderName',
      type: 'text',
      label: 'Your name',
      noun: 'your name for the sign-off',
      default: 'Maya Patel',
      required: true,
      maxLength: 80,
      width: 'half',
    },
    {
      key: 'senderRole',
      type: 'text',
      label: 'Your job title',
      default: 'Talent Acquisition Partner',
      maxLength: 80,
      width: 'half',
    },
    {
      key: 'company',
      type: 'text',
      label: 'Company',
      default: 'Northwind Analytics',
      maxLength: 80,
      width: 'half',
      help: 'Your company, or the one you interviewed with.',
    },
    {
      key: 'role',
      type: 'text',
      label: 'Job title',
      default: 'Senior Data Analyst',
      maxLength: 120,
      showWhen: { key: 'purpose', is: HIRING },
    },
    {
      key: 'topic',
      type: 'text',
      label: 'What it is about',
      default: '',
      placeholder: 'the Q3 hiring plan',
      maxLength: 120,
      showWhen: { key: 'purpose', is: GENERAL },
      help: 'Written into a sentence, so start in lower case: “the Q3 hiring plan”, “your help with the panel interviews”.',
    },
    {
      key: 'about',
      type: 'text',
      label: 'Candidate’s name',
      default: '',
      maxLength: 80,
      showWhen: { key: 'purpose', is: ['reference-request'] },
      help: 'The person the reference is about.',
    },
    {
      key: 'when',
      type: 'text',
      label: 'Date, time or deadline',
      default: 'Tuesday, March 3 at 10:00 a.m. ET',
      placeholder: 'Thursday at 2 p.m.',
      maxLength: 120,
      showWhen: { key: 'purpose', is: DATED },
      help: 'As you would write it in a sentence: “Friday, May 8”, “next Tuesday at 2 p.m.”',
    },
    {
      key: 'keyPoints',
      type: 'multiline',
      label: 'Key points, one per line',
      default:
        '45-minute video call with the hiring manager and a senior analyst\nWe will send a calendar invitation with the video link',
      maxLength: 1500,
      help: 'One point goes in as a sentence; two or more become a bulleted list.',
    },
  ],
};
