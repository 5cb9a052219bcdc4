import type { ReferenceArticle } from './types';

const text = `Last Tuesday a delivery van door swung open in front of me on Fifth Avenue, and I went over my handlebars into the road. I was lucky: a scraped elbow, a bent wheel and a driver who apologised for ten minutes. My friend Tomas, who was hit on the same street last year, spent three weeks in hospital.

Stories like ours are why the city should build protected bike lanes on its main streets now, instead of waiting for the five-year study that the transport committee voted for last month.

Painted lanes do not protect anyone. A line of paint does not stop a car door, a turning truck or a driver who is looking at a phone. Protected lanes, separated from traffic by a curb or a row of parked cars, do. When Montreal and Seville built connected networks of them, injuries to cyclists fell sharply and the number of people cycling rose several times over.

The committee says it needs the study to understand the effect on traffic and parking. But we already know a great deal. Dozens of cities have built these lanes in the last twenty years, and their results are published. Business owners feared losing customers, yet studies in New York and Toronto found that shops on streets with protected lanes did as well or better.

Waiting also has a cost. Every year the city's own figures show around 300 cyclists injured on its roads, and most of the serious crashes happen on the six main streets where lanes have been proposed. A five-year study means roughly 1,500 more injuries before a single curb is poured.

The money is not the obstacle it once was. The state's new active transport fund will pay up to 80 percent of the cost of protected lanes, but only for projects that start within two years.

My wheel has been fixed. The street has not. The council should vote for the lanes at its meeting next month.`;

const main =
  'Stories like ours are why the city should build protected bike lanes on its main streets now, instead of waiting for the five-year study that the transport committee voted for last month.';

export const opinionBikeLanes: ReferenceArticle = {
  id: 'opinion-bike-lanes',
  kind: 'opinion piece with a first-person story first',
  text,
  main,
  key: [
    main,
    'When Montreal and Seville built connected networks of them, injuries to cyclists fell sharply and the number of people cycling rose several times over.',
    'A five-year study means roughly 1,500 more injuries before a single curb is poured.',
    "The state's new active transport fund will pay up to 80 percent of the cost of protected lanes, but only for projects that start within two years.",
  ],
};
