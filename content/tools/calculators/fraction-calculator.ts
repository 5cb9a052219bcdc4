import type { FormTool } from '../types';

export const fractionCalculator: FormTool = {
  slug: 'fraction-calculator',
  kind: 'form',
  runner: 'fraction',
  family: 'calculator',
  group: 'everyday',
  name: 'Fraction calculator',
  title: 'Fraction Calculator: Add, Subtract, Multiply, Divide with Steps',
  description:
    'Add, subtract, multiply and divide fractions and mixed numbers, get the answer in lowest terms, as a mixed number and a decimal, with every step.',
  lead: 'Type two fractions or mixed numbers, like 3/4 or 1 1/2, pick an operation and get the simplified answer with the steps.',
  summary: 'The four operations on fractions and mixed numbers, simplified.',
  keywords: [
    'mixed numbers',
    'simplify fractions',
    'lowest terms',
    'common denominator',
    'improper fraction',
  ],
  resultTitle: 'The answer',
  fields: [
    {
      key: 'a',
      type: 'text',
      label: 'First fraction',
      default: '1 1/2',
      width: 'half',
      placeholder: 'e.g. 3/4 or 1 1/2',
    },
    {
      key: 'b',
      type: 'text',
      label: 'Second fraction',
      default: '2/3',
      width: 'half',
      placeholder: 'e.g. 2/3 or 5',
    },
    {
      key: 'op',
      type: 'select',
      label: 'Operation',
      display: 'segmented',
      default: 'add',
      options: [
        { value: 'add', label: '+ Add' },
        { value: 'subtract', label: '− Subtract' },
        { value: 'multiply', label: '× Multiply' },
        { value: 'divide', label: '÷ Divide' },
      ],
    },
  ],
  method: [
    'Mixed numbers are turned into improper fractions first: 1 1/2 = (1 × 2 + 1)/2 = 3/2. Decimals such as 0.75 become 75/100.',
    'To add or subtract, both fractions are rewritten over their lowest common denominator. To multiply, multiply the tops and the bottoms. To divide, multiply by the second fraction turned upside down. The result is then divided top and bottom by their greatest common divisor, so it is in lowest terms.',
  ],
  faq: [
    {
      question: 'How do I type a mixed number?',
      answer: 'Whole number, a space, then the fraction: 2 3/4. A minus sign goes in front: -2 3/4.',
    },
    {
      question: 'Why do some decimals show brackets?',
      answer: 'They repeat forever. 1/6 = 0.1(6) means 0.16666…, with the bracketed digits repeating.',
    },
    {
      question: 'What is the lowest common denominator?',
      answer:
        'The smallest number both denominators divide into. For 1/4 and 1/6 it is 12, so 1/4 + 1/6 = 3/12 + 2/12 = 5/12.',
    },
  ],
  related: ['percentage-calculator', 'scientific-calculator', 'grade-calculator', 'tbsp-to-cup'],
  updated: '2026-11-22',
};
