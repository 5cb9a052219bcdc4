import type { DocumentTool } from '../types';
import {
  companyAddress,
  companyName,
  employeeName,
  jobTitle,
  letterDate,
  pronoun,
  signerFields,
} from './shared';

export const sponsorshipLetterGenerator: DocumentTool = {
  slug: 'sponsorship-letter-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Sponsorship letter generator',
  title: 'Sponsorship Letter Generator: Employer Visa Support Letter (Word, PDF)',
  description:
    'Write an employer sponsorship letter for an employee’s business visa: employment, trip purpose and dates, costs covered and return, as Word or PDF.',
  lead: 'Support an employee’s business visa application with a letter confirming their job, the trip and who pays for it.',
  summary: 'An employer’s visa support letter: employment, trip purpose, dates, costs covered and return.',
  keywords: [
    'visa sponsorship letter',
    'visa support letter',
    'business visa letter',
    'employer letter for visa',
    'travel sponsorship',
  ],
  document: {
    template: 'sponsorship-letter',
    noun: 'sponsorship letter',
    fileStem: 'sponsorship-letter',
    fileNameField: 'employeeName',
    groups: [
      { title: 'Your company', fields: [companyName(), companyAddress(), letterDate()] },
      {
        title: 'Addressed to',
        fields: [
          {
            key: 'recipient',
            type: 'text',
            label: 'Embassy or consulate',
            optional: true,
            default: 'Consulate General of Germany',
            help: 'Leave empty to address it to the visa officer in general.',
          },
          {
            key: 'recipientAddress',
            type: 'text',
            label: 'Its address',
            multiline: true,
            optional: true,
            default: '1960 Jackson Street\nSan Francisco, CA 94109',
          },
        ],
      },
      {
        title: 'The employee',
        fields: [
          employeeName(),
          pronoun(),
          jobTitle(),
          {
            key: 'nationality',
            type: 'text',
            label: 'Nationality',
            optional: true,
            default: 'the United States',
            width: 'half',
            help: 'Reads after “a citizen of”: “the United States”, “India”.',
          },
          {
            key: 'passport',
            type: 'text',
            label: 'Passport number',
            optional: true,
            default: '',
            placeholder: 'As on the application',
            width: 'half',
          },
          {
            key: 'employedSince',
            type: 'date',
            label: 'Employed since',
            noun: 'the date employment started',
            default: '2021-03-15',
            width: 'half',
          },
          {
            key: 'includeSalary',
            type: 'toggle',
            label: 'State the salary',
            default: true,
          },
          {
            key: 'salary',
            type: 'money',
            label: 'Annual salary',
            default: '118000',
            width: 'half',
            max: 100_000_000,
            showWhen: { field: 'includeSalary', is: [true] },
          },
        ],
      },
      {
        title: 'The trip',
        fields: [
          {
            key: 'destination',
            type: 'text',
            label: 'Destination',
            default: 'Berlin, Germany',
            width: 'half',
          },
          {
            key: 'purpose',
            type: 'text',
            label: 'Purpose',
            default: 'to attend the Data Summit Europe conference and meet our partners at Contoso GmbH',
            help: 'Completes “We are sending Jane to Berlin … ”; start with “to”.',
          },
          {
            key: 'departure',
            type: 'date',
            label: 'Departure date',
            default: 'today+45',
            width: 'half',
          },
          {
            key: 'return',
            type: 'date',
            label: 'Return date',
            default: 'today+52',
            width: 'half',
          },
          {
            key: 'costs',
            type: 'rows',
            label: 'Costs the company pays',
            optional: true,
            rowName: 'cost',
            minRows: 0,
            maxRows: 8,
            columns: [{ key: 'item', label: 'Cost', type: 'text' }],
            blank: { item: '' },
            default: [
              { item: 'Round-trip airfare' },
              { item: 'Hotel accommodation' },
              { item: 'Conference registration' },
              { item: 'Meals, local transportation and travel insurance' },
            ],
            help: 'Remove them all if the employee pays their own way.',
          },
          {
            key: 'returnToWork',
            type: 'toggle',
            label: 'Confirm they return to their job after the trip',
            default: true,
          },
        ],
      },
      {
        title: 'Signed by',
        fields: [
          ...signerFields(),
          {
            key: 'signerPhone',
            type: 'text',
            label: 'Phone',
            optional: true,
            default: '+1 (415) 555-0134',
            width: 'half',
          },
        ],
      },
    ],
    rules: [
      {
        type: 'after',
        field: 'return',
        than: 'departure',
        message: 'The return date must be after the departure date.',
      },
      {
        type: 'after',
        field: 'departure',
        than: 'letterDate',
        orEqual: true,
        message: 'The trip can’t start before the date of the letter.',
      },
    ],
  },
  method: [
    'Fill in the form and the preview follows as you type. It is addressed to the embassy or consulate handling the application, confirms the employee’s job, states the purpose and dates of the trip and lists the costs the company will pay. What you type is saved in this browser only; download Word or PDF, copy the text or print.',
    'Consular officers read a sponsorship letter for three things: that the traveler has a real job to return to, that the trip has a genuine business purpose with fixed dates, and who pays for it. The letter states each plainly, and the contact details at the end let the officer verify it. Check the consulate’s own checklist: some want the salary, the passport number or a particular format.',
    'This letter supports a short business trip abroad (a conference, meetings, training). It is not a petition to work in the US: H-1B and other US work visas are sponsored through filings with US Citizenship and Immigration Services, usually with an immigration attorney, and a foreign visitor coming to the US needs an invitation letter from the US host instead.',
  ],
  faq: [
    {
      question: 'What is an employer sponsorship letter for a visa?',
      answer:
        'A letter from an employer, on letterhead, supporting an employee’s visa application for a business trip. It confirms the employment, the purpose and dates of the trip, and which costs the company covers, and usually that the employee will return to their job. Many countries’ business visa checklists ask for one.',
    },
    {
      question: 'What should a visa sponsorship letter include?',
      answer:
        'The employee’s name, nationality and passport number (if asked for), job title, start date and often salary; the destination, purpose and dates of the trip; the costs the company pays; confirmation that the employee will return to their position; and the signer’s name, title and contact details. Sign it and print it on letterhead.',
    },
    {
      question: 'Can this letter sponsor someone to work in the US?',
      answer:
        'No. Sponsoring a foreign worker for a US work visa (H-1B, L-1, O-1 and others) or a green card is done through petitions filed with US Citizenship and Immigration Services and, for most, the Department of Labor. Speak to an immigration attorney. This letter is for an employee traveling abroad on business.',
    },
    {
      question: 'Who should sign a sponsorship letter?',
      answer:
        'Someone senior enough to commit the company to the costs and to confirm the employment, such as the HR director, the employee’s department head or an officer of the company. Give an email and phone number the consulate can use to check the letter.',
    },
  ],
  related: [
    'employment-verification-letter-generator',
    'letter-of-intent-generator',
    'experience-letter-generator',
    'offer-letter-generator',
  ],
  updated: '2026-11-22',
};
