import { defineEntries } from '../define';
import { landingPageSchema } from '../schema/landing';

/*
 * Definition pages: one business term explained for managers and HR people who meet it in reports.
 * Accounting references (US GAAP ASC 606 and its international twin IFRS 15) are summarized in
 * plain words, not quoted; the page says it is not accounting advice.
 */

const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
const negative = (value: number) => `(${usd(value)})`;
/** One decimal, half up: multiplying before dividing keeps 11.85% from reading 11.8% through float error. */
const percent = (part: number, whole: number) => `${(Math.round((part * 1000) / whole) / 10).toFixed(1)}%`;

/** The worked example: one year of a small company selling standing desks and installing them. */
const example = (() => {
  const grossSales = 1_250_000;
  const returns = 30_000;
  const discounts = 20_000;
  const netRevenue = grossSales - returns - discounts;
  const cogs = 480_000;
  const grossProfit = netRevenue - cogs;
  const operatingExpenses = 540_000;
  const operatingIncome = grossProfit - operatingExpenses;
  const otherIncome = 10_000;
  const interestExpense = 10_000;
  const pretax = operatingIncome + otherIncome - interestExpense;
  const taxRate = 0.21;
  const tax = pretax * taxRate;
  const netIncome = pretax - tax;
  const averageFte = 8;
  const workingDays = 260;
  return {
    grossSales,
    returns,
    discounts,
    netRevenue,
    cogs,
    grossProfit,
    operatingExpenses,
    operatingIncome,
    otherIncome,
    interestExpense,
    pretax,
    taxRate,
    tax,
    netIncome,
    averageFte,
    revenuePerEmployee: netRevenue / averageFte,
    workingDays,
  };
})();

/** The subscription example of the five steps: a year of software paid up front, plus onboarding. */
const contract = { subscription: 12_000, onboarding: 1_200, months: 12 };
const contractTotal = contract.subscription + contract.onboarding;
const januaryRevenue = contract.onboarding + contract.subscription / contract.months;

export const revenueExample = example;

export const definitionPages = defineEntries(
  'content/landing/definitions.ts',
  landingPageSchema,
  [
    {
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
        {
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
        },
        {
          type: 'process',
          eyebrow: 'Recognition',
          title: 'When revenue counts: ASC 606 in five steps',
          lead: `US GAAP (ASC 606, Revenue from Contracts with Customers) and its international twin IFRS 15 use the same five steps. Example: on January 1 a customer signs and pays ${usd(contractTotal)} for a year of software (${usd(contract.subscription)}) and onboarding (${usd(contract.onboarding)}).`,
          items: [
            {
              title: 'Identify the contract',
              text: 'An agreement, written or not, that creates enforceable rights, has payment terms and commercial substance, and where the company expects to be paid.',
              points: ['Example: the signed order form.'],
            },
            {
              title: 'Identify the performance obligations',
              text: 'Each distinct good or service the company has promised to deliver.',
              points: ['Example: two obligations, the subscription and the onboarding service.'],
            },
            {
              title: 'Determine the transaction price',
              text: 'What the company expects to receive, adjusted for discounts, rebates, refunds, usage-based fees and other variable amounts. Sales tax collected for the government is left out.',
              points: [`Example: ${usd(contractTotal)}.`],
            },
            {
              title: 'Allocate the price to each obligation',
              text: 'In proportion to what each would sell for on its own (its standalone selling price). A bundle discount is spread across the parts.',
              points: [
                `Example: ${usd(contract.subscription)} to the subscription and ${usd(contract.onboarding)} to onboarding, their usual list prices.`,
              ],
            },
            {
              title: 'Recognize revenue as each obligation is satisfied',
              text: 'At a point in time, when control passes to the customer, or over time, as the service is delivered.',
              points: [
                `Example: onboarding finished in January is ${usd(contract.onboarding)} of January revenue; the subscription is ${usd(contract.subscription / contract.months)} a month. January revenue is ${usd(januaryRevenue)}, and ${usd(contractTotal - januaryRevenue)} stays as deferred revenue.`,
              ],
            },
          ],
        },
        {
          type: 'table',
          eyebrow: 'Worked example',
          title: 'From gross sales to net income',
          lead: 'One year of a small company that sells and installs standing desks, with every line calculated from the ones above it.',
          caption: `Worked example income statement. The ${Math.round(example.taxRate * 100)}% tax rate is for illustration only.`,
          columns: ['Line', 'Amount', 'How it is calculated'],
          rows: [
            ['Gross sales', usd(example.grossSales), 'Every desk and installation invoiced in the year'],
            ['Returns', negative(example.returns), 'Desks sent back and refunded'],
            [
              'Discounts and allowances',
              negative(example.discounts),
              'Volume discounts and price cuts for late delivery',
            ],
            [
              '**Net revenue**',
              `**${usd(example.netRevenue)}**`,
              'Gross sales − returns − discounts and allowances',
            ],
            [
              'Cost of goods sold',
              negative(example.cogs),
              'Desks bought in, freight and installers’ direct time',
            ],
            [
              'Gross profit',
              usd(example.grossProfit),
              `Net revenue − cost of goods sold (gross margin ${percent(example.grossProfit, example.netRevenue)})`,
            ],
            [
              'Operating expenses',
              negative(example.operatingExpenses),
              'Salaries, rent, marketing, software',
            ],
            [
              'Operating income',
              usd(example.operatingIncome),
              `Gross profit − operating expenses (operating margin ${percent(example.operatingIncome, example.netRevenue)})`,
            ],
            [
              'Other income',
              usd(example.otherIncome),
              'Interest on cash and a gain on selling a delivery van: not revenue',
            ],
            ['Interest expense', negative(example.interestExpense), 'Interest on a bank loan'],
            [
              'Income tax',
              negative(example.tax),
              `${Math.round(example.taxRate * 100)}% of ${usd(example.pretax)} income before tax`,
            ],
            [
              '**Net income**',
              `**${usd(example.netIncome)}**`,
              `What is left (net margin ${percent(example.netIncome, example.netRevenue)})`,
            ],
          ],
        },
        {
          type: 'document',
          eyebrow: 'For HR and finance',
          title: 'Revenue per employee, and the mistakes to avoid',
          parts: [
            {
              heading: 'Revenue per employee',
              blocks: [
                'Revenue per employee divides revenue by the number of people who produced it. It is a rough measure of labor productivity that boards, finance teams and HR leaders use to compare periods, plan headcount and judge whether growth is coming from more people or from each person producing more.',
                {
                  note: `Revenue per employee = revenue ÷ average full-time equivalents (FTEs) in the same period. In the example: ${usd(example.netRevenue)} ÷ ${example.averageFte} FTEs = ${usd(example.revenuePerEmployee)}.`,
                  title: 'The formula',
                },
                {
                  list: [
                    '**Use the average over the period**, not year-end headcount: a company that grew from 7 to 9 people averaged about 8.',
                    '**Count full-time equivalents.** Two half-time employees are one FTE; see [full-time equivalent](/hr-glossary/#full-time-equivalent) in the HR glossary.',
                    '**Decide about contractors.** Outsourcing work raises revenue per employee without anyone becoming more productive; some teams also track revenue per worker including contractors.',
                    '**Compare like with like.** Software and other asset-light businesses run far higher figures than restaurants, retailers or staffing firms. Compare with your own trend and with peers in your industry.',
                    '**Read it with profit.** Profit per employee and labor cost as a share of revenue show whether the extra revenue is worth what it costs.',
                  ],
                },
                `It also puts a price on an empty seat. Divided by about ${example.workingDays} working days, ${usd(example.revenuePerEmployee)} of revenue per employee is roughly ${usd(example.revenuePerEmployee / example.workingDays)} a working day, a common shortcut for the [cost of vacancy](/hr-glossary/#cost-of-vacancy).`,
              ],
            },
            {
              heading: 'Common revenue mistakes',
              blocks: [
                {
                  list: [
                    '**Counting cash as revenue.** Deposits and prepayments are deferred revenue until the goods or services are delivered.',
                    '**Including sales tax.** Tax collected from customers belongs to the government; it is not revenue.',
                    '**Treating bookings, backlog or ARR as revenue.** They describe future or annualized revenue, not revenue earned in the period.',
                    '**Mixing gross and net.** A marketplace’s gross merchandise value, or a reseller’s total billings when it acts as an agent, overstate revenue.',
                    '**Adding one-time gains to operating revenue.** Selling equipment or investments is other income.',
                    '**Forgetting returns and refunds**, especially in businesses with generous return policies.',
                    '**Reading growth as success.** Revenue can rise while margins and cash fall; check the [margin calculator](/tools/margin-calculator/) before celebrating a price cut that lifted sales.',
                  ],
                },
                'This page explains general concepts and is not accounting or tax advice; how a specific contract is treated depends on its terms and the standards that apply to you.',
              ],
            },
          ],
          tone: 'muted',
        },
        {
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
        },
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
    },
  ],
  'path',
);
