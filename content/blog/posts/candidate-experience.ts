import type { BlogPostInput } from '../schema';
import { guestAuthor } from '../author';

export const candidateExperience: BlogPostInput = {
  slug: 'dana-whitcombe-candidate-experience',
  title: 'Candidate Experience: Eight Fixes Candidates Actually Notice',
  description:
    'Eight practical improvements to candidate experience, from honest job posts and short applications to timely updates and real feedback, and how to measure them.',
  share: 'default',
  section: 'Blog',
  topic: 'Candidate experience',
  date: '2026-09-22',
  updated: '2026-09-22',
  summary:
    'Candidates judge your company by how you hire them, and most of them will not get the job. Eight fixes that change how your process feels from the other side, and how to know they are working.',
  author: guestAuthor,
  body: `
Every hiring process produces far more rejected candidates than hires. For a typical role, dozens or hundreds of people apply and one accepts an offer. Each of the others leaves with an opinion of your company, tells friends about it and, increasingly, writes it down in public. Some of them are your customers. Some of them would have been a great hire for the next role.

Candidate experience is often discussed as a matter of friendliness. In my experience it is mostly a matter of respect for the candidate’s time and of keeping promises. These are the eight changes that made the biggest difference in the teams I have led.

## 1. Write a job post that tells the truth

The experience starts before anyone applies. A posting that lists fifteen requirements, hides the salary and describes the culture in adjectives forces candidates to guess whether applying is worth their time.

Say what the person will actually do in their first months, which skills you will assess and how, what the salary range is and what the process looks like, with the number of stages and how long each takes. Candidates who are not a fit will self-select out, and the ones who apply arrive better prepared.

## 2. Make applying take minutes, not an hour

Long application forms that ask candidates to retype their resume into twenty fields are the single biggest source of drop-off I have measured. Ask only for what you need to make the first decision. If you screen on skills, that may be contact details and a short assessment, with the resume optional at this stage.

Test your own application on a phone. If it is painful for you, it is painful for the candidates you most want, who are usually busy in a job already.

## 3. Acknowledge every application immediately

A confirmation that says “we received your application” is the minimum. A good acknowledgement also says what happens next and when: “We review applications every weekday. If you move forward, you will receive a short skills exercise within three working days. If not, we will tell you within two weeks.” Then keep the promise.

## 4. Make assessments short and relevant

Candidates do not mind being tested. They mind tests that seem unrelated to the job, that take an entire weekend or that disappear into a void. A short job simulation that looks like the real work tells the candidate something useful about the role too, which turns an assessment into a preview of the job.

Keep it well under an hour, let candidates complete it when it suits them and tell them in advance exactly what it involves.

## 5. Respect people’s calendars

Scheduling is where many processes feel most disorganised: long email threads, time-zone mix-ups, last-minute reschedules by the interviewer. Let candidates choose from available slots themselves, send calendar invitations with the names and roles of the interviewers, and treat an interviewer’s late cancellation as a failure to fix, not as normal.

One-way video interviews are a good option for the first round, because candidates can record answers in the evening or at the weekend without taking time off from their current job.

## 6. Prepare interviewers, and tell candidates who they will meet

Nothing signals disrespect faster than an interviewer who opens the candidate’s resume for the first time during the call. Give every interviewer the structured interview guide and the candidate’s assessment results a day in advance, and ask them to read both.

Tell the candidate who they will meet, what each conversation will cover and what they might want to prepare. This is not giving away answers. It lets candidates show their best work rather than their best improvisation.

## 7. Give real feedback, including to candidates you reject

Most candidates never hear why they were not selected, and the silence is what they remember. With structured scorecards and skills reports, specific feedback is easy to give: “Your analysis of the support queue was strong; the written reply to the customer did not explain the refund policy clearly enough for this role.”

At minimum, send a personal decision to everyone who reached an interview. For candidates who completed an assessment, share their results. Tools such as [Quotient Assess](/products/assessment/) generate candidate-facing feedback from the same skills report the hiring team uses, so this takes no extra time.

## 8. Close the loop quickly

Once a decision is made, tell the candidate the same day, whichever way it went. Drawn-out endings, where a candidate hears nothing for weeks after a final interview, undo all the goodwill of a well-run process. If a decision is delayed, say so and give a new date.

## Measure it like any other part of the funnel

You cannot improve what you do not measure. Four numbers give a good picture:

- **Drop-off rate by stage.** Where do candidates abandon the process? A spike at the application form or the assessment points to a specific fix.
- **Candidate satisfaction score.** A two-question survey after each stage, sent to everyone including rejected candidates, asking how they would rate the experience and what one thing would improve it.
- **Time in stage.** Long waits show up here before they show up in complaints.
- **Offer acceptance rate.** Candidates who enjoyed the process accept more often and negotiate less aggressively.

Review these monthly with hiring managers. The free-text answers are often more useful than the scores: candidates will tell you exactly which step felt pointless.

## The business case

Candidate experience pays back in three ways. Strong candidates stay in your process instead of accepting a faster offer elsewhere. Rejected candidates re-apply for later roles and refer others, which lowers your sourcing cost. And your employer brand, which is really just the sum of these experiences, makes every future role easier to fill.

None of the eight fixes above requires a large budget. They require deciding that a candidate’s time matters as much as your interviewers’ time, and building the process around that decision.
`,
};
