import type { ReferenceArticle } from './types';

const text = `Have you ever wondered why your electricity bill jumps in winter even though you barely use the air conditioning? Or why the neighbour with the identical house pays less? I certainly did, until I spent a weekend with a borrowed energy monitor.

The biggest cause of high winter electricity bills in homes with electric heating is heat escaping through gaps and thin insulation, not the appliances people usually blame. In my house, the monitor showed that heating used about 70 percent of our electricity on cold days, while the fridge, the television and all the lights together used less than 15 percent.

Finding the leaks is cheap. On a windy day, hold a lit incense stick near window frames, door edges, electrical sockets on outside walls and the loft hatch; where the smoke wavers, air is getting in. Many energy suppliers also lend thermal cameras for free, which show cold spots as blue patches.

Fixing them is cheap too. Self-adhesive draught strips for doors and windows cost a few pounds each, and a brush strip on the letterbox and a cover for the loft hatch cost little more. Sealing gaps in our house took one afternoon and about 60 pounds in materials.

Insulation costs more but pays back faster than most people think. Topping up loft insulation to 270 millimetres typically costs a few hundred pounds and, according to the Energy Saving Trust, can save a semi-detached house around 150 pounds a year. Many councils offer grants that cover part or all of the cost for lower-income households.

Our bill for January fell by about a fifth compared with the year before, even though the winter was colder. The house also feels warmer, because draughts make a room feel colder than the thermostat says.

So before you replace the fridge or switch off the Wi-Fi router at night, seal the gaps. It is the cheapest comfort you can buy.`;

const main =
  'The biggest cause of high winter electricity bills in homes with electric heating is heat escaping through gaps and thin insulation, not the appliances people usually blame.';

export const hookWinterBills: ReferenceArticle = {
  id: 'hook-winter-bills',
  kind: 'blog post opening with questions',
  text,
  main,
  key: [
    main,
    'Sealing gaps in our house took one afternoon and about 60 pounds in materials.',
    'Topping up loft insulation to 270 millimetres typically costs a few hundred pounds and, according to the Energy Saving Trust, can save a semi-detached house around 150 pounds a year.',
    'Our bill for January fell by about a fifth compared with the year before, even though the winter was colder.',
  ],
};
