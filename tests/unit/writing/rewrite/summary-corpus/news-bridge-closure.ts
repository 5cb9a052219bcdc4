import type { ReferenceArticle } from './types';

const text = `The Harbor Street Bridge will close to all traffic for fourteen months starting March 3 so crews can replace its corroded steel deck, the city's transportation department announced on Monday. The closure is the longest for any river crossing in the city since the 1990s, and officials expect it to add up to twenty minutes to some commutes.

Engineers found during a routine inspection last spring that water had seeped through cracks in the road surface and rusted the beams that hold it up. The bridge is not in danger of collapse, according to the department, but load limits imposed in October already keep buses and trucks off it. Replacing the deck now is cheaper than patching it every year, officials said.

Drivers will be sent to the Mill Road and Canal Avenue bridges, where signal timing will be adjusted to handle the extra cars. Two bus routes that used Harbor Street will run on Canal Avenue instead, and the city will add a free shuttle between the two riverbanks during rush hours. A temporary walkway for pedestrians and cyclists will stay open for most of the project.

The work is expected to cost 42 million dollars, most of it covered by a federal grant awarded last year. The contractor, Delmar Construction, has agreed to pay a penalty for every day the bridge stays closed past the deadline.

Shop owners on Harbor Street worry the closure will cost them customers. "Half of our trade comes from people driving across on their way home," said Rosa Linden, who runs a hardware store near the east end of the bridge. The city plans to put up signs telling drivers that the businesses remain open and reachable.

Residents can find detour maps and weekly progress updates on the transportation department's website.`;

const main =
  "The Harbor Street Bridge will close to all traffic for fourteen months starting March 3 so crews can replace its corroded steel deck, the city's transportation department announced on Monday.";

export const newsBridgeClosure: ReferenceArticle = {
  id: 'news-bridge-closure',
  kind: 'news report',
  text,
  main,
  key: [
    main,
    'Engineers found during a routine inspection last spring that water had seeped through cracks in the road surface and rusted the beams that hold it up.',
    'Drivers will be sent to the Mill Road and Canal Avenue bridges, where signal timing will be adjusted to handle the extra cars.',
    'The work is expected to cost 42 million dollars, most of it covered by a federal grant awarded last year.',
  ],
};
