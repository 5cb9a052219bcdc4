import type { FormTool } from '../types';
import { compoundingField, paymentFrequencyField } from './loan-fields';

export const loanCalculator: FormTool = {
  slug: 'loan-calculator',
  kind: 'form',
  runner: 'loan',
  family: 'calculator',
  group: 'loans',
  name: 'Loan calculator',
  title: 'Loan Calculator with Extra Payments and Payoff Date',
  description:
    'See your monthly payment, payoff date and total interest, and how much time and interest an extra monthly payment saves, with a full schedule.',
  lead: 'Plan a mortgage or any fixed-rate loan: payment, payoff date, and what paying a little extra each month saves.',
  summary: 'Payment, payoff date and the savings from extra monthly payments.',
  keywords: ['mortgage', 'extra payment', 'payoff date', 'amortization schedule', 'home loan'],
  resultTitle: 'Your loan',
  fields: [
    { key: 'amount', type: 'money', label: 'Loan amount', default: '300000' },
    { key: 'rate', type: 'percent', label: 'Interest rate (yearly)', default: '6.5', width: 'half' },
    { key: 'years', type: 'number', label: 'Loan term', unit: 'years', default: '30', width: 'half' },
    {
      key: 'extra',
      type: 'money',
      label: 'Extra with each payment',
      default: '0',
      help: 'Goes straight to principal. Leave at 0 to see the plain schedule.',
      width: 'half',
    },
    { key: 'start', type: 'date', label: 'First payment date', default: 'today', width: 'half' },
    paymentFrequencyField,
    compoundingField,
  ],
  method: [
    'The payment comes from the standard annuity formula, the one lenders use for fixed-rate loans (US CFPB; Regulation Z). Each period, interest is the balance times the rate per payment, rounded to the cent; the rest of the payment reduces the balance, and the last payment clears what is left, so the schedule’s rows add up exactly to the totals.',
    'An extra payment is added to the principal part of every payment. The required payment does not change, but the balance falls faster, so less interest builds up and the last payment comes sooner. The schedule below shows the loan with your extra payment.',
  ],
  faq: [
    {
      question: 'How much does paying extra each month really save?',
      answer:
        'On long loans, a lot. On a $300,000 loan at 6.5% over 30 years, an extra $200 a month saves about $103,000 of interest and ends the loan almost 7 years early. Try your own figures above.',
    },
    {
      question: 'Should I pay extra or invest the money?',
      answer:
        'Paying extra earns exactly your loan’s interest rate, risk-free. If you could reliably earn more after tax elsewhere, investing may come out ahead; many people split the difference. The investment calculator shows the other side.',
    },
    {
      question: 'Does my lender apply extra payments to principal?',
      answer:
        'Most do, but some hold extra money toward the next payment instead. Ask yours to apply it to principal, and check for prepayment penalties in your loan agreement.',
    },
    {
      question: 'What does the payoff date assume?',
      answer:
        'That the first payment falls on the date you enter and every payment after it is made on time, at the frequency you chose, at a fixed rate.',
    },
  ],
  related: [
    'loan-payment-calculator',
    'personal-loan-calculator',
    'car-payment-calculator',
    'investment-calculator',
  ],
  updated: '2026-11-22',
};
