import type { CorpusParagraph } from './types';

/** Job posts, as hiring managers write them. */
export const JOB_POSTS: readonly CorpusParagraph[] = [
  {
    id: 'job-1',
    kind: 'job post',
    text: "We're looking for a Senior Product Designer to help us create tools that thousands of small businesses use every day. You'll work closely with our product managers and engineers in a fast-paced environment. You should have at least five years of experience designing web applications, a portfolio that shows your process, and a habit of testing ideas with real users before you build them.",
  },
  {
    id: 'job-2',
    kind: 'job post',
    text: 'Our warehouse team in Columbus is hiring forklift operators for the night shift. The role pays $21 an hour, with a $2 shift differential after midnight. You will load and unload trucks, check orders for accuracy, and keep the loading dock clean and safe. A valid forklift certification is required, and we can help you renew it if it has expired.',
  },
  {
    id: 'job-3',
    kind: 'job post',
    text: 'As a Customer Success Manager, you will own a portfolio of about 40 mid-sized accounts. Your main goal is to make sure every customer gets real value from the platform in the first 90 days. That means running onboarding calls, answering questions quickly, and spotting accounts that might churn before it is too late. Experience with Salesforce or HubSpot is a plus.',
  },
  {
    id: 'job-4',
    kind: 'job post',
    text: "This is a part-time role, about 20 hours a week, and most of it can be done from home. We need someone who is organized, careful with numbers and comfortable with QuickBooks. You'll reconcile accounts, send invoices and chase late payments in a polite but firm way. If you have kids in school, the hours are flexible enough to work around pickup.",
  },
  {
    id: 'job-5',
    kind: 'job post',
    text: 'The ideal candidate has strong communication skills and can explain technical problems to people who are not technical. You will assist us build a support process from scratch, so we value initiative over a long list of certificates. You should be able to write clear documentation, prioritize tickets by impact, and stay calm when several customers need help at once.',
  },
  {
    id: 'job-6',
    kind: 'job post',
    text: 'Responsibilities include: planning weekly menus, ordering food and supplies, training new kitchen staff, and keeping the kitchen in line with health department rules. The head chef reports to the general manager and leads a team of eight cooks. We offer a competitive salary, paid time off, and a free meal on every shift. Weekend availability is essential.',
  },
  {
    id: 'job-7',
    kind: 'job post',
    text: "We are a small nonprofit that helps refugees find housing and work in Portland. We're hiring a Program Coordinator who can manage volunteers, keep case files up to date and build relationships with local landlords. Spanish or Arabic is a big advantage. The salary range is $52,000 to $58,000, and the position includes health insurance and a transit pass.",
  },
  {
    id: 'job-8',
    kind: 'job post',
    text: 'You will lead a team of four data analysts and report to the Head of Finance. The team builds the monthly forecast, reviews every large purchase, and prepares reports for the board. We use SQL, Python and Looker, but we care more about how you think than which tools you know. Most of the team works in the office on Tuesdays and Thursdays.',
  },
  {
    id: 'job-9',
    kind: 'job post',
    text: "Are you a nurse who wants to spend more time with patients and less time on paperwork? Our clinic uses a simple electronic record system, and we schedule no more than 18 patients per shift. We're looking for a registered nurse with at least two years of experience in primary care. New graduates with strong clinical placements are also welcome to apply.",
  },
  {
    id: 'job-10',
    kind: 'job post',
    text: 'The marketing intern will support our content team for 12 weeks this summer. You will help write blog posts, schedule social media updates and gather data for our monthly newsletter. This is a paid internship at $18 per hour. You do not need previous experience, but you should enjoy writing and be curious about how small companies grow.',
  },
  {
    id: 'job-11',
    kind: 'job post',
    text: "Join a fast-growing startup that is changing how people buy insurance. We need a backend engineer who has built APIs at scale and who isn't afraid to own a service from design to deployment. Our stack is Go, Postgres and Kubernetes on AWS. We offer equity, a $1,500 learning budget, and four weeks of vacation from your first year.",
  },
  {
    id: 'job-12',
    kind: 'job post',
    text: 'We are seeking an experienced electrician to join our maintenance crew at the Riverside plant. The successful candidate will install, inspect and repair electrical systems, and will respond to breakdowns on short notice. A journeyman license and a clean driving record are required. Overtime is paid at time and a half, and the company provides all tools and safety gear.',
  },
  {
    id: 'job-13',
    kind: 'job post',
    text: "Our school district is hiring substitute teachers for the 2025–2026 school year. Substitutes choose the days they want to work through an online system, and most assignments are posted the evening before. You'll need a bachelor's degree and a background check. Daily pay starts at $140 and rises to $165 after twenty days in the same classroom.",
  },
  {
    id: 'job-14',
    kind: 'job post',
    text: 'The receptionist is often the first person our clients meet, so a friendly manner matters a lot. You will greet visitors, answer the phone, manage the meeting room calendar and sort incoming mail. The office is open from 8:30 to 5:00, Monday to Friday. We provide full training on our phone system, and there is free parking on site.',
  },
  {
    id: 'job-15',
    kind: 'job post',
    text: 'In this role you will review contracts, flag unusual terms, and help our sales team close deals faster. You should have a law degree and at least three years of commercial experience, ideally in software. You will work with people in London, New York and Singapore, so some early or late calls are part of the job. The position is fully remote within the United States.',
  },
];
