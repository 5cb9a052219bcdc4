import type { GlossaryInput } from './schema';

/** Glossary terms S to Z; content/glossary.ts validates and sorts them with the rest. */
export const termsSZ: GlossaryInput[] = [
  {
    slug: 'screening-call',
    term: 'Screening call',
    short:
      'A short first conversation, usually by phone or video, in which a recruiter checks a candidate’s fit for a role before further interviews.',
    body: `A screening call (or phone screen) typically covers the candidate’s interest, basic qualifications, salary expectations, availability and work authorization, and gives the candidate a chance to ask about the role.

Because it is often the first human contact, it shapes candidate experience. Using the same short set of questions for every candidate keeps screening fair; one-way video interviews and skills tests are common alternatives for high-volume roles.`,
    example:
      'A recruiter’s 20-minute screening call confirms the candidate’s work authorization, salary expectations against the posted range, availability and interest in the role, then explains the next steps and timeline.',
    related: ['one-way-video-interview', 'knockout-question', 'recruitment-funnel'],
  },
  {
    slug: 'skills-based-hiring',
    term: 'Skills-based hiring',
    short:
      'Hiring on evidence of the skills a job needs rather than on proxies such as degrees, job titles or years of experience.',
    body: `Skills-based hiring starts by defining the skills a role really needs, then tests them directly with work samples, job simulations and structured interviews. Requirements such as a four-year degree are dropped where the job does not need them.

It widens the pool to people who learned on the job, in bootcamps or in other careers, and research on selection methods consistently finds that work samples and structured interviews predict performance better than education or years of experience.`,
    example:
      'A company removes the bachelor’s degree requirement from its IT support roles and instead asks applicants to troubleshoot a simulated help-desk ticket. Several hires come from retail and military backgrounds they would previously have filtered out.',
    related: ['job-simulation', 'work-sample-test', 'competency', 'pre-employment-assessment'],
  },
  {
    slug: 'sourcing',
    term: 'Sourcing',
    short:
      'Proactively finding and contacting potential candidates for current or future roles, instead of waiting for applications.',
    body: `Sourcers search professional networks, résumé databases, code repositories, portfolios and events, using Boolean search or AI tools, then reach out with a personal message. Sourcing is the main way to reach passive candidates and to build a diverse pool for hard-to-fill roles.

The usual sourcing metrics are response rate to outreach, the share of sourced candidates who enter the process, and sourced hires as a share of all hires.`,
    example:
      'A sourcer builds a list of 80 site reliability engineers from public profiles, open-source contributions and conference talks, sends personalized messages to 40, and books 10 introductory calls for the hiring team.',
    related: ['boolean-search', 'passive-candidate', 'talent-pipeline', 'full-cycle-recruiting'],
  },
  {
    slug: 'structured-interview',
    term: 'Structured interview',
    short:
      'An interview in which every candidate for a role is asked the same job-related questions, in the same order, and rated on the same scale.',
    body: `Structure means deciding in advance what to assess, which questions test it, and what a good answer looks like, then having interviewers score independently on a scorecard before they discuss the candidate.

Decades of research on selection show structured interviews predict job performance much better than unstructured conversations, and they are fairer to candidates and easier to defend, because every decision rests on the same documented criteria.`,
    example:
      'Every candidate for a product manager role is asked the same six questions in the same order, and each answer is scored from 1 to 5 against anchored examples written before interviews began.',
    related: ['interview-scorecard', 'behavioral-interview', 'one-way-video-interview', 'unconscious-bias'],
  },
  {
    slug: 'talent-acquisition',
    term: 'Talent acquisition',
    short:
      'The strategic, ongoing work of finding, attracting and hiring the people an organization needs, beyond filling individual openings.',
    body: `Recruiting fills today’s open roles; talent acquisition also covers workforce and headcount planning, employer branding, talent pipelines for future roles, and the data and tools behind hiring. Many organizations call the whole recruiting function “talent acquisition” or TA.

TA teams are usually measured on time to fill, cost per hire, quality of hire and the experience of candidates and hiring managers.`,
    example:
      'A talent acquisition team plans next year’s 120 hires with finance, builds a talent community for hard-to-fill engineering roles, improves its career site, and reports quality of hire and time to fill to the leadership team each quarter.',
    related: ['headcount-planning', 'employer-branding', 'talent-pipeline', 'full-cycle-recruiting'],
  },
  {
    slug: 'talent-pipeline',
    term: 'Talent pipeline',
    short:
      'A pool of qualified candidates, inside or outside the organization, who are ready to be considered when a suitable role opens.',
    body: `A pipeline is built from people sourced ahead of need, past finalists who were not hired (“silver medalists”), referrals, event contacts and internal candidates preparing for a next step. Keeping in touch with them, with useful updates rather than spam, is what keeps a pipeline warm.

Pipelines cut time to fill for recurring and hard-to-fill roles, because the search starts with people already known.`,
    example:
      'A hospital keeps in touch with nursing students from its clinical placements through quarterly updates. When three nursing roles open in the spring, the recruiter invites 20 graduates from that pipeline to apply before posting publicly.',
    related: ['sourcing', 'passive-candidate', 'time-to-fill', 'internal-mobility'],
  },
  {
    slug: 'time-to-fill',
    term: 'Time to fill',
    short: 'The number of days from when a job is opened to when a candidate accepts the offer.',
    body: `Time to fill usually starts when the requisition is approved or the job is posted and ends when the offer is accepted. It measures how long the business waits for the role, so it matters for planning and for the cost of vacancy.

It depends on more than recruiting speed: approvals, the pay range, the job market and how quickly hiring managers give feedback all count. Compare it by role and level rather than as one company-wide number.`,
    formula: 'Time to fill = date the offer is accepted − date the job was opened (in days)',
    example:
      'A requisition was approved on March 1 and the chosen candidate accepted the offer on April 15. Time to fill = 45 days.',
    related: ['time-to-hire', 'cost-of-vacancy', 'job-requisition', 'headcount-planning'],
  },
  {
    slug: 'time-to-hire',
    term: 'Time to hire',
    short:
      'The number of days from when a candidate enters the hiring process to when they accept the offer.',
    body: `Time to hire starts when the person who is eventually hired applies or is first contacted, so it measures the speed of the process from the candidate’s point of view, not how long the role was open.

Long times to hire lose strong candidates to faster employers. The usual fixes are fewer rounds, assessments early instead of repeated screens, scheduled feedback from interviewers and quick offer approvals.`,
    formula: 'Time to hire = date the offer is accepted − date the candidate entered the process (in days)',
    example:
      'A candidate applied on March 20 and accepted the offer on April 15. Time to hire = 26 days, even though the job had been open since March 1.',
    related: ['time-to-fill', 'recruitment-funnel', 'offer-acceptance-rate', 'hiring-manager'],
  },
  {
    slug: 'total-rewards',
    term: 'Total rewards',
    short:
      'Everything an employee gets in exchange for their work: pay, benefits, paid time off, recognition, development and flexibility.',
    body: `A total rewards view adds up base salary, bonuses and equity, health insurance, retirement contributions, paid leave and the less tangible parts of the deal, such as learning budgets and remote work. Employer costs for benefits often add a substantial share on top of salary.

Showing candidates and employees the full package, for example in a total rewards statement, helps them compare offers on more than the headline salary.`,
    example:
      'A job offer shows base salary of $85,000, a target bonus of 10%, a 4% 401(k) match, health insurance, 20 days of paid time off and a $1,500 learning budget, so the candidate can compare the whole package rather than salary alone.',
    related: ['gross-vs-net-pay', 'employee-value-proposition', 'compa-ratio', 'pay-transparency'],
  },
  {
    slug: 'turnover-rate',
    term: 'Turnover rate',
    short:
      'The share of the workforce that leaves and is replaced during a period, measured against average headcount.',
    body: `Turnover counts all separations, voluntary (resignations, retirements) and involuntary (dismissals, layoffs), over a month, quarter or year. Reporting voluntary and involuntary turnover separately makes the number far more useful, and comparing with industry figures, such as the Bureau of Labor Statistics’ JOLTS survey, gives context.

Replacing an employee costs recruiting time and money, lost productivity and training, so even small changes in turnover are worth tracking.`,
    formula: 'Turnover rate = separations during the period ÷ average headcount × 100',
    example:
      'A company had 180 employees at the start of the year and 220 at the end, an average of 200. During the year 36 people left. Turnover rate = 36 ÷ 200 × 100 = 18%.',
    related: ['attrition-rate', 'voluntary-turnover', 'retention-rate', 'exit-interview'],
    tool: '/tools/attrition-rate-calculator/',
  },
  {
    slug: 'unconscious-bias',
    term: 'Unconscious bias',
    short: 'Attitudes and stereotypes that influence judgment without a person being aware of them.',
    body: `In hiring, unconscious bias shows up as affinity for people like us, first impressions that color a whole interview, or assumptions drawn from a name, an accent, an age or a school.

Training alone changes little. What reduces its effect is process: clear criteria set before meeting candidates, structured interviews, work samples scored against rubrics, independent scoring, and reviewing outcomes across groups.`,
    example:
      'Interviewers at a company notice that candidates from their own university score higher. The team starts scoring each answer against a written rubric before discussing candidates, and the link between school and score disappears.',
    related: ['structured-interview', 'diversity-hiring', 'interview-scorecard', 'adverse-impact'],
  },
  {
    slug: 'voluntary-turnover',
    term: 'Voluntary turnover',
    short:
      'Departures that employees choose, such as resignations and retirements, as opposed to dismissals and layoffs.',
    body: `Voluntary turnover is usually the part of turnover employers most want to reduce, because it often means losing people they would have kept. Its causes tend to be pay, the manager, workload, a lack of growth or a better offer elsewhere.

Track it alongside “regretted” turnover, the departures of people the organization wanted to keep, and read it with exit interview themes.`,
    formula: 'Voluntary turnover rate = voluntary separations during the period ÷ average headcount × 100',
    example:
      'Of 36 departures in a year from an average headcount of 200, 24 were resignations or retirements. Voluntary turnover rate = 24 ÷ 200 × 100 = 12%.',
    related: ['turnover-rate', 'attrition-rate', 'exit-interview', 'quiet-quitting'],
    tool: '/tools/attrition-rate-calculator/',
  },
  {
    slug: 'w-2-vs-1099',
    term: 'W-2 vs 1099',
    short:
      'Shorthand for employee versus independent contractor in the US, after the tax forms each receives: Form W-2 for employees, Form 1099-NEC for contractors.',
    body: `For W-2 employees, the employer withholds income tax and the employee’s share of Social Security and Medicare, pays the employer’s share and unemployment taxes, and must follow wage and hour laws. A 1099 contractor is paid without withholding, pays self-employment tax and gets no employee benefits.

The label is not a choice: the IRS looks at behavioral control, financial control and the relationship; the Department of Labor applies an economic reality test under the Fair Labor Standards Act; and some states, such as California, use a stricter ABC test. Misclassifying employees as contractors can mean back taxes, back pay and penalties.`,
    example:
      'A company pays a designer $60,000 a year on its payroll and withholds taxes: she receives a W-2. It pays a freelance copywriter $12,000 for projects she controls and invoices: she receives a Form 1099-NEC and pays her own self-employment tax.',
    related: ['gross-vs-net-pay', 'exempt-vs-non-exempt-employee', 'i-9'],
    tool: '/tools/paycheck-calculator/',
  },
  {
    slug: 'work-sample-test',
    term: 'Work sample test',
    short:
      'An assessment in which candidates complete a sample of the actual work the job involves, scored against set criteria.',
    body: `A work sample could be writing a short piece of code, drafting a marketing email, reconciling an account or preparing a lesson plan. Because it measures the work directly, selection research consistently ranks it among the better predictors of job performance.

Keep samples short and relevant, give every candidate the same task and time, score against a rubric, and do not use candidates’ work for real without paying for it.`,
    example:
      'Applicants for a copywriter role are asked to rewrite a 200-word product description for a new audience in 30 minutes. Two editors score each sample blind against the same four criteria.',
    related: ['job-simulation', 'pre-employment-assessment', 'skills-based-hiring', 'quality-of-hire'],
  },
  {
    slug: 'yield-ratio',
    term: 'Yield ratio',
    short: 'The percentage of candidates who move from one stage of the hiring process to the next.',
    body: `If 200 people apply and 40 pass the assessment, the application-to-assessment yield is 20%. Yield ratios for every stage, from sourced or applied to hired, show where the funnel narrows and how many candidates you need at the top to make one hire.

Compare yield ratios by source and role: a source that sends many applicants but few hires may cost more than it looks.`,
    formula: 'Yield ratio = candidates who pass a stage ÷ candidates who entered that stage × 100',
    example:
      'Of 200 applicants, 40 pass the assessment: a 20% yield. Of those 40, 10 are interviewed (25%), and 2 receive offers (20%). To make 2 hires at these rates, the team needs about 200 applicants.',
    related: ['recruitment-funnel', 'offer-acceptance-rate', 'cost-per-hire'],
  },
];
