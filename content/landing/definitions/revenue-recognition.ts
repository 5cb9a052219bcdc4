import type { LandingSectionInput } from '../../schema/landing';
import { contract, contractTotal, januaryRevenue, usd } from './revenue-example';

/** When revenue counts: the five recognition steps, on the subscription example. */
export const revenueRecognition: LandingSectionInput = {
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
};
