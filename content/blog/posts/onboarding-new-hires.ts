import type { BlogPostInput } from '../schema';
import { guestAuthor } from '../author';

export const onboardingNewHires: BlogPostInput = {
  slug: 'dana-whitcombe-onboarding-new-hires',
  title: 'Onboarding New Hires: The First 90 Days, Step by Step',
  description:
    'A practical onboarding plan: preboarding, a first day without paperwork, a 30-60-90 day plan, buddies, manager check-ins and measuring time to productivity.',
  share: 'default',
  section: 'Blog',
  topic: 'Onboarding',
  date: '2026-07-28',
  updated: '2026-07-28',
  summary:
    'Hiring does not end when the offer is signed. The first three months decide whether a good hire becomes a productive, committed colleague. A plan that works for teams of any size.',
  author: guestAuthor,
  body: `
Recruiting teams work hard to get the right person to yes. Then, too often, the new hire arrives to a laptop that is not set up, a manager in back-to-back meetings and a pile of forms. The message is clear, even if no one intended it: we were more interested in hiring you than in having you here.

Good [onboarding](/hr-glossary/onboarding/) fixes that. It is the process of helping a new employee understand the job, the organization and the people, and become productive and confident as quickly as possible. It starts before the first day and continues for at least three months.

## Before day one: preboarding

The period between acceptance and start date is when new hires are most excited and most likely to have second thoughts. A candidate who hears nothing for four weeks is easy prey for a counteroffer. [Preboarding](/hr-glossary/preboarding/) keeps them connected and gets administration out of the way.

- **Send a welcome from the manager** within a day of acceptance, with the start date, time and place, and what the first week looks like.
- **Handle paperwork in advance.** Tax forms such as Form W-4, benefits information, policy acknowledgments and direct deposit details can usually be completed online beforehand. Form I-9 has its own timing: section 1 by the first day, and document review within three business days of starting.
- **Prepare equipment and access.** Laptop, accounts, building access and tools, tested and ready before the person arrives.
- **Assign a buddy**, a peer who is not their manager, and introduce them before day one.

## Day one: people and purpose, not paperwork

If preboarding has done its job, the first day can be about what matters: the people, the work and why it matters.

A good first day includes time with the manager to talk about the role and the first weeks, a welcome from the team, lunch or coffee with the buddy, working access to the tools they need, and one small, real task they can complete. Finishing something on day one, however small, tells a new hire they are already part of the work.

Keep presentations short. Nobody remembers an eight-hour orientation.

## The first month: learning

The first 30 days are mostly about learning: the product or service, the customers, the team's way of working, who to ask for what. A written [30-60-90 day plan](/hr-glossary/thirty-sixty-ninety-day-plan/), agreed between manager and new hire in the first week, makes expectations concrete.

For the first month, the plan might include meetings with key colleagues in other teams, shadowing experienced people, completing the essential training and taking on a first piece of real work with support. The manager should meet the new hire at least weekly, and the buddy should check in more often in the first two weeks.

## Months two and three: contributing, then owning

By the second month, the new hire should be doing real work with less support. By the end of the third, they should own a defined area and be setting their own goals for the months ahead.

Check in at each milestone. At 30, 60 and 90 days, the manager and new hire review the plan: what has gone well, what is harder than expected, what support would help. These conversations catch problems while they are still easy to fix, whether a skills gap, a misunderstanding about the role or a team issue.

Ask for the new hire's view, too. They see the organization with fresh eyes and will spot broken processes that everyone else stopped noticing. A short [onboarding survey](/tools/onboarding-survey-generator/) at 30 and 90 days gives you that feedback in a consistent form.

## Adapt it to the role

The structure stays the same, but the details change. A warehouse associate might be fully productive in two weeks with a strong focus on safety training in the first days. A senior engineer might need three months to understand a complex system. A remote hire needs more deliberate introductions and more frequent check-ins, because they cannot absorb the culture by sitting near people. A manager needs time with each of their reports and with their own peers before making changes.

Internal moves deserve onboarding too. An employee promoted or transferred into a new team faces many of the same questions as a new hire, just with more context.

## Measure whether it works

Three measures tell you whether onboarding is doing its job:

- **[Time to productivity](/hr-glossary/time-to-productivity/)**: how long it takes new hires to reach an agreed standard of performance. Define the standard before the hire starts.
- **[First-year attrition](/hr-glossary/first-year-attrition/)**: what share of new hires leave within twelve months. Early departures are often a sign that the job was not what the person expected, or that they never felt part of the team.
- **New hire feedback**: what new hires say at 30 and 90 days about clarity, support and belonging.

Look at these together, by team and by manager. If one team's new hires consistently ramp faster and stay longer, find out what that manager is doing and share it.

## The return on getting it right

Onboarding is where hiring pays off or quietly fails. Every hour spent on a clear plan, a prepared first day and regular check-ins returns itself in faster productivity, fewer early departures and people who tell their friends it is a good place to work. It is one of the cheapest improvements a hiring team can make.
`,
};
