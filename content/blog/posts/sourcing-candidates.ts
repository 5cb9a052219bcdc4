import type { BlogPostInput } from '../schema';
import { guestAuthor } from '../author';

export const sourcingCandidates: BlogPostInput = {
  slug: 'dana-whitcombe-sourcing-candidates',
  title: 'Sourcing Candidates: Finding People Who Are Not Looking Yet',
  description:
    'A practical sourcing playbook: defining the search, Boolean strings, where to look beyond job boards, outreach that gets replies, and building a talent pipeline.',
  share: 'default',
  section: 'Blog',
  topic: 'Sourcing',
  date: '2026-09-08',
  updated: '2026-09-08',
  summary:
    'Posting a job and waiting works for some roles. For the rest, someone has to go and find the people. How to source well, write outreach that gets answered and keep a pipeline warm.',
  author: guestAuthor,
  body: `
For many roles, the best candidates never see your job post. They are busy, reasonably happy, and not browsing job boards. [Sourcing](/hr-glossary/sourcing/) is the work of finding those people, starting a conversation and, sometimes months later, turning it into a hire.

It is a skill, and like most skills it improves with a method. Here is the one I teach new sourcers.

## Define the search before you search

A vague brief produces a long list of the wrong people. Before opening a single search tool, agree with the hiring manager on:

- **The two or three skills that matter most**, in the words people with those skills use to describe themselves.
- **Where such people work today**: which kinds of companies, teams and job titles. Titles vary wildly, so list several.
- **What would make the role attractive** to someone who is not looking: the problem they would solve, the team, flexibility, pay, growth.
- **Genuine deal-breakers**, such as a license the job legally requires or a location that cannot change.

Write this down. It becomes your search strings and your outreach message.

## Search smarter with Boolean strings

Most professional networks, résumé databases and search engines support [Boolean search](/hr-glossary/boolean-search/): AND, OR, NOT, quotation marks for exact phrases and parentheses to group terms. A string such as ("site reliability" OR SRE OR "platform engineer") AND (Kubernetes OR Terraform) NOT recruiter finds people who describe their work in any of those ways, with the tools you need, while removing recruiters who mention the same words.

Start broad and narrow step by step, checking a sample of results each time. If the first page is full of the wrong profiles, adjust the titles or skills rather than adding more exclusions. Our free [Boolean search builder](/tools/boolean-search-builder/) can help you assemble strings without syntax errors.

## Look beyond the obvious places

Every sourcer searches the same large professional network. Candidates there receive a lot of messages. Widen the field:

- **Your own systems first.** Past applicants, [silver medalists](/hr-glossary/silver-medalist/) from earlier searches and former employees are already warm. Search your applicant tracking system and CRM before anything else.
- **Referrals.** Ask the team, specifically: “Who is the best person you have worked with at X?” works far better than “Do you know anyone?”
- **Communities of practice.** Open-source projects, professional associations, meetups, conference speaker lists, online forums and newsletters where people in the field share work.
- **Adjacent backgrounds.** People with the skill but a different title or industry: military veterans, career changers, bootcamp graduates. They are often overlooked by everyone else.

Respect privacy as you go. Use contact details people have chosen to make public for professional purposes, record where you found them, and delete information you no longer need.

## Write outreach that earns a reply

A [passive candidate](/hr-glossary/passive-candidate/) owes you nothing. The message has to be worth their time in the first two lines. What works:

- **Personal and specific.** Mention something real: a project they worked on, a talk they gave, the combination of skills that caught your eye. One sentence is enough; a paragraph of flattery is not.
- **The problem, not the job title.** “We are rebuilding our scheduling system for 2,000 clinics and need someone who has scaled a Postgres database under heavy load” beats “Exciting opportunity for a Senior Engineer”.
- **The facts they will want.** Pay range, location or remote status, and the team. Hiding pay costs replies.
- **A small ask.** A 20-minute conversation, not an application. Offer times or a scheduling link.

Keep it under 120 words. Follow up once or twice, a few days apart, with something new each time, such as an article about the team or the hiring manager's note. Then stop.

## Measure what matters

Track response rate by message and channel, conversion from reply to interview and from interview to hire, and time from first contact to hire. Over a few months, you will see which searches, channels and messages work for which roles. Look at the diversity of your sourced pipeline too; sourcing is one of the best ways to widen a pool that applications alone keep narrow.

## Build a pipeline, not just a shortlist

Many of the best conversations will not lead to a hire this time. The candidate is not ready to move, or the timing is wrong. That is not a failure. Ask whether you can stay in touch, note their interests and timing in your CRM, and contact them again when something relevant opens or every few months with something useful.

A [talent pipeline](/hr-glossary/talent-pipeline/) built this way pays off when the next similar role opens: instead of starting from zero, the recruiter has a list of people who already know the company and have said they are open to hearing more.

Sourcing rewards patience and care. The sourcers I admire most treat every person they contact as someone who might work with them one day, because often they do.
`,
};
