import type { ReferenceArticle } from './types';

const text = `Teenagers who started school an hour later slept more and did better in class, according to a two-year study of 4,000 students published this week in the Journal of Adolescent Health.

Researchers at the University of Minnesota followed students at eight high schools, four of which moved their first bell from 7:30 to 8:30 in the morning. The other four kept their early start and served as a comparison group. Students wore wrist trackers for two weeks each semester and filled in surveys about mood and daytime sleepiness.

The main finding was that students at the later-starting schools slept an average of 43 minutes more on school nights. They did not simply stay up later, as some critics of later start times had predicted; their bedtimes moved by only about ten minutes. Their grades in first-period classes rose by a third of a letter grade, and attendance in the first period improved by six percent.

The benefits were largest for students who had been sleeping the least. Those who slept under seven hours before the change gained almost an hour of sleep, and their reports of feeling sad or hopeless dropped noticeably.

The study had limits. Schools chose for themselves whether to change their schedules, so they may have differed in other ways, and the trackers measure movement rather than sleep directly. The authors also note that later start times cost money, mostly for rearranging bus routes, and some parents struggled with the new drop-off times.

Still, the authors say the results add to a growing body of evidence. "Adolescent body clocks run late, and no amount of discipline changes that," said lead author Kyla Wahlstrom. Several states, including California and Florida, have already passed laws requiring later start times for high schools.`;

const main =
  'Teenagers who started school an hour later slept more and did better in class, according to a two-year study of 4,000 students published this week in the Journal of Adolescent Health.';

export const researchSchoolStart: ReferenceArticle = {
  id: 'research-school-start',
  kind: 'research summary',
  text,
  main,
  key: [
    main,
    'The main finding was that students at the later-starting schools slept an average of 43 minutes more on school nights.',
    'Their grades in first-period classes rose by a third of a letter grade, and attendance in the first period improved by six percent.',
    'The benefits were largest for students who had been sleeping the least.',
  ],
};
