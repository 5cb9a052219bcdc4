import type { ConverterTool } from '../types';

const updated = '2026-11-22';
const lengths = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 50, 100];

export const metersToFeet: ConverterTool = {
  slug: 'meters-to-feet',
  kind: 'converter',
  pair: 'meter-foot',
  direction: 'toB',
  family: 'converter',
  group: 'length',
  name: 'Meters to feet converter',
  title: 'Meters to Feet Converter (m to ft) with Formula and Table',
  description:
    'Convert meters to feet and feet to meters as you type, with the exact 1 ft = 0.3048 m (1 m ≈ 3.28084 ft), the formula worked out and a table of common lengths.',
  lead: 'Type a length in meters to get it in feet; swap to go from feet to meters.',
  summary: '1 m = 3.28084 ft (1 ft = 0.3048 m exactly), both ways, with a table of common lengths.',
  keywords: ['m to ft', 'metres', 'height', 'length'],
  defaultValue: '10',
  common: [0.5, ...lengths, 1000],
  method: [
    'A foot is defined as exactly 0.3048 meters (international yard and pound agreement, 1959; NIST SP 811), so divide meters by 0.3048 to get feet and multiply feet by 0.3048 to get meters. One meter is 1 ÷ 0.3048 = 3.2808399… feet, or 3.28084 ft rounded to six figures; multiplying by 3.28084 gives the same answer to six figures.',
    'Working with the exact factor means the two directions agree: 10 ft is 3.048 m, and 3.048 m is exactly 10 ft again.',
    'For a height in feet and inches, take the whole feet, then multiply the decimal part by 12 for the inches: 1.8 m = 5.90551 ft = 5 ft 10.9 in.',
  ],
  faq: [
    {
      question: 'How many feet are in a meter?',
      answer: 'One meter is 3.28084 feet (1 ÷ 0.3048, rounded), a little over 3 feet 3 inches.',
    },
    {
      question: 'How do I convert feet to meters?',
      answer: 'Multiply by 0.3048, or press Swap above: 10 ft × 0.3048 = 3.048 m exactly.',
    },
    {
      question: 'How tall is 1.75 m in feet?',
      answer: '1.75 ÷ 0.3048 = 5.74147 ft, which is 5 feet and 0.74147 × 12 = 8.9 inches: about 5 ft 9 in.',
    },
  ],
  related: ['cm-to-feet', 'feet-to-inches', 'mm-to-m', 'cm-to-inches'],
  updated,
};

export const inchesToFeet: ConverterTool = {
  slug: 'inches-to-feet',
  kind: 'converter',
  pair: 'inch-foot',
  direction: 'toB',
  family: 'converter',
  group: 'length',
  name: 'Inches to feet converter',
  title: 'Inches to Feet Converter (in to ft) with Formula and Table',
  description:
    'Convert inches to feet as you type by dividing by 12 (1 inch = 0.0833 feet, rounded), or swap for feet to inches, with the formula shown and a table of common lengths.',
  lead: 'Type a length in inches to get it in feet; swap to go from feet to inches.',
  summary: '12 in = 1 ft exactly (1 in ≈ 0.0833 ft), with a table of common lengths.',
  keywords: ['in to ft', 'height', 'length', 'twelve inches'],
  defaultValue: '24',
  common: [1, 3, 6, 9, 12, 18, 24, 30, 36, 48, 60, 72, 84, 96, 100, 120],
  method: [
    'A foot is exactly 12 inches, so divide inches by 12 to get feet: 24 in ÷ 12 = 2 ft.',
    '1 inch is exactly 1/12 ft (0.083333… ft). The familiar 0.0833 ft is that figure rounded to four decimals: multiplying by it would make 24 in come out as 1.9992 ft while 2 ft converts back to 24 in. This converter divides by the exact 12, so both directions agree; 0.0833 ft per inch is fine for mental arithmetic.',
  ],
  faq: [
    {
      question: 'How many feet is an inch?',
      answer: 'One inch is one twelfth of a foot: 0.083333… ft, or 0.0833 ft to four decimals.',
    },
    {
      question: 'Why not multiply by 0.0833?',
      answer:
        '0.0833 is 1/12 rounded, so 12 × 0.0833 = 0.9996 instead of 1: off by 0.04%, about a twentieth of an inch per 10 feet. Dividing by 12 is exact, which is what this converter does.',
    },
    {
      question: 'How do I write 70 inches in feet and inches?',
      answer: 'Divide by 12: 70 ÷ 12 = 5 remainder 10, so 70 in = 5 ft 10 in (5.833 ft).',
    },
  ],
  related: ['feet-to-inches', 'cm-to-inches', 'meters-to-feet', 'cm-to-feet'],
  updated,
};

export const feetToInches: ConverterTool = {
  slug: 'feet-to-inches',
  kind: 'converter',
  pair: 'inch-foot',
  direction: 'toA',
  family: 'converter',
  group: 'length',
  name: 'Feet to inches converter',
  title: 'Feet to Inches Converter (ft to in): Multiply by 12',
  description:
    'Convert feet to inches as you type with the exact 12 inches per foot, or swap to convert inches to feet, with the formula and a table of common lengths.',
  lead: 'Type a length in feet to get it in inches; swap to go from inches to feet.',
  summary: '1 ft = 12 in exactly, with a table of common lengths.',
  keywords: ['ft to in', 'height', 'length'],
  defaultValue: '5.5',
  common: [0.25, 0.5, 1, 1.5, 2, 3, 4, 5, 5.5, 6, 7, 8, 10, 12, 20, 100],
  method: [
    'A foot is exactly 12 inches (the international yard and pound agreement of 1959 fixed 1 ft = 0.3048 m and 1 in = 0.0254 m), so multiply feet by 12.',
    'Swapping to inches to feet divides by the same exact 12 (1 in is exactly 1/12 ft, 0.083333… ft; the usual 0.0833 ft is that rounded to four decimals), so a round trip always gives back the number you typed.',
  ],
  faq: [
    { question: 'How many inches are in a foot?', answer: 'Exactly 12.' },
    { question: 'How many inches is 5 foot 7?', answer: '5 × 12 + 7 = 67 inches.' },
    {
      question: 'How do I convert a decimal foot like 5.75 ft?',
      answer: '5.75 × 12 = 69 inches, which is 5 ft 9 in: the 0.75 of a foot is 9 inches.',
    },
  ],
  related: ['inches-to-feet', 'meters-to-feet', 'cm-to-feet', 'mm-to-inches'],
  updated,
};

export const cmToInches: ConverterTool = {
  slug: 'cm-to-inches',
  kind: 'converter',
  pair: 'centimeter-inch',
  direction: 'toB',
  family: 'converter',
  group: 'length',
  name: 'Centimeters to inches converter',
  title: 'CM to Inches Converter: Centimeters to Inches, Exact',
  description:
    'Convert centimeters to inches and inches to centimeters as you type, with the exact 2.54 cm per inch, the formula and a table of common sizes.',
  lead: 'Type a length in centimeters to get inches; swap to go from inches to centimeters.',
  summary: 'Divide by 2.54 (exact), with a table of common sizes.',
  keywords: ['cm to in', 'centimetres', 'screen size', 'height'],
  defaultValue: '30',
  common: [1, 2, 2.54, 5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 100, 150, 180],
  method: [
    'An inch is defined as exactly 2.54 centimeters (international yard and pound agreement, 1959). Divide centimeters by 2.54 to get inches, and multiply inches by 2.54 to get centimeters.',
  ],
  faq: [
    { question: 'How many centimeters are in an inch?', answer: 'Exactly 2.54.' },
    { question: 'How many inches is 30 cm?', answer: '30 ÷ 2.54 = 11.811 inches, just under a foot.' },
    {
      question: 'What is 170 cm in feet and inches?',
      answer: '170 ÷ 2.54 = 66.93 inches = 5 ft 6.93 in, about 5 ft 7 in.',
    },
  ],
  related: ['mm-to-inches', 'inches-to-feet', 'cm-to-feet', 'mm-to-cm'],
  updated,
};

export const mmToM: ConverterTool = {
  slug: 'mm-to-m',
  kind: 'converter',
  pair: 'millimeter-meter',
  direction: 'toB',
  family: 'converter',
  group: 'length',
  name: 'Millimeters to meters converter',
  title: 'MM to M Converter: Millimeters to Meters (÷ 1000)',
  description:
    'Convert millimeters to meters and meters to millimeters as you type, with 1 mm = 0.001 m, the formula with your number and a table of common values.',
  lead: 'Type a length in millimeters to get meters; swap to go from meters to millimeters.',
  summary: '1 mm = 0.001 m, with a table of common lengths.',
  keywords: ['mm to m', 'millimetres', 'metres', 'metric'],
  defaultValue: '1500',
  common: [1, 5, 10, 50, 100, 250, 500, 750, 1000, 1500, 2000, 2500, 5000, 10000],
  method: [
    'A millimeter is a thousandth of a meter (1 mm = 0.001 m), so multiply millimeters by 0.001, which moves the decimal point three places left. Meters to millimeters multiplies by 1,000.',
  ],
  faq: [
    { question: 'How many millimeters are in a meter?', answer: '1,000.' },
    { question: 'What is 2,400 mm in meters?', answer: '2,400 × 0.001 = 2.4 m, a common ceiling height.' },
    {
      question: 'Why use millimeters instead of meters?',
      answer:
        'Builders and engineers draw in millimeters so every dimension is a whole number with no decimal point to misread.',
    },
  ],
  related: ['mm-to-cm', 'mm-to-inches', 'meters-to-feet', 'cm-to-feet'],
  updated,
};

export const mmToCm: ConverterTool = {
  slug: 'mm-to-cm',
  kind: 'converter',
  pair: 'millimeter-centimeter',
  direction: 'toB',
  family: 'converter',
  group: 'length',
  name: 'Millimeters to centimeters converter',
  title: 'MM to CM Converter: Millimeters to Centimeters (÷ 10)',
  description:
    'Convert millimeters to centimeters and back as you type, with 1 mm = 0.1 cm, the formula with your number and a table of common measurements.',
  lead: 'Type a length in millimeters to get centimeters; swap to go from centimeters to millimeters.',
  summary: '1 mm = 0.1 cm, with a table of common measurements.',
  keywords: ['mm to cm', 'ruler', 'millimetres', 'centimetres'],
  defaultValue: '25',
  common: [1, 2, 3, 5, 8, 10, 12, 15, 20, 25, 30, 50, 75, 100, 250, 500],
  method: [
    'A millimeter is a tenth of a centimeter (1 mm = 0.1 cm): multiply millimeters by 0.1, which moves the decimal point one place left. Centimeters to millimeters multiplies by 10.',
  ],
  faq: [
    {
      question: 'How many millimeters are in a centimeter?',
      answer: '10: the small marks between the numbered centimeter lines on a ruler are millimeters.',
    },
    { question: 'What is 65 mm in cm?', answer: '65 × 0.1 = 6.5 cm.' },
    { question: 'Is a millimeter smaller than a centimeter?', answer: 'Yes, ten times smaller.' },
  ],
  related: ['mm-to-m', 'mm-to-inches', 'cm-to-inches', 'cm-to-feet'],
  updated,
};

export const cmToFeet: ConverterTool = {
  slug: 'cm-to-feet',
  kind: 'converter',
  pair: 'centimeter-foot',
  direction: 'toB',
  family: 'converter',
  group: 'length',
  name: 'Centimeters to feet converter',
  title: 'CM to Feet Converter: Centimeters to Feet with Formula',
  description:
    'Convert centimeters to feet and feet to centimeters as you type, with the exact 1 ft = 30.48 cm (1 cm ≈ 0.0328084 ft), the formula and a table of common heights.',
  lead: 'Type a length in centimeters to get feet; swap to go from feet to centimeters.',
  summary: '1 ft = 30.48 cm exactly (1 cm ≈ 0.0328084 ft), with a table of common heights.',
  keywords: ['cm to ft', 'height', 'centimetres'],
  defaultValue: '175',
  common: [1, 10, 30, 50, 100, 150, 155, 160, 165, 170, 175, 180, 185, 190, 200, 300],
  method: [
    'A foot is exactly 30.48 centimeters (12 inches of 2.54 cm), so divide centimeters by 30.48 to get feet and multiply feet by 30.48 to get centimeters. One centimeter is 1 ÷ 30.48 = 0.03280839… ft, or 0.0328084 ft rounded to six figures; using the exact 30.48 keeps 1 ft at exactly 30.48 cm both ways.',
    'For a height in feet and inches, multiply the decimal part of the feet by 12: 175 cm = 5.74147 ft = 5 ft 8.9 in.',
  ],
  faq: [
    { question: 'How many feet is 180 cm?', answer: '180 ÷ 30.48 = 5.90551 ft, which is 5 ft 10.9 in.' },
    { question: 'How many centimeters are in a foot?', answer: 'Exactly 30.48.' },
    {
      question: 'How do I get feet and inches instead of decimal feet?',
      answer:
        'Keep the whole feet and multiply the decimal part by 12 for inches, or use centimeters to inches and divide by 12.',
    },
  ],
  related: ['cm-to-inches', 'meters-to-feet', 'feet-to-inches', 'inches-to-feet'],
  updated,
};

export const mmToInches: ConverterTool = {
  slug: 'mm-to-inches',
  kind: 'converter',
  pair: 'millimeter-inch',
  direction: 'toB',
  family: 'converter',
  group: 'length',
  name: 'Millimeters to inches converter',
  title: 'MM to Inches Converter: Millimeters to Inches, Exact',
  description:
    'Convert millimeters to inches and inches to millimeters as you type, using the exact 25.4 mm per inch, with the formula and a table of common sizes.',
  lead: 'Type a length in millimeters to get inches; swap to go from inches to millimeters.',
  summary: 'Divide by 25.4 (exact), with a table of common sizes.',
  keywords: ['mm to in', 'millimetres', 'drill sizes', 'fractions of an inch'],
  defaultValue: '50',
  common: [1, 2, 3, 5, 6, 8, 10, 12, 15, 20, 25, 25.4, 30, 50, 100, 1000],
  method: [
    'An inch is defined as exactly 25.4 millimeters (international yard and pound agreement, 1959). Divide millimeters by 25.4 to get inches; multiply inches by 25.4 to get millimeters.',
    'To read the result on an imperial ruler, multiply the decimal part by 16 for sixteenths: 10 mm = 0.3937 in ≈ 6.3/16, a little over 3/8 in.',
  ],
  faq: [
    { question: 'How many millimeters are in an inch?', answer: 'Exactly 25.4.' },
    { question: 'What is 6 mm in inches?', answer: '6 ÷ 25.4 = 0.2362 in, just under 1/4 inch (0.25 in).' },
    { question: 'What is 1/8 inch in millimeters?', answer: '0.125 × 25.4 = 3.175 mm.' },
  ],
  related: ['cm-to-inches', 'mm-to-cm', 'mm-to-m', 'inches-to-feet'],
  updated,
};
