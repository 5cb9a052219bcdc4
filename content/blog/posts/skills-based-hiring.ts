import type { BlogPostInput } from '../schema';
import { guestAuthor } from '../author';

export const skillsBasedHiring: BlogPostInput = {
  slug: 'dana-whitcombe-skills-based-hiring',
  title: 'Skills-Based Hiring: A Practical Playbook for Talent Teams',
  description:
    'How to move from resume screening to skills-based hiring: define the skills a role needs, test them with job simulations and score every candidate the same way.',
  share: 'default',
  section: 'Blog',
  topic: 'Skills-based hiring',
  date: '2026-06-09',
  updated: '2026-06-09',
  summary:
    'Resumes tell you where someone has been, not what they can do. A step-by-step playbook for defining the skills a role needs, testing them fairly and making skills the first filter.',
  author: guestAuthor,
  body: `
Every talent team I have worked with says it wants to hire for skills. Far fewer have changed the first filter in their process. The resume still decides who gets a conversation, and the resume is a record of job titles, employers and degrees. Those are proxies. Some of them correlate with ability; many of them mostly correlate with privilege and luck.

Skills-based hiring means the first real decision about a candidate is made on evidence of what they can do. It does not mean ignoring experience. It means treating experience as one signal among several, and not as the gate.

This is the playbook my teams use, for one role or for hundreds.

## Start with the work, not the job title

Most job descriptions are written by copying the last one and adjusting the years of experience. Before you write a word of a posting, sit down with the hiring manager for thirty minutes and answer three questions:

1. What will this person produce in their first ninety days?
2. Which three to five skills separate someone who does that well from someone who struggles?
3. Which of those skills can be learned on the job in the first month, and which must they bring on day one?

The third question is the one teams skip, and it is the most useful. If a skill can be taught in a month, it should not be a screening criterion. If it cannot, it belongs in your assessment.

Write the answers down as observable behaviours. “Strong communicator” is not a skill you can test. “Explains a pricing change to an unhappy customer in writing, clearly and without jargon” is.

## Replace requirements with evidence

Look at your posting’s requirements list and ask of each line: what evidence would actually show this? A degree requirement is usually standing in for “can learn complex material quickly” or “can write a structured argument”. Five years of experience is usually standing in for “has handled situations like X without supervision”.

Once you name the real thing, you can ask for it directly. In practice that means:

- Removing degree requirements from roles where the degree is not a licence to practise.
- Replacing “years of experience” with the situations the person must have handled.
- Listing the skills you will assess, so candidates know what to prepare for and self-select honestly.

When we did this for customer support roles, our applicant pool grew by about a third, and the share of applicants who passed the assessment stayed the same. We had been turning away qualified people at the door.

## Test skills with job simulations

An assessment is only as good as its resemblance to the job. Generic aptitude tests and personality questionnaires are cheap to run but weak at predicting performance in a specific role, and candidates find them opaque.

A job simulation asks the candidate to do a small, realistic piece of the work: triage a queue of support tickets, prioritise a product backlog, write the opening of a sales email, reconcile a short ledger. Good simulations share a few properties:

- **They are short.** Aim for well under an hour. Long take-home projects filter out people with caring responsibilities and second jobs, not weak candidates.
- **They are specific to the role.** Use your own products, customers and situations, anonymised where needed.
- **They are scored against a rubric written in advance.** Decide what a strong, adequate and weak answer looks like before anyone takes the test.
- **They are the same for everyone.** Same task, same time limit, same scoring.

Auto-graded simulations make this practical at volume. Platforms such as [Quotient Assess](/products/assessment/) score each response against the rubric and produce a skills report, which lets a recruiter review fifty candidates in the time it used to take to read ten resumes.

## Make skills the first filter

The order of your process matters more than any single tool. If the assessment comes after a resume screen, you have already removed the candidates whose resumes did not look the part, and the assessment can only confirm the screen’s bias.

Put the assessment first, or immediately after a light knock-out step for true requirements such as work authorisation or a professional licence. Then look at the resume. You will be surprised how often the strongest performer has a resume you would have skipped.

This is also where skills-based hiring saves time. Interviewers only meet candidates who have already shown they can do the core work, so interviews can go deeper and fewer of them are wasted.

## Interview for what the test cannot show

A simulation tells you what someone can do alone, under mild time pressure, on a well-defined task. It does not tell you how they handle ambiguity, how they work with others or how they respond to feedback. Those are what the interviews are for.

Use the skills report to plan the interview. If a candidate scored well on analysis but their written explanation was thin, ask them to walk you through their reasoning out loud. If they finished quickly but missed an edge case, show them the edge case and watch how they respond. Structured interviews with a shared scorecard keep this fair, and I cover how to build them in [the next post in this series](/blog/dana-whitcombe-structured-interviews/).

## Measure whether it is working

Skills-based hiring is a hypothesis about what predicts success in your roles. Treat it like one. Track a small set of numbers for every role family:

- Pass rate at each stage, broken down by source and by demographic group where you can lawfully collect the data.
- Time from application to offer.
- Offer acceptance rate.
- Hiring-manager rating of new hires at ninety days, and first-year retention.

After two or three hiring cycles, compare assessment scores with ninety-day ratings. If the correlation is weak, the simulation is testing the wrong thing; go back to the hiring manager and revisit the skills list. If one group passes at a much lower rate, inspect the task and the rubric for anything that rewards familiarity rather than ability.

## Common objections, answered

**“Candidates will not take a test before talking to us.”** Strong candidates drop out of long, vague processes, not short relevant ones. Keep the simulation brief, tell candidates exactly what it involves and how long it takes, and send everyone feedback. Completion rates follow.

**“Our hiring managers trust resumes.”** Run one role both ways. Let the manager screen resumes as usual, run the assessment in parallel, and compare the shortlists. The conversation after that comparison is usually short.

**“We do not have time to build assessments.”** Start with one high-volume role. A single good simulation, reused across every opening for that role, pays for itself within one hiring cycle.

## Where to start on Monday

Pick the role you hire for most often. Hold the thirty-minute skills conversation with its hiring manager, rewrite the posting around evidence, and put one short job simulation in front of the next batch of applicants. Then look at who rises to the top. In my experience, it is rarely the shortlist the resumes would have given you, and that is the point.
`,
};
