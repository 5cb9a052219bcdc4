import type { FormTool } from '../types';

export const personalLoanCalculator: FormTool = {
  slug: 'personal-loan-calculator',
  kind: 'form',
  runner: 'personal-loan',
  family: 'calculator',
  group: 'loans',
  name: 'Personal loan calculator',
  title: 'Personal Loan Calculator with Origination Fee and True APR',
  description:
    'Find the monthly payment, total cost and true APR of a personal loan, including an origination fee taken from the loan or added to it.',
  lead: 'See what a personal loan really costs: the payment, the fee, the cash you receive and the APR that includes it all.',
  summary: 'Payment, origination fee and the true APR of a personal loan.',
  keywords: ['apr', 'origination fee', 'debt consolidation', 'unsecured loan'],
  resultTitle: 'Your personal loan',
  fields: [
    { key: 'amount', type: 'money', label: 'Loan amount', default: '15000', width: 'half' },
    { key: 'rate', type: 'percent', label: 'Interest rate (yearly)', default: '11.5', width: 'half' },
    {
      key: 'months',
      type: 'select',
      label: 'Loan term',
      default: '36',
      width: 'half',
      options: [
        { value: '12', label: '12 months' },
        { value: '24', label: '24 months' },
        { value: '36', label: '36 months' },
        { value: '48', label: '48 months' },
        { value: '60', label: '60 months' },
        { value: '72', label: '72 months' },
        { value: '84', label: '84 months' },
      ],
    },
    {
      key: 'feePercent',
      type: 'percent',
      label: 'Origination fee',
      default: '5',
      width: 'half',
      help: 'Usually 0% to 10% of the loan.',
    },
    {
      key: 'feeMode',
      type: 'select',
      label: 'The fee is',
      display: 'segmented',
      default: 'deducted',
      options: [
        { value: 'deducted', label: 'Taken from the loan' },
        { value: 'financed', label: 'Added to the loan' },
      ],
    },
  ],
  method: [
    'The monthly payment is worked out on the amount you owe with the standard loan formula. An origination fee either comes out of the money you receive (you owe $15,000 but get $14,250) or is added on top of what you owe.',
    'Either way you pay interest on more than you receive. The APR captures that: it is the yearly rate at which your payments would exactly repay the cash you actually received, the way US lenders must state it under the Truth in Lending Act.',
  ],
  faq: [
    {
      question: 'What is the difference between the interest rate and the APR?',
      answer:
        'The interest rate is charged on the balance. The APR also counts the fee, spread over the loan’s life. With no fee they are equal; the larger the fee and the shorter the loan, the bigger the gap.',
    },
    {
      question: 'If the fee is taken from the loan, how much should I borrow?',
      answer:
        'Divide the cash you need by one minus the fee rate. To receive $10,000 with a 5% fee, borrow $10,000 ÷ 0.95 = $10,526.32.',
    },
    {
      question: 'Is it better to pay the fee upfront or have it added?',
      answer:
        'Adding it to the loan means paying interest on the fee too, so the total cost is slightly higher. Having it deducted costs less interest but leaves you with less cash.',
    },
    {
      question: 'Can I repay a personal loan early?',
      answer:
        'Most US personal loans have no prepayment penalty, but the origination fee is not refunded. Check your agreement; the loan calculator shows what extra payments save.',
    },
  ],
  related: [
    'loan-payment-calculator',
    'loan-calculator',
    'car-payment-calculator',
    'simple-interest-calculator',
  ],
  updated: '2026-11-22',
};
