import type { GlossaryInput } from './schema';

/** Glossary terms E to L; content/glossary.ts validates and sorts them with the rest. */
export const termsEL: GlossaryInput[] = [
  {
    slug: 'employee-net-promoter-score',
    term: 'Employee net promoter score (eNPS)',
    short:
      'A one-question measure of employee loyalty: how likely employees are to recommend the organization as a place to work, on a scale from 0 to 10.',
    body: `Employees who answer 9 or 10 are promoters, 7 or 8 passives and 0 to 6 detractors; the score is the percentage of promoters minus the percentage of detractors, so it ranges from −100 to +100.

eNPS is quick to run often, which makes it good for spotting trends by team or after a change. It says little about why people feel the way they do, so pair it with an open follow-up question.`,
    formula: 'eNPS = % of promoters (9–10) − % of detractors (0–6)',
    example:
      'Of 120 employees surveyed, 48 answer 9 or 10 (40% promoters), 42 answer 7 or 8, and 30 answer 0 to 6 (25% detractors). eNPS = 40 − 25 = +15.',
    related: ['candidate-net-promoter-score', 'retention-rate', 'quiet-quitting'],
    tool: '/tools/nps-calculator/',
  },
  {
    slug: 'employee-referral',
    term: 'Employee referral',
    short:
      'A candidate recommended for a job by someone who already works at the company, often rewarded with a referral bonus.',
    body: `Referrals tend to be among the fastest and most reliable sources of hires, because employees know both the job and the person and rarely put their reputation behind a poor fit.

The risk is sameness: people refer people like themselves, so a workforce hired mostly through referrals can become less diverse. Many teams track the share of hires by source and balance referrals with wider sourcing.`,
    example:
      'A software engineer refers a former colleague for a backend role. The referral goes straight to the recruiter, the candidate passes the same assessment as everyone else, and the engineer receives the company’s referral bonus after the new hire’s 90th day.',
    related: ['sourcing', 'talent-pipeline', 'diversity-hiring'],
  },
  {
    slug: 'employee-value-proposition',
    term: 'Employee value proposition (EVP)',
    short:
      'The reasons someone would choose to work for an employer: pay and benefits, the work itself, growth, culture and flexibility.',
    body: `An EVP answers the candidate’s question “why here?” in a way that is true, specific and different from competitors. It is built from what current employees actually value, usually found through surveys and interviews.

The EVP is the substance; employer branding is how it is communicated in job ads, career pages and social media.`,
    example:
      'A regional logistics company defines its employee value proposition as predictable shifts set four weeks ahead, paid training to forklift certification and promotion from within. Its job posts, career site and interviews all lead with those three points.',
    related: ['employer-branding', 'total-rewards', 'candidate-experience'],
  },
  {
    slug: 'employer-branding',
    term: 'Employer branding',
    short:
      'How an organization presents itself as a place to work, and the reputation it has among current and potential employees.',
    body: `Employer branding covers the careers site, job descriptions, employee stories, reviews on sites such as Glassdoor, and the impression every candidate takes away from the hiring process.

A strong employer brand lowers cost per hire and raises offer acceptance because more of the right people apply and say yes. It only works if it matches what employees experience; a gap shows up quickly in reviews and first-year attrition.`,
    example:
      'A hospital posts short videos of nurses describing their real shifts, answers every review on employer review sites, and publishes pay ranges. Over the next year more applicants say they applied because of what they saw about the hospital, which recruiters track through a “how did you hear about us” question.',
    related: ['employee-value-proposition', 'candidate-experience', 'offer-acceptance-rate'],
  },
  {
    slug: 'equal-employment-opportunity',
    term: 'Equal employment opportunity (EEO)',
    short:
      'The principle, set in US federal law, that employment decisions must not be based on race, color, religion, sex, national origin, age, disability or genetic information.',
    body: `The main federal EEO laws are Title VII of the Civil Rights Act of 1964, the Age Discrimination in Employment Act (workers aged 40 and over), the Americans with Disabilities Act, the Equal Pay Act and the Genetic Information Nondiscrimination Act. The Equal Employment Opportunity Commission (EEOC) enforces them, and many states add further protected characteristics.

Private employers with 100 or more employees file an annual EEO-1 report with the EEOC giving the makeup of their workforce by job category, sex and race or ethnicity.`,
    example:
      'An employer adds an EEO statement to every job posting, gives all interviewers the same structured questions, offers accommodations in its assessments, and reviews selection rates by group after each hiring round.',
    related: ['adverse-impact', 'four-fifths-rule', 'reasonable-accommodation', 'diversity-hiring'],
  },
  {
    slug: 'exempt-vs-non-exempt-employee',
    term: 'Exempt vs non-exempt employee',
    short:
      'Whether an employee is covered by the overtime and minimum wage rules of the Fair Labor Standards Act (non-exempt) or falls outside them (exempt).',
    body: `Non-exempt employees must be paid at least the minimum wage and overtime of one and a half times their regular rate for hours worked over 40 in a workweek. Exempt employees are not owed overtime.

To be exempt, a role generally has to pass three tests: the person is paid a fixed salary (salary basis), the salary is at or above the level set by the Department of Labor (salary level), and the job’s main duties are executive, administrative, professional, computer or outside sales work (duties). Job titles alone decide nothing, and several states, such as California and New York, set stricter rules.`,
    example:
      'An office coordinator with the title “manager” earns a salary above the federal threshold but spends her days scheduling and filing. Her duties do not meet an exemption test, so she is non-exempt and owed overtime for hours over 40 in a week, whatever her title.',
    related: ['gross-vs-net-pay', 'w-2-vs-1099', 'full-time-equivalent'],
  },
  {
    slug: 'exit-interview',
    term: 'Exit interview',
    short:
      'A conversation or survey with an employee who is leaving, to learn why they are going and what the organization could do better.',
    body: `Exit interviews are most useful when the answers are collected the same way each time and read in aggregate: recurring reasons such as pay, a specific manager or a lack of growth point to fixes that can lower voluntary turnover.

People are often more candid when someone outside their reporting line runs the interview, or when the survey is anonymous and summarized.`,
    example:
      'An HR partner asks a departing engineer what led him to look elsewhere. He cites a lack of career progression. After several similar answers in a year, the company publishes a clear engineering career ladder.',
    related: ['voluntary-turnover', 'attrition-rate', 'retention-rate'],
  },
  {
    slug: 'fair-chance-hiring',
    term: 'Fair chance hiring',
    short:
      'Hiring practices that give people with criminal records a fair assessment, usually by delaying questions about criminal history until later in the process.',
    body: `Many US states and cities have fair chance or “ban the box” laws that stop employers from asking about criminal history on the application, and often until after a conditional offer. The federal Fair Chance to Compete for Jobs Act of 2019 applies the same idea to federal agencies and federal contractors.

Where a record does come up, EEOC guidance expects an individualized assessment of the offense, the time that has passed and whether it is relevant to the job.`,
    example:
      'A city’s fair chance ordinance bars questions about conviction history until after a conditional offer. The employer removes the question from its application, runs the check after the offer, and gives an individualized assessment before any decision based on the results.',
    related: ['background-check', 'conditional-job-offer', 'equal-employment-opportunity'],
  },
  {
    slug: 'first-year-attrition',
    term: 'First-year attrition',
    short: 'The share of new hires who leave within their first twelve months.',
    body: `First-year attrition (also called new hire turnover) is one of the clearest signals of hiring and onboarding quality: people who leave this early usually found a job different from the one described, were a poor fit for the work, or were poorly onboarded.

Track it by hiring cohort, source, role and hiring manager. Separate resignations from terminations: the first points more to the job or the manager, the second more to how candidates were assessed.`,
    formula: 'First-year attrition = hires who left within 12 months ÷ total hires in the cohort × 100',
    example:
      'A company hired 60 people in 2025; 9 of them left within 12 months of their start dates. First-year attrition for the 2025 cohort is 9 ÷ 60 × 100 = 15%.',
    related: ['attrition-rate', 'quality-of-hire', 'onboarding', 'mis-hire'],
    tool: '/tools/attrition-rate-calculator/',
  },
  {
    slug: 'four-fifths-rule',
    term: 'Four-fifths rule',
    short:
      'A rule of thumb for spotting adverse impact: a group’s selection rate below 80% of the rate for the group selected most often.',
    body: `The rule comes from the Uniform Guidelines on Employee Selection Procedures (1978), used by the EEOC and other federal agencies. For each step of hiring, divide the number of people selected from each group by the number who applied or were considered, then compare each group’s rate with the highest one.

For example, if 60% of one group passes an assessment and 40% of another does, the impact ratio is 40 ÷ 60 = 0.67, below 0.8. The rule is a first screen, not a legal safe harbor: small samples can mislead either way, so agencies and courts also look at statistical significance.`,
    formula:
      'Impact ratio = selection rate of a group ÷ selection rate of the group selected most often (below 0.8 suggests adverse impact)',
    example:
      'A screening test passes 48 of 80 men (60%) and 30 of 75 women (40%). The impact ratio is 40% ÷ 60% ≈ 0.67. That is below 0.8, which suggests adverse impact against women and calls for a closer look at the test.',
    related: ['adverse-impact', 'equal-employment-opportunity', 'pre-employment-assessment'],
  },
  {
    slug: 'full-cycle-recruiting',
    term: 'Full-cycle recruiting',
    short:
      'Recruiting in which one recruiter or team handles every stage of a hire, from intake and sourcing to the accepted offer and handoff to onboarding.',
    body: `The stages are usually: an intake meeting with the hiring manager, writing and posting the job, sourcing, screening, assessing and interviewing, reference and background checks, the offer and negotiation, and the handoff to onboarding.

Full-cycle recruiting (also called end-to-end recruiting) gives candidates one point of contact and the recruiter full context. Larger teams often split the work instead, with dedicated sourcers, coordinators and recruiters.`,
    example:
      'At a 60-person startup, one recruiter handles an engineering search from the intake meeting with the hiring manager through sourcing, screening, scheduling interviews, negotiating the offer and handing the new hire to onboarding.',
    related: ['recruitment-funnel', 'sourcing', 'hiring-manager', 'onboarding'],
  },
  {
    slug: 'full-time-equivalent',
    term: 'Full-time equivalent (FTE)',
    short: 'A unit that expresses the hours worked by employees as a number of full-time employees.',
    body: `One FTE is one full-time schedule, commonly 40 hours a week or 2,080 hours a year. Two people working 20 hours a week each are 1.0 FTE; a team of ten full-timers and four half-timers is 12 FTE.

FTEs are used for budgets and headcount planning. Laws use their own definitions: for the Affordable Care Act’s employer mandate, for example, a full-time employee works 30 or more hours a week, and part-time hours are converted to full-time equivalents to decide whether an employer has 50 or more.`,
    formula: 'FTE = total hours worked in a period ÷ hours in one full-time schedule for that period',
    example:
      'A team has four full-time employees at 40 hours a week and three part-timers at 20 hours a week. FTE = (4 × 40 + 3 × 20) ÷ 40 = 220 ÷ 40 = 5.5 FTE.',
    related: ['headcount-planning', 'exempt-vs-non-exempt-employee'],
  },
  {
    slug: 'gross-vs-net-pay',
    term: 'Gross vs net pay',
    short:
      'Gross pay is what an employee earns before anything is taken out; net pay is the take-home amount after taxes and deductions.',
    body: `From gross pay, employers withhold federal income tax, Social Security and Medicare taxes (together called FICA), state and local income taxes where they apply, and deductions the employee has chosen, such as 401(k) contributions and health insurance premiums.

Pre-tax deductions such as traditional 401(k) contributions lower taxable income, so they reduce net pay by less than their face value. An offer quoted as a salary is gross; candidates comparing offers often care about net.`,
    formula: 'Net pay = gross pay − taxes withheld − other deductions',
    example:
      'An employee’s gross pay for two weeks is $2,500. Federal income tax of $210, Social Security and Medicare of $191.25 (7.65%), state tax of $95 and a $100 health premium are deducted, leaving net pay of $1,903.75.',
    related: ['total-rewards', 'w-2-vs-1099', 'exempt-vs-non-exempt-employee'],
    tool: '/tools/paycheck-calculator/',
  },
  {
    slug: 'headcount-planning',
    term: 'Headcount planning',
    short:
      'Deciding how many people, in which roles, an organization needs over a coming period, and when they need to start.',
    body: `A headcount plan links the business plan to hiring: expected growth, new projects, expected attrition and internal moves turn into a list of approved roles by team and quarter, with a budget for each.

Good plans include time to fill, so that hiring starts early enough for people to be productive when they are needed, and are reviewed every quarter as the business changes.`,
    example:
      'A finance team plans for next year: two analysts are expected to leave, the company is adding a region, and revenue growth supports one more accountant. The plan approves three backfills and two new roles, with target start dates by quarter and a budget for each.',
    related: ['job-requisition', 'full-time-equivalent', 'time-to-fill', 'attrition-rate'],
  },
  {
    slug: 'hiring-manager',
    term: 'Hiring manager',
    short:
      'The person who requests a new hire, will usually manage them, and makes or signs off on the final hiring decision.',
    body: `The hiring manager defines what the role needs, agrees the job description and assessment with the recruiter, interviews the finalists and decides whom to hire. The recruiter runs the process and advises; the decision belongs to the hiring manager.

Slow feedback from hiring managers is one of the most common causes of long time to hire, so many teams agree response times in the intake meeting.`,
    example:
      'A hiring manager for a warehouse supervisor role writes down the three skills that matter most, reviews the recruiter’s shortlist within two days, runs the final structured interview and makes the decision with the panel’s scorecards in hand.',
    related: ['job-requisition', 'full-cycle-recruiting', 'interview-scorecard'],
  },
  {
    slug: 'i-9',
    term: 'I-9 (Employment Eligibility Verification)',
    short:
      'The federal form every US employer must complete for each new hire to verify their identity and authorization to work in the United States.',
    body: `Form I-9 is required by the Immigration Reform and Control Act of 1986. The employee completes Section 1 no later than their first day of work; the employer completes Section 2 within three business days of that first day, after examining original documents the employee chooses from the lists of acceptable documents.

Employers must not ask for specific documents or more documents than required, and must keep each form for three years after the hire date or one year after employment ends, whichever is later. E-Verify, the online check against government records, is a separate system, voluntary for most employers but required for some, such as many federal contractors.`,
    example:
      'A new hire starts on Monday and completes section 1 of Form I-9 that day. By Thursday, the third business day after the start, the employer examines her unexpired US passport, a List A document, and completes section 2.',
    related: ['onboarding', 'background-check', 'w-2-vs-1099'],
  },
  {
    slug: 'internal-mobility',
    term: 'Internal mobility',
    short:
      'Employees moving to new roles inside the same organization, through promotions, lateral moves or transfers to other teams.',
    body: `Filling roles internally is usually faster and cheaper than hiring from outside, and new hires who already know the company ramp up sooner. Employees who see a next step inside are also less likely to look outside, so internal mobility supports retention.

It works when internal candidates can see open roles, are assessed on the same criteria as external ones, and managers are expected to let good people move.`,
    example:
      'A customer support agent who has been learning SQL applies for an open junior data analyst role posted internally. She passes the same skills test as external candidates and moves teams, and the support team backfills her role.',
    related: ['retention-rate', 'talent-pipeline', 'lateral-hire'],
  },
  {
    slug: 'interview-scorecard',
    term: 'Interview scorecard',
    short:
      'A form on which interviewers rate a candidate against the criteria the role needs, on a defined scale, with notes on the evidence for each rating.',
    body: `A scorecard lists the competencies or skills to assess, the questions that test each one, and a rating scale with anchors that describe what a weak, acceptable and strong answer sounds like. Each interviewer scores independently, before discussing the candidate with others.

Scorecards make interviews comparable across candidates and interviewers, reduce the influence of first impressions, and leave a record of why a decision was made.`,
    example:
      'A scorecard for a project manager interview rates “planning” from 1 to 5, where 1 means “no concrete example” and 5 means “describes a plan with milestones, risks and how they adapted”. Each interviewer fills it in before the debrief.',
    related: ['structured-interview', 'behavioral-interview', 'competency', 'quality-of-hire'],
    tool: '/hr-toolkit/',
    toolLabel: 'Interview scorecard template',
  },
  {
    slug: 'job-description',
    term: 'Job description',
    short:
      'A document that describes a job: its purpose, responsibilities, required skills and qualifications, reporting line and working conditions.',
    body: `The job description serves two readers. Internally it defines the role for hiring, pay and performance; externally, as a job ad, it has to persuade the right people to apply and help the wrong ones opt out.

Good job descriptions separate must-have skills from nice-to-haves, describe outcomes rather than buzzwords, and avoid requirements the job does not need, such as a degree for work that skills can prove. In states and cities with pay transparency laws, a job posting must also include a pay range.`,
    example:
      'A job description for a payroll specialist lists its purpose (accurate, on-time payroll for 400 employees), the main duties, the required skills (multi-state payroll, a payroll system), preferred skills, FLSA status, the pay range and the physical demands of the role.',
    related: ['job-requisition', 'pay-transparency', 'competency', 'employer-branding'],
    tool: '/hr-toolkit/',
    toolLabel: 'Job description template',
  },
  {
    slug: 'job-requisition',
    term: 'Job requisition',
    short:
      'A formal request to fill a position, approved before hiring starts, that records the role, team, budget and reason for hiring.',
    body: `A requisition (or “req”) usually records the job title and level, the department and hiring manager, whether the role is new or a backfill, the salary range and the target start date. Once approved, it opens the role in the applicant tracking system.

Time to fill is often measured from the day the requisition is approved, and recruiters’ workloads are often counted in open reqs.`,
    example:
      'A manager opens a requisition for a second data engineer. It records the title, department, budgeted salary range, reason (new role), target start date and approvals from finance and HR, and gets a requisition number the ATS uses to track every candidate for it.',
    related: ['headcount-planning', 'time-to-fill', 'hiring-manager', 'applicant-tracking-system'],
  },
  {
    slug: 'job-simulation',
    term: 'Job simulation',
    short:
      'An assessment that asks candidates to do realistic tasks from the job, in a setting that mirrors the work, so skills are judged on what people actually do.',
    body: `A job simulation might ask a support candidate to answer real-looking customer tickets, an analyst to find insights in a dataset, or a salesperson to handle an objection on a recorded call. Candidates get a realistic preview of the work; employers see evidence of skill instead of claims on a résumé.

Well-designed simulations are scored against a rubric, take a reasonable amount of time and test only what the job needs.`,
    example:
      'Candidates for a support role work through a 20-minute simulation: three customer emails arrive in a mock inbox, one of them urgent. They are scored on prioritization, accuracy and tone using the same rubric for everyone.',
    related: ['work-sample-test', 'pre-employment-assessment', 'skills-based-hiring'],
  },
  {
    slug: 'knockout-question',
    term: 'Knockout question',
    short:
      'A screening question on a job application that automatically removes candidates whose answer shows they do not meet a firm requirement.',
    body: `Knockout questions check true must-haves: a license the job legally requires, authorization to work in the country, availability for the shifts, or willingness to work on site.

Use them sparingly. Every knockout rejects people without a human look, so a question that is not a real requirement, or that could screen out a protected group, costs good candidates and can create legal risk.`,
    example:
      'An application for a delivery driver asks, “Do you hold a valid driver’s license?” and, where the job needs it, “Can you lift 50 pounds with or without a reasonable accommodation?” A “no” to the first ends the application automatically.',
    related: ['applicant-tracking-system', 'recruitment-funnel', 'adverse-impact'],
  },
  {
    slug: 'lateral-hire',
    term: 'Lateral hire',
    short:
      'A hire who moves into a role at about the same level, pay and responsibility as their current one, usually from another organization.',
    body: `Lateral hires bring experience they can apply from day one, which is why law firms, banks and consultancies hire laterally for senior roles. Because the move is not a step up, the pitch is about the work, the team, growth or flexibility rather than title.

Inside an organization, a lateral move is a change of role or team at the same level, a common form of internal mobility.`,
    example:
      'A law firm hires a fifth-year associate from another firm at the same level and similar pay, bringing specialized experience in employment litigation without the training cost of a first-year associate.',
    related: ['internal-mobility', 'passive-candidate', 'offer-acceptance-rate'],
  },
];
