import type { LandingSectionInput } from '../../schema/landing';

/** Questions visitors ask about revenue. */
export const revenueFaq: LandingSectionInput = {
  type: 'faq',
  title: 'Questions about revenue',
  items: [
    {
      question: 'Is revenue the same as sales?',
      answer:
        'Mostly. Sales usually means revenue from selling goods; revenue is the broader term that also covers services, subscriptions, fees, commissions and royalties. Many companies label the top line “net sales”.',
    },
    {
      question: 'Is revenue the same as income?',
      answer:
        'Not usually. Net income is what remains after all expenses, interest and tax are taken from revenue. Because people use “income” loosely for both, ask which one is meant.',
    },
    {
      question: 'Is revenue an asset?',
      answer:
        'No. Revenue belongs to the income statement and measures a period’s sales. Earning it increases an asset (cash or an account receivable) or reduces a liability (deferred revenue), and over time it feeds equity through retained earnings.',
    },
    {
      question: 'What is deferred revenue?',
      answer:
        'Money received before the company has delivered what was paid for, such as an annual subscription paid up front. It is a liability until it is earned, then moves to revenue as the goods or services are delivered.',
    },
    {
      question: 'Does revenue include sales tax?',
      answer:
        'No. Sales tax is collected on behalf of the government and paid over to it, so it is a liability while the company holds it, not revenue.',
    },
    {
      question: 'What is a good revenue per employee?',
      answer:
        'It depends heavily on the industry and business model, so there is no single benchmark. Compare with public companies or surveys in your industry, and above all with your own trend over several years.',
    },
    {
      question: 'What is the difference between ASC 606 and IFRS 15?',
      answer:
        'They were developed together by the US and international standard setters and share the same five-step model. They differ in some details, so companies reporting under both check the specific rules.',
    },
  ],
};
