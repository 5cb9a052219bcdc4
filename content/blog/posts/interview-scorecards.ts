import type { BlogPostInput } from '../schema';
import { guestAuthor } from '../author';

export const interviewScorecards: BlogPostInput = {
  slug: 'dana-whitcombe-interview-scorecards',
  title: 'Interview Scorecards: Rating Scales That Interviewers Actually Use',
  description:
    'How to build an interview scorecard: competencies, anchored rating scales, evidence notes, independent scoring, and a debrief that turns scores into a decision.',
  share: 'default',
  section: 'Blog',
  topic: 'Interview scorecards',
  date: '2026-09-22',
  updated: '2026-09-22',
  summary:
    'A scorecard is the difference between “I liked her” and “she showed how she would prioritize, with evidence”. How to design one that interviewers fill in honestly and hiring managers trust.',
  author: guestAuthor,
  body: `
Most interviewers, asked after a conversation how it went, will give you a feeling: strong, not sure, no. Ask them why and you get a story, usually about one moment that impressed or worried them. That is not a failure of character; it is how memory works. An [interview scorecard](/hr-glossary/interview-scorecard/) gives the interviewer a way to capture evidence while it is fresh and to judge it against the same standard as everyone else.

I have rolled out scorecards in several organizations. The ones that stick share a few features.

## Tie every line to a competency

A scorecard should list only what this interview is meant to assess: usually two to four [competencies](/hr-glossary/competency/), each defined in a sentence. “Stakeholder management: keeps the people affected by their work informed, negotiates trade-offs, and handles disagreement without escalating by default.”

Each competency gets one or two questions, chosen in advance, with follow-up probes. If the interviewer has no question for a competency, it does not belong on their scorecard; someone else in the loop should cover it.

Resist the temptation to add an overall “culture fit” rating. It invites the very bias the scorecard exists to reduce. If there are values you genuinely hire for, define them as behaviors and assess them like any other competency.

## Anchor the rating scale

A rating of 3 out of 5 means nothing unless everyone agrees what a 3 looks like. Anchors are short descriptions of typical answers at points on the scale. For the question “Tell me about a time you had to deliver work with unclear requirements”:

- **1: No evidence.** Could not give an example, or described waiting to be told what to do.
- **3: Meets the bar.** Gave a real example, asked clarifying questions, made reasonable assumptions and checked them with the stakeholder.
- **5: Strong evidence.** All of the above, plus set up a way to test assumptions early, communicated the risks and changed course when the facts changed.

Write anchors for 1, 3 and 5 and let interviewers use 2 and 4 for answers in between. Draft them with people who are good at the job today; they know what strong looks like.

A four-point scale without a middle option is another choice some teams prefer, because it forces a lean either way. Either works if it is anchored and used consistently.

## Ask for evidence, not adjectives

Next to every rating, leave space for notes, and make one rule: write what the candidate said or did, not what you thought of them. “Described re-planning the launch after the vendor slipped two weeks; told the sales team the same day” is evidence. “Very organized, great energy” is an impression.

Evidence notes make debriefs faster, because people argue about facts rather than feelings. They also protect the organization if a decision is ever challenged, because they show the decision rested on job-related criteria.

## Score alone, then discuss

The most important rule of all: each interviewer submits their scorecard before hearing anyone else's view. Once a senior person says “I loved her”, everyone else's memory quietly adjusts.

Set up your applicant tracking system so that scores are hidden until submitted, or simply ask everyone to send them to the recruiter before the debrief. Then run the debrief competency by competency:

- Show all the scores for the first competency.
- Ask the interviewers with the highest and lowest scores to share their evidence.
- Agree, or note the disagreement, and move on.

The hiring manager speaks last. The decision is theirs, but it should be made on the record of evidence, not on the loudest voice.

## Calibrate and keep improving

Even with anchors, interviewers differ. Some never give a 5; some rarely give less than 4. Two habits help.

First, [calibrate](/hr-glossary/interview-calibration/) before a hiring round. Have the panel score the same sample answer, recorded or written, compare results and discuss the anchors until scores land within a point of each other.

Second, look at the data every few months. Which interviewers are consistently harsher or softer? Which questions produce the same score for everyone (and so tell you nothing)? Do candidates' interview scores relate to how they do in the job? That last question is the one that tells you whether your scorecard is measuring anything. Over time, use it to drop weak questions and sharpen anchors.

## Make it quick to fill in

A scorecard that takes twenty minutes to complete will be filled in at the end of the week from memory, which defeats the purpose. Keep it to one page or one screen. Use the same layout for every role, so interviewers learn it once. Block ten minutes after each interview in the calendar for notes, and send a reminder if the scorecard is not in within the day.

## A template to start from

If you are building your first scorecard, start small: one interview, three competencies, two questions each, anchors at 1, 3 and 5, and an evidence box. Run it for one hiring round, gather feedback from interviewers and adjust. Our [HR toolkit](/hr-toolkit/) includes a free interview scorecard template you can adapt.

The point is not the form. It is the shift it creates, from “did we like them” to “what did they show us”. Once a team has made that shift, it is very hard to go back.
`,
};
