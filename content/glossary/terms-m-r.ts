import type { GlossaryInput } from './schema';

/** Glossary terms M to R; content/glossary.ts validates and sorts them with the rest. */
export const termsMR: GlossaryInput[] = [
  {
    slug: 'mis-hire',
    term: 'Mis-hire',
    short:
      'A hire who does not work out in the role: they leave early, are let go, or stay but perform well below what the job needs.',
    body: `The cost of a mis-hire goes well beyond the salary paid: recruiting and onboarding have to be repeated, the team loses output and morale, and the role stays effectively vacant for months.

Mis-hires usually trace back to an unclear role, to judging candidates on résumés and conversation rather than evidence of skill, or to a job that was oversold. First-year attrition and quality of hire help measure how often it happens.`,
    example:
      'A company hires a sales manager who leaves after five months. Adding recruiting fees, salary paid while he ramped up, lost deals and the cost of rehiring, the finance team estimates the mis-hire cost several times his monthly salary, and adds a sales simulation to the next search.',
    related: ['quality-of-hire', 'first-year-attrition', 'cost-of-vacancy', 'work-sample-test'],
    tool: '/roi-calculator/',
    toolLabel: 'Hiring ROI calculator',
  },
  {
    slug: 'non-compete-agreement',
    term: 'Non-compete agreement',
    short:
      'A contract clause that restricts an employee from working for a competitor, or starting a competing business, for a period after they leave.',
    body: `In the US, non-competes are governed mainly by state law, and the rules differ widely. California, Minnesota, North Dakota and Oklahoma make most employee non-competes unenforceable; other states limit them by salary level, duration or type of worker. A 2024 Federal Trade Commission rule that would have banned most non-competes was set aside by a federal court and never took effect.

For recruiters, a candidate’s non-compete can delay a start date or rule out a role, so it is worth asking about before an offer.`,
    example:
      'A sales director signs a non-compete that bars her from working for direct competitors in the same region for 12 months after leaving. Whether it can be enforced depends on state law: in California, for example, it would be void.',
    related: ['lateral-hire', 'conditional-job-offer'],
  },
  {
    slug: 'offer-acceptance-rate',
    term: 'Offer acceptance rate',
    short: 'The share of job offers that candidates accept.',
    body: `A high offer acceptance rate means the process sets expectations well and the offer is competitive. A falling rate points to pay below market, a slow process that lets other employers move first, or interviews that put candidates off.

Track declines with their reasons, by role and by stage of the market; even a short question at the time of the decline helps.`,
    formula: 'Offer acceptance rate = offers accepted ÷ offers extended × 100',
    example:
      'A company extended 40 offers last quarter and 34 were accepted. Offer acceptance rate = 34 ÷ 40 × 100 = 85%.',
    related: ['candidate-experience', 'time-to-hire', 'yield-ratio', 'employer-branding'],
  },
  {
    slug: 'onboarding',
    term: 'Onboarding',
    short:
      'The process of bringing a new hire into the organization, from the accepted offer through their first months, so they become productive and stay.',
    body: `Onboarding covers paperwork such as Form I-9 and tax forms, equipment and accounts, introductions, training, and clear goals for the first 30, 60 and 90 days. Good onboarding starts before day one, with a welcome and a plan, and gives every new hire a named person to ask.

Weak onboarding is a leading cause of first-year attrition, and a new hire’s first weeks shape their view of the employer for a long time.`,
    example:
      'A new account manager gets her laptop and logins before day one, meets her buddy on the first morning, shadows three client calls in week one, and has a 30-60-90 day plan reviewed with her manager at each milestone.',
    related: ['i-9', 'first-year-attrition', 'retention-rate', 'full-cycle-recruiting'],
  },
  {
    slug: 'one-way-video-interview',
    term: 'One-way video interview',
    short:
      'An interview in which candidates record answers to preset questions on video, at a time that suits them, for the hiring team to review later.',
    body: `Also called an asynchronous or on-demand video interview. Every candidate gets the same questions with the same time to think and answer, which makes the first round consistent and saves scheduling: a recruiter can review in an hour what would take a day of phone screens.

Tell candidates how many questions there are, how long they have and whether they can retake an answer, offer accommodations, and score the answers against criteria rather than on appearance or setting.`,
    example:
      'Candidates for a retail supervisor role receive a link, read each of five questions, get 30 seconds to prepare and up to two minutes to answer on video at a time that suits them. Two reviewers later score each answer with the same rubric.',
    related: ['structured-interview', 'screening-call', 'candidate-experience', 'reasonable-accommodation'],
  },
  {
    slug: 'passive-candidate',
    term: 'Passive candidate',
    short: 'Someone who is not actively looking for a job but might be open to the right opportunity.',
    body: `Passive candidates are often employed and doing well, so they are not on job boards; recruiters reach them through sourcing, referrals and networking. Many of the strongest candidates for specialist roles are passive at any given moment.

Approaching them takes a personal message about why this role suits them, flexibility on timing, and often a conversation before any formal application.`,
    example:
      'A recruiter finds a product designer whose portfolio fits a senior role, though she is not looking for a job. A personal message about the specific project she would lead leads to a coffee chat, and three months later she applies.',
    related: ['sourcing', 'boolean-search', 'talent-pipeline', 'employee-referral'],
  },
  {
    slug: 'pay-transparency',
    term: 'Pay transparency',
    short:
      'Openness about pay: publishing salary ranges in job postings, explaining how pay is set, and letting employees discuss what they earn.',
    body: `A growing number of US states and cities, including Colorado, California, Washington, New York State and New York City, require employers to include a good-faith pay range in job postings, and some require sharing it with applicants or employees on request. Many places also ban asking candidates about their salary history.

Separately, the National Labor Relations Act protects most private-sector employees’ right to discuss their pay with each other.`,
    example:
      'A company hiring in a state with a pay transparency law posts a backend engineer role with a range of $130,000 to $160,000, and gives current employees in the same role the range on request.',
    related: ['compa-ratio', 'job-description', 'total-rewards', 'offer-acceptance-rate'],
  },
  {
    slug: 'pre-employment-assessment',
    term: 'Pre-employment assessment',
    short:
      'A standardized test used during hiring to measure job-relevant skills, abilities, knowledge or traits.',
    body: `Assessments include skills tests, job simulations, work samples, cognitive ability tests, situational judgment tests and personality questionnaires. Used early, they let teams judge every applicant on the same evidence instead of filtering on résumé keywords.

Under Title VII and the Uniform Guidelines, a test that screens out a protected group at a higher rate must be job-related and valid for the role, and the ADA requires reasonable accommodations for candidates with disabilities. Monitoring pass rates with the four-fifths rule is a common safeguard.`,
    example:
      'Applicants for an accounting role take a 25-minute assessment with a reconciliation task and an Excel exercise. The top scorers move to interviews, and the company checks each year whether scores predict performance reviews and whether pass rates differ by group.',
    related: ['job-simulation', 'work-sample-test', 'four-fifths-rule', 'skills-based-hiring'],
  },
  {
    slug: 'quality-of-hire',
    term: 'Quality of hire',
    short:
      'A measure of how much value new hires bring to the organization, judged on how they perform and whether they stay.',
    body: `There is no single standard formula. Teams usually combine a few indicators measured for each hiring cohort, such as the hiring manager’s rating after 90 days or a year, first performance review scores, time to full productivity and one-year retention, and average them.

Quality of hire is the metric that shows whether the rest of the process works: tie it back to sources, assessments and interviewers to learn which of them predict success.`,
    formula: 'Quality of hire = sum of the indicator scores (as percentages) ÷ number of indicators',
    example:
      'A new hire scores 80% on her first performance review, her manager rates her 4 out of 5 (80%) on a satisfaction survey, and she is still employed after a year (100%). Quality of hire = (80 + 80 + 100) ÷ 3 ≈ 87%.',
    related: ['first-year-attrition', 'mis-hire', 'cost-per-hire', 'interview-scorecard'],
  },
  {
    slug: 'quiet-quitting',
    term: 'Quiet quitting',
    short:
      'Doing only what a job strictly requires, with no extra hours or effort beyond it, while staying in the job.',
    body: `The phrase spread on social media in 2022. Despite the name, nobody quits: it describes disengagement, or a deliberate choice to set boundaries on work, depending on who is describing it.

For employers it is usually a signal worth reading, about workload, recognition, a manager or a lack of growth, and it tends to show up in engagement scores such as eNPS before it shows up in turnover.`,
    example:
      'A previously engaged engineer stops volunteering for projects and does only what his role requires. In a stay conversation he says he has not had a raise in two years and sees no path to promotion, which his manager can act on.',
    related: ['employee-net-promoter-score', 'voluntary-turnover', 'retention-rate'],
  },
  {
    slug: 'reasonable-accommodation',
    term: 'Reasonable accommodation',
    short:
      'A change to a job, the workplace or the hiring process that lets a qualified person with a disability apply for or do the job.',
    body: `The Americans with Disabilities Act requires employers with 15 or more employees to provide reasonable accommodations unless doing so would cause undue hardship. In hiring, that can mean extra time on an assessment, a screen-reader-compatible test, captions on video, or an interview in an accessible room.

Tell candidates how to ask for an accommodation at every stage, and keep requests and any medical information confidential and separate from hiring files.`,
    example:
      'A candidate with dyslexia asks for extra time on a timed written assessment. The employer grants 50% more time and uses the same scoring rubric, since reading speed is not what the job requires.',
    related: ['equal-employment-opportunity', 'pre-employment-assessment', 'conditional-job-offer'],
  },
  {
    slug: 'recruitment-funnel',
    term: 'Recruitment funnel',
    short:
      'The stages candidates pass through on the way to a hire, and how many move from each stage to the next.',
    body: `A typical funnel runs from reach (people who see the job) to applicants, screened, assessed, interviewed, offered and hired. Measuring how many move on at each stage shows where good candidates drop out and where the process spends time on people who were never likely to be hired.

Yield ratios at each stage, together with expected time per stage, also tell you how many applicants you need to make a given number of hires.`,
    example:
      'For one engineering role, 400 people applied, 120 passed the knockout questions, 40 passed the coding assessment, 12 had interviews, 3 received offers and 2 accepted. The biggest drop was at the assessment, where the team reviews whether the test matches the job.',
    related: ['yield-ratio', 'applicant-tracking-system', 'time-to-hire', 'candidate-experience'],
  },
  {
    slug: 'reference-check',
    term: 'Reference check',
    short:
      'Contacting people who have worked with a candidate, usually former managers, to confirm facts and hear how the candidate works.',
    body: `Useful reference checks ask specific, job-related questions: what the person was responsible for, an example of their best work, where they needed support and whether the referee would hire them again. Ask every finalist’s referees the same questions.

Get the candidate’s permission first, especially before contacting a current employer. Many companies will only confirm dates and job titles, and in places with salary history bans, do not ask referees about pay.`,
    example:
      'A hiring manager calls two former managers of a finalist and asks the same structured questions about her planning, teamwork and an example of a mistake she handled, noting concrete examples rather than general praise.',
    related: ['background-check', 'conditional-job-offer', 'structured-interview'],
  },
  {
    slug: 'retention-rate',
    term: 'Retention rate',
    short: 'The share of employees at the start of a period who are still employed at its end.',
    body: `Retention rate is the mirror image of turnover but counts only people who were there at the start, so hires made during the period do not inflate it. Measure it for the whole organization and for groups that matter: new hires, high performers, teams and managers.

Retention is shaped long before the exit interview: by the accuracy of the job description, the quality of onboarding, pay, the manager and the chance to grow.`,
    formula:
      'Retention rate = employees at the start still employed at the end ÷ employees at the start × 100',
    example:
      'A team had 50 employees on January 1. Of those 50, 44 were still employed on December 31. Retention rate = 44 ÷ 50 × 100 = 88%; new hires during the year are not counted.',
    related: ['turnover-rate', 'attrition-rate', 'first-year-attrition', 'internal-mobility'],
    tool: '/tools/attrition-rate-calculator/',
  },
];
