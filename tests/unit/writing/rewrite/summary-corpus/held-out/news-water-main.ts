import type { ReferenceArticle } from '../types';

const text = `A burst water main flooded three streets in the Eastgate district early on Tuesday, leaving about 4,000 homes without running water and forcing the closure of two primary schools.

The 60-year-old pipe under Mill Road gave way shortly after 3 a.m., sending water half a metre deep into front gardens and basements. Firefighters helped twelve residents leave their homes, and nobody was hurt.

Riverside Water said engineers had isolated the damaged section by 7 a.m. and expected to restore supplies to most homes by Wednesday evening. Until then, bottled water is being handed out at the Eastgate community centre from 8 a.m. to 8 p.m. Residents who are elderly or disabled can ask for a delivery by calling the company's priority line.

Mill Road will stay closed between the railway bridge and Oak Lane for at least a week while the pipe is replaced. Buses 14 and 22 are being diverted along Station Road.

Hillside Primary and St Anne's Primary will remain closed on Wednesday. Parents will be told by text message when the schools can reopen.

This is the third burst on the same stretch of pipe in two years. Local councillor Ruth Adeyemi said residents were tired of promises. "Every time, we are told it is a one-off," she said. "This pipe needs to be replaced in full, not patched."

Riverside Water said the pipe was already in its plan for replacement in 2027 and that it would now look at bringing the work forward. The company also said customers who lost water for more than 12 hours would receive automatic compensation of 30 pounds, with no need to claim.

Anyone who sees water coming up through the road is asked to report it on the company's leak line.`;

const main =
  'A burst water main flooded three streets in the Eastgate district early on Tuesday, leaving about 4,000 homes without running water and forcing the closure of two primary schools.';

export const newsWaterMain: ReferenceArticle = {
  id: 'news-water-main',
  kind: 'news report',
  text,
  main,
  key: [
    main,
    'Riverside Water said engineers had isolated the damaged section by 7 a.m. and expected to restore supplies to most homes by Wednesday evening.',
    'Until then, bottled water is being handed out at the Eastgate community centre from 8 a.m. to 8 p.m.',
    'Mill Road will stay closed between the railway bridge and Oak Lane for at least a week while the pipe is replaced.',
    'The company also said customers who lost water for more than 12 hours would receive automatic compensation of 30 pounds, with no need to claim.',
  ],
};
