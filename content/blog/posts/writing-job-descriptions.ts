import type { BlogPostInput } from '../schema';
import { guestAuthor } from '../author';

export const writingJobDescriptions: BlogPostInput = {
  slug: 'dana-whitcombe-writing-job-descriptions',
  title: 'How to Write a Job Description People Finish Reading',
  description:
    'A practical guide to job descriptions and job posts: outcomes first, real requirements only, pay ranges, plain inclusive language and a clear hiring process.',
  share: 'default',
  section: 'Blog',
  topic: 'Job descriptions',
  date: '2026-10-06',
  updated: '2026-10-06',
  summary:
    'Most job descriptions are a list of duties and a wish list of requirements. The ones that attract strong, varied candidates read differently. How to write them.',
  author: guestAuthor,
  body: `
Open any job board and you will see the same document a thousand times: a paragraph about the company, fifteen bullet points of responsibilities, twelve “requirements”, a line about a fast-paced environment. Candidates skim it, guess, and either apply to everything or talk themselves out of applying at all.

A good job description does two jobs. Internally, it records what the role is for, what it involves and what it takes, which helps with pay decisions, performance reviews and compliance. Externally, as a [job posting](/hr-glossary/job-posting/), it has to persuade the right people to apply and help the wrong ones opt out. You can serve both with one well-built draft.

## Start from outcomes, not duties

Before writing anything, sit down with the hiring manager and answer one question: if this person is doing a great job in twelve months, what will be different? The answers become the heart of the description.

Compare “Responsible for managing payroll processes” with “You will run accurate, on-time payroll for 400 people in three states and move us from spreadsheets to our new payroll system by the end of next year.” The second tells a candidate what success looks like, how big the job is and what is about to change. It also tells them whether they have done something similar before.

Aim for three to five outcomes. If you have fifteen, the role is not defined yet, and that is worth fixing before you hire.

## Cut the requirements to what is truly required

Every requirement you list screens people out, including many who could do the job. People who are less confident about meeting every line, often those from groups already underrepresented in the field, tend not to apply unless they tick every box.

For each line, ask: would we really reject an otherwise excellent candidate who lacks this? If not, move it to “nice to have” or delete it. Be especially skeptical of:

- **Degree requirements** for work that people learn on the job. If the skill is what matters, name the skill. This is the core of [skills-based hiring](/hr-glossary/skills-based-hiring/).
- **Years of experience.** Five years can mean five years of growth or one year repeated five times. Describe the level of responsibility instead.
- **Long lists of tools.** Name the two or three that matter; a competent person learns the rest.

Requirements should come from a real [job analysis](/hr-glossary/job-analysis/), even an informal one. That matters legally too: a requirement that screens out a protected group more than others has to be job-related.

## Be specific about pay, place and process

Candidates want three facts more than any others: how much, where, and what happens next.

**Pay.** A growing number of states and cities, including California, Colorado, New York and Washington, require a good-faith pay range in job postings, and candidates everywhere now expect one. Give a real range, not one so wide it means nothing, and mention bonuses and benefits briefly. See [pay transparency](/hr-glossary/pay-transparency/) for the details.

**Place and schedule.** Say whether the role is on-site, hybrid or remote, and if remote, which states or time zones you can hire in. For shift work, state the shifts.

**Process.** List the hiring steps and roughly how long they take: “A 20-minute online exercise, a 30-minute call with the recruiter, and a 90-minute interview with the team. We aim to decide within two weeks.” That single paragraph reduces drop-off and tells candidates you respect their time.

## Write the way you would talk

Use “you” and “we”. Prefer short sentences and common words. Remove internal jargon, acronyms and team names that mean nothing outside the building. Read it aloud; if you would not say it to a candidate across a table, rewrite it.

Inclusive language is mostly plain language. Avoid phrases that signal age (“digital native”, “recent graduate” for roles that do not need one), and wording that suggests a personality type rather than a skill (“rock star”, “ninja”, “thick skin”). Describe physical requirements accurately and only when they are essential functions, and include a line inviting candidates to ask for [reasonable accommodations](/hr-glossary/reasonable-accommodation/) during the process.

## A structure that works

Here is the order I use for a posting:

- **One or two sentences** on what the role is and why it matters now.
- **What you will do**: the outcomes, then a handful of typical activities.
- **What you will bring**: the genuine requirements, then a short “nice to have” list.
- **Pay, benefits, location and schedule.**
- **How we hire**: the steps and timeline.
- **About us**: a short paragraph, not a page. Link to the career site for more.
- **The equal opportunity statement** and how to ask for accommodations.

Keep the whole thing between 300 and 700 words. Longer descriptions are not more informative; they are harder to read on a phone, which is where many candidates see them.

## Check it before you post

Before publishing, ask someone who does the job today to read the description. Would they have applied? Does it describe their work? Then ask someone outside the team whether they understand what the role is. Both readings catch problems that the hiring manager and recruiter, who know too much, will miss.

Finally, keep the description alive. Revisit it after the hire: what turned out to matter, what did not? The next time the role opens, you will start from something true.
`,
};
