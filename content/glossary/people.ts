import type { GlossaryInput } from './schema';

/** People management, pay and employee lifecycle terms added with the term pages. */
export const peopleTerms: GlossaryInput[] = [
  {
    slug: 'preboarding',
    term: 'Preboarding',
    short: 'Everything that happens between a candidate accepting an offer and their first day at work.',
    body: `Preboarding covers paperwork (tax forms, benefits choices, policy acknowledgments), equipment and accounts, and keeping the new hire connected: a welcome message from the manager, the first week’s plan and a named buddy. Doing the admin before day one leaves the first day for people and real work.

Form I-9 is the exception to finishing everything early: the employee completes section 1 no later than the first day, and the employer reviews documents within three business days of the start date.`,
    example:
      'A week before his start date, a new analyst gets a laptop by courier, signs his policies electronically, receives a first-week schedule, and has a 15-minute video call with his manager and buddy. On day one he joins the team stand-up at 9:30 instead of filling in forms.',
    related: ['onboarding', 'reneging', 'thirty-sixty-ninety-day-plan', 'i-9'],
    tool: '/tools/onboarding-survey-generator/',
  },
  {
    slug: 'thirty-sixty-ninety-day-plan',
    term: 'Thirty-sixty-ninety (30-60-90) day plan',
    short:
      'A plan that sets a new hire’s goals for their first 30, 60 and 90 days: learning first, then contributing, then owning work.',
    body: `A typical plan spends the first 30 days on learning the product, customers, people and tools; the next 30 on taking on real work with support; and the last 30 on owning a defined area and setting goals for the months ahead. Manager and new hire agree it in the first week and review it at each milestone.

The plan turns vague expectations into concrete ones, and the reviews catch problems while they are still easy to fix.`,
    example:
      'A new account executive’s plan: by day 30, complete product training and shadow 15 calls; by day 60, run discovery calls alone and build a pipeline of 20 accounts; by day 90, close a first deal and hold a weekly forecast review with her manager.',
    related: ['onboarding', 'time-to-productivity', 'preboarding', 'performance-review'],
  },
  {
    slug: 'offboarding',
    term: 'Offboarding',
    short:
      'The process of managing an employee’s departure, from resignation or termination to their last day and after.',
    body: `Offboarding covers handing over work, collecting equipment, removing system access on time, final pay (some states require it on the last day), benefits notices such as COBRA, and an exit interview. Done well, it protects data, keeps knowledge in the team and leaves the person willing to recommend the employer or come back.

A checklist owned by HR, IT and the manager stops steps from falling between them.`,
    example:
      'When a developer resigns, her manager plans a two-week handover, IT schedules access removal for 5 p.m. on her last day, HR confirms the final paycheck date required by state law and sends the COBRA notice, and a colleague runs the exit interview.',
    related: ['exit-interview', 'cobra', 'boomerang-employee', 'severance-pay'],
    tool: '/tools/exit-interview-questions-generator/',
  },
  {
    slug: 'stay-interview',
    term: 'Stay interview',
    short:
      'A conversation with a current employee about what keeps them in the job and what might make them leave.',
    body: `An exit interview explains why someone left; a stay interview asks while there is still time to act. Managers ask a few open questions, such as what the person looks forward to, what frustrates them, what would tempt them away and what they want to learn, then agree one or two actions.

They work only if something happens afterwards; otherwise they raise expectations and lower trust.`,
    example:
      'In a stay interview, a senior nurse says she loves her unit but is tired of unpredictable weekend shifts and wants to train new staff. Her manager moves her to a fixed rota and makes her the unit’s preceptor, and she stays.',
    related: ['exit-interview', 'regretted-turnover', 'employee-engagement', 'retention-rate'],
  },
  {
    slug: 'employee-engagement',
    term: 'Employee engagement',
    short: 'How committed, energized and involved employees are in their work and their organization.',
    body: `Engagement is usually measured with a survey asking employees how much they agree with statements about their work, manager, growth and belief in the organization, sometimes summarized with an eNPS question. It is linked with retention, productivity and customer experience, though the causes run both ways.

The survey is the start, not the result: share results quickly, let teams choose a few actions, and measure again.`,
    example:
      'A company’s annual survey shows lower scores on “I know what is expected of me” in two teams. Their managers run a session to clarify priorities and set quarterly goals; in the next pulse survey six months later, both teams’ scores on the question rise.',
    related: ['employee-net-promoter-score', 'quiet-quitting', 'stay-interview', 'absenteeism-rate'],
    tool: '/tools/employee-engagement-survey-generator/',
  },
  {
    slug: 'performance-review',
    term: 'Performance review',
    short:
      'A formal assessment of an employee’s work over a period, usually by their manager, with feedback and goals for the next period.',
    body: `Reviews typically look back at goals and competencies, rate performance, and set goals and development plans. Many organizations now pair an annual or semi-annual review with more frequent check-ins, so the review summarizes conversations that have already happened rather than surprising anyone.

Reviews feed pay, promotion and sometimes layoff decisions, so rating criteria should be defined, evidence-based and checked for consistency across managers and groups.`,
    example:
      'Before her year-end review, a support lead collects ticket quality scores, peer feedback and her goals. Her manager rates her against the team’s competency framework, notes one strength and one area to develop, and they agree three goals for the next half.',
    related: ['three-sixty-degree-feedback', 'performance-improvement-plan', 'merit-increase', 'competency'],
  },
  {
    slug: 'three-sixty-degree-feedback',
    term: 'Three-sixty (360-degree) feedback',
    short:
      'Feedback on an employee gathered from the people around them: their manager, peers, direct reports and sometimes customers.',
    body: `360-degree feedback gives a fuller view of how someone works than a manager alone can see, especially for leadership and collaboration. Responses are usually anonymous and summarized by theme.

It works best for development rather than pay decisions: people are more candid when their feedback will not cost a colleague a raise. Use a short, behavior-based questionnaire and help the person interpret the results.`,
    example:
      'A new engineering manager receives feedback from her manager, four peers and six reports. The summary shows that reports value her technical guidance but want more notice of priority changes, so she starts a weekly planning note.',
    related: ['performance-review', 'competency', 'learning-and-development', 'employee-engagement'],
    tool: '/tools/360-degree-feedback-generator/',
  },
  {
    slug: 'performance-improvement-plan',
    term: 'Performance improvement plan (PIP)',
    short:
      'A written plan that sets out where an employee’s performance falls short, what must improve, the support offered and the deadline.',
    body: `A fair PIP names specific gaps with examples, sets measurable targets, offers real support (training, coaching, regular check-ins) and gives a realistic period, often 30 to 90 days. It should say what happens if targets are not met.

Used as a formality before a firing that is already decided, it damages trust and can look like pretext if a discrimination or retaliation claim follows. Applied consistently and documented, it is evidence of a legitimate, performance-based decision.`,
    example:
      'A sales rep has hit half of his activity targets for two quarters. His PIP sets a target of 40 qualified calls a week and a pipeline of $150,000 within 60 days, with weekly coaching from his manager and a review at day 30.',
    related: ['performance-review', 'wrongful-termination', 'retaliation', 'disparate-treatment'],
  },
  {
    slug: 'succession-planning',
    term: 'Succession planning',
    short:
      'Identifying and developing people who could fill key roles when the current holders leave, retire or move on.',
    body: `Succession planning starts with the roles whose sudden vacancy would hurt most, then names possible successors for each and how ready they are (now, in one to two years, later), and plans the development that closes the gaps.

Plans that include only people who resemble the current leaders narrow the pipeline; use clear criteria and look across teams.`,
    example:
      'A manufacturer lists its 15 most critical roles, including its plant managers. For one plant, it names two successors, one ready in a year and one in three, and gives the first a six-month stretch assignment running the night shift.',
    related: ['internal-mobility', 'career-path', 'headcount-planning', 'learning-and-development'],
  },
  {
    slug: 'career-path',
    term: 'Career path',
    short:
      'The sequence of roles an employee can move through in an organization, upward or sideways, and what each move requires.',
    body: `A clear career path, or career ladder, shows each level of a job family, the skills and results expected at each, and how people progress. Many organizations offer parallel tracks so experts can advance without becoming managers.

Visible paths help retention and internal mobility, and written level criteria make promotion decisions more consistent.`,
    example:
      'An engineering ladder has five individual-contributor levels and a separate management track. Level 3 expects independent delivery of features; level 4 expects leading projects across teams. An engineer can see exactly what separates her from the next level.',
    related: ['internal-mobility', 'promotion-rate', 'succession-planning', 'salary-range'],
  },
  {
    slug: 'learning-and-development',
    term: 'Learning and development (L&D)',
    short:
      'The HR function and programs that help employees build the skills their current and future roles need.',
    body: `L&D includes onboarding training, compliance courses, technical and leadership programs, coaching, mentoring and support for outside courses or certifications. Most learning happens on the job, so stretch assignments and feedback matter as much as formal courses.

Link programs to business needs and skill gaps, and measure what changed afterwards, not only attendance.`,
    example:
      'A company finds that new managers struggle with difficult conversations. L&D runs a six-week program with short workshops, practice with actors and peer coaching, then checks whether the managers’ teams’ engagement scores on feedback improve.',
    related: ['upskilling', 'training-cost-per-employee', 'career-path', 'succession-planning'],
  },
  {
    slug: 'upskilling',
    term: 'Upskilling and reskilling',
    short:
      'Training employees to do their current job better (upskilling) or to move into a different job (reskilling).',
    body: `Both are ways to build the skills an organization needs without only hiring for them. They suit jobs changed by new technology, such as automation and AI, and can be cheaper than hiring when internal people already know the business.

Start with a skills inventory: what the organization needs, what people have, and who is interested.`,
    example:
      'A bank automates much of its back-office data entry. Instead of laying off the team, it reskills 12 volunteers as data quality analysts through a three-month program, and hires externally only for the two roles it cannot fill that way.',
    related: ['learning-and-development', 'internal-mobility', 'skills-based-hiring', 'reduction-in-force'],
  },
  {
    slug: 'salary-range',
    term: 'Salary range',
    short: 'The minimum to maximum pay an organization sets for a job or pay grade.',
    body: `Ranges are usually built from market data for comparable jobs, with a midpoint at the target market rate and a spread around it, often wider for senior roles. Where someone sits in the range reflects their experience and performance.

A growing number of states and cities require employers to include a good-faith pay range in job postings or give it on request, so ranges also need to be accurate and defensible.`,
    formula:
      'Range midpoint = (range minimum + range maximum) ÷ 2; range spread = (maximum − minimum) ÷ minimum × 100',
    example:
      'A salary range runs from $64,000 to $96,000. The midpoint is ($64,000 + $96,000) ÷ 2 = $80,000, and the spread is ($96,000 − $64,000) ÷ $64,000 × 100 = 50%.',
    related: ['compa-ratio', 'range-penetration', 'pay-transparency', 'pay-equity'],
    tool: '/tools/salary-finder/',
  },
  {
    slug: 'pay-equity',
    term: 'Pay equity',
    short:
      'Paying employees fairly for comparable work, without differences based on sex, race, ethnicity or other protected characteristics.',
    body: `A pay equity review groups employees into comparable jobs, then checks whether pay differences are explained by legitimate factors such as experience, performance, location and time in role. Differences that remain unexplained, particularly by sex or race, are corrected and investigated.

Many employers run the analysis with their lawyers to protect the findings, and repeat it each year because hiring and raises create new gaps.`,
    example:
      'A company’s review finds that women in its customer success manager job earn about 4% less than men after accounting for level, location and tenure. It raises the affected salaries, changes how starting pay is set, and reviews the job again the next year.',
    related: ['equal-pay-act', 'gender-pay-gap', 'salary-range', 'pay-transparency'],
  },
  {
    slug: 'merit-increase',
    term: 'Merit increase',
    short: 'A raise in base pay given for performance, usually in an annual review cycle.',
    body: `Merit budgets are usually set as a percentage of payroll, then shared out by performance and by where people sit in their salary range: a strong performer low in the range may get more than one already at the top. A merit matrix makes those rules consistent across managers.

Merit increases differ from cost-of-living adjustments, which go to everyone regardless of performance, and from promotions, which come with a new role.`,
    formula: 'New salary = current salary × (1 + merit increase %)',
    example:
      'An employee earning $70,000 is rated “exceeds expectations” and sits low in her range, so the merit matrix gives her 5%: $70,000 × 1.05 = $73,500.',
    related: ['performance-review', 'compa-ratio', 'range-penetration', 'total-rewards'],
    tool: '/tools/salary-increment-letter-generator/',
  },
  {
    slug: 'paid-time-off',
    term: 'Paid time off (PTO)',
    short:
      'Time away from work for which employees are paid, such as vacation, personal days and sick time, often combined into one bank.',
    body: `No federal law requires private employers to give paid vacation, but many states and cities require paid sick leave, and some states treat earned vacation as wages that must be paid out when employment ends. Policies should state how PTO accrues, any cap or carryover, how to request it and what happens at termination.

Unlimited PTO policies remove accrual but need clear norms, since people sometimes take less time off when there is no set amount.`,
    example:
      'A policy gives full-time employees 15 days of PTO a year, accruing at 1.25 days a month, with up to 5 unused days carried over. An employee who leaves in a state requiring payout of accrued vacation is paid for her 7 unused days in her final check.',
    related: ['fmla', 'total-rewards', 'absenteeism-rate', 'employee-handbook'],
    tool: '/tools/leave-policy-generator/',
  },
  {
    slug: 'employee-handbook',
    term: 'Employee handbook',
    short: 'A document that explains an organization’s policies, expectations and benefits to employees.',
    body: `A handbook typically covers equal employment opportunity and anti-harassment policies, how to report concerns, pay and timekeeping, leave, benefits, conduct, remote work and technology use. It helps employees know the rules and helps the employer apply them consistently.

Review it at least yearly for changes in federal, state and local law, include a disclaimer that it is not a contract and employment remains at will, and get a signed acknowledgment from each employee.`,
    example:
      'A growing company with staff in four states updates its handbook with state-specific supplements for paid sick leave, adds a remote work policy, and asks every employee to acknowledge the new version electronically.',
    related: ['at-will-employment', 'paid-time-off', 'hostile-work-environment', 'remote-work'],
    tool: '/tools/social-media-policy-generator/',
  },
  {
    slug: 'severance-pay',
    term: 'Severance pay',
    short:
      'Pay and benefits an employer gives an employee whose job ends, usually in exchange for signing a release of legal claims.',
    body: `Federal law does not require severance; it comes from company policy, an employment contract or a negotiated agreement, often based on years of service. A severance agreement typically includes a release of claims, and releases of age claims from workers 40 and over must meet the Older Workers Benefit Protection Act’s rules.

Agreements should not bar employees from filing charges with government agencies, and confidentiality clauses should respect the limits set by the National Labor Relations Board and other laws.`,
    example:
      'A company’s policy gives two weeks of base pay per year of service. An employee with six years is offered 12 weeks of pay and three months of COBRA premiums in exchange for a release; because he is 52, he has 21 days to consider it and 7 days to revoke.',
    related: ['reduction-in-force', 'adea', 'cobra', 'offboarding'],
  },
  {
    slug: 'reduction-in-force',
    term: 'Reduction in force (RIF)',
    short: 'The permanent elimination of jobs to cut costs or restructure, commonly called a layoff.',
    body: `A fair RIF starts with the business reason and which roles are affected, then applies documented, job-related selection criteria, such as skills needed going forward, performance or seniority. Before notices go out, review the selections for adverse impact by age, sex and race.

Check whether the WARN Act or a state mini-WARN law requires advance notice, and plan severance, benefits, communication and support for the people who remain.`,
    example:
      'A software company closes its hardware team of 35 people. HR compares the selection with the rest of the workforce, finds that it falls disproportionately on employees over 50, and reviews whether any roles could move to the remaining teams before finalizing.',
    related: ['warn-act', 'severance-pay', 'adea', 'furlough'],
  },
  {
    slug: 'furlough',
    term: 'Furlough',
    short:
      'A temporary, unpaid leave or cut in hours that an employer imposes, with the intention of bringing employees back.',
    body: `Furloughed employees usually stay on the payroll records and often keep health benefits. Exempt employees need care: under the FLSA, an exempt employee who does any work in a week must generally receive their full salary for that week, so furloughs for them are usually scheduled in full weeks.

Depending on the state, furloughed employees may qualify for unemployment benefits. A long furlough can trigger WARN Act notice if it amounts to a layoff of more than six months.`,
    example:
      'A hotel closes for renovations for eight weeks and furloughs 60 staff, keeps paying its share of their health insurance, and helps them file for state unemployment benefits. It recalls them by seniority when it reopens.',
    related: ['reduction-in-force', 'warn-act', 'exempt-vs-non-exempt-employee', 'flsa'],
  },
  {
    slug: 'contingent-worker',
    term: 'Contingent worker',
    short:
      'A person who works for an organization without being a permanent employee, such as a freelancer, contractor, temp or consultant.',
    body: `Contingent workers give flexibility for projects, peaks and specialist skills. They may be independent contractors, employees of a staffing agency, or on a fixed-term contract.

Managing them well means clear contracts, correct classification, onboarding to the tools and security rules they need, and avoiding co-employment problems, for example when an agency’s worker is managed exactly like an employee for years.`,
    example:
      'A retailer adds 80 temporary warehouse workers through a staffing agency for the holiday season and engages two freelance designers for its campaign. The agency is the temps’ employer of record; the designers invoice as independent contractors.',
    related: ['independent-contractor', 'contract-to-hire', 'w-2-vs-1099', 'headcount-planning'],
  },
  {
    slug: 'remote-work',
    term: 'Remote work',
    short:
      'Working from a location other than the employer’s office, usually from home, full time or some of the time (hybrid work).',
    body: `Remote and hybrid arrangements widen the hiring pool and can help retention, but employers need to plan for where people are: employees working in another state usually bring that state’s tax withholding, wage and hour and leave laws with them.

A remote work policy covers eligibility, working hours and availability, equipment and expenses (some states require reimbursement), security and how performance is judged.`,
    example:
      'A Colorado company hires a remote employee in California. It registers to withhold California tax, applies California overtime and paid sick leave rules to her, and reimburses her home internet costs as California law requires for necessary business expenses.',
    related: ['employee-handbook', 'total-rewards', 'onboarding', 'pay-transparency'],
    tool: '/tools/remote-work-policy-generator/',
  },
  {
    slug: 'hris',
    term: 'HRIS (human resources information system)',
    short:
      'Software that stores employee records and runs core HR processes such as onboarding, benefits, time off and reporting.',
    body: `An HRIS is the system of record for who works at the organization, in what job, for what pay and under which manager. Many connect to payroll, benefits providers, the applicant tracking system and learning platforms, so a hire made in the ATS flows into the HRIS without retyping.

Clean HRIS data is what makes workforce metrics such as turnover, headcount and pay equity reliable.`,
    example:
      'When a candidate accepts an offer in the ATS, her details pass to the HRIS, which sends her preboarding forms, creates her payroll record and adds her to the headcount report, with no one retyping her name, title or salary.',
    related: ['applicant-tracking-system', 'average-headcount', 'preboarding', 'people-analytics'],
  },
  {
    slug: 'people-analytics',
    term: 'People analytics',
    short:
      'Using data about employees and candidates to understand and improve hiring, retention, performance and other workforce decisions.',
    body: `People analytics ranges from regular reports (headcount, turnover, time to hire) to deeper questions, such as which sources produce hires who stay, or what predicts regretted departures. The value comes from asking a specific business question first, then finding the data.

Employee data is sensitive: limit access, aggregate results so individuals cannot be identified, tell employees what is collected, and check models for bias.`,
    example:
      'An analyst links source-of-hire data with first-year attrition and finds that hires from employee referrals stay longer than hires from one job board. The recruiting team moves budget toward a referral bonus and watches whether first-year attrition falls.',
    related: ['hris', 'quality-of-hire', 'source-of-hire', 'first-year-attrition'],
    tool: '/tools/hr-kpi-generator/',
  },
];
