import type { GlossaryInput } from './schema';

/** Workforce and recruiting metrics added with the term pages: each has its formula and a worked example. */
export const metricTerms: GlossaryInput[] = [
  {
    slug: 'absenteeism-rate',
    term: 'Absenteeism rate',
    short:
      'The share of scheduled working time that employees miss through unplanned absence, such as sickness or unexplained no-shows.',
    body: `Absenteeism rate counts unplanned absence only: approved vacation, holidays and protected leave that was scheduled in advance are usually left out, because they are part of the plan rather than a gap in it. What counts as unplanned should be written down once and kept the same from period to period.

A rising rate can point to burnout, poor management, safety problems or illness going around a site. Read it by team and alongside engagement survey results before drawing conclusions, and remember that absences protected by laws such as the FMLA or the ADA must not be held against an employee.`,
    formula:
      'Absenteeism rate = unplanned days absent ÷ (employees × scheduled workdays in the period) × 100',
    example:
      'A team of 20 people had 22 scheduled workdays in March, so 440 scheduled person-days. They missed 13 days through unplanned absence: 13 ÷ 440 × 100 = 3.0% absenteeism for the month.',
    related: ['fmla', 'employee-engagement', 'full-time-equivalent', 'paid-time-off'],
    tool: '/tools/hr-kpi-generator/',
  },
  {
    slug: 'revenue-per-employee',
    term: 'Revenue per employee',
    short:
      'A company’s revenue over a period divided by its average number of employees, a rough measure of workforce productivity.',
    body: `Revenue per employee is easy to calculate from public filings, which is why it is widely quoted. It is most useful for tracking one company over time or comparing businesses with similar models; a software company and a restaurant chain will never be close, and outsourcing work raises the figure without anyone becoming more productive.

Use full-time equivalents rather than a simple headcount when many people work part-time, and use average headcount over the period rather than the number on the last day.`,
    formula: 'Revenue per employee = revenue for the period ÷ average number of employees (or FTEs)',
    example:
      'A company earned $12 million last year and had 80 employees in January and 120 in December, an average of 100. Revenue per employee is $12,000,000 ÷ 100 = $120,000.',
    related: ['full-time-equivalent', 'human-capital-roi', 'headcount-planning', 'labor-cost-percentage'],
    tool: '/tools/hr-kpi-generator/',
  },
  {
    slug: 'span-of-control',
    term: 'Span of control',
    short: 'The number of direct reports a manager has, or the average across an organization.',
    body: `A narrow span (few reports per manager) allows close coaching but adds layers, cost and slower decisions; a wide span flattens the organization but can leave people with too little support. The right span depends on the work: teams of experienced people doing similar work can have wider spans than new or very varied teams.

Organizations track the average span and look for outliers, such as managers with one direct report or with more people than they can meet with regularly.`,
    formula: 'Average span of control = employees who report to a manager ÷ number of managers',
    example:
      'A department has 6 managers and 54 individual contributors, each of whom reports to one of the managers. The average span of control is 54 ÷ 6 = 9 direct reports. If one manager has 16 reports and another has 3, the average hides a workload problem.',
    related: ['headcount-planning', 'succession-planning', 'revenue-per-employee'],
  },
  {
    slug: 'human-capital-roi',
    term: 'Human capital ROI',
    short: 'How much profit an organization earns for every dollar it spends on pay and benefits.',
    body: `Human capital return on investment (HCROI) takes revenue, removes operating expenses other than the cost of people, and divides what is left by the cost of people. A result above 1 means the workforce generates more than it costs.

Like revenue per employee, it is best used as a trend for one organization rather than a league table: capital-intensive businesses and people-intensive businesses produce very different figures for reasons that have nothing to do with how well they manage people.`,
    formula:
      'Human capital ROI = (revenue − (operating expenses − pay and benefits costs)) ÷ pay and benefits costs',
    example:
      'Revenue is $20 million, operating expenses are $17 million, and $8 million of those expenses are pay and benefits. Non-people expenses are $17m − $8m = $9m, so HCROI = ($20m − $9m) ÷ $8m = 1.375: each dollar spent on people returns about $1.38.',
    related: ['revenue-per-employee', 'labor-cost-percentage', 'total-rewards'],
    tool: '/tools/roi-calculator/',
  },
  {
    slug: 'source-of-hire',
    term: 'Source of hire',
    short:
      'Where the people you hire came from, such as referrals, job boards, your career site, agencies or sourcing, and the share of hires from each.',
    body: `Source of hire tells you which channels are worth the money and effort. It is only as good as the data: record the source when the candidate enters the ATS, define each source once (for example, whether a sourced candidate who later applies counts as sourced or as an applicant), and avoid a catch-all “other”.

Compare each source’s share of hires with its share of applicants, its cost per hire and the quality of the people it brings, not hires alone.`,
    formula: 'Share of hires from a source = hires from that source ÷ total hires × 100',
    example:
      'Of 40 hires last quarter, 14 came through employee referrals, 12 from job boards, 9 from sourcing and 5 from an agency. Referrals produced 14 ÷ 40 × 100 = 35% of hires.',
    related: ['employee-referral', 'cost-per-hire', 'quality-of-hire', 'applicant-tracking-system'],
  },
  {
    slug: 'internal-fill-rate',
    term: 'Internal fill rate',
    short: 'The share of open positions filled by people who already work for the organization.',
    body: `A healthy internal fill rate shows that employees can see and win new roles, which supports retention and shortens ramp-up time, since internal candidates already know the business. A rate near zero can mean people leave to grow; a rate near 100% can mean too few new perspectives are coming in.

Count promotions and lateral moves into posted roles the same way every period, and decide whether roles that were never advertised count.`,
    formula: 'Internal fill rate = positions filled by internal candidates ÷ total positions filled × 100',
    example:
      'The company filled 50 roles this year; 15 went to current employees through promotions or transfers. The internal fill rate is 15 ÷ 50 × 100 = 30%.',
    related: ['internal-mobility', 'succession-planning', 'promotion-rate', 'career-path'],
  },
  {
    slug: 'promotion-rate',
    term: 'Promotion rate',
    short: 'The share of employees promoted to a higher level during a period.',
    body: `Promotion rate shows how much upward movement an organization offers. Looked at by team, level, gender, race or ethnicity, it can also reveal whether advancement is applied consistently, which matters both for fairness and for the risk of discrimination claims.

Decide what counts as a promotion (a higher grade, a higher title, a pay increase above a threshold) and apply it the same way everywhere.`,
    formula: 'Promotion rate = promotions during the period ÷ average headcount × 100',
    example:
      'An engineering team averaged 80 people over the year and promoted 8 of them: 8 ÷ 80 × 100 = 10%. If women were 25 of the 80 but received only 1 of the promotions (4%) against 7 of 55 men (about 12.7%), the gap is worth investigating.',
    related: ['internal-mobility', 'internal-fill-rate', 'career-path', 'performance-review'],
  },
  {
    slug: 'range-penetration',
    term: 'Range penetration',
    short:
      'Where an employee’s pay sits within the salary range for their job, from 0% at the minimum to 100% at the maximum.',
    body: `Range penetration complements the compa-ratio: the compa-ratio compares pay with the midpoint, while penetration shows how far through the whole range someone is. Employees new to a role usually sit low in the range and experienced, fully proficient people higher.

Two people in the same job with very different penetration should be explainable by experience, performance or time in role; when they are not, it can signal a pay equity problem.`,
    formula: 'Range penetration = (salary − range minimum) ÷ (range maximum − range minimum) × 100',
    example:
      'The range for a role is $60,000 to $90,000 and an employee earns $78,000. Penetration is ($78,000 − $60,000) ÷ ($90,000 − $60,000) × 100 = 60%.',
    related: ['compa-ratio', 'salary-range', 'pay-equity', 'merit-increase'],
  },
  {
    slug: 'gender-pay-gap',
    term: 'Gender pay gap',
    short:
      'The difference between what men and women are paid on average, usually expressed as a percentage of men’s pay.',
    body: `The unadjusted (raw) gap compares average or median pay across the whole organization. It mostly reflects who holds which jobs: if senior and higher-paid roles are held mainly by men, the raw gap is large even when everyone in the same job is paid alike.

The adjusted gap compares people in similar jobs with similar experience and location. An unexplained adjusted gap is a legal risk under the Equal Pay Act and Title VII; a raw gap is a signal about hiring, promotion and representation. Both are worth measuring.`,
    formula:
      'Unadjusted gender pay gap = (average pay of men − average pay of women) ÷ average pay of men × 100',
    example:
      'Men’s average salary is $80,000 and women’s is $72,000. The unadjusted gap is ($80,000 − $72,000) ÷ $80,000 × 100 = 10%: on average, women earn 90 cents for each dollar men earn.',
    related: ['pay-equity', 'equal-pay-act', 'pay-transparency', 'salary-range'],
  },
  {
    slug: 'labor-cost-percentage',
    term: 'Labor cost percentage',
    short: 'Total spending on employees as a share of revenue.',
    body: `Labor cost includes wages and salaries plus payroll taxes, benefits, bonuses and commissions; some organizations add contractors and temporary staff. It is watched closely in service businesses, such as restaurants, retail and staffing, where people are the largest cost.

A falling percentage can mean better productivity or understaffing; read it alongside turnover, overtime and customer measures.`,
    formula: 'Labor cost percentage = total labor cost ÷ revenue × 100',
    example:
      'A restaurant took $150,000 in sales in a month and spent $42,000 on wages, payroll taxes and benefits. Labor cost is $42,000 ÷ $150,000 × 100 = 28% of sales.',
    related: ['burdened-labor-cost', 'revenue-per-employee', 'overtime', 'headcount-planning'],
    tool: '/tools/percentage-calculator/',
  },
  {
    slug: 'burdened-labor-cost',
    term: 'Burdened labor cost',
    short:
      'What an employee really costs an employer: base pay plus payroll taxes, benefits and other costs that come with employing them.',
    body: `Also called fully loaded cost. The burden includes the employer’s share of Social Security and Medicare, federal and state unemployment taxes, workers’ compensation insurance, health and retirement benefits, paid time off and, in some models, equipment, software and office space.

The burden rate is what budgets, pricing and hire-versus-contract decisions should use: comparing a contractor’s rate with an employee’s base salary alone understates what the employee costs.`,
    formula: 'Labor burden rate = (total annual cost of the employee − base pay) ÷ base pay × 100',
    example:
      'An employee earns $70,000. The employer pays $5,355 in Social Security and Medicare (7.65%), $9,000 for health insurance, $2,100 in 401(k) matching and $1,045 in unemployment and workers’ compensation costs. Total cost is $87,500, so the burden rate is $17,500 ÷ $70,000 × 100 = 25%.',
    related: ['labor-cost-percentage', 'total-rewards', 'w-2-vs-1099', 'gross-vs-net-pay'],
    tool: '/tools/paycheck-calculator/',
  },
  {
    slug: 'annualized-salary',
    term: 'Annualized salary',
    short:
      'An hourly wage, or pay for part of a year, converted into what it would come to over a full year.',
    body: `Annualizing lets you compare hourly and salaried offers, set pay ranges and check pay against thresholds such as the FLSA salary level for exempt status. The usual convention is 40 hours a week for 52 weeks, or 2,080 hours a year.

For part-time employees, annualize on their actual scheduled hours, and when comparing with a full-time salary use the full-time equivalent.`,
    formula: 'Annualized salary = hourly rate × hours per week × 52',
    example:
      'An offer pays $24 an hour for a 40-hour week: $24 × 40 × 52 = $49,920 a year. At 30 hours a week it would be $24 × 30 × 52 = $37,440.',
    related: ['full-time-equivalent', 'exempt-vs-non-exempt-employee', 'gross-vs-net-pay', 'overtime'],
    tool: '/tools/paycheck-calculator/',
  },
  {
    slug: 'interview-to-offer-ratio',
    term: 'Interview-to-offer ratio',
    short: 'How many candidates a team interviews for every offer it makes.',
    body: `A high ratio means interviewers see many people who do not meet the bar, which usually points to weak screening earlier in the funnel or unclear requirements, and it costs interviewer time. A very low ratio can mean the bar is inconsistent or the pool was too small to choose from.

Track it per role and per hiring manager, and count candidates who reached the final interview stage, not every first conversation.`,
    formula: 'Interview-to-offer ratio = candidates interviewed ÷ offers made',
    example:
      'For a sales role, the team held final interviews with 18 candidates and made 3 offers: a ratio of 18 ÷ 3 = 6 to 1. Adding a short sales simulation before interviews could bring it down.',
    related: ['yield-ratio', 'recruitment-funnel', 'offer-acceptance-rate', 'job-simulation'],
  },
  {
    slug: 'application-completion-rate',
    term: 'Application completion rate',
    short: 'The share of candidates who start an online application and finish it.',
    body: `A low completion rate usually means the application asks too much too early: long forms, account creation, retyping a résumé that was already uploaded, or a process that breaks on a phone. It is one of the clearest measures of candidate experience at the top of the funnel.

Most applicant tracking systems and career-site analytics can report starts and submissions; compare the rate before and after you shorten a form.`,
    formula: 'Application completion rate = applications submitted ÷ applications started × 100',
    example:
      'A job posting led 1,200 people to start the application and 420 to submit it: 420 ÷ 1,200 × 100 = 35%. After removing the account step and three optional questions, 600 of 1,100 starters submitted, or about 55%.',
    related: ['candidate-experience', 'recruitment-funnel', 'career-site', 'knockout-question'],
  },
  {
    slug: 'interview-no-show-rate',
    term: 'Interview no-show rate',
    short: 'The share of scheduled interviews that candidates miss without cancelling.',
    body: `No-shows waste interviewers’ time and often signal something earlier in the process: too long a wait between stages, unclear instructions, a schedule that ignored the candidate’s hours, or a better offer elsewhere.

Reminders by email or text, self-scheduling links, shorter gaps between steps and on-demand formats such as one-way video interviews all tend to help.`,
    formula: 'Interview no-show rate = interviews missed without notice ÷ interviews scheduled × 100',
    example:
      'Recruiters scheduled 150 first-round interviews in a month and 21 candidates did not appear: 21 ÷ 150 × 100 = 14%.',
    related: [
      'candidate-experience',
      'one-way-video-interview',
      'interview-scheduling',
      'candidate-ghosting',
    ],
  },
  {
    slug: 'time-to-productivity',
    term: 'Time to productivity',
    short:
      'How long a new hire takes to reach the level of output expected of a fully proficient person in the role.',
    body: `Time to productivity (also called ramp time) needs a definition of “productive” agreed before the hire starts, such as a sales rep’s first month at full quota, a support agent handling the standard ticket load at target quality, or a developer shipping work without close review.

Shorter ramp time is one of the main returns on good onboarding and on hiring people whose skills were tested rather than assumed.`,
    formula:
      'Time to productivity = date the new hire first meets the agreed productivity standard − start date',
    example:
      'A support agent starts on March 3 and first handles the full ticket load at the quality target in the week of May 12: a time to productivity of about 10 weeks. If the team average is 12 weeks, this hire ramped faster.',
    related: ['onboarding', 'quality-of-hire', 'thirty-sixty-ninety-day-plan', 'preboarding'],
  },
  {
    slug: 'regretted-turnover',
    term: 'Regretted turnover',
    short:
      'Departures of employees the organization wanted to keep, such as strong performers or people in hard-to-fill roles.',
    body: `Not every departure is a loss: some turnover of poor performers is healthy. Regretted turnover separates the departures that hurt. Managers classify each leaver, ideally against criteria agreed in advance (recent performance rating, critical skills, succession plans), so the label is not decided after the fact.

It is usually reported as a rate over average headcount and as a share of all departures.`,
    formula: 'Regretted turnover rate = regretted departures during the period ÷ average headcount × 100',
    example:
      'A company averaged 400 employees and 48 left during the year; managers classed 20 of the departures as regretted. Regretted turnover is 20 ÷ 400 × 100 = 5%, and 20 ÷ 48 ≈ 42% of all departures.',
    related: ['turnover-rate', 'voluntary-turnover', 'stay-interview', 'exit-interview'],
    tool: '/tools/attrition-rate-calculator/',
  },
  {
    slug: 'average-headcount',
    term: 'Average headcount',
    short: 'The average number of people employed over a period, the denominator of most workforce rates.',
    body: `Turnover, absenteeism, promotion and revenue-per-employee figures all divide by headcount, and using the number on a single day distorts them when the organization is growing or shrinking. The simplest method averages the start and end of the period; monthly averages are more accurate for a year with big swings.

Decide whether to count contractors, interns and people on leave, and use the same rule every time.`,
    formula: 'Average headcount = (headcount at the start of the period + headcount at the end) ÷ 2',
    example:
      'A company had 180 employees on January 1 and 220 on December 31. Average headcount for the year is (180 + 220) ÷ 2 = 200. With 30 departures, turnover is 30 ÷ 200 × 100 = 15%.',
    related: ['turnover-rate', 'full-time-equivalent', 'headcount-planning', 'attrition-rate'],
    tool: '/tools/attrition-rate-calculator/',
  },
  {
    slug: 'training-cost-per-employee',
    term: 'Training cost per employee',
    short:
      'What an organization spends on learning and development in a period, divided by its number of employees.',
    body: `Include course and conference fees, learning platforms, external trainers and the cost of internal learning staff; some organizations also count the time employees spend in training. Whatever you include, keep it the same year to year.

Spend alone says little about value. Pair it with measures of what changed, such as internal fill rate, time to productivity or certification pass rates.`,
    formula: 'Training cost per employee = total training spend ÷ average headcount',
    example:
      'A company with an average of 250 employees spent $175,000 on courses, a learning platform and a trainer’s salary: $175,000 ÷ 250 = $700 per employee.',
    related: ['learning-and-development', 'upskilling', 'average-headcount', 'time-to-productivity'],
  },
  {
    slug: 'candidate-drop-off-rate',
    term: 'Candidate drop-off rate',
    short: 'The share of candidates who leave the hiring process at a given stage without being rejected.',
    body: `Drop-off is the candidate’s decision, not yours: they stop responding, withdraw or do not complete a step. Measuring it stage by stage shows where the process loses people you might have wanted, for example a long assessment, a slow scheduling step or a salary that is revealed too late.

Compare drop-off by role, source and device, and ask candidates who withdraw for their reason.`,
    formula:
      'Drop-off rate at a stage = candidates who withdrew or stopped responding at the stage ÷ candidates who entered it × 100',
    example:
      '300 candidates were invited to an online assessment; 240 completed it and 60 never started. Drop-off at the assessment stage is 60 ÷ 300 × 100 = 20%.',
    related: ['recruitment-funnel', 'yield-ratio', 'candidate-experience', 'candidate-ghosting'],
  },
];
