import type { FormTool } from '../types';
import { compoundingField, paymentFrequencyField } from './loan-fields';

export const loanPaymentCalculator: FormTool = {
  slug: 'loan-payment-calculator',
  kind: 'form',
  runner: 'loan-payment',
  family: 'calculator',
  group: 'loans',
  name: 'Loan payment calculator',
  title: 'Loan Payment Calculator: Monthly Payment and Amortization',
  description:
    'Work out the monthly payment on any fixed-rate loan, the total interest and a full amortization schedule you can download as CSV.',
  lead: 'Enter what you borrow, the rate and the term to see your monthly payment and where every dollar goes.',
  summary: 'Monthly payment, total interest and the schedule for any fixed-rate loan.',
  keywords: ['monthly payment', 'amortization', 'mortgage payment', 'installment', 'emi'],
  resultTitle: 'Your payment',
  fields: [
    { key: 'amount', type: 'money', label: 'Loan amount', default: '25000' },
    { key: 'rate', type: 'percent', label: 'Interest rate (yearly)', default: '7.5', width: 'half' },
    { key: 'term', type: 'number', label: 'Loan term', default: '5', width: 'half' },
    {
      key: 'termUnit',
      type: 'select',
      label: 'Term in',
      display: 'segmented',
      default: 'years',
      options: [
        { value: 'years', label: 'Years' },
        { value: 'months', label: 'Months' },
      ],
    },
    paymentFrequencyField,
    compoundingField,
  ],
  method: [
    'A fixed-rate loan is repaid in equal monthly payments. Each payment first covers the interest that built up on the balance during the month; the rest repays principal. Early on most of the payment is interest; by the end almost all of it is principal.',
    'The payment that clears the balance in exactly n payments is given by the annuity formula below (the one the US CFPB and Regulation Z use), where P is the amount borrowed, i the rate per payment (the yearly rate divided by 12 for monthly payments) and n the number of payments. With another compounding, i = (1 + r/m)^(m/p) − 1 for m compoundings and p payments a year.',
    'The schedule is worked as a lender works it: the payment is rounded to the cent, each payment’s interest is rounded to the cent, and the last payment is whatever clears the balance, so the rows add up exactly to the totals. Download it as a CSV from the schedule below.',
  ],
  faq: [
    {
      question: 'Does the monthly payment include taxes or insurance?',
      answer:
        'No. It is principal and interest only. For a mortgage, add property tax, homeowners insurance and any mortgage insurance to get the amount your lender collects each month.',
    },
    {
      question: 'Why is so much of my early payment interest?',
      answer:
        'Interest is charged on what you still owe, and at the start you owe the most. As the balance falls, the interest part of each payment shrinks and the principal part grows, while the payment stays the same.',
    },
    {
      question: 'What is accelerated biweekly?',
      answer:
        'You pay half the monthly payment every two weeks. Twenty-six half payments a year add up to thirteen monthly payments instead of twelve, and the extra one goes to principal, so the loan ends years early. Plain biweekly instead spreads the same yearly total over 26 payments.',
    },
    {
      question: 'Is the rate here the APR?',
      answer:
        'Enter the loan’s interest rate (the note rate). An APR also spreads fees over the term, so using it here would overstate the payment slightly. The personal loan calculator works out the APR from a fee for you.',
    },
    {
      question: 'Can I enter a term like 2.5 years?',
      answer:
        'Yes, as long as it comes to whole months: 2.5 years is 30 payments. For anything else, switch the term to months.',
    },
  ],
  related: [
    'loan-calculator',
    'car-payment-calculator',
    'personal-loan-calculator',
    'simple-interest-calculator',
  ],
  updated: '2026-11-22',
};
