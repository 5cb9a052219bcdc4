import type { BlogPostInput } from '../schema';
import { guestAuthor } from '../author';

export const oneWayVideoInterviews: BlogPostInput = {
  slug: 'dana-whitcombe-one-way-video-interviews',
  title: 'One-Way Video Interviews: How to Use Them Fairly and Well',
  description:
    'When one-way video interviews help, how to write the questions, score answers with a rubric, keep them accessible and tell candidates what to expect.',
  share: 'default',
  section: 'Blog',
  topic: 'Video interviews',
  date: '2026-11-02',
  updated: '2026-11-02',
  summary:
    'Recorded interviews can save days of scheduling and give every candidate the same questions. They can also feel cold and shut people out. How to get the first without the second.',
  author: guestAuthor,
  body: `
A one-way video interview is simple: the candidate opens a link, reads or watches a question, takes a moment to think, and records an answer. There is no interviewer on the other end. Reviewers watch the answers later, at a time that suits them.

For hiring teams that run many first-round conversations, that changes the arithmetic of the week. No calendars to line up, no time zones to juggle, no half-hour slots that end after ten minutes because it is obvious the fit is wrong. For candidates, it can mean interviewing at 9 p.m. after a shift rather than taking unpaid time off. Used badly, though, a one-way interview feels like talking to a wall and filters people on how comfortable they are in front of a camera. Here is how I have seen it work.

## Decide what the step is for

A recorded interview should replace something, not add a stage. In most processes it replaces the first screening call, or the first round of structured interview questions for high-volume roles. If you keep the screening call and add a video step, you have made the process longer for everyone.

Be clear about what it measures. A one-way interview is good at showing how a candidate explains their thinking, how they would approach a realistic situation, and whether they can communicate clearly in the way the job requires. It is not a good test of technical skill (use a [work sample](/hr-glossary/work-sample-test/) for that), and it is a poor place to judge anything about appearance, background or accent, which should play no part in the decision anyway.

## Write fewer, better questions

Three to five questions is plenty. Each should be tied to a competency you defined before the job opened, and each should be a question you would be happy to ask in a live [structured interview](/hr-glossary/structured-interview/).

Two kinds work well:

- **Situational questions** describe a realistic moment from the job: “A customer says their order arrived damaged for the second time and asks for a refund you are not allowed to approve. What do you say?”
- **Behavioral questions** ask about a real past example: “Tell me about a time you had to learn a new system quickly. How did you go about it?”

Avoid trick questions, brainteasers and anything that requires private information. Write each question so that someone with no experience in your industry could still give a strong answer from another context.

Give candidates enough time. Thirty seconds to a minute to prepare and two to three minutes to answer suits most questions. Allow at least one re-record; nobody's best answer is their first take when they are nervous and alone with a webcam. If you want to see an unrehearsed answer, say so in advance and explain why.

## Score answers, not people

The biggest mistake I see is teams watching recordings and forming a general impression. That brings back every bias structure was meant to remove. Before the first answer comes in, write an [interview scorecard](/hr-glossary/interview-scorecard/) for each question, with short descriptions of what a weak, acceptable and strong answer contains.

Then:

- Have each reviewer score each answer independently before talking to anyone else.
- Score question by question across candidates, rather than candidate by candidate. It keeps the rubric fresh and reduces the halo of one strong answer.
- Use two reviewers for borderline cases, and look at the gaps between their scores as a calibration exercise.
- Write down a one-line reason for every rejection.

If you use software that transcribes answers or suggests scores, treat its output as a draft. A person should own every decision, and you should be able to explain how any automated step works. If a tool scores or ranks candidates and you hire in New York City, Local Law 144 requires an independent [bias audit](/hr-glossary/bias-audit/) and notice to candidates before you use it; everywhere in the US, federal anti-discrimination law applies to the outcomes.

## Make it accessible from the start

Some candidates will need a different format: captions on recorded questions, more time, a written answer instead of a spoken one, or a live call. The Americans with Disabilities Act requires employers to provide [reasonable accommodations](/hr-glossary/reasonable-accommodation/) in hiring, and the practical answer is to build them in rather than wait to be asked.

Say in the invitation how to request a different format, and make the request easy: one email address or one button, not a form that asks for medical details. Check the platform works on an older phone with a mediocre connection, and that it does not require a particular browser. Candidates without a quiet room at home should have the option to record later or use a phone.

## Tell candidates exactly what will happen

Uncertainty is what makes recorded interviews feel unfair. The invitation should say:

- how many questions there are and roughly how long the whole thing takes,
- how much time they have to prepare and answer, and whether they can re-record,
- who will watch the answers and how they will be scored,
- the deadline, and when they will hear back.

A short recorded welcome from the hiring manager, explaining the role and the team, helps more than most teams expect. It gives the candidate a face and a voice before they are asked to give theirs.

Then keep the promise on timing. A candidate who recorded answers on Tuesday and hears nothing for three weeks will assume no one watched them. Reply to everyone, including the people you are not moving forward.

## Measure whether it is working

After a couple of months, look at the numbers that matter:

- **Completion rate**: what share of invited candidates finish? A low rate usually means too many questions, a deadline that is too short or a technical problem on mobile.
- **Time to hire**: did removing the screening call actually shorten the process?
- **Pass rates by group**: are candidates from any group advancing at noticeably lower rates? If so, review the questions and the scoring, and run the [four-fifths rule](/hr-glossary/four-fifths-rule/) check with sensible attention to sample size.
- **Hiring manager confidence**: do the candidates who pass this stage do well at the next one?

Ask candidates, too. A two-question survey after the step tells you quickly whether the instructions were clear and whether it felt fair.

## The short version

One-way video interviews save real time for both sides when they replace a step, ask a few job-related questions, are scored against a rubric by people, and are explained honestly to candidates. They go wrong when they become a gate that judges polish on camera. Build the process around the evidence you need, and the format becomes a convenience rather than an obstacle.
`,
};
