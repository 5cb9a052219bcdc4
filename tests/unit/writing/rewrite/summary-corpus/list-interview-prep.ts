import type { ReferenceArticle } from './types';

const text = `How to prepare for a job interview in one evening

You have an interview tomorrow and only tonight to get ready. That is enough time if you spend it on the things that matter most. Interviewers mainly want to know three things: whether you can do the job, whether you want it, and whether you will work well with the team. Everything you prepare tonight should help you answer those questions.

- Read the job ad again and list the five skills it asks for most often. For each one, write down a short example from your own work that shows it.
- Research the company for twenty minutes. Read its website's about page and its latest news, so you can say why you want to work there and not somewhere else.
- Prepare your answer to "Tell me about yourself." Keep it under two minutes: where you are now, what you have done that fits this job, and why you are applying.
- Practise your answers out loud. Say your examples to a friend or to your phone's recorder; answers that sound fine in your head often ramble when spoken.
- Write three questions to ask them. Good questions are about the work itself, such as what success looks like in the first six months.
- Plan the practical details. Check the route or the video link, lay out your clothes and print a copy of your CV.

Then go to bed. A good night's sleep will do more for you tomorrow than another hour of reading.

One last thing: interviewers expect some nerves. If you lose your thread, it is fine to pause, take a breath and say you would like to start that answer again.`;

const main =
  'Interviewers mainly want to know three things: whether you can do the job, whether you want it, and whether you will work well with the team.';

export const listInterviewPrep: ReferenceArticle = {
  id: 'list-interview-prep',
  kind: 'list article with a title line',
  text,
  main,
  key: [
    main,
    'Read the job ad again and list the five skills it asks for most often.',
    'Research the company for twenty minutes.',
    'Practise your answers out loud.',
    'Write three questions to ask them.',
  ],
};
