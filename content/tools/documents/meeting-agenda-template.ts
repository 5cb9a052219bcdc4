import type { DocumentTool } from '../types';
import { companyName } from './shared';
import { timeOptions } from './time-options';

const item = (topic: string, owner: string, minutes: string, kind: string) => ({
  topic,
  owner,
  minutes,
  kind,
});

export const meetingAgendaTemplate: DocumentTool = {
  slug: 'meeting-agenda-template',
  kind: 'document',
  family: 'document',
  group: 'templates',
  name: 'Meeting agenda template',
  title: 'Meeting Agenda Template: Free Timed Agenda Maker (Word, PDF)',
  description:
    'Build a meeting agenda with timed items: each topic’s owner, minutes and start and end time worked out, plus attendees and prep, as Word or PDF.',
  lead: 'List the topics, owners and minutes, and the agenda works out when each item starts and ends and when the meeting finishes.',
  summary: 'A timed meeting agenda with owners, time slots and total length worked out.',
  keywords: ['agenda template', 'meeting agenda', 'agenda maker', 'team meeting agenda', 'timed agenda'],
  document: {
    template: 'meeting-agenda',
    noun: 'agenda',
    fileStem: 'agenda',
    fileNameField: 'meetingTitle',
    groups: [
      {
        title: 'The meeting',
        fields: [
          companyName('Organization', 'Northwind Analytics, Inc.'),
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
            default: 'today+3',
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
            default: 'Conference room 4B',
            width: 'half',
          },
          {
            key: 'link',
            type: 'text',
            label: 'Video link',
            optional: true,
            default: 'https://meet.example.com/q1-hiring',
            width: 'half',
          },
          {
            key: 'facilitator',
            type: 'text',
            label: 'Facilitator',
            optional: true,
            default: 'Priya Raman',
            width: 'half',
          },
          {
            key: 'noteTaker',
            type: 'text',
            label: 'Note taker',
            optional: true,
            default: 'Luis Romero',
            width: 'half',
          },
          {
            key: 'purpose',
            type: 'text',
            label: 'Purpose',
            multiline: true,
            optional: true,
            default: 'Agree the Q1 hiring plan and budget for Analytics and Operations',
            help: 'One sentence: what the meeting must decide or produce.',
          },
          {
            key: 'attendees',
            type: 'text',
            label: 'Attendees',
            multiline: true,
            optional: true,
            default:
              'Priya Raman, Director of Analytics\nMichael Chen, Head of People\nDana Whitfield, Operations Manager\nLuis Romero, Operations Coordinator',
            help: 'One per line.',
          },
        ],
      },
      {
        title: 'Agenda',
        fields: [
          {
            key: 'items',
            type: 'rows',
            label: 'Agenda items',
            rowName: 'item',
            minRows: 0,
            maxRows: 30,
            columns: [
              { key: 'topic', label: 'Topic', type: 'text' },
              { key: 'owner', label: 'Owner', type: 'text' },
              { key: 'minutes', label: 'Minutes', type: 'number', placeholder: '10' },
              {
                key: 'kind',
                label: 'Type',
                type: 'select',
                options: [
                  { value: 'inform', label: 'Inform' },
                  { value: 'discuss', label: 'Discuss' },
                  { value: 'decide', label: 'Decide' },
                ],
              },
            ],
            blank: { topic: '', owner: '', minutes: '10', kind: 'discuss' },
            default: [
              item('Welcome and goals for the meeting', 'Priya Raman', '5', 'inform'),
              item('Q4 hiring results and open roles', 'Michael Chen', '15', 'inform'),
              item('Proposed Q1 headcount by team', 'Dana Whitfield', '20', 'discuss'),
              item('Budget and approval of the plan', 'Priya Raman', '15', 'decide'),
              item('Action items and owners', 'Luis Romero', '5', 'inform'),
            ],
            help: 'The items run back to back from the start time.',
          },
          {
            key: 'showKind',
            type: 'toggle',
            label: 'Show each item’s type (inform, discuss, decide)',
            default: true,
          },
          {
            key: 'preparation',
            type: 'text',
            label: 'Before the meeting',
            multiline: true,
            optional: true,
            default: 'Please read the draft headcount plan shared in the Q1 planning folder',
          },
        ],
      },
    ],
  },
  method: [
    'Give the meeting a title, date and start time, then add each item with its owner and the minutes it should take. The agenda runs the items back to back from the start time and shows each one’s slot (10:20 AM – 10:40 AM), the total length and the finish time, so you can see at once whether the plan fits the hour you booked. The preview follows as you type; download Word or PDF, copy the text into the invitation, or print.',
    'Marking each item as inform, discuss or decide tells attendees what is expected of them, and a one-sentence purpose at the top says what the meeting must produce. Putting the item that needs a decision early, while people are fresh, and keeping updates short are the two changes that most often rescue a long meeting.',
    'A start time the agenda can’t read, or an item without minutes, is flagged in a note rather than guessed, and the times are left blank until it is fixed. A meeting that runs past midnight shows “(next day)” on the times after it.',
  ],
  faq: [
    {
      question: 'What should a meeting agenda include?',
      answer:
        'The meeting’s title, date, start and end time, place or video link, the purpose, who is invited, and the items in order, each with an owner and a time. Add what people should read or prepare beforehand. Sending it a day or more ahead lets attendees prepare and decline if they aren’t needed.',
    },
    {
      question: 'How long should each agenda item be?',
      answer:
        'Long enough for its purpose: 5 minutes for an update, 15 to 30 for a discussion or decision. If the total goes past the time booked, cut or move items instead of hoping to go faster. Leaving five minutes at the end for action items keeps them from being forgotten.',
    },
    {
      question: 'How do I calculate the time slots on an agenda?',
      answer:
        'Start from the meeting’s start time and add each item’s minutes in turn: a 10:00 AM meeting whose first two items take 5 and 15 minutes runs them from 10:00 to 10:05 and from 10:05 to 10:20. This template does that for you and shows the finish time and total.',
    },
    {
      question: 'What is the difference between an agenda and meeting minutes?',
      answer:
        'The agenda is the plan, sent before the meeting: what will be covered, by whom and for how long. The minutes are the record, written after it: who attended, what was decided and who will do what by when. Use the meeting minutes template to write them against the same items.',
    },
  ],
  related: ['meeting-minutes-template', 'memo-template', 'executive-summary-template', 'timesheet-template'],
  updated: '2026-11-22',
};
