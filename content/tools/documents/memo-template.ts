import type { DocumentTool } from '../types';
import { companyName } from './shared';

export const memoTemplate: DocumentTool = {
  slug: 'memo-template',
  kind: 'document',
  family: 'document',
  group: 'templates',
  name: 'Memo template',
  title: 'Memo Template: Free Business Memo Maker (Word, PDF)',
  description:
    'Write a business memo in the standard format: To, From, CC, Date and Subject, a clear body and action items with owners and due dates, as Word or PDF.',
  lead: 'Fill in who it’s to and from, the subject and the message, add action items, and get a properly formatted memo.',
  summary: 'A business memo with the standard heading block, body and action items.',
  keywords: ['memorandum', 'business memo', 'office memo', 'internal memo', 'memo format'],
  document: {
    template: 'memo',
    noun: 'memo',
    fileStem: 'memo',
    fileNameField: 'subject',
    groups: [
      {
        title: 'Heading',
        fields: [
          companyName('Organization'),
          {
            key: 'to',
            type: 'text',
            label: 'To',
            noun: 'who the memo is to',
            default: 'All Operations staff',
            width: 'half',
          },
          {
            key: 'from',
            type: 'text',
            label: 'From',
            noun: 'who the memo is from',
            default: 'Dana Whitfield, Operations Manager',
            width: 'half',
          },
          {
            key: 'cc',
            type: 'text',
            label: 'CC',
            optional: true,
            default: 'Michael Chen, Head of People',
            width: 'half',
          },
          {
            key: 'memoDate',
            type: 'date',
            label: 'Date',
            noun: 'the date of the memo',
            default: 'today',
            width: 'half',
          },
          {
            key: 'subject',
            type: 'text',
            label: 'Subject',
            default: 'New timesheet deadline from December 1',
            maxLength: 120,
          },
          {
            key: 'confidential',
            type: 'toggle',
            label: 'Mark as confidential',
            default: false,
          },
        ],
      },
      {
        title: 'Message',
        fields: [
          {
            key: 'body',
            type: 'text',
            label: 'Message',
            multiline: true,
            maxLength: 6000,
            default:
              'Starting December 1, timesheets are due by 10:00 AM each Monday for the week before, instead of Tuesday at noon. Payroll is moving to a weekly pay run, and the earlier deadline gives the team time to approve hours before it closes.\n\nIf you work a weekend shift, submit your timesheet after your last shift and no later than Monday at 10:00 AM. Late timesheets will be paid in the next pay run.\n\nPlease send any questions to me or to your shift lead.',
            help: 'Put the main point in the first sentence. A blank line starts a new paragraph.',
          },
          {
            key: 'actions',
            type: 'rows',
            label: 'Action items',
            optional: true,
            rowName: 'action item',
            minRows: 0,
            maxRows: 20,
            columns: [
              { key: 'action', label: 'Action', type: 'text' },
              { key: 'owner', label: 'Owner', type: 'text' },
              { key: 'due', label: 'Due', type: 'text', placeholder: 'Dec 1' },
            ],
            blank: { action: '', owner: '', due: '' },
            default: [
              {
                action: 'Update the timesheet reminder in the scheduling app',
                owner: 'Luis Romero',
                due: 'Nov 27',
              },
              { action: 'Brief shift leads at the weekly huddle', owner: 'Dana Whitfield', due: 'Nov 30' },
            ],
          },
          {
            key: 'attachments',
            type: 'text',
            label: 'Attachments',
            multiline: true,
            optional: true,
            default: '',
            placeholder: 'Payroll calendar for December',
            help: 'One per line.',
          },
        ],
      },
    ],
  },
  method: [
    'Fill in the heading (to, from, optional CC, date and subject), write the message, and add any action items with an owner and a due date. The memo is laid out as you type in the standard business format: “Memorandum”, the heading block, the body and a table of action items. Download Word or PDF, copy the text into an email, or print. What you type stays in this browser.',
    'A memo is read quickly, so the format front-loads it: a specific subject line (“New timesheet deadline from December 1”, not “Update”), the main point or request in the first sentence, the reasons and details after, and a closing line saying who to ask. Action items in a table with owners and dates make clear who does what, which is the part readers most often miss in a paragraph.',
    'Your paragraphs are kept as you type them: a blank line starts a new paragraph. The confidential switch adds a line under the title; it labels the memo but does not restrict who can open the file.',
  ],
  faq: [
    {
      question: 'What is the correct format for a business memo?',
      answer:
        'A title (“Memorandum” or “Memo”), then a heading block with To, From, CC when needed, Date and Subject, each on its own line, followed by the body. There is no greeting or signature: the From line identifies the writer, who may initial it. Keep it to one page where you can, and put supporting detail in attachments.',
    },
    {
      question: 'How do I write a good memo subject line?',
      answer:
        'Say what the memo is about and, if there is one, the change or decision: “Office closed December 24–25” or “Approval needed: Q1 hiring plan by Friday”. A specific subject line helps readers decide whether and when to read it, and makes the memo easy to find later.',
    },
    {
      question: 'What is the difference between a memo and a letter?',
      answer:
        'A memo is usually internal, from one part of an organization to another, and uses a heading block instead of addresses, greeting and sign-off. A letter goes to someone outside the organization, on letterhead, with a greeting and signature. Use a letter generator for offers, confirmations or anything sent to an individual’s home.',
    },
    {
      question: 'How long should a memo be?',
      answer:
        'As short as it can be while still complete: often three to five short paragraphs, one page at most. If it needs more, add a short summary at the top and move the detail to an attachment or a separate report, such as an executive summary.',
    },
  ],
  related: [
    'executive-summary-template',
    'meeting-agenda-template',
    'meeting-minutes-template',
    'one-pager-template',
  ],
  updated: '2026-11-22',
};
