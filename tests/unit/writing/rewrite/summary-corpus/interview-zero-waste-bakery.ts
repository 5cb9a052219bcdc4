import type { ReferenceArticle } from './types';

const text = `Lena Ortiz opened Crumb & Co. in a former shoe repair shop on Elm Street eight years ago with one oven and a loan from her uncle. Today the bakery employs fourteen people, and this month it became the first business in the county to be certified as zero waste. We spoke with her about how she got there.

Ortiz says the idea started with the bins. "Every night we threw out bags of bread, and it made me sick," she told us. "I grew up in a family where you never wasted food."

The turning point came in 2021, when she began to bake to order instead of filling the shelves every morning. Customers now reserve loaves through an app by eight the night before, and walk-in stock is baked in smaller batches through the day. Ortiz says this one change cut the bakery's unsold bread from about 20 percent to under 3 percent.

What is left goes to a food bank each evening, and stale bread becomes croutons and bread pudding sold at half price. Coffee grounds and flour sacks go to a community garden two streets away. To earn the certification, the bakery had to show that it kept more than 90 percent of its waste out of landfill for a full year.

Not everything worked. Ortiz tried reusable bread bags with a deposit, but customers forgot to bring them back, and she dropped the scheme after six months. "People love the idea and then leave the bag in their car," she laughed.

The changes have also saved money. Ortiz estimates that baking to order saves the bakery about 30,000 dollars a year in flour, butter and energy, more than enough to pay for the app.

Asked what advice she would give other small food businesses, she did not hesitate. "Measure what you throw away for one week," she said. "Once you see the number, you will not be able to ignore it."`;

const main =
  'Today the bakery employs fourteen people, and this month it became the first business in the county to be certified as zero waste.';

export const interviewZeroWasteBakery: ReferenceArticle = {
  id: 'interview-zero-waste-bakery',
  kind: 'interview write-up',
  text,
  main,
  key: [
    main,
    'The turning point came in 2021, when she began to bake to order instead of filling the shelves every morning.',
    "Ortiz says this one change cut the bakery's unsold bread from about 20 percent to under 3 percent.",
    'Ortiz estimates that baking to order saves the bakery about 30,000 dollars a year in flour, butter and energy, more than enough to pay for the app.',
  ],
};
