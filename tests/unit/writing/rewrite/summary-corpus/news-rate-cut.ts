import type { ReferenceArticle } from './types';

const text = `The central bank cut its main interest rate by a quarter of a percentage point to 3.75 percent on Thursday, its first cut in four years, saying inflation had slowed enough to ease pressure on households and businesses.

The decision was expected by most economists after inflation fell to 2.4 percent in the year to August, close to the bank's 2 percent target. Governor Helen Marsh said the bank would move carefully from here. "We are not declaring victory," she told reporters. "Further cuts will depend on what the data tell us, month by month."

The cut will lower monthly payments for about two million homeowners with variable-rate mortgages. For a typical mortgage of 250,000, the saving is around 35 a month. Savers will see lower returns, and several large banks said they would reduce rates on savings accounts within days.

Not all members of the bank's rate committee agreed. Two of the nine voted to keep rates on hold, warning that wages are still rising at more than 5 percent a year and that prices in the service sector remain sticky.

Business groups welcomed the move. The chamber of commerce said high borrowing costs had held back investment, especially among small firms, and called for further cuts before the end of the year.

Markets had largely priced in the decision. The currency fell slightly against the dollar, and shares in housebuilders rose.

The bank also published new forecasts. It now expects the economy to grow by 1.1 percent this year, up from 0.8 percent, and inflation to reach its target by the middle of next year.

The next rate decision is due on November 6.`;

const main =
  'The central bank cut its main interest rate by a quarter of a percentage point to 3.75 percent on Thursday, its first cut in four years, saying inflation had slowed enough to ease pressure on households and businesses.';

export const newsRateCut: ReferenceArticle = {
  id: 'news-rate-cut',
  kind: 'news report',
  text,
  main,
  key: [
    main,
    'Governor Helen Marsh said the bank would move carefully from here.',
    'The cut will lower monthly payments for about two million homeowners with variable-rate mortgages.',
    'Two of the nine voted to keep rates on hold, warning that wages are still rising at more than 5 percent a year and that prices in the service sector remain sticky.',
  ],
};
