import type { LandingSectionInput } from '../../schema/landing';

/** Kinds of revenue and the formulas for each. */
export const revenueKinds: LandingSectionInput = {
  type: 'document',
  eyebrow: 'In detail',
  title: 'Kinds of revenue, and how to calculate it',
  contents: true,
  parts: [
    {
      heading: 'Gross vs net revenue',
      blocks: [
        'The phrase has two meanings, and it is worth checking which one a report uses.',
        { subheading: 'Gross sales and net sales' },
        'Gross sales are everything invoiced in the period. Net sales, or net revenue, subtract customer returns, allowances (price reductions for damaged or late goods) and discounts. Income statements normally show net revenue; the gross figure is for analyzing how much leaks away in returns and discounts.',
        { subheading: 'Reporting gross or net: principal or agent' },
        'Under the revenue standards, a company that controls a product or service before it passes to the customer is a principal and reports the full price as revenue. A company that only arranges for someone else to provide it is an agent and reports just its fee or commission. A reseller that buys and sells a $100 item reports $100 of revenue; a marketplace that takes a 15% commission on the same sale reports $15. That is why a marketplace’s gross merchandise value is not its revenue.',
      ],
    },
    {
      heading: 'Operating vs non-operating revenue',
      blocks: [
        'Operating revenue comes from the core business: the products and services the company exists to sell. Non-operating amounts come from everything else, such as interest on cash balances, dividends from investments, a gain on selling a van or a building, or rent from space the company does not need.',
        'Strictly, accountants call non-operating amounts other income or gains rather than revenue, and show them below operating income. Keeping them apart matters: a one-time gain can make a year look better than the business really performed.',
      ],
    },
    {
      heading: 'Revenue is earned, not received',
      blocks: [
        'Under accrual accounting, which US GAAP requires, revenue is recorded when it is earned, not when cash arrives.',
        {
          list: [
            '**Paid in advance:** a customer who pays for a year of service up front has not yet received it. The cash is recorded as deferred revenue, a liability, and becomes revenue month by month as the service is delivered.',
            '**Paid later:** goods delivered on 30-day terms are revenue on delivery, with an account receivable until the customer pays.',
          ],
        },
        'Some small businesses keep their books on the cash basis, recording revenue when paid; the figures then differ from accrual reports, so say which basis you use.',
      ],
    },
    {
      heading: 'Revenue formulas',
      blocks: [
        {
          list: [
            '**Revenue** = price × quantity sold, summed over every product and service',
            '**Net revenue** = gross sales − returns − allowances − discounts',
            '**Revenue growth rate** = (this period’s revenue − last period’s revenue) ÷ last period’s revenue × 100',
            '**Average revenue per customer** = revenue ÷ average number of customers in the period',
            '**Marginal revenue** = change in total revenue ÷ change in quantity sold; try the [marginal revenue calculator](/tools/marginal-revenue-calculator/)',
            '**Gross margin** = (revenue − cost of goods sold) ÷ revenue; **net profit margin** = net income ÷ revenue; both are in the [profit margin calculator](/tools/profit-margin-calculator/)',
            '**Annual recurring revenue (ARR)** = monthly recurring revenue × 12: a run rate for subscription businesses, not revenue under accounting standards',
          ],
        },
      ],
    },
  ],
};
