import type { DocumentTool } from '../types';
import { companyName } from './shared';

const benefit = (name: string, detail: string) => ({ benefit: name, detail });

export const onePagerTemplate: DocumentTool = {
  slug: 'one-pager-template',
  kind: 'document',
  family: 'document',
  group: 'templates',
  name: 'One-pager template',
  title: 'One-Pager Template: Free Product or Company One-Pager (Word, PDF)',
  description:
    'Make a one-pager for a product or company: headline, problem, solution, benefits, proof and a call to action, laid out and ready as Word or PDF.',
  lead: 'Write the headline, the problem you solve, how, the benefits and the proof, and get a one-pager ready to send.',
  summary: 'A product or company one-pager with benefits, proof and a call to action.',
  keywords: ['one pager', 'one-page overview', 'product sheet', 'sales one-pager', 'company overview'],
  document: {
    template: 'one-pager',
    noun: 'one-pager',
    fileStem: 'one-pager',
    fileNameField: 'productName',
    groups: [
      {
        title: 'About',
        fields: [
          companyName('Company name'),
          {
            key: 'productName',
            type: 'text',
            label: 'Product or company name',
            default: 'Northwind Shift Planner',
            width: 'half',
          },
          {
            key: 'focus',
            type: 'select',
            label: 'The page is about',
            display: 'segmented',
            default: 'product',
            width: 'half',
            options: [
              { value: 'product', label: 'A product' },
              { value: 'company', label: 'The company' },
            ],
          },
          {
            key: 'pageDate',
            type: 'date',
            label: 'Date',
            noun: 'the date',
            default: 'today',
            width: 'half',
            help: 'Saved in the file’s properties; not printed.',
          },
          {
            key: 'headline',
            type: 'text',
            label: 'Headline',
            default: 'Fill every shift without the spreadsheet',
            maxLength: 100,
            help: 'The outcome for the reader, in under ten words.',
          },
          {
            key: 'subheadline',
            type: 'text',
            label: 'Subheadline',
            optional: true,
            default: 'Scheduling, shift swaps and timesheets for hourly teams of 20 to 2,000.',
          },
        ],
      },
      {
        title: 'The story',
        fields: [
          {
            key: 'problem',
            type: 'text',
            label: 'The problem',
            multiline: true,
            maxLength: 1500,
            default:
              'Managers of hourly teams spend six or more hours a week building schedules in spreadsheets and chasing swaps by text. Gaps are found at the start of the shift, and timesheet errors turn into payroll corrections.',
          },
          {
            key: 'solution',
            type: 'text',
            label: 'The solution',
            multiline: true,
            maxLength: 1500,
            default:
              'Shift Planner builds the schedule from availability and labor budgets, lets employees swap shifts in the app with manager approval, and sends approved hours straight to payroll.',
          },
          {
            key: 'benefits',
            type: 'rows',
            label: 'Benefits',
            optional: true,
            rowName: 'benefit',
            minRows: 0,
            maxRows: 8,
            columns: [
              { key: 'benefit', label: 'Benefit', type: 'text' },
              { key: 'detail', label: 'Detail', type: 'text' },
            ],
            blank: { benefit: '', detail: '' },
            default: [
              benefit('Hours back each week', 'schedules in minutes, not an afternoon'),
              benefit('Fewer no-shows', 'reminders and open-shift alerts fill gaps before they happen'),
              benefit('Cleaner payroll', 'approved hours and overtime flow to payroll without retyping'),
            ],
          },
          {
            key: 'proof',
            type: 'text',
            label: 'Proof',
            multiline: true,
            optional: true,
            maxLength: 1500,
            default:
              'Used by 140 locations across retail, logistics and healthcare. Contoso Logistics cut unfilled shifts by 38% in its first quarter.',
            help: 'Customers, numbers, a short quote. A blank line starts a new paragraph.',
          },
          {
            key: 'callToAction',
            type: 'text',
            label: 'Call to action',
            default: 'Book a 20-minute demo and see your own schedule built in the call.',
          },
          {
            key: 'contactName',
            type: 'text',
            label: 'Contact name',
            optional: true,
            default: 'Alicia Gomez',
            width: 'half',
          },
          {
            key: 'contactEmail',
            type: 'text',
            label: 'Contact email',
            optional: true,
            default: 'alicia.gomez@northwind.example',
            width: 'half',
          },
          {
            key: 'website',
            type: 'text',
            label: 'Website',
            optional: true,
            default: 'northwind.example/shift-planner',
            width: 'half',
          },
        ],
      },
    ],
  },
  method: [
    'Fill in the headline, the problem, the solution, the benefits (each a short name and a detail), the proof and the call to action. The one-pager is laid out as you type, with the headline on top and your contact details at the bottom. Download Word to restyle it in your brand or PDF to send, or copy the text. What you type stays in this browser.',
    'A one-pager follows the order a busy reader decides in: a headline with the outcome they get, the problem in their words, how you solve it, three or four benefits, proof that it works, and one clear next step. Choosing “the company” instead of “a product” changes the section titles to what the company does and why to work with it.',
    'Keep it to one page: if it spills over, cut the weakest benefit and shorten the problem rather than shrinking the type. Proof is strongest when it is specific (a number, a named customer with permission, a short quote) and checkable.',
  ],
  faq: [
    {
      question: 'What should a one-pager include?',
      answer:
        'A headline stating the outcome, a short statement of the problem, how your product or company solves it, three or four benefits, proof (customers, results or a quote) and a call to action with contact details. Everything on it should help the reader decide whether to take the next step.',
    },
    {
      question: 'What is the difference between a one-pager and an executive summary?',
      answer:
        'A one-pager is outward-facing and persuasive: it sells a product, company or idea to a prospect or investor. An executive summary is usually internal and analytical: it condenses a proposal or report, with figures and a recommendation, for a decision-maker.',
    },
    {
      question: 'How do I write a good one-pager headline?',
      answer:
        'Lead with the result for the reader, not your product’s category: “Fill every shift without the spreadsheet” instead of “Workforce scheduling software”. Keep it under ten words and put the category and audience in the subheadline.',
    },
    {
      question: 'Can I use customer names and numbers as proof?',
      answer:
        'Yes, with permission. Get written approval before naming a customer or quoting someone, and make sure any number you cite is accurate and current; claims in marketing material must be truthful and backed by evidence.',
    },
  ],
  related: ['executive-summary-template', 'memo-template', 'letter-of-intent-generator', 'roi-calculator'],
  updated: '2026-11-22',
};
