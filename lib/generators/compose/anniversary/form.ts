import type { ComposeForm } from '../types';

export const RELATIONSHIPS = [
  { value: 'manager', label: 'From their manager' },
  { value: 'peer', label: 'From a colleague' },
  { value: 'company', label: 'Company-wide announcement' },
  { value: 'hr-card', label: 'Card from HR or the company' },
] as const;

export type Relationship = (typeof RELATIONSHIPS)[number]['value'];

export const anniversaryForm: ComposeForm = {
  id: 'anniversary',
  noun: 'message',
  inputs: [
    {
      key: 'employeeName',
      type: 'text',
      label: 'Employee’s name',
      noun: 'the employee’s name',
      required: true,
      default: 'Alex Rivera',
      maxLength: 80,
      width: 'half',
    },
    {
      key: 'years',
      type: 'number',
      label: 'Years with the company',
      noun: 'the number of years',
      required: true,
      default: '5',
      min: 1,
      max: 60,
      width: 'half',
    },
    {
      key: 'relationship',
      type: 'select',
      label: 'Who it is from',
      default: 'manager',
      options: RELATIONSHIPS,
    },
    {
      key: 'tone',
      type: 'select',
      label: 'Tone',
      default: 'warm',
      width: 'half',
      options: [
        { value: 'warm', label: 'Warm' },
        { value: 'formal', label: 'Formal' },
        { value: 'fun', label: 'Fun' },
      ],
    },
    {
      key: 'count',
      type: 'select',
      label: 'Variations',
      default: '4',
      width: 'half',
      options: [
        { value: '3', label: '3' },
        { value: '4', label: '4' },
        { value: '6', label: '6' },
      ],
    },
    {
      key: 'company',
      type: 'text',
      label: 'Company or team',
      default: 'Northwind',
      maxLength: 80,
      width: 'half',
    },
    {
      key: 'senderName',
      type: 'text',
      label: 'Signed by',
      default: 'Maya',
      maxLength: 80,
      width: 'half',
      help: 'Your name, or “The People team”.',
    },
    {
      key: 'highlight',
      type: 'text',
      label: 'A highlight to mention',
      default: 'leading the move to our new support platform',
      maxLength: 160,
      help: 'Written after “especially”, so start in lower case: “mentoring every new hire on the team”.',
    },
  ],
};
