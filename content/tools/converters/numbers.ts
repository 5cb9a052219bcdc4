import type { NumberTool } from '../types';

const updated = '2026-11-22';

export const multiplicationChart: NumberTool = {
  slug: 'multiplication-chart',
  kind: 'multiplication-chart',
  family: 'converter',
  group: 'numbers',
  name: 'Multiplication chart',
  title: 'Multiplication Chart 1 to 25: Interactive and Printable',
  description:
    'An interactive multiplication chart from 5 × 5 to 25 × 25: highlight any row and column, read the product, and print a clean times table.',
  lead: 'Pick a size, point at any square to light up its row and column, and print the chart for the fridge or the classroom.',
  summary: 'Times tables up to 25 × 25, with row and column highlight.',
  keywords: ['times table', 'times tables', 'multiplication table', 'math facts', 'printable'],
  method: [
    'Each square holds its row number times its column number. Pointing at a square, or moving to it with the arrow keys, highlights the row and column that meet there, which is how the chart is read: find the first number down the side, the second along the top, and follow both to where they cross.',
    'The chart is symmetric along its diagonal, because 7 × 8 and 8 × 7 are the same product; the diagonal itself holds the square numbers (1, 4, 9, 16…). So learning one half of the chart learns all of it.',
  ],
  faq: [
    {
      question: 'What is the best way to learn the times tables?',
      answer:
        'Start with the 1s, 2s, 5s and 10s, which follow easy patterns, then the squares on the diagonal, then use the symmetry: once 3 × 7 is known, 7 × 3 is too. A few minutes a day beats one long session.',
    },
    {
      question: 'How do I print the chart?',
      answer:
        'Choose the size, then press Print chart. The printout shows only the chart, without the page around it.',
    },
    {
      question: 'Why stop at 25?',
      answer:
        'Beyond 25 × 25 the squares get too small to read on a phone or a printed page. For larger products use the scientific calculator.',
    },
  ],
  related: [
    'random-number-generator',
    'fraction-calculator',
    'percentage-calculator',
    'scientific-calculator',
  ],
  updated,
};

export const randomNumberGenerator: NumberTool = {
  slug: 'random-number-generator',
  kind: 'random-number',
  family: 'converter',
  group: 'numbers',
  name: 'Random number generator',
  title: 'Random Number Generator: Fair, Unique or Repeating Numbers',
  description:
    'Pick random numbers in any range, whole or decimal, with or without repeats, drawn fairly from your browser’s cryptographic generator.',
  lead: 'Set a range and how many numbers you need, choose whether they may repeat, and draw.',
  summary: 'Fair random numbers in any range, with or without repeats.',
  keywords: ['rng', 'random picker', 'lottery numbers', 'raffle', 'dice'],
  method: [
    'Numbers come from your browser’s cryptographic random generator (crypto.getRandomValues), the same source used to make encryption keys, and never leave your device.',
    'Turning 32 random bits into a number between, say, 1 and 6 with a remainder would slightly favor the low numbers, because 2³² does not divide evenly by 6. Instead, draws from the uneven top end are thrown away and drawn again (rejection sampling), so every number in your range is exactly equally likely. Decimals are whole-number draws counted in steps of 0.1, 0.01 and so on.',
  ],
  faq: [
    {
      question: 'Are these numbers truly random?',
      answer:
        'They come from a cryptographically secure generator seeded by your operating system, which is unpredictable for all practical purposes, including draws and raffles.',
    },
    {
      question: 'What does “No repeats” do?',
      answer:
        'Every number in the result is different, like drawing tickets from a hat. If the range holds fewer values than you ask for, the generator tells you instead of repeating.',
    },
    {
      question: 'Can I share the settings?',
      answer:
        'Yes: the link in the address bar keeps the range and options. The numbers are drawn again each time, so nobody can replay a draw from a link.',
    },
    {
      question: 'How many numbers can I draw at once?',
      answer: 'Up to 10,000. Copy result copies them all, one per line.',
    },
  ],
  related: ['multiplication-chart', 'percentage-calculator', 'scientific-calculator', 'fraction-calculator'],
  updated,
};
