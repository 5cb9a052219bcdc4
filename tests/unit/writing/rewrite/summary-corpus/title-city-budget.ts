import type { ReferenceArticle } from './types';

const text = `City Council Passes 1.2 Billion Dollar Budget With More Money for Roads and Housing

The city council approved a 1.2 billion dollar budget for next year on Wednesday night, raising spending on road repairs by a quarter and doubling the fund for affordable housing. The vote was 9 to 4 after a five-hour meeting.

The budget is 4 percent larger than this year's. Road repairs get 96 million dollars, up from 77 million, after residents named potholes as their top complaint in the city's annual survey for the third year running. The affordable housing fund rises to 30 million dollars and will help pay for about 400 new rental homes for low-income families.

To pay for it, property taxes will rise by 2.5 percent, adding about 70 dollars a year to the bill for a typical home. The council also approved higher parking fees downtown, which are expected to raise 5 million dollars.

The four council members who voted against said the tax rise was too much for families already squeezed by high prices. Councillor Dan Foley proposed cutting the housing increase in half to avoid the tax rise, but his amendment failed.

Police and fire budgets grow by 3 percent, roughly in line with inflation. Library hours, which were cut two years ago, will be restored on Sunday afternoons.

Mayor Leila Hassan said the budget "fixes what people drive on and builds where people live." She is expected to sign it next week.

A few residents stayed until after midnight to speak about a proposed dog park, which was not part of the budget vote.`;

const main =
  'The city council approved a 1.2 billion dollar budget for next year on Wednesday night, raising spending on road repairs by a quarter and doubling the fund for affordable housing.';

export const titleCityBudget: ReferenceArticle = {
  id: 'title-city-budget',
  kind: 'news report with a title line',
  text,
  main,
  key: [
    main,
    "Road repairs get 96 million dollars, up from 77 million, after residents named potholes as their top complaint in the city's annual survey for the third year running.",
    'The affordable housing fund rises to 30 million dollars and will help pay for about 400 new rental homes for low-income families.',
    'To pay for it, property taxes will rise by 2.5 percent, adding about 70 dollars a year to the bill for a typical home.',
  ],
};
