import { defineEntries } from '../define';
import { articleSchema } from '../schema/article';
import { newsItemSchema, type NewsItem } from './schema';
import { customerBusinesses } from '../customer-count';
import { ratingSourced } from '../rating';

export const NEWSROOM_PATH = '/company/newsroom/';

/** Company news (fictional but plausible), newest first; each item's anchor is its permanent link. */
export const newsItems: NewsItem[] = defineEntries(
  'content/news/items.ts',
  newsItemSchema,
  [
    {
      anchor: 'interview-scheduling-launch',
      date: '2026-10-20',
      category: 'Product',
      title: 'Quotient Interview adds automated interview scheduling',
      summary:
        'Candidates who pass a one-way video interview can now book their live interview straight away from slots interviewers publish, with reminders and time-zone handling built in.',
      body: `
Quotient today released automated interview scheduling for Quotient Interview. Interviewers publish recurring availability once; candidates who pass a one-way video interview or a skill assessment are invited to pick a slot immediately, instead of waiting for an email thread.

- Interview slots sync with Google and Microsoft 365 calendars, so booked time is never double-booked.
- Candidates see times in their own time zone and receive reminders by email and text message.
- Rescheduling is self-service for candidates, within rules the hiring team sets.
- Panel interviews find the first slot that suits every interviewer.

Early users report that scheduling no longer adds days between stages: most shortlisted candidates book within a few hours of their invitation. Scheduling is included in every Quotient Interview plan at no extra cost.
`,
    },
    {
      anchor: 'sales-quotient-awards-2026',
      date: '2026-09-15',
      category: 'Awards',
      title: 'Nominations open for the Sales Quotient Awards 2026',
      summary:
        'The Sales Quotient Awards return to recognise outstanding sales professionals in five categories. Nominations are free and open to individuals at companies of every size.',
      body: `
Quotient has opened nominations for the **Sales Quotient Awards 2026**, which recognise sales professionals whose skill and results set an example for their teams. Anyone can nominate a colleague, a manager or themselves, and nominations are free.

This year’s categories are:

- Social Seller of the Year Award
- Rookie of the Year Award
- People's Choice Award
- Deal Closer Extraordinaire
- Market Expansion Maestro Award

A panel of sales leaders will review nominations on evidence of skill, results and impact on others, and the People's Choice Award is decided by public vote. Winners will be announced in the newsroom and on the awards page.
`,
    },
    {
      anchor: 'skills-report-next-round-questions',
      date: '2026-07-08',
      category: 'Product',
      title: 'Skills reports now suggest questions for the next interview round',
      summary:
        'Every Quotient Assess skills report now includes interview questions tailored to the candidate’s results, so interviewers can probe gaps instead of repeating the test.',
      body: `
Quotient Assess skills reports now end with **suggested questions for the next round**. For each competency a candidate was assessed on, the report proposes a structured follow-up question and a probe, chosen from where the candidate was strongest and where their answer left open questions.

Hiring teams told us the hardest part of moving to skills-based hiring was connecting the assessment to the interview. With suggested questions, interviewers arrive knowing what they still need to learn about each candidate, and every interviewer can use the same questions, which keeps the process structured and fair.

Suggested questions are available today on all assessments, including role-customised tests.
`,
    },
    {
      anchor: 'recruiting-awards-2026',
      date: '2026-05-12',
      category: 'Awards',
      title: 'Quotient launches its Recruiting Awards for people-first hiring teams',
      summary:
        'A new awards programme recognises recruiters and talent teams that make hiring fairer, faster and more human, in five categories from Diversity Champion to People-First.',
      body: `
Quotient today launched its **Recruiting Awards**, a programme that recognises recruiters and talent acquisition teams for hiring that is fair, fast and respectful of candidates. Nominations are open to in-house teams, staffing agencies and independent recruiters.

The five categories are:

- People's Choice Award
- Diversity Champion Award
- Best Candidate Experience Award
- Innovation Award
- People-First Award

Nominees are reviewed by a panel of talent leaders, and finalists are invited to share the practices behind their results so other teams can learn from them.
`,
    },
    {
      anchor: 'partner-programme-launch',
      date: '2026-04-02',
      category: 'Partnership',
      title: 'Quotient opens a partner programme for staffing agencies and HR consultancies',
      summary:
        'Staffing agencies, recruitment process outsourcers and HR consultancies can now join the Quotient partner programme to offer skill assessments and video interviews to their clients.',
      body: `
Quotient has launched a **partner programme** for staffing agencies, recruitment process outsourcing providers and HR consultancies. Partners can run assessments and one-way video interviews under their own brand for the clients they serve, and share candidate skills reports with those clients directly.

Partners receive:

- Volume pricing across their client accounts.
- Co-branded candidate experiences and reports.
- Onboarding and training for their recruiting teams.
- A listing in Quotient’s partner directory.

The programme builds on work with staffing firms such as Atlas Staffing, which moved its screening online and [closed 25 diverse positions](/customer/case-study-moving-hiring-process-online/) for a single client.
`,
    },
    {
      anchor: 'series-a-funding',
      date: '2026-02-17',
      category: 'Company',
      title: 'Quotient raises $18M Series A to bring job simulations to every hiring team',
      summary:
        'The funding will expand the library of role-specific job simulations, grow the AI sourcing module and support the hundred-plus businesses that already hire with Quotient.',
      body: `
Quotient has raised an **$18 million Series A**, led by existing investors with participation from a group of angel investors who have run talent acquisition at high-growth companies.

The company will use the funding to:

1. Expand its library of competency-based job simulations to cover more roles and industries.
2. Bring Quotient Source, its AI sourcing module, from early access to more customers.
3. Grow its customer success team, so every customer gets help designing fair, structured hiring processes.

Quotient is trusted by ${customerBusinesses}, from staffing agencies to retailers and law firms, and is rated ${ratingSourced}.
`,
    },
    {
      anchor: 'quotient-source-early-access',
      date: '2025-11-18',
      category: 'Product',
      title: 'Quotient Source opens its early-access waitlist',
      summary:
        'Quotient Source, an AI sourcing module that finds, ranks and engages candidates from a plain-language role description, is now taking early-access sign-ups.',
      body: `
Quotient today opened the early-access waitlist for **Quotient Source**, its AI candidate sourcing module. Recruiters describe a role in plain language; Quotient Source searches professional profiles, ranks candidates against the role and drafts personalised outreach.

Early-access customers get:

- Unlimited profile search with filters for skills, seniority, location and industry.
- Top 10% candidate insights, scoring every profile against the role.
- Most-likely-to-join signals that highlight people open to a conversation.
- Multi-step, personalised engagement sequences with replies tracked in one place.

Places are limited while the module is in early access, and teams are admitted in order of sign-up.
`,
    },
  ],
  'anchor',
).sort((a, b) => b.date.localeCompare(a.date));

export const newsArticles = defineEntries(
  'content/news/items.ts',
  articleSchema,
  newsItems.map((item) => ({
    path: `${NEWSROOM_PATH}#${item.anchor}`,
    kind: 'news' as const,
    title: item.title,
    summary: item.summary,
    date: item.date,
  })),
  'path',
);
