import type { ConverterTool } from '../types';

const updated = '2026-11-22';

export const celsiusToFahrenheit: ConverterTool = {
  slug: 'celsius-to-fahrenheit',
  kind: 'converter',
  pair: 'celsius-fahrenheit',
  direction: 'toB',
  family: 'converter',
  group: 'temperature-area',
  name: 'Celsius to Fahrenheit converter',
  title: 'Celsius to Fahrenheit Converter (°C to °F) with Formula',
  description:
    'Convert Celsius to Fahrenheit and Fahrenheit to Celsius as you type with °F = °C × 9/5 + 32, the steps with your number and a table of common temperatures.',
  lead: 'Type a temperature in °C to get °F; swap to go from Fahrenheit to Celsius.',
  summary: '°F = °C × 9/5 + 32, both ways, with common temperatures.',
  keywords: ['c to f', 'temperature', 'weather', 'oven', 'fever'],
  defaultValue: '20',
  common: [-40, -20, -10, 0, 10, 15, 20, 25, 30, 37, 40, 100, 180, 200, 220],
  method: [
    'Fahrenheit degrees are 5/9 the size of Celsius degrees, and the scales are offset by 32: water freezes at 0 °C = 32 °F and boils at 100 °C = 212 °F. So multiply Celsius by 9/5 and add 32.',
    'To go back, subtract 32 and multiply by 5/9. Nothing can be colder than absolute zero, −273.15 °C or −459.67 °F, so lower values are refused.',
  ],
  faq: [
    {
      question: 'Is there a quick way to estimate it?',
      answer:
        'Double the Celsius and add 30: 20 °C → 70 °F (exactly 68 °F). It is close for everyday weather and drifts at extremes.',
    },
    {
      question: 'What is a normal body temperature in Fahrenheit?',
      answer: '37 °C × 9/5 + 32 = 98.6 °F. A fever is usually 38 °C (100.4 °F) or higher.',
    },
    { question: 'Where are Celsius and Fahrenheit equal?', answer: 'At −40: −40 °C is −40 °F.' },
    {
      question: 'What oven temperature is 180 °C?',
      answer: '180 × 9/5 + 32 = 356 °F; recipes usually round it to 350 °F.',
    },
  ],
  related: ['meters-to-feet', 'kg-to-lbs', 'ml-to-fl-oz', 'hectares-to-acres'],
  updated,
};

export const hectaresToAcres: ConverterTool = {
  slug: 'hectares-to-acres',
  kind: 'converter',
  pair: 'hectare-acre',
  direction: 'toB',
  family: 'converter',
  group: 'temperature-area',
  name: 'Hectares to acres converter',
  title: 'Hectares to Acres Converter (ha to ac) with Formula',
  description:
    'Convert hectares to acres and acres to hectares as you type, with the exact 1 acre = 0.40468564224 ha (1 ha ≈ 2.47105 acres), the formula and a table of land areas.',
  lead: 'Type an area in hectares to get acres; swap to go from acres to hectares.',
  summary: '1 ha = 2.47105 acres (1 acre = 0.40468564224 ha exactly), with common land areas.',
  keywords: ['ha to acres', 'land area', 'farm', 'plot size'],
  defaultValue: '10',
  common: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40, 50, 100, 250, 500, 1000],
  method: [
    'A hectare is 10,000 square meters (a square 100 m on each side). An acre is exactly 43,560 square feet, 4,046.8564224 m² or 0.40468564224 ha (NIST Handbook 44), so divide hectares by 0.40468564224 for acres and multiply acres by it for hectares. A hectare is 1 ÷ 0.40468564224 = 2.4710538… acres, or 2.47105 acres rounded to six figures.',
  ],
  faq: [
    { question: 'How many acres is a hectare?', answer: '2.47105 acres.' },
    {
      question: 'How big is a hectare?',
      answer:
        'A square 100 m by 100 m, about the size of two American football fields including end zones (each is about 0.535 ha).',
    },
    { question: 'How many hectares is 100 acres?', answer: '100 × 0.40468564224 = 40.4686 ha.' },
  ],
  related: ['meters-to-feet', 'celsius-to-fahrenheit', 'kg-to-lbs', 'percentage-calculator'],
  updated,
};
