import type { ReferenceArticle } from './types';

const text = `My grandfather worked six days a week at a textile mill for forty years, and on Sundays he mostly slept. When I told him about my job, with its laptop and its Fridays that end at four, he laughed and said I did not know what work was. He was probably right.

But the working week has changed before, and it should change again. Companies should move to a four-day week at full pay, because the evidence now shows that they lose nothing by doing so and their staff gain a great deal.

The largest trial so far, run in Britain in 2022, involved 61 companies and nearly 3,000 workers. After six months, 56 of the companies kept the four-day week, and revenue stayed broadly the same. Staff reported less burnout and fewer sick days, and the number of people who quit fell by more than half.

Critics say these results come from office firms that volunteered, and they are right that a hospital or a factory cannot simply close on Fridays. But a four-day week does not have to mean everyone off on the same day. Shifts can be staggered, and in several trials hospitals and call centres did exactly that.

The deeper argument is about what we count as work. Much of an office week is spent in meetings that could be emails and in hours of looking busy. When people have one day fewer, they cut that waste first. The trial companies reported shorter meetings and fewer interruptions, not longer evenings.

There are costs. Some employers will need to hire more staff, and small firms may find the change harder than large ones. Governments could help with tax breaks for firms that make the switch, as Spain has begun to do.

My grandfather fought for his Saturdays through his union, and he got them in the end. A shorter week is the same fight, and it is one worth winning.`;

const main =
  'Companies should move to a four-day week at full pay, because the evidence now shows that they lose nothing by doing so and their staff gain a great deal.';

export const opinionFourDayWeek: ReferenceArticle = {
  id: 'opinion-four-day-week',
  kind: 'opinion piece with a side anecdote first',
  text,
  main,
  key: [
    main,
    'After six months, 56 of the companies kept the four-day week, and revenue stayed broadly the same.',
    'Staff reported less burnout and fewer sick days, and the number of people who quit fell by more than half.',
    'But a four-day week does not have to mean everyone off on the same day.',
  ],
};
