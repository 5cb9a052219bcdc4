import type { ScientificTool } from '../types';

export const scientificCalculator: ScientificTool = {
  slug: 'scientific-calculator',
  kind: 'scientific',
  family: 'calculator',
  group: 'everyday',
  name: 'Scientific calculator',
  title: 'Scientific Calculator Online: Trig, Logs, Powers and Memory',
  description:
    'A free scientific calculator you can type into: powers, roots, logs, trig in degrees or radians, factorials, memory and history, all usable by keyboard.',
  lead: 'Type an expression or use the keys: powers, roots, logs, trigonometry in degrees or radians, memory and a history of answers.',
  summary: 'Type expressions with trig, logs, powers, memory and history.',
  keywords: ['calculator', 'trigonometry', 'sin cos tan', 'logarithm', 'exponent', 'square root'],
  method: [
    'Type an expression the way you would write it, such as 2sin(30) + sqrt(16) × 3^2, or press the keys. It is worked out in the usual order: brackets first, then functions, powers and factorials, then multiplication and division (including implied multiplication, as in 2pi or 3(4+5)), then addition and subtraction.',
    'Trigonometric functions use degrees or radians as you choose. log and log10 are base 10, ln the natural logarithm, log2 base 2, and log(x, b) takes any base b, so log10(100) = 2 and log(8, 2) = 3. Also available: sinh, cosh, tanh and their inverses, abs, exp, floor, ceil and round. ans is the previous answer; M+, M− and MR keep a number in memory.',
    'Function names are read exactly as written: a name the calculator does not know, such as sine, is pointed out rather than guessed at, and a function typed without brackets applies only to the number right after it, so log 10(100) asks you to add brackets instead of quietly meaning log(10) × 100. Every mistake is shown beside the box, at the place it happens, without losing what you typed.',
  ],
  faq: [
    {
      question: 'Can I use it without a mouse?',
      answer:
        'Yes. Type into the expression box and press Enter for the answer, the up arrow to bring back the previous expression, and Escape to clear. Every key on screen is also a button you can reach with Tab.',
    },
    {
      question: 'Why is sin(30) 0.5 but sin(30) in radians −0.988?',
      answer:
        'In degrees, 30 means 30°, whose sine is 0.5. In radians, 30 means about 1,719°, whose sine is −0.988. Check the Deg/Rad switch before using trigonometric functions.',
    },
    {
      question: 'What is the largest factorial it can do?',
      answer:
        '170!, about 7.26 × 10^306; 171! is larger than the biggest number a computer’s standard arithmetic can hold.',
    },
    {
      question: 'How precise are the answers?',
      answer:
        'Calculations use double-precision numbers, about 15 to 17 significant digits, and results are shown rounded to 12 significant digits so that 0.1 + 0.2 shows as 0.3.',
    },
  ],
  related: [
    'fraction-calculator',
    'percentage-calculator',
    'compound-interest-calculator',
    'multiplication-chart',
  ],
  updated: '2026-11-22',
};
