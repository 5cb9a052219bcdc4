import type { BlogPostInput } from '../schema';
import { guestAuthor } from '../author';

export const remoteHiring: BlogPostInput = {
  slug: 'dana-whitcombe-remote-hiring',
  title: 'Remote Hiring: Running a Fair Process When No One Meets in Person',
  description:
    'How to hire remote employees well: defining the remote role, multi-state compliance, async assessments, video interviews, assessing remote skills and remote offers.',
  share: 'default',
  section: 'Blog',
  topic: 'Remote hiring',
  date: '2026-08-11',
  updated: '2026-08-11',
  summary:
    'Remote hiring widens the pool and removes the commute from interviews. It also adds new questions, from state employment law to judging someone you have only seen on a screen.',
  author: guestAuthor,
  body: `
When a role can be done from anywhere, the candidate pool changes overnight. Instead of people within an hour's drive of an office, you can consider anyone in the places you are able to employ them. That is a real advantage, especially for hard-to-fill roles and for candidates who cannot relocate, such as caregivers, military spouses and people with disabilities for whom commuting is a barrier.

It also changes how hiring works. You cannot read a room, show someone the office or meet for lunch. Here is what I have learned about running a remote process that is fair, fast and legally sound.

## Decide what “remote” means before you post

“Remote” covers everything from fully distributed teams to “remote, but in the office twice a month”. Candidates need to know which. Before the job goes live, agree:

- **Where the person can live.** Each US state you hire in brings its own payroll registration, tax withholding, wage and hour rules, paid leave laws and sometimes expense reimbursement requirements. Many employers limit remote hiring to a list of states for that reason. Say so in the posting.
- **Working hours and time zones.** If the team needs four hours of overlap with Eastern time, a candidate in Hawaii should know before applying.
- **Travel.** How often, where, and who pays.
- **Equipment and expenses.** What you provide, and what you reimburse. Some states, including California and Illinois, require employers to reimburse necessary business expenses, which can include part of a home internet or phone bill.

Put it all in the job post. A [remote work](/hr-glossary/remote-work/) policy that spells these rules out once saves the same conversation with every candidate; our free [remote work policy generator](/tools/remote-work-policy-generator/) is a starting point.

## Pay transparency follows the candidate

Pay transparency laws generally apply to jobs that could be performed in the state, which for a remote role can mean many states at once. Colorado, for example, has applied its posting requirements to remote jobs that a Colorado resident could do. The practical answer for most employers is to include a good-faith pay range in every remote posting, and to explain if pay varies by location.

## Use asynchronous steps where they help

Remote candidates are often in different time zones and may be interviewing around a current job. Asynchronous steps, which candidates complete on their own schedule, remove a lot of scheduling friction:

- A short skills exercise or [job simulation](/hr-glossary/job-simulation/) completed online.
- A [one-way video interview](/hr-glossary/one-way-video-interview/) with a few structured questions.
- A written exercise, which also shows how the person communicates in writing, a core remote skill.

Keep them short and tell candidates how long they take. Respect their time: an unpaid take-home project that takes a weekend is a poor way to treat people and filters out those with the least free time.

## Run live interviews like a broadcast

Video interviews need more preparation than in-person ones, not less.

- **Send details in advance**: the link, who they will meet, the format, how long it lasts, and what to do if the connection drops.
- **Test your own setup.** A panel with bad audio and a cluttered screen share tells the candidate something about the team.
- **Use the same structured questions and scorecards** as you would in person, and have interviewers score independently before they discuss. On video, first impressions about backgrounds, lighting and home life can creep in; a rubric keeps attention on the answers.
- **Offer alternatives.** Some candidates will need captions, a phone call instead of video, or extra time. Build in a simple way to ask for [reasonable accommodations](/hr-glossary/reasonable-accommodation/).

Do not judge a candidate's home. Children walking past, a barking dog or a kitchen background have nothing to do with the job.

## Assess the skills remote work needs

Remote roles reward certain skills more than office roles do: writing clearly, managing one's own time, asking for help early, and keeping others informed without being asked. Assess them directly.

A good behavioral question: “Tell me about a time you were blocked on a piece of work and your manager was unavailable for several days. What did you do?” A good exercise: ask the candidate to write a short project update for a stakeholder from a set of notes. Both produce evidence rather than impressions.

## Close the gap before day one

Remote candidates cannot visit the office to get a feel for the place, so give them the next best thing. Let finalists talk to a future peer without the manager present. Share what a typical week looks like: meetings, tools, how decisions are made. That kind of [realistic job preview](/hr-glossary/realistic-job-preview/) helps the right people say yes and the wrong ones withdraw early.

After the offer, remote [preboarding](/hr-glossary/preboarding/) matters even more. Ship equipment early so it arrives before day one. Remember that Form I-9 still needs document review; employers enrolled in E-Verify and in good standing may use the Department of Homeland Security's approved remote document examination procedure, and others can use an authorized representative.

## What good looks like

A strong remote process is clear about location and pay, uses asynchronous steps to save time, runs structured interviews on video, tests the skills distributed work needs, and gives candidates a real picture of the job. Done this way, remote hiring is not a compromise. It is often the fairest version of your process.
`,
};
