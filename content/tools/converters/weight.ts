import type { ConverterTool } from '../types';

const updated = '2026-11-22';

export const kgToLbs: ConverterTool = {
  slug: 'kg-to-lbs',
  kind: 'converter',
  pair: 'kilogram-pound',
  direction: 'toB',
  family: 'converter',
  group: 'weight',
  name: 'Kilograms to pounds converter',
  title: 'KG to LBS Converter: Kilograms to Pounds, Exact Factor',
  description:
    'Convert kilograms to pounds and pounds to kilograms as you type, using the exact 1 lb = 0.45359237 kg, with the formula and a table of common weights.',
  lead: 'Type a weight in kilograms to get pounds; swap to go from pounds to kilograms.',
  summary: '1 lb = 0.45359237 kg exactly, both ways.',
  keywords: ['kg to lb', 'body weight', 'kilos', 'luggage'],
  defaultValue: '70',
  common: [1, 2, 5, 10, 20, 23, 25, 50, 60, 70, 80, 90, 100, 150],
  method: [
    'The pound is defined as exactly 0.45359237 kilograms (international yard and pound agreement, 1959). Divide kilograms by 0.45359237 to get pounds (the same as multiplying by about 2.20462); multiply pounds by 0.45359237 to get kilograms.',
  ],
  faq: [
    {
      question: 'How many pounds are in a kilogram?',
      answer: 'About 2.20462: 1 ÷ 0.45359237 = 2.2046226 lb.',
    },
    { question: 'What is 70 kg in pounds?', answer: '70 ÷ 0.45359237 = 154.32 lb.' },
    {
      question: 'Is multiplying by 2.2 close enough?',
      answer:
        'For everyday use, yes: it is 0.2% low, about 0.3 lb on 70 kg. For shipping, medicine or sport weigh-ins, use the exact factor as this converter does.',
    },
  ],
  related: ['g-to-kg', 'mg-to-g', 'bmi-calculator', 'tbsp-to-cup'],
  updated,
};

export const gToKg: ConverterTool = {
  slug: 'g-to-kg',
  kind: 'converter',
  pair: 'gram-kilogram',
  direction: 'toB',
  family: 'converter',
  group: 'weight',
  name: 'Grams to kilograms converter',
  title: 'Grams to KG Converter: g to kg (÷ 1000) with Table',
  description:
    'Convert grams to kilograms and kilograms to grams as you type, with 1 g = 0.001 kg, the formula worked out and a table of common weights.',
  lead: 'Type a weight in grams to get kilograms; swap to go from kilograms to grams.',
  summary: '1 g = 0.001 kg, with a table of common weights.',
  keywords: ['g to kg', 'grammes', 'kilos', 'kitchen scale'],
  defaultValue: '750',
  common: [1, 5, 10, 50, 100, 125, 200, 250, 454, 500, 750, 1000, 1500, 2000, 5000],
  method: [
    'A gram is a thousandth of a kilogram (1 g = 0.001 kg): multiply grams by 0.001, which moves the decimal point three places left. Kilograms to grams multiplies by 1,000.',
  ],
  faq: [
    { question: 'How many grams are in a kilogram?', answer: '1,000.' },
    { question: 'What is 250 g in kg?', answer: '250 × 0.001 = 0.25 kg, a quarter of a kilogram.' },
    {
      question: 'How many grams is a pound?',
      answer: 'About 453.6 g (exactly 453.59237 g); the kilograms to pounds converter does the rest.',
    },
  ],
  related: ['mg-to-g', 'kg-to-lbs', 'ml-to-l', 'tbsp-to-cup'],
  updated,
};

export const mgToG: ConverterTool = {
  slug: 'mg-to-g',
  kind: 'converter',
  pair: 'milligram-gram',
  direction: 'toB',
  family: 'converter',
  group: 'weight',
  name: 'Milligrams to grams converter',
  title: 'MG to G Converter: Milligrams to Grams (÷ 1000)',
  description:
    'Convert milligrams to grams and grams to milligrams as you type, with 1 mg = 0.001 g, the formula and a table of common doses and amounts.',
  lead: 'Type an amount in milligrams to get grams; swap to go from grams to milligrams.',
  summary: '1 mg = 0.001 g, with a table of common amounts.',
  keywords: ['mg to g', 'dose', 'milligrams', 'nutrition label'],
  defaultValue: '500',
  common: [1, 5, 10, 25, 50, 100, 200, 250, 325, 400, 500, 750, 1000, 2000, 5000],
  method: [
    'A milligram is a thousandth of a gram (1 mg = 0.001 g): multiply milligrams by 0.001, moving the decimal point three places left. Grams to milligrams multiplies by 1,000.',
  ],
  faq: [
    { question: 'How many milligrams are in a gram?', answer: '1,000.' },
    { question: 'What is 2,300 mg of sodium in grams?', answer: '2,300 × 0.001 = 2.3 g.' },
    {
      question: 'Is mg the same as mcg?',
      answer:
        'No. A microgram (mcg or µg) is a thousandth of a milligram; 1 mg = 1,000 mcg. Check medicine labels carefully.',
    },
  ],
  related: ['g-to-kg', 'kg-to-lbs', 'ml-to-l', 'ml-to-fl-oz'],
  updated,
};
