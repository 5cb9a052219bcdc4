import type { ReferenceArticle } from '../types';

const text = `Three years ago, recorded video interviews were sold to employers as a way to see more candidates in less time. Applicants answer questions to a webcam, alone, with a timer counting down, and recruiters watch the recordings later. Having sat on both sides of these interviews, I think most employers should stop using them.

The first problem is that they drive away good people. When we used one-way video for graduate hiring, a third of the candidates we invited never recorded their answers. Those who dropped out were not the weakest; several had already accepted offers from employers who had simply picked up the phone. Strong candidates have choices, and talking to a webcam with no one on the other side is not an attractive one.

The second problem is that they tell you little. An interview is a conversation. Its value lies in the follow-up question, the moment when you ask "what did you do next?" and hear what the person actually did. A recording cannot ask that. What you get instead is a polished monologue that rewards people who are comfortable on camera, which is not a skill most jobs need.

Supporters say recorded interviews are fairer, because every candidate gets the same questions. But the same fairness comes from a structured live interview, where every candidate is asked the same questions by a person who can still follow up. Structured interviews are among the best predictors of job performance we have, and they need no special software.

There is a place for recorded video: a short optional introduction, perhaps, for roles where candidates are spread across time zones. But as a screening step, it costs employers the candidates they most want while telling them less than a fifteen-minute phone call would.

If you want to see more candidates in less time, shorten your live interviews. Do not remove the person from them.`;

const main = 'Having sat on both sides of these interviews, I think most employers should stop using them.';

export const opinionVideoInterviews: ReferenceArticle = {
  id: 'opinion-video-interviews',
  kind: 'opinion column',
  text,
  main,
  key: [
    main,
    'When we used one-way video for graduate hiring, a third of the candidates we invited never recorded their answers.',
    'A recording cannot ask that.',
    'But the same fairness comes from a structured live interview, where every candidate is asked the same questions by a person who can still follow up.',
    'If you want to see more candidates in less time, shorten your live interviews.',
  ],
};
