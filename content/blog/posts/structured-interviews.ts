import type { BlogPostInput } from '../schema';
import { guestAuthor } from '../author';

export const structuredInterviews: BlogPostInput = {
  slug: 'dana-whitcombe-structured-interviews',
  title: 'Structured Interviews: How to Design Questions and Scorecards',
  description:
    'A step-by-step guide to structured interviews: choosing competencies, writing behavioral and situational questions, anchored scorecards and fair debriefs.',
  share: 'default',
  section: 'Blog',
  topic: 'Structured interviews',
  date: '2026-07-14',
  updated: '2026-07-14',
  summary:
    'Unstructured interviews feel insightful and predict poorly. How to design questions, anchored rating scales and debriefs that make every interview count, without turning it into an interrogation.',
  author: guestAuthor,
  body: `
Ask ten interviewers what they learned from a conversation with the same candidate and you will get ten different stories. That is the problem with the unstructured interview: it measures the chemistry between two people as much as the candidate’s ability to do the job. Decades of research on selection methods point the same way. Structured interviews, where every candidate gets the same questions and every answer is rated against the same scale, predict job performance considerably better than free-flowing conversations.

Structure does not have to mean stiff. Done well, a structured interview is a better conversation, because the interviewer knows what they are listening for and the candidate knows what is being asked of them. Here is how to build one.

## Choose four or five competencies, not twelve

A single interview cannot assess everything. Start from the skills you defined for the role (if you are running skills-based hiring, you already have them) and split them across the process:

- The job simulation covers the technical core of the work.
- Each interview covers two or three competencies the simulation cannot show, such as stakeholder management, handling ambiguity or learning from feedback.
- No competency is assessed by only one person, and no interviewer assesses more than three.

Write each competency as a sentence describing what good looks like in this role. “Prioritisation: chooses what to work on based on impact and urgency, and explains trade-offs to the people affected” is far more useful to an interviewer than the single word.

## Write questions that produce evidence

Two question types do most of the work.

**Behavioral questions** ask about the past: “Tell me about a time you had two urgent requests from different managers and could only deliver one. What did you do?” Past behaviour in similar situations is a reasonable guide to future behaviour, and a specific story is hard to fake for long.

**Situational questions** ask about a realistic hypothetical: “A customer escalates a billing error to your CEO on a Friday evening. You are on call. Walk me through the next hour.” These work well for early-career candidates who may not have a relevant story yet.

For every question, write two or three follow-up probes in advance: “What did you say to the manager whose request you declined?”, “What would you do differently?” Probes are where the evidence comes from. Without them, interviewers improvise, and improvised follow-ups drift toward whatever the interviewer finds interesting.

Avoid questions that test interview skill rather than job skill. “What is your greatest weakness?” mostly tells you whether the candidate has read the same advice articles you have.

## Build an anchored rating scale

A scorecard that asks interviewers to rate “communication” from 1 to 5 invites each interviewer to use their own private definition of a 4. Anchor the scale instead: for each competency, write a short description of what a 1, a 3 and a 5 answer sounds like.

For the prioritisation example:

- **1, weak:** Describes doing whatever arrived first or whoever shouted loudest; no reasoning about impact.
- **3, adequate:** Names a sensible priority and a reason, but does not consider who else was affected.
- **5, strong:** Weighs impact and urgency explicitly, tells the affected people early and explains the trade-off; reflects on what they would change.

A five-point scale with anchors at 1, 3 and 5 gives interviewers room for in-between answers while keeping everyone calibrated to the same picture.

## Run the interview the same way every time

Consistency is what makes comparisons fair. Give interviewers a short guide and ask them to follow it:

- Open the same way: introduce yourself, explain the format and how long it will take, and tell the candidate they can ask for a question to be repeated.
- Ask the questions in the same order, with the written probes. Extra probes are fine if they seek evidence on the same competency.
- Take notes on what the candidate said and did, not on your impressions. “Called the customer before emailing finance” is evidence; “seemed proactive” is a conclusion.
- Leave time at the end for the candidate’s questions, and do not score that part.

One-way video interviews are a useful way to run the first structured round at volume. Every candidate answers the same questions, on their own schedule, and reviewers rate recorded answers against the same anchors. Tools such as [Quotient Interview](/products/interview/) let several reviewers score independently before seeing each other’s ratings.

## Score before you talk

The most common way to undo all of this work is the debrief. The most senior or most confident person speaks first, everyone else adjusts, and the scorecard is filled in afterwards to match the conversation.

Reverse the order:

1. Each interviewer submits ratings and evidence notes independently, within a few hours of the interview.
2. The hiring manager reads all scorecards before the debrief.
3. The debrief starts with the competencies where ratings disagree most, and each interviewer shares their evidence.
4. Ratings may change only when someone points to evidence the others missed.

This keeps the discussion on what the candidate actually did, and it makes disagreements useful instead of political.

## Train interviewers once, calibrate often

A ninety-minute training session covers the essentials: why structure matters, how to probe, how to take evidence notes and how to use the anchors. After that, calibration matters more than training. Once a quarter, have interviewers rate the same recorded answer separately and compare their scores. Where ratings spread widely, rewrite the anchor.

Track interviewer patterns too. An interviewer who rates every candidate a 4, or who consistently scores one group lower than colleagues do, needs a conversation and possibly a break from the panel.

## What changes when you get it right

The teams I have seen adopt structured interviews report the same effects. Hiring decisions get faster because debriefs are shorter. Hiring managers trust the process more because they can see the evidence behind a recommendation. Rejected candidates get more useful feedback, because there is something specific to tell them. And new hires perform more consistently, because the bar is the same for everyone who clears it.

Start small: one role, four competencies, one page of questions and anchors. Run it for a hiring cycle, collect your interviewers’ complaints, and fix the anchors they found vague. By the second cycle, nobody will want to go back.
`,
};
