import type { ReferenceArticle } from '../types';

const text = `Bike sharing comes to Harbourside

From Saturday, anyone in Harbourside will be able to pick up an electric bike from one of 40 docking stations across the city and leave it at any other, under a new scheme run by the council and the transport company Velora.

The scheme starts with 400 electric bikes, and the council plans to double that by next summer if it proves popular. Stations have been placed near every train station, the university, the hospital and the main shopping streets, and no home in the city centre is more than five minutes' walk from one.

Riding costs 1 to unlock a bike and 15 pence a minute after that, so a typical 12-minute trip to work costs under 3. A monthly pass costs 20 and includes up to 45 minutes of riding every day. Students and people on low incomes can get the monthly pass for 5.

To use the scheme, download the Velora app, add a payment card and scan the code on a bike to unlock it. Helmets are not provided, but riders are encouraged to bring their own.

The bikes are electric-assisted, which means the motor helps only when you pedal, up to a top speed of 25 kilometres an hour. Each bike can go around 60 kilometres on a charge, and Velora staff swap the batteries at the stations overnight.

The council says the scheme is part of its plan to cut car journeys in the centre by a quarter by 2030. "Most trips in this city are under five kilometres," said the council's transport lead, Nadia Karimi. "That is a distance a bike can do faster than a car at rush hour."

For the opening weekend, all rides under 30 minutes are free.`;

const main =
  'From Saturday, anyone in Harbourside will be able to pick up an electric bike from one of 40 docking stations across the city and leave it at any other, under a new scheme run by the council and the transport company Velora.';

export const launchBikeShare: ReferenceArticle = {
  id: 'launch-bike-share',
  kind: 'launch announcement with a title line',
  text,
  main,
  key: [
    main,
    'Riding costs 1 to unlock a bike and 15 pence a minute after that, so a typical 12-minute trip to work costs under 3.',
    'A monthly pass costs 20 and includes up to 45 minutes of riding every day.',
    'To use the scheme, download the Velora app, add a payment card and scan the code on a bike to unlock it.',
  ],
};
