import type { BlogPostInput } from '../schema';
import { guestAuthor } from '../author';

export const reduceTimeToHire: BlogPostInput = {
  slug: 'dana-whitcombe-reduce-time-to-hire',
  title: 'How to Reduce Time to Hire Without Lowering the Bar',
  description:
    'Where hiring time really goes and how to win it back: measure stage by stage, cut waiting time, screen on skills, run interviews in parallel and decide in 48 hours.',
  share: 'default',
  section: 'Blog',
  topic: 'Time to hire',
  date: '2026-08-18',
  updated: '2026-08-18',
  summary:
    'Most hiring time is spent waiting, not evaluating. How to find where your process stalls, remove the waits and keep the quality of your hires, with the numbers to track as you go.',
  author: guestAuthor,
  body: `
When a hiring manager tells me recruiting is too slow, I ask to see the calendar for the last role we filled. Almost every time, the story is the same. The actual evaluation of candidates took a few days of work. The rest of the six or eight weeks was waiting: for a resume review, for an interviewer’s free slot, for a debrief, for an approval, for an offer letter.

That is good news, because waiting is much easier to remove than evaluation. You can cut time to hire substantially without skipping a single step that tells you something about the candidate.

## Measure each stage before you change anything

“Time to hire” is one number hiding several. Before you fix anything, break it down for your last ten or twenty hires:

- Time from application to first review.
- Time from first review to first interview.
- Time between interview rounds.
- Time from final interview to decision.
- Time from decision to signed offer.

Put the numbers in a simple table by role. Most teams find that one or two stages account for most of the delay, and that those stages are almost never the ones anyone complains about. In my last team, the biggest single delay was the gap between the final interview and the debrief, which averaged six working days because we waited until every interviewer could attend the same meeting.

## Cut the waiting, not the evaluating

Once you know where time goes, attack the queues.

**Review applications daily.** Candidates who apply on a Monday and hear nothing for two weeks are already talking to other companies. A daily thirty-minute review slot, or an automated first step that responds immediately, changes this overnight.

**Block interview time in advance.** Ask each regular interviewer to hold two or three recurring slots a week for interviews. Unused slots go back to them the day before. This single habit removes most of the scheduling back-and-forth, and automated scheduling tools remove the rest by letting candidates pick from those slots directly.

**Run rounds in parallel where you can.** There is rarely a good reason why the technical interview must wait for the culture interview. If both are needed, schedule them on the same day or back to back.

**Decide within 48 hours.** Agree with hiring managers that a decision is due within two working days of the final interview. Collect scorecards independently and hold a short debrief only where ratings disagree.

## Screen on skills first

Resume screening is slow because resumes are inconsistent, and it is unreliable because resumes are weak evidence. A short job simulation at the start of the process is faster to review and tells you more.

The time saving compounds. When only candidates who have demonstrated the core skills reach the interview stage, you need fewer interviews per hire. If half of your first-round interviews currently end in “not strong enough”, moving the skills check earlier halves the interview hours per hire, and frees those slots for the candidates who deserve them.

One-way video interviews help at the same stage. Candidates record answers to the same structured questions when it suits them, often the same evening, and reviewers watch them in a fraction of the time a live screening call takes. Teams using [Quotient Interview](/products/interview/) alongside skills assessments typically remove an entire round of live calls.

## Keep the bar where it is

Speed is only a win if quality holds. Three safeguards keep it there:

1. **Keep structure.** Every candidate still sees the same questions and the same scoring anchors. Faster scheduling does not mean shorter or improvised interviews.
2. **Keep the evidence.** Decisions still rest on simulation results and interview notes, not on whoever is available to give an opinion.
3. **Watch quality metrics.** Track hiring-manager satisfaction at ninety days and first-year retention alongside time to hire. If time to hire falls and quality holds, you are doing it right.

## Fix the offer stage

Many processes lose their best candidates at the very end. The decision is made, and then the offer takes a week because compensation approval, a background check and the offer letter all happen one after another.

Move these steps earlier. Agree the salary range with finance when the role is opened, not when the candidate is chosen. Prepare the offer template for the role in advance. Start reference conversations with the candidate’s consent while the final interviews are still running. Then call the candidate with a verbal offer on the day the decision is made, and send the written version the same day.

## Communicate at every step

A fast process that feels silent to the candidate still feels slow. Tell candidates what the stages are, how long each takes and when they will hear from you next, and then keep that promise. Automated status updates cost nothing and reduce candidate drop-off noticeably, particularly for in-demand roles where candidates hold several processes at once.

## What the results look like

When teams apply these changes together, the improvements are large. I have seen teams cut time to hire by half or more within two hiring cycles, and Quotient’s own customer stories describe [time to hire falling by 60%](/customer/case-study-how-to-reduce-time-to-hire/) once skills screening and scheduling were automated. The common thread is not any one tool: it is treating every day a candidate waits as a cost, and removing the waits one by one.

## A one-week plan

- **Monday:** pull stage-by-stage timings for your last ten hires.
- **Tuesday:** identify the two slowest stages and the reason for each.
- **Wednesday:** agree recurring interview slots and a 48-hour decision rule with your hiring managers.
- **Thursday:** add a short skills assessment to the start of your highest-volume role.
- **Friday:** write candidate-facing stage descriptions with timings and send them with every application acknowledgement.

Then measure again after your next few hires. The numbers will tell you where to go next.
`,
};
