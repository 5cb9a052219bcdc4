import type { LandingPageInput } from '../../schema/landing';
import { incomeStatement } from './revenue-income-statement';
import { revenueFaq } from './revenue-faq';
import { revenueKinds } from './revenue-kinds';
import { revenueMeaning } from './revenue-meaning';
import { revenuePerEmployee } from './revenue-per-employee';
import { revenueRecognition } from './revenue-recognition';

/*
 * One business term explained for managers and HR people who meet it in reports. Accounting
 * references (US GAAP ASC 606 and its international twin IFRS 15) are summarized in plain words,
 * not quoted; the page says it is not accounting advice.
 */
export const revenueDefinition: LandingPageInput = {
  path: '/revenue-definition/',
  title: 'Revenue Definition: Meaning, Types, Formulas and Examples',
  description:
    'What revenue means: revenue vs income vs profit, gross vs net, operating vs non-operating, ASC 606 recognition in plain words, formulas and revenue per employee.',
  share: 'default',
  section: 'Revenue definition',
  updated: '2026-11-22',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Definition',
      title: 'Revenue: what it is, and how to measure it',
      lead: 'Revenue is the money a business earns from selling its goods and services, before any costs are taken away. It is the top line of the income statement and the starting point for margins, growth rates and productivity measures such as revenue per employee.',
      proof:
        'Revenue vs income vs profit · ASC 606 in five steps · a worked income statement · revenue per employee',
      illustration: 'dashboard',
      primary: { label: 'Jump to the formulas', href: '#revenue-formulas' },
      secondary: { label: 'Profit margin calculator', href: '/tools/profit-margin-calculator/' },
    },
    ...revenueMeaning,
    revenueKinds,
    revenueRecognition,
    incomeStatement,
    revenuePerEmployee,
    revenueFaq,
    {
      type: 'links',
      title: 'Calculators and related terms',
      items: [
        {
          title: 'Profit margin calculator',
          text: 'Gross, operating and net margins from revenue and costs.',
          href: '/tools/profit-margin-calculator/',
        },
        {
          title: 'Margin calculator',
          text: 'Any two of cost, price and margin give you the third.',
          href: '/tools/margin-calculator/',
        },
        {
          title: 'Marginal revenue calculator',
          text: 'How much total revenue changes when you sell one more unit.',
          href: '/tools/marginal-revenue-calculator/',
        },
        {
          title: 'Cost of goods sold calculator',
          text: 'Beginning inventory plus purchases minus ending inventory.',
          href: '/tools/cost-of-goods-sold-calculator/',
        },
        {
          title: 'HR glossary',
          text: 'FTEs, cost of vacancy and other terms behind people metrics.',
          href: '/hr-glossary/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Raise revenue per employee with better hires',
      text: 'Quotient helps teams hire the top 10% of talent in half the time with AI sourcing, skill assessments and one-way video interviews. Start free or book a demo.',
    },
  ],
};
