import type { ReferenceArticle } from '../types';

const text = `Notes from the quarterly budget review, operations team

Attendees: Dana (chair), Felix, Grace, Hamid, Ines. Apologies: Joe.

Dana opened by saying the team is 8 percent over budget for the year to date, mostly because of overtime in the distribution centre during the summer peak. Without a change, the team will end the year about 190,000 over.

The group agreed to freeze all new hiring in operations until January, except for the two forklift driver roles that are already advertised. Grace pointed out that the freeze will make the December peak harder. Dana agreed and said the freeze will be reviewed on November 15 if order volumes come in higher than forecast.

Felix presented the overtime figures by site. Almost 70 percent of the overtime was at the Riverside site, where two supervisors left in June and were not replaced until September. Hamid said the other sites had managed with agency staff instead, which cost less per hour. The team agreed that Riverside should use the agency for short gaps from now on rather than overtime.

Ines raised the new packaging machine, which was approved in the spring budget. Delivery has slipped to February, so the 85,000 set aside for it this year will not be spent. Dana will ask finance whether that money can be used to cover part of the overspend.

Other points: the travel budget is on track; the training budget is under by about 12,000 because two courses were cancelled, and Grace will rebook them for the first quarter.

Actions:
- Dana to confirm the hiring freeze with HR by Friday.
- Felix to send each site its overtime figures every month from now on.
- Dana to ask finance about moving the packaging machine money.
- Grace to rebook the cancelled courses.

Next review: January 20.`;

const main =
  'The group agreed to freeze all new hiring in operations until January, except for the two forklift driver roles that are already advertised.';

export const notesBudgetReview: ReferenceArticle = {
  id: 'notes-budget-review',
  kind: 'meeting notes with a list of actions',
  text,
  main,
  key: [
    'Dana opened by saying the team is 8 percent over budget for the year to date, mostly because of overtime in the distribution centre during the summer peak.',
    main,
    'Almost 70 percent of the overtime was at the Riverside site, where two supervisors left in June and were not replaced until September.',
    'The team agreed that Riverside should use the agency for short gaps from now on rather than overtime.',
    'Dana will ask finance whether that money can be used to cover part of the overspend.',
  ],
};
