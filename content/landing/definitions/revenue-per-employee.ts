import type { LandingSectionInput } from '../../schema/landing';
import { revenueExample as example, usd } from './revenue-example';

/** Revenue per employee: the formula, the example and the mistakes to avoid. */
export const revenuePerEmployee: LandingSectionInput = {
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
};
