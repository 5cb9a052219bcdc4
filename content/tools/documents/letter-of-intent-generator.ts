import type { DocumentTool } from '../types';
import { companyAddress, companyName, letterDate, signerFields } from './shared';

export const letterOfIntentGenerator: DocumentTool = {
  slug: 'letter-of-intent-generator',
  kind: 'document',
  family: 'document',
  group: 'letters',
  name: 'Letter of intent generator',
  title: 'Letter of Intent Generator: Free Non-Binding LOI Template (Word, PDF)',
  description:
    'Write a business letter of intent: the proposed deal, price, key terms, exclusivity, confidentiality and which parts bind, with a line for the other side to sign.',
  lead: 'Set out the main terms of a proposed deal before the contract, with clear wording on what binds and what doesn’t.',
  summary: 'A non-binding letter of intent with key terms, exclusivity, confidentiality and signatures.',
  keywords: [
    'loi',
    'letter of intent template',
    'non-binding letter of intent',
    'business proposal letter',
    'term sheet',
  ],
  document: {
    template: 'letter-of-intent',
    noun: 'letter of intent',
    fileStem: 'letter-of-intent',
    fileNameField: 'recipientCompany',
    groups: [
      { title: 'Your company', fields: [companyName(), companyAddress(), letterDate()] },
      {
        title: 'The other party',
        fields: [
          {
            key: 'recipientName',
            type: 'text',
            label: 'Addressed to',
            noun: 'who the letter is addressed to',
            default: 'Samuel Okafor',
            width: 'half',
          },
          {
            key: 'recipientTitle',
            type: 'text',
            label: 'Their title',
            optional: true,
            default: 'Managing Partner',
            width: 'half',
          },
          {
            key: 'recipientCompany',
            type: 'text',
            label: 'Their company',
            default: 'Contoso Data Services LLC',
          },
          {
            key: 'recipientAddress',
            type: 'text',
            label: 'Their address',
            multiline: true,
            optional: true,
            default: '200 Congress Avenue, Suite 1200\nAustin, TX 78701',
          },
        ],
      },
      {
        title: 'The proposal',
        fields: [
          {
            key: 'kind',
            type: 'select',
            label: 'Kind of deal',
            default: 'acquisition',
            options: [
              { value: 'acquisition', label: 'Buying a business or its assets' },
              { value: 'partnership', label: 'A partnership or joint venture' },
              { value: 'services', label: 'A services or supply agreement' },
            ],
          },
          {
            key: 'transaction',
            type: 'text',
            label: 'The proposed deal',
            default:
              'the purchase of the customer analytics business of Contoso Data Services LLC, including its client contracts, software and equipment',
            help: 'Completes “… proposes …”.',
          },
          {
            key: 'price',
            type: 'money',
            label: 'Price or value',
            optional: true,
            default: '2400000',
            width: 'half',
          },
          {
            key: 'targetDate',
            type: 'date',
            label: 'Target date for the final agreement',
            optional: true,
            default: 'today+75',
            width: 'half',
          },
          {
            key: 'terms',
            type: 'rows',
            label: 'Key terms',
            optional: true,
            rowName: 'term',
            minRows: 0,
            maxRows: 10,
            columns: [
              { key: 'term', label: 'Term', type: 'text' },
              { key: 'detail', label: 'Detail', type: 'text' },
            ],
            blank: { term: '', detail: '' },
            default: [
              { term: 'Payment', detail: '80% in cash at closing and 20% twelve months after closing' },
              {
                term: 'Due diligence',
                detail:
                  'access to financial, legal and customer records for 45 days after both parties sign this letter',
              },
              {
                term: 'Employees',
                detail: 'offers of employment to the business’s six analysts on comparable terms',
              },
            ],
          },
        ],
      },
      {
        title: 'Binding terms',
        fields: [
          {
            key: 'exclusivityDays',
            type: 'number',
            label: 'Exclusivity period',
            optional: true,
            default: '45',
            unit: 'days',
            integer: true,
            max: 365,
            width: 'half',
            help: 'Empty or 0 leaves exclusivity out.',
          },
          {
            key: 'governingLaw',
            type: 'text',
            label: 'Governing law (state)',
            default: 'Delaware',
            width: 'half',
          },
          {
            key: 'confidentiality',
            type: 'toggle',
            label: 'Include a binding confidentiality clause',
            default: true,
          },
          {
            key: 'expiry',
            type: 'date',
            label: 'Offer open until',
            optional: true,
            default: 'today+14',
            width: 'half',
          },
          {
            key: 'acceptance',
            type: 'toggle',
            label: 'Add a signature block for the other party',
            default: true,
          },
        ],
      },
      {
        title: 'Signed by',
        fields: signerFields({ email: false, name: 'Alicia Gomez', title: 'Chief Executive Officer' }),
      },
    ],
    rules: [
      {
        type: 'after',
        field: 'expiry',
        than: 'letterDate',
        orEqual: true,
        message: 'The offer can’t expire before the date of the letter.',
      },
      {
        type: 'after',
        field: 'targetDate',
        than: 'letterDate',
        message: 'The target date must be after the date of the letter.',
      },
    ],
  },
  method: [
    'Fill in the form and the preview follows as you type. Describe the deal in a phrase, add the price and the key terms (each a short heading and its detail), and choose which protective clauses to include. The letter numbers the terms, so each can be referred to in negotiation. What you type is saved in this browser only; download Word or PDF, copy the text or print.',
    'A letter of intent records where negotiations stand before lawyers draft the final agreement: what is being bought or agreed, the price, the main terms and the timetable. Most of it is deliberately non-binding. A few clauses are meant to bind from signature (exclusivity, confidentiality and governing law), and the letter names exactly those, because courts look at the wording to decide what the parties meant.',
    'Ambiguity is the main risk: a letter that reads like a final deal, or doesn’t say clearly which parts bind, can be enforced as a contract. Keep the non-binding statement, avoid words like “agree to” outside the binding clauses, and have counsel review the letter before you sign it. This is a general template, not legal advice.',
  ],
  faq: [
    {
      question: 'Is a letter of intent legally binding?',
      answer:
        'Only the parts it says are binding, if it says so clearly. Most letters of intent state that the business terms are non-binding while exclusivity, confidentiality and governing law bind on signature. Courts have enforced letters that didn’t draw that line clearly, or whose parties acted as if the deal were done, so the wording matters. This is general information, not legal advice.',
    },
    {
      question: 'What should a letter of intent include?',
      answer:
        'The parties, the proposed deal, the price or value and how it is paid, the key terms (due diligence, conditions, employees, timing), an exclusivity period if you want one, confidentiality, governing law, a statement of which parts bind, an expiry date for the offer and signature lines for both sides.',
    },
    {
      question: 'What is an exclusivity (no-shop) clause?',
      answer:
        'A binding promise by the seller or partner not to negotiate with anyone else for a period, commonly 30 to 90 days, while the buyer spends money on due diligence and lawyers. It is one of the few parts of a letter of intent meant to bind, so keep the period realistic.',
    },
    {
      question: 'What is the difference between a letter of intent and a term sheet?',
      answer:
        'Substance, mostly none: both summarize proposed terms before a definitive agreement. A term sheet is usually a bullet-point table, common in venture financing; a letter of intent is written as a letter and common in acquisitions and commercial deals.',
    },
  ],
  related: [
    'sponsorship-letter-generator',
    'offer-letter-generator',
    'cover-letter-generator',
    'recommendation-letter-generator',
  ],
  updated: '2026-11-22',
};
