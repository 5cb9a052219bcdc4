import type { ReferenceArticle } from './types';

const text = `Product team meeting, 14 August

Attendees: Priya, Tom, Ahmed, Jess, Carlos. Notes by Jess.

Tom opened by mentioning that the coffee machine on the third floor is fixed, finally.

Decision: we will delay the mobile app release from September 1 to September 22 so the payment bugs found in testing can be fixed first. Priya said three of the five bugs block checkout on older Android phones, and shipping with them would cost more in refunds than the delay costs in sales. Everyone agreed.

Ahmed reported that the new onboarding flow raised sign-up completion from 48 to 61 percent in the two-week test. We agreed to roll it out to all users next Monday.

Carlos raised the support backlog, which has grown to 900 tickets, mostly password resets. Jess will set up self-service password reset by the end of the month, which should remove about a third of the tickets.

We discussed whether to drop the desktop app. No decision yet; Priya will bring usage numbers to the next meeting, along with the cost of keeping the desktop app up to date.

Budget: the marketing spend for the launch stays at 50,000 dollars, but half of it moves from September to October to match the new date. Carlos asked whether the launch video can still be ready in time, and Tom thinks it can if the final script is signed off this week.

Action items:
Priya: send the revised release plan to the leadership team by Friday.
Ahmed: roll out the onboarding flow on Monday and watch the error rates.
Jess: self-service password reset by August 31.
Carlos: draft the customer email about the new release date.
Tom: get the launch video script signed off by Thursday.

Next meeting: 28 August, same room.`;

const main =
  'Decision: we will delay the mobile app release from September 1 to September 22 so the payment bugs found in testing can be fixed first.';

export const notesProductMeeting: ReferenceArticle = {
  id: 'notes-product-meeting',
  kind: 'meeting notes',
  text,
  main,
  key: [
    main,
    'Ahmed reported that the new onboarding flow raised sign-up completion from 48 to 61 percent in the two-week test.',
    'Jess will set up self-service password reset by the end of the month, which should remove about a third of the tickets.',
    'Budget: the marketing spend for the launch stays at 50,000 dollars, but half of it moves from September to October to match the new date.',
  ],
};
