import type { ConverterTool } from '../types';

const updated = '2026-11-22';

export const mlToL: ConverterTool = {
  slug: 'ml-to-l',
  kind: 'converter',
  pair: 'milliliter-liter',
  direction: 'toB',
  family: 'converter',
  group: 'volume',
  name: 'Milliliters to liters converter',
  title: 'ML to L Converter: Milliliters to Liters (÷ 1000)',
  description:
    'Convert milliliters to liters and liters to milliliters as you type, with 1 ml = 0.001 l, the formula with your number and a table of common volumes.',
  lead: 'Type a volume in milliliters to get liters; swap to go from liters to milliliters.',
  summary: '1 ml = 0.001 l, with a table of common volumes.',
  keywords: ['ml to l', 'millilitres', 'litres', 'bottle'],
  defaultValue: '750',
  common: [1, 5, 15, 50, 100, 250, 330, 355, 500, 750, 1000, 1500, 2000, 5000],
  method: [
    'A milliliter is a thousandth of a liter (1 ml = 0.001 l): multiply milliliters by 0.001, moving the decimal point three places left. Liters to milliliters multiplies by 1,000.',
  ],
  faq: [
    { question: 'How many milliliters are in a liter?', answer: '1,000.' },
    { question: 'What is a 330 ml can in liters?', answer: '330 × 0.001 = 0.33 l.' },
    {
      question: 'Is a milliliter the same as a cubic centimeter?',
      answer: 'Yes: 1 ml = 1 cm³ (cc), which is why medicine syringes are marked in either.',
    },
  ],
  related: ['ml-to-fl-oz', 'tbsp-to-cup', 'g-to-kg', 'mg-to-g'],
  updated,
};

export const tbspToCup: ConverterTool = {
  slug: 'tbsp-to-cup',
  kind: 'converter',
  pair: 'tablespoon-cup',
  direction: 'toB',
  family: 'converter',
  group: 'volume',
  name: 'Tablespoons to cups converter',
  title: 'Tablespoons to Cups Converter (tbsp to cup) for Recipes',
  description:
    'Convert tablespoons to cups and cups to tablespoons as you type, using 1 tbsp = 0.0625 cup (16 per cup), with a table for scaling recipes.',
  lead: 'Type tablespoons to get cups; swap to go from cups to tablespoons.',
  summary: '1 tbsp = 0.0625 cup (16 to a cup), for recipes.',
  keywords: ['tbsp to cup', 'baking', 'recipe', 'us cup', 'measuring spoons'],
  defaultValue: '4',
  common: [1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 24, 32],
  method: [
    'In US customary measures a tablespoon is 0.0625 cup, so 16 tablespoons make a cup. Multiply tablespoons by 0.0625 to get cups; divide cups by 0.0625 (multiply by 16) to get tablespoons.',
    'Handy equivalents: 4 tbsp = 1/4 cup, 5 tbsp + 1 tsp = 1/3 cup, 8 tbsp = 1/2 cup, 12 tbsp = 3/4 cup.',
  ],
  faq: [
    { question: 'How many tablespoons are in a cup?', answer: '16 US tablespoons.' },
    {
      question: 'How many tablespoons are in 1/3 cup?',
      answer: '1/3 ÷ 0.0625 = 5.33 tbsp: 5 tablespoons plus 1 teaspoon.',
    },
    {
      question: 'Are UK and Australian tablespoons the same?',
      answer:
        'No. An Australian tablespoon is 20 ml (four teaspoons) and metric cups are 250 ml; this converter uses US measures, where a tablespoon is about 14.8 ml.',
    },
  ],
  related: ['ml-to-fl-oz', 'ml-to-l', 'g-to-kg', 'fraction-calculator'],
  updated,
};

export const mlToFlOz: ConverterTool = {
  slug: 'ml-to-fl-oz',
  kind: 'converter',
  pair: 'milliliter-fluid-ounce',
  direction: 'toB',
  family: 'converter',
  group: 'volume',
  name: 'Milliliters to fluid ounces converter',
  title: 'ML to FL OZ Converter: Milliliters to US Fluid Ounces',
  description:
    'Convert milliliters to US fluid ounces and back as you type, with the exact 29.5735295625 ml per fl oz (1 ml ≈ 0.033814 fl oz), the formula and a table of bottle sizes.',
  lead: 'Type a volume in milliliters to get US fluid ounces; swap to go from fluid ounces to milliliters.',
  summary: '1 ml = 0.033814 US fl oz (1 fl oz = 29.5735295625 ml exactly), with common bottle sizes.',
  keywords: ['ml to oz', 'fluid ounces', 'travel liquids', 'baby bottle'],
  defaultValue: '100',
  common: [5, 15, 30, 50, 60, 100, 120, 150, 200, 250, 330, 355, 500, 750, 1000],
  method: [
    'A US fluid ounce is exactly 29.5735295625 milliliters (1/128 of a gallon of 231 cubic inches; NIST Handbook 44), so divide milliliters by 29.5735295625 to get fluid ounces and multiply fluid ounces by it to get milliliters. One milliliter is 1 ÷ 29.5735295625 = 0.0338140… fl oz, or 0.033814 fl oz rounded to five figures; the exact factor keeps both directions in agreement.',
  ],
  faq: [
    {
      question: 'How many ounces is 100 ml?',
      answer: '100 ÷ 29.5735295625 = 3.3814 US fl oz, just under the 3.4 oz printed on travel-size bottles.',
    },
    {
      question: 'How many ml are in a fluid ounce?',
      answer: 'Exactly 29.5735295625 ml in a US fluid ounce, about 29.57.',
    },
    {
      question: 'Is a UK fluid ounce the same?',
      answer:
        'No. An imperial fluid ounce is about 28.41 ml, so the same number of milliliters is slightly more imperial ounces. This converter uses US fluid ounces.',
    },
  ],
  related: ['ml-to-l', 'tbsp-to-cup', 'mg-to-g', 'kg-to-lbs'],
  updated,
};
