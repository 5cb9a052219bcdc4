import type { ReferenceArticle } from './types';

const text = `What a morning! The sun came out just as the first volunteers arrived at the boathouse, and by nine o'clock the queue for coffee stretched past the bike racks.

More than 240 volunteers took part in the Riverside Clean-Up on Saturday and removed 3.1 tonnes of litter from four kilometres of riverbank, the largest haul in the event's twelve-year history. That is almost twice the weight collected last year, when about 150 people came.

Volunteers worked in teams of ten along both banks between the Mill Bridge and the weir. Besides the usual bottles and cans, they pulled out two shopping trolleys, a sofa, eleven tyres and a surprising number of traffic cones. The heaviest items were lifted out with help from the rowing club's boats.

Plastic made up most of what was found. About 60 percent of the bags were plastic bottles, wrappers and food containers, and volunteers from the university recorded every item so the data can be shared with the national litter survey. The survey uses these counts to argue for deposit return schemes, which have cut bottle litter sharply in other countries.

The council has agreed to install six new bins with lids along the towpath next month, after volunteers showed that most litter collected near the existing open bins had been blown out of them by the wind.

Thank you to everyone who came, to the bakery on Water Lane for the pastries, and to the scout group who ran the sorting tables all morning without a break.

The next clean-up is on 14 September. If you would like to lead a team, please reply to this newsletter; we need six more team leaders.`;

const main =
  "More than 240 volunteers took part in the Riverside Clean-Up on Saturday and removed 3.1 tonnes of litter from four kilometres of riverbank, the largest haul in the event's twelve-year history.";

export const hookRiverCleanup: ReferenceArticle = {
  id: 'hook-river-cleanup',
  kind: 'community newsletter with a colourful opening',
  text,
  main,
  key: [
    main,
    'About 60 percent of the bags were plastic bottles, wrappers and food containers, and volunteers from the university recorded every item so the data can be shared with the national litter survey.',
    'The council has agreed to install six new bins with lids along the towpath next month, after volunteers showed that most litter collected near the existing open bins had been blown out of them by the wind.',
    'The next clean-up is on 14 September.',
  ],
};
