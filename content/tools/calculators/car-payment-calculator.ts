import type { FormTool } from '../types';

export const carPaymentCalculator: FormTool = {
  slug: 'car-payment-calculator',
  kind: 'form',
  runner: 'car-payment',
  family: 'calculator',
  group: 'loans',
  name: 'Car payment calculator',
  title: 'Car Payment Calculator with Trade-In, Down Payment and Tax',
  description:
    'Estimate your monthly car payment with the down payment, trade-in, sales tax and fees included, plus total interest and a payment schedule.',
  lead: 'Put in the price, your down payment and trade-in, the tax and the loan terms to see the monthly payment before you visit the dealer.',
  summary: 'Monthly car payment with trade-in, down payment, sales tax and fees.',
  keywords: ['auto loan', 'vehicle', 'car loan', 'trade-in', 'dealer financing'],
  resultTitle: 'Your car payment',
  fields: [
    { key: 'price', type: 'money', label: 'Vehicle price', default: '35000', width: 'half' },
    { key: 'down', type: 'money', label: 'Down payment', default: '5000', width: 'half' },
    { key: 'tradeIn', type: 'money', label: 'Trade-in value', default: '8000', width: 'half' },
    {
      key: 'tradeOwed',
      type: 'money',
      label: 'Still owed on the trade-in',
      default: '0',
      width: 'half',
      help: 'Rolled into the new loan.',
    },
    { key: 'taxRate', type: 'percent', label: 'Sales tax rate', default: '6.25', width: 'half' },
    {
      key: 'fees',
      type: 'money',
      label: 'Title, registration and dealer fees',
      default: '900',
      width: 'half',
    },
    {
      key: 'taxCredit',
      type: 'toggle',
      label: 'Tax only the price minus the trade-in',
      default: true,
      help: 'Most US states tax the difference; a few, such as California, tax the full price.',
    },
    { key: 'rate', type: 'percent', label: 'Interest rate (APR)', default: '6.9', width: 'half' },
    {
      key: 'months',
      type: 'select',
      label: 'Loan term',
      default: '60',
      width: 'half',
      options: [
        { value: '24', label: '24 months (2 years)' },
        { value: '36', label: '36 months (3 years)' },
        { value: '48', label: '48 months (4 years)' },
        { value: '60', label: '60 months (5 years)' },
        { value: '72', label: '72 months (6 years)' },
        { value: '84', label: '84 months (7 years)' },
      ],
    },
  ],
  method: [
    'First the amount you finance: the price, plus sales tax and fees, plus anything still owed on your trade-in, minus the trade-in’s value and your down payment.',
    'Sales tax is charged on the price, or, where your state allows it, on the price less the trade-in. The payment on the amount financed then follows the standard loan formula.',
  ],
  faq: [
    {
      question: 'Is a longer loan a good way to lower the payment?',
      answer:
        'It lowers the payment but raises the total interest, and on a 72 or 84-month loan you can owe more than the car is worth for years. Compare the total interest of each term above before you choose.',
    },
    {
      question: 'Why does my trade-in lower the sales tax?',
      answer:
        'Most states charge sales tax only on the difference between the new car’s price and your trade-in. A few, California among them, tax the full price; switch the option off if yours does, and check your state’s motor vehicle tax page if unsure.',
    },
    {
      question: 'What if I owe more on my trade-in than it is worth?',
      answer:
        'That negative equity is added to the new loan. Enter the trade-in value and what you still owe, and the calculator includes the difference in the amount financed.',
    },
    {
      question: 'Should I use the dealer’s rate or my bank’s?',
      answer:
        'Get a pre-approval from a bank or credit union first; it gives you a rate to compare with dealer financing. Enter each and compare the total interest.',
    },
  ],
  related: ['loan-payment-calculator', 'sales-tax-calculator', 'personal-loan-calculator', 'loan-calculator'],
  updated: '2026-11-22',
};
