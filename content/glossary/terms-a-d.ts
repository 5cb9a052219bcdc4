import type { GlossaryInput } from './schema';

/** Glossary terms A to D; content/glossary.ts validates and sorts them with the rest. */
export const termsAD: GlossaryInput[] = [
  {
    slug: 'adverse-impact',
    term: 'Adverse impact',
    short:
      'A substantially lower rate of selection in hiring, promotion or other decisions that works to the disadvantage of a group defined by race, sex or ethnicity.',
    body: `Adverse impact (also called disparate impact) looks at outcomes, not intent: a neutral-looking test, screening question or requirement can still screen out one group far more often than another. Under Title VII of the Civil Rights Act of 1964, a practice with adverse impact has to be job-related and consistent with business necessity.

Employers usually check for it with the four-fifths rule from the federal Uniform Guidelines on Employee Selection Procedures (1978), then look at sample size and statistical significance before drawing conclusions.`,
    example:
      'An employer’s written test passes 60 of 100 white applicants (60%) and 20 of 50 Black applicants (40%). The ratio 40% ÷ 60% ≈ 0.67 is below four-fifths, so the employer checks whether the test is job-related and whether a different method would screen fairly.',
    related: [
      'four-fifths-rule',
      'equal-employment-opportunity',
      'pre-employment-assessment',
      'diversity-hiring',
    ],
  },
  {
    slug: 'applicant-tracking-system',
    term: 'Applicant tracking system (ATS)',
    short:
      'Software that collects job applications and moves candidates through the stages of hiring, from posting a job to making an offer.',
    body: `An ATS posts jobs to career sites and job boards, stores résumés and candidate profiles, tracks each candidate's stage, schedules interviews, collects interviewer feedback and keeps the records employers need for reporting and compliance.

Most ATSs can filter or rank applicants on keywords and knockout questions. That saves time on large applicant pools, but rigid filters also reject qualified people whose résumés use different words, which is one reason many teams add skill assessments early in the funnel.`,
    example:
      'A company receives 900 applications for 12 customer support openings. Its ATS posts the job to three boards, sends every applicant a link to a short assessment, moves those who pass to a phone-screen stage and records each decision, so recruiters can see at a glance where every candidate stands.',
    related: ['recruitment-funnel', 'knockout-question', 'job-requisition', 'time-to-hire'],
  },
  {
    slug: 'at-will-employment',
    term: 'At-will employment',
    short:
      'An employment relationship that either the employer or the employee can end at any time, for any lawful reason or for no reason, without notice.',
    body: `At-will employment is the default in every US state except Montana, whose Wrongful Discharge from Employment Act requires good cause after a probationary period. An employment contract or a collective bargaining agreement can also change the default.

At will does not mean anything goes: firing someone for a reason the law protects, such as discrimination, retaliation for a complaint, or taking protected leave, is still illegal, and many states add public-policy and implied-contract exceptions.`,
    example:
      'An employee in Ohio with no contract is let go because the company is closing her team. That is lawful under at-will employment. Firing her the week after she filed a harassment complaint, because she complained, would be illegal retaliation despite the at-will rule.',
    related: ['conditional-job-offer', 'voluntary-turnover'],
  },
  {
    slug: 'attrition-rate',
    term: 'Attrition rate',
    short:
      'The share of employees who leave an organization during a period, relative to its average headcount.',
    body: `Attrition rate is one of the core workforce metrics: it tells you how fast people are leaving and, compared over time or against your industry, whether that pace is a problem. Many teams report total attrition and voluntary attrition (resignations only) separately, because voluntary departures are the part better hiring and management can change.

Some organizations use attrition for departures whose roles are not refilled and turnover for all departures; others use the two words interchangeably. Whichever you choose, use the same definition every period.`,
    formula: 'Attrition rate = employees who left during the period ÷ average headcount × 100',
    example:
      'A company averaged 250 employees last year and 30 people left. Attrition is 30 ÷ 250 × 100 = 12%. If 20 of the 30 resigned, voluntary attrition is 20 ÷ 250 × 100 = 8%.',
    related: ['turnover-rate', 'retention-rate', 'first-year-attrition', 'voluntary-turnover'],
    tool: '/tools/attrition-rate-calculator/',
  },
  {
    slug: 'background-check',
    term: 'Background check',
    short:
      'A review of a candidate’s records, such as criminal history, employment, education or driving record, usually run after a conditional job offer.',
    body: `When an employer uses a background screening company, the Fair Credit Reporting Act (FCRA) applies: the candidate must get a clear written disclosure in a standalone document and give written permission before the check, and before rejecting someone because of the report the employer must send a pre-adverse action notice with a copy of the report and a summary of their rights, then a final adverse action notice.

Criminal history is also limited by fair chance (ban-the-box) laws in many states and cities, and the EEOC expects employers to consider the nature of an offense, the time since it happened and its relevance to the job rather than applying blanket exclusions.`,
    example:
      'After a conditional offer, a candidate signs a standalone FCRA disclosure and authorization. The report shows a conviction from nine years ago unrelated to the job. The employer considers its age and relevance, and proceeds with the hire rather than sending a pre-adverse action notice.',
    related: ['fair-chance-hiring', 'conditional-job-offer', 'reference-check', 'i-9'],
  },
  {
    slug: 'behavioral-interview',
    term: 'Behavioral interview',
    short:
      'An interview that asks candidates to describe specific situations they have handled, on the idea that past behavior predicts future behavior.',
    body: `Behavioral questions usually start with “Tell me about a time when…” and target a competency the job needs, such as handling conflict, prioritizing or learning something fast. Interviewers listen for a concrete example, often structured as STAR: situation, task, action and result.

Behavioral interviews work best when every candidate gets the same questions and answers are rated against a scorecard with anchored examples; otherwise they drift back toward a conversation judged on rapport.`,
    example:
      '“Tell me about a time you had to deliver bad news to a customer.” A strong answer names the situation (a delayed shipment), the task (keeping the account), the action (calling before the customer noticed, offering options) and the result (the customer renewed).',
    related: ['structured-interview', 'interview-scorecard', 'competency'],
  },
  {
    slug: 'boolean-search',
    term: 'Boolean search',
    short:
      'A way of searching résumé databases, job boards and the web by combining keywords with the operators AND, OR and NOT, quotation marks and parentheses.',
    body: `Recruiters use Boolean strings to find people whose profiles match a set of skills and titles, for example: ("software engineer" OR developer) AND (Python OR Go) NOT intern. Quotation marks keep a phrase together, OR widens the search to synonyms and NOT removes noise.

Boolean search is precise but literal: it only finds people who describe themselves with the exact words searched for. AI sourcing tools add matching on meaning, so a search for a skill also finds people who list the tools and work that imply it.`,
    example:
      'A sourcer looking for Python developers who know Django but are not managers searches: (Python AND Django) AND (developer OR engineer) NOT manager. Quotation marks around “data engineer” would match the exact phrase.',
    related: ['sourcing', 'passive-candidate', 'talent-pipeline'],
  },
  {
    slug: 'candidate-experience',
    term: 'Candidate experience',
    short:
      'How job seekers perceive an employer’s hiring process, from finding the job ad to the final decision, whether or not they are hired.',
    body: `Candidate experience is shaped by small things: a clear job description, a short application, quick replies, interviews that start on time, assessments that feel relevant to the job and a decision that arrives with a reason. Rejected candidates far outnumber hires, so most of the people who form an opinion of your process are people you said no to.

Teams measure it with post-process surveys (often a candidate net promoter score), application completion rates, drop-off by stage and offer acceptance rate.`,
    example:
      'A company surveys candidates after each final decision and learns that many waited over two weeks for interview feedback. It sets a rule that every finalist hears back within three working days, and its candidate survey scores rise the next quarter.',
    related: [
      'candidate-net-promoter-score',
      'employer-branding',
      'offer-acceptance-rate',
      'recruitment-funnel',
    ],
  },
  {
    slug: 'candidate-net-promoter-score',
    term: 'Candidate net promoter score (cNPS)',
    short:
      'A measure of candidate experience that asks candidates how likely they are to recommend applying to your company, on a scale from 0 to 10.',
    body: `cNPS works like any net promoter score: people who answer 9 or 10 are promoters, 7 or 8 are passives and 0 to 6 are detractors. The score ranges from −100 to +100.

Ask every candidate who reached a given stage, including those you rejected, and ask soon after the decision. Comparing scores by stage, role or recruiter shows where the process loses goodwill.`,
    formula: 'cNPS = % of promoters (9–10) − % of detractors (0–6)',
    example:
      'Of 200 candidates surveyed, 90 answer 9 or 10 (45% promoters) and 40 answer 0 to 6 (20% detractors). cNPS = 45 − 20 = +25.',
    related: ['candidate-experience', 'employee-net-promoter-score'],
    tool: '/tools/nps-calculator/',
  },
  {
    slug: 'compa-ratio',
    term: 'Compa-ratio',
    short:
      'An employee’s pay divided by the midpoint of the pay range for their role, showing where they sit in the range.',
    body: `A compa-ratio of 1.00 (or 100%) means someone is paid exactly at the range midpoint, usually the market rate for a fully competent person in the role. Below 1.00 is common for people still growing into a role; well above it suggests pay has outgrown the range.

HR teams use average compa-ratios by team, level or demographic group to spot pay compression and unexplained pay gaps, and to budget raises.`,
    formula: 'Compa-ratio = base pay ÷ midpoint of the pay range',
    example:
      'An analyst earns $76,000 and the midpoint of her pay range is $80,000. Her compa-ratio is $76,000 ÷ $80,000 = 0.95, or 95%: slightly below the market-rate midpoint.',
    related: ['pay-transparency', 'total-rewards'],
  },
  {
    slug: 'competency',
    term: 'Competency',
    short:
      'A measurable combination of knowledge, skills, abilities and behaviors that someone needs to do a job well.',
    body: `Competencies turn a job into things you can assess: “writes clear customer emails”, “debugs production incidents”, “negotiates renewals”. A competency model lists the ones a role or a whole organization needs, often with levels describing what good looks like at each stage of a career.

In hiring, competencies drive the job description, the assessment, the interview questions and the scorecard, so that every step checks the same things.`,
    example:
      'For a team lead role, the competency “coaching others” is defined with observable behaviors: gives specific feedback within a day, sets development goals with each report, and shows improvement in their team’s skills over a quarter. Interview questions and performance reviews use the same definition.',
    related: ['skills-based-hiring', 'behavioral-interview', 'interview-scorecard', 'job-description'],
  },
  {
    slug: 'conditional-job-offer',
    term: 'Conditional job offer',
    short:
      'A job offer that becomes final only if the candidate clears stated conditions, such as a background check, a drug test or a medical exam.',
    body: `Conditional offers matter legally. The Americans with Disabilities Act (ADA) prohibits medical exams and disability-related questions before an offer; after a conditional offer they are allowed if everyone entering the same job category gets them. Fair chance laws in many places also require criminal history checks to wait until after a conditional offer.

The offer letter should list every condition, and the candidate should not resign from their current job until the conditions are cleared.`,
    example:
      'A hospital offers a nurse a job conditional on a license check, a background check and a post-offer medical exam that all nurses take. The exam finds a condition that does not affect her ability to do the job with an accommodation, so the offer stands.',
    related: ['background-check', 'reasonable-accommodation', 'fair-chance-hiring', 'offer-acceptance-rate'],
  },
  {
    slug: 'cost-of-vacancy',
    term: 'Cost of vacancy',
    short:
      'The value a business loses for each day a role stays open: output not produced, revenue delayed and work pushed onto others.',
    body: `Cost of vacancy puts a number on slow hiring. For revenue roles it can be estimated from the revenue the role is expected to generate; for other roles a common shortcut is the daily value of the role, often approximated from salary or from revenue per employee, multiplied by the days it stays open.

The figure is an estimate, but it helps make the case for faster hiring, shows why time to fill matters as much as cost per hire, and puts recruiting budgets in proportion.`,
    formula: 'Cost of vacancy = daily value of the role × days the role stays open',
    example:
      'A sales role brings in about $1,500 of gross profit per working day. If it stays open for 40 working days, the vacancy costs about $1,500 × 40 = $60,000 in lost profit, far more than most recruiting costs.',
    related: ['time-to-fill', 'cost-per-hire', 'mis-hire'],
    tool: '/roi-calculator/',
    toolLabel: 'Hiring ROI calculator',
  },
  {
    slug: 'cost-per-hire',
    term: 'Cost per hire',
    short:
      'The average amount an organization spends to make one hire, counting both internal and external recruiting costs.',
    body: `The ANSI/SHRM cost-per-hire standard adds up external costs (job ads, agency fees, assessments, background checks, travel, relocation, signing bonuses) and internal costs (recruiter salaries and benefits, recruiting software, referral bonuses, the time hiring managers spend) for a period and divides by the hires made in that period.

A low cost per hire is not a goal in itself: a cheap process that produces weak hires or leaves roles open for months costs more. Read it alongside time to fill and quality of hire.`,
    formula: 'Cost per hire = (internal recruiting costs + external recruiting costs) ÷ total hires',
    example:
      'Last year a company spent $120,000 on internal recruiting (recruiters’ pay and tools) and $80,000 on external costs (job ads, agency fees, background checks), and made 50 hires. Cost per hire = ($120,000 + $80,000) ÷ 50 = $4,000.',
    related: ['time-to-fill', 'quality-of-hire', 'cost-of-vacancy', 'yield-ratio'],
  },
  {
    slug: 'diversity-hiring',
    term: 'Diversity hiring',
    short:
      'Hiring practices designed to reduce bias and widen the candidate pool, so people of every background get a fair chance at a job.',
    body: `In practice diversity hiring means sourcing from a wider set of places, writing inclusive job descriptions, removing requirements the job does not need, and judging candidates on job-relevant evidence such as work samples and structured interviews rather than pedigree or gut feel.

In the US, hiring decisions themselves must not be based on race, sex or other protected characteristics under Title VII and related laws; diversity hiring works on the process, the pool and the criteria, not on quotas.`,
    example:
      'A company finds that most engineering applicants come from three universities. It adds coding bootcamps and community groups as sources, removes the degree requirement, and uses the same skills test for everyone, then tracks whether finalists and hires reflect the wider applicant pool.',
    related: ['equal-employment-opportunity', 'unconscious-bias', 'adverse-impact', 'skills-based-hiring'],
  },
];
