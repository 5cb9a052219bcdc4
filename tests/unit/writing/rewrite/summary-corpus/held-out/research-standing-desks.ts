import type { ReferenceArticle } from '../types';

const text = `Standing desks have become a common perk in offices, sold as a cure for the harm done by sitting all day. A new study suggests that on their own they change very little.

Researchers at the University of Lund followed 1,200 office workers for a year. Half were given a sit-stand desk; the other half kept their ordinary desks. Workers in both groups wore a small activity tracker on the thigh, which recorded how long they sat, stood and walked.

In the first month, people with the new desks stood for about an hour more each day. By the sixth month, the difference had shrunk to 14 minutes, and by the end of the year it was too small to measure. Most of the desks, the researchers found, were left in the sitting position.

The study also found no difference between the groups in back pain, weight or blood pressure after twelve months.

A second part of the study told a different story. A smaller group of 300 workers received the desk together with a short programme: a reminder on their computer every 45 minutes, walking meetings once a week and a manager who stood for part of the day. In that group, workers still stood 50 minutes more per day after a year, and reported less lower back pain than the others.

"The desk is not the intervention," said lead author Dr. Sara Lindqvist. "The habit is. A desk makes standing possible, but people need a reason and a reminder to do it, and they are far more likely to do it if their manager does."

The authors note some limits. All the workers were in Sweden, most were in office jobs with flexible hours, and the tracker could not tell standing still from shifting about.

Employers thinking of buying standing desks, the authors say, should budget for the programme as well as the furniture.`;

const main = 'A new study suggests that on their own they change very little.';

export const researchStandingDesks: ReferenceArticle = {
  id: 'research-standing-desks',
  kind: 'research news',
  text,
  main,
  key: [
    main,
    'By the sixth month, the difference had shrunk to 14 minutes, and by the end of the year it was too small to measure.',
    'The study also found no difference between the groups in back pain, weight or blood pressure after twelve months.',
    'In that group, workers still stood 50 minutes more per day after a year, and reported less lower back pain than the others.',
    'Employers thinking of buying standing desks, the authors say, should budget for the programme as well as the furniture.',
  ],
};
