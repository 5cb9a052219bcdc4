import type { ReferenceArticle } from './types';

const text = `Oak Hollow Park has been the heart of the Eastside neighbourhood since 1952, when a group of families turned a disused brickyard into a playground. Generations of children learned to swim in its pool, and its bandstand has hosted a summer concert every July for more than sixty years. In the 1980s the park added tennis courts, and in 2005 a skate park was built on the old parking lot.

Time has taken its toll. The pool has leaked since at least 2018, the bandstand roof was closed off after a storm two winters ago, and the paths flood after heavy rain. Neighbours have raised money for small repairs, but the big problems have outlasted every fundraiser.

Last week the parks department confirmed what many had hoped for: Oak Hollow Park will close next spring for an 18-month renovation that replaces the pool, rebuilds the bandstand and regrades the paths so they drain. The 11 million dollar project is paid for by a state parks grant and a bond that voters approved in November.

The plans, drawn up after three public meetings, also add a splash pad for toddlers, shade trees along the north side and a community room that can be rented for events. The tennis courts and the skate park will stay as they are and remain open during most of the work.

Not everyone is pleased. Some residents wanted the pool replaced with a larger indoor one that could open all year, which the department said would have cost twice as much. Others worry that the summer concerts will be lost for two seasons; organisers are looking for a temporary home at the high school.

Longtime neighbour Frank Delaney, who learned to swim in the pool in 1961, says he is ready. "It's time," he said. "My grandkids deserve a pool that holds water."

Updates and construction schedules will be posted at the park entrance and online.`;

const main =
  'Last week the parks department confirmed what many had hoped for: Oak Hollow Park will close next spring for an 18-month renovation that replaces the pool, rebuilds the bandstand and regrades the paths so they drain.';

export const middleParkRenovation: ReferenceArticle = {
  id: 'middle-park-renovation',
  kind: 'local news with the main point in the middle',
  text,
  main,
  key: [
    'The pool has leaked since at least 2018, the bandstand roof was closed off after a storm two winters ago, and the paths flood after heavy rain.',
    main,
    'The 11 million dollar project is paid for by a state parks grant and a bond that voters approved in November.',
    'The plans, drawn up after three public meetings, also add a splash pad for toddlers, shade trees along the north side and a community room that can be rented for events.',
  ],
};
