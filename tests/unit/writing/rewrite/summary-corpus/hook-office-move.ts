import type { ReferenceArticle } from './types';

const text = `If you have ever waited twenty minutes for the lift on a Monday morning, you will like this news.

The company is moving its head office from the Tower Building to a new office at 40 Canal Street, and the move will happen over the weekend of April 12. Everyone based at head office will start working from Canal Street on Monday, April 14.

The new office has two floors instead of five, which puts every team within a short walk of each other. There are more meeting rooms, a larger kitchen and secure bike storage with showers. The building is three minutes from Canal Street station, so most people's commute should be the same or shorter.

Here is what you need to do. Before you leave on Friday, April 11, pack your desk into the crates that will be delivered the week before, and label each one with the sticker in your welcome pack. Take home anything valuable or personal. Laptops go home with you; the IT team will move monitors and docking stations.

Your new desk will be ready when you arrive, and the seating plan will be in the staff portal from April 1. Access cards for Canal Street will be handed out at the reception desk on Monday morning, so please allow a few extra minutes.

Parking works differently at the new site. There are only 30 spaces, and they will be kept for people with disabilities and for car-sharers. The company will pay half the cost of a monthly public transport pass for anyone who wants one.

If you have questions, the facilities team is holding drop-in sessions every Wednesday until the move, and you can always email moving@company.com.

And yes, the new building has four lifts.`;

const main =
  'The company is moving its head office from the Tower Building to a new office at 40 Canal Street, and the move will happen over the weekend of April 12.';

export const hookOfficeMove: ReferenceArticle = {
  id: 'hook-office-move',
  kind: 'internal announcement with a joke first',
  text,
  main,
  key: [
    main,
    'Everyone based at head office will start working from Canal Street on Monday, April 14.',
    'Before you leave on Friday, April 11, pack your desk into the crates that will be delivered the week before, and label each one with the sticker in your welcome pack.',
    'There are only 30 spaces, and they will be kept for people with disabilities and for car-sharers.',
  ],
};
