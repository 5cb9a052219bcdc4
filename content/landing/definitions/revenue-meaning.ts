import type { LandingSectionInput } from '../../schema/landing';

/** What revenue means and how it differs from income and profit. */
export const revenueMeaning: LandingSectionInput[] = [
  {
    type: 'text',
    eyebrow: 'Definition',
    title: 'What revenue means',
    paragraphs: [
      'Revenue is the income a business earns from its ordinary activities: selling products, providing services, and charging subscriptions, fees, commissions or royalties. US accounting standards tie it to the goods and services that make up a company’s ongoing major or central operations. It is counted before any costs are subtracted, which is why it is called the top line.',
      'Retailers and manufacturers often say sales or net sales; in the UK the usual word is turnover. Governments and nonprofits also count taxes, grants and donations as revenue, under their own rules.',
      'Revenue tells you how much a business sold, not whether it made money. A company can grow revenue quickly and still lose money if its costs grow faster, which is why revenue is almost always read next to a margin.',
    ],
  },
  {
    type: 'table',
    eyebrow: 'Terms people mix up',
    title: 'Revenue vs income vs profit',
    lead: 'They sit at different lines of the same income statement, from the top line down to the bottom line.',
    caption:
      'Revenue, gross profit, operating income and net income: what each means and how to calculate it.',
    columns: ['Term', 'What it means', 'How to calculate it', 'Where it sits'],
    rows: [
      [
        'Revenue (net sales)',
        'Money earned from selling goods and services',
        'Price × quantity sold, less returns, allowances and discounts',
        'The top line',
      ],
      [
        'Gross profit',
        'What is left after the direct cost of what was sold',
        'Revenue − cost of goods sold',
        'Just below revenue',
      ],
      [
        'Operating income',
        'Profit from the core business',
        'Gross profit − operating expenses',
        'The middle',
      ],
      [
        'Net income (net profit, earnings)',
        'What is left after every expense, interest and tax, plus or minus other gains and losses',
        'Operating income ± non-operating items − income tax',
        'The bottom line',
      ],
      [
        '“Income” on its own',
        'Ambiguous: people use it for both revenue and net income',
        'Ask which one is meant',
        'Either end',
      ],
    ],
    tone: 'muted',
  },
];
