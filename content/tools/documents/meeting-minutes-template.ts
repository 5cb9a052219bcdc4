import type { DocumentTool } from '../types';
import { companyName } from './shared';
import { timeOptions } from './time-options';

export const meetingMinutesTemplate: DocumentTool = {
  slug: 'meeting-minutes-template',
  kind: 'document',
  family: 'document',
  group: 'templates',
  name: 'Meeting minutes template',
  title: 'Meeting Minutes Template: Free Minutes with Action Items',
  description:
    'Write meeting minutes: attendees and absences, discussion, numbered decisions, action items with owners and due dates, and the next meeting, as Word or PDF.',
  lead: 'Record who attended, what was decided and who will do what by when, and get clean meeting minutes to send round.',
  summary: 'Meeting minutes with attendance, decisions, action items and the next meeting.',
  keywords: ['minutes of meeting', 'meeting notes template', 'mom template', 'board minutes', 'action items'],
  document: {
    template: 'meeting-minutes',
    noun: 'minutes',
    fileStem: 'minutes',
    fileNameField: 'meetingTitle',
    groups: [
      {
        title: 'The meeting',
        fields: [
          companyName('Organization'),
          {
            key: 'meetingTitle',
            type: 'text',
            label: 'Meeting title',
            default: 'Q1 hiring plan review',
          },
          {
            key: 'meetingDate',
            type: 'date',
            label: 'Date',
            noun: 'the meeting date',
            default: 'today-2',
            width: 'half',
          },
          {
            key: 'startTime',
            type: 'select',
            label: 'Start time',
            default: '10:00',
            options: timeOptions(6, 21.75, 15),
            width: 'half',
          },
          {
            key: 'location',
            type: 'text',
            label: 'Room or place',
            optional: true,
            default: 'Conference room 4B and video call',
            width: 'half',
          },
          {
            key: 'chair',
            type: 'text',
            label: 'Chair',
            optional: true,
            default: 'Priya Raman',
            width: 'half',
          },
          {
            key: 'noteTaker',
            type: 'text',
            label: 'Minutes taken by',
            noun: 'who took the minutes',
            default: 'Luis Romero',
            width: 'half',
          },
          {
            key: 'attendees',
            type: 'text',
            label: 'Present',
            noun: 'who was present',
            multiline: true,
            default: 'Priya Raman\nMichael Chen\nDana Whitfield\nLuis Romero',
            help: 'One per line.',
          },
          {
            key: 'absent',
            type: 'text',
            label: 'Absent',
            multiline: true,
            optional: true,
            default: 'Alicia Gomez',
            help: 'One per line.',
          },
        ],
      },
      {
        title: 'What happened',
        fields: [
          {
            key: 'discussion',
            type: 'text',
            label: 'Discussion notes',
            multiline: true,
            optional: true,
            maxLength: 6000,
            default:
              'Michael reported that 14 of 16 Q4 roles were filled, with a median time to hire of 38 days. The two open roles are senior data engineers.\n\nDana proposed six new roles for Q1: four in Operations and two in Analytics. The group agreed the Operations roles are needed before the spring peak and asked for the Analytics roles to be phased.',
            help: 'Summarize; minutes record outcomes, not every word. A blank line starts a new paragraph.',
          },
          {
            key: 'decisions',
            type: 'rows',
            label: 'Decisions',
            optional: true,
            rowName: 'decision',
            minRows: 0,
            maxRows: 20,
            columns: [{ key: 'decision', label: 'Decision', type: 'text' }],
            blank: { decision: '' },
            default: [
              { decision: 'Approve four Operations roles to open in January.' },
              { decision: 'Open the two Analytics roles in March, subject to Q4 results.' },
            ],
          },
          {
            key: 'actions',
            type: 'rows',
            label: 'Action items',
            optional: true,
            rowName: 'action item',
            minRows: 0,
            maxRows: 30,
            columns: [
              { key: 'action', label: 'Action', type: 'text' },
              { key: 'owner', label: 'Owner', type: 'text' },
              { key: 'due', label: 'Due', type: 'text', placeholder: 'Dec 4' },
            ],
            blank: { action: '', owner: '', due: '' },
            default: [
              {
                action: 'Post the four Operations job descriptions',
                owner: 'Michael Chen',
                due: 'Jan 5',
              },
              { action: 'Share the revised Q1 budget', owner: 'Priya Raman', due: 'Dec 11' },
              { action: 'Draft interview plans for the new roles', owner: 'Dana Whitfield', due: 'Dec 18' },
            ],
          },
          {
            key: 'nextMeeting',
            type: 'date',
            label: 'Next meeting',
            noun: 'the date of the next meeting',
            optional: true,
            default: 'today+28',
            width: 'half',
          },
          {
            key: 'nextLocation',
            type: 'text',
            label: 'Next meeting place',
            optional: true,
            default: 'Conference room 4B',
            width: 'half',
          },
          {
            key: 'approval',
            type: 'toggle',
            label: 'Add a line for the chair to approve the minutes',
            default: false,
          },
        ],
      },
    ],
    rules: [
      {
        type: 'after',
        field: 'nextMeeting',
        than: 'meetingDate',
        message: 'The next meeting must be after this one.',
      },
    ],
  },
  method: [
    'Fill in the meeting details and who was present or absent, summarize the discussion, then list the decisions and the action items with an owner and a due date. The minutes are laid out as you type: details, attendance, discussion, numbered decisions, an action table and the next meeting. Download Word or PDF to circulate, or copy the text into an email. What you type stays in this browser.',
    'Good minutes record outcomes, not a transcript: what was decided, by whom it will be done, and by when. Numbering decisions makes them easy to refer to, and an action table with one owner per action (a person, not a team) is what gets followed up at the next meeting. Send them within a day or two, while people remember.',
    'For a board or committee, switch on the approval line so the chair can sign the minutes once they are approved at the next meeting; formal bodies may have their own rules on what minutes must record, such as a quorum and how votes were cast.',
  ],
  faq: [
    {
      question: 'What should meeting minutes include?',
      answer:
        'The meeting’s name, date, time and place; who was present and absent; who chaired and who took the minutes; a short summary of each discussion; the decisions made; the action items with owners and due dates; and the date of the next meeting. Formal minutes also record whether a quorum was present and the result of any vote.',
    },
    {
      question: 'How detailed should minutes be?',
      answer:
        'Detailed enough that someone who missed the meeting knows what was decided and what they need to do. Summarize discussions in a few sentences and record who said what only where it matters, such as a formal objection. Verbatim notes are hard to read and rarely needed.',
    },
    {
      question: 'Who should take the minutes?',
      answer:
        'Someone other than the chair, so the chair can run the meeting. Rotating the role spreads the work. The note taker should confirm the decisions and actions aloud at the end of the meeting, which catches misunderstandings before they go into the record.',
    },
    {
      question: 'What is the difference between minutes and an agenda?',
      answer:
        'An agenda is sent before the meeting and says what will be covered and for how long. Minutes are written after and record what happened: decisions and actions. Writing the minutes against the agenda’s items keeps them in the same order.',
    },
  ],
  related: ['meeting-agenda-template', 'memo-template', 'executive-summary-template', 'one-pager-template'],
  updated: '2026-11-22',
};
