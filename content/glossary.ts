import { z } from 'zod';
import { ContentError, defineEntries } from './define';
import { nonEmpty, slug } from './schema/common';

/**
 * The HR glossary (/hr-glossary/): one entry per term, written for recruiters and hiring
 * managers. Text is plain: the page renders it as text, so markup pasted in would show as
 * characters, and the schema refuses it to catch the mistake early. US English and US law;
 * entries name the law but give no legal advice.
 */

const FILE = 'content/glossary.ts';

const plainText = nonEmpty.refine(
  (text) => !/<\/?[a-z!]/i.test(text),
  'must be plain text, without HTML tags',
);

/** Paragraphs of a body: separated by a blank line. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export const glossaryEntrySchema = z
  .object({
    slug: slug.refine(
      (value) => !value.startsWith('letter-') && !value.startsWith('glossary-'),
      'must not start with "letter-" or "glossary-" (the page uses those ids)',
    ),
    term: nonEmpty
      .max(60, 'should be at most 60 characters')
      .regex(/^[A-Za-z]/, 'must start with a letter A to Z, so it files under one letter'),
    short: plainText
      .max(220, 'should be one sentence of at most 220 characters')
      .regex(/[.?!]$/, 'should be one sentence ending with a full stop'),
    body: plainText.refine((body) => {
      const count = paragraphsOf(body).length;
      return count >= 1 && count <= 3;
    }, 'should be 1 to 3 short paragraphs separated by a blank line'),
    related: z.array(slug).optional(),
    formula: plainText.optional(),
    /** A free tool on this site for the term, by path: `/tools/attrition-rate-calculator/`. */
    tool: z
      .string()
      .regex(/^\/([a-z0-9-]+\/)+$/, 'must be a site path like "/tools/nps-calculator/"')
      .optional(),
    /** The tool link's text when the tool's own name would not say enough (templates, the hiring ROI page). */
    toolLabel: plainText.max(60, 'should be at most 60 characters').optional(),
  })
  .refine((entry) => !entry.toolLabel || entry.tool, {
    message: 'is only used with "tool"',
    path: ['toolLabel'],
  });

export type GlossaryEntry = z.output<typeof glossaryEntrySchema>;

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The letter a term files under: its first letter, upper case. */
export function letterOf(term: string): string {
  return term.charAt(0).toUpperCase();
}

export function compareTerms(a: { term: string }, b: { term: string }): number {
  return a.term.localeCompare(b.term, 'en', { sensitivity: 'base' });
}

/** Terms grouped by letter, letters A to Z, terms alphabetical; letters without terms are left out. */
export function groupByLetter<T extends { term: string }>(
  entries: readonly T[],
): { letter: string; entries: T[] }[] {
  const sorted = [...entries].sort(compareTerms);
  return LETTERS.map((letter) => ({
    letter,
    entries: sorted.filter((entry) => letterOf(entry.term) === letter),
  })).filter((group) => group.entries.length > 0);
}

const entries: z.input<typeof glossaryEntrySchema>[] = [
  {
    slug: 'adverse-impact',
    term: 'Adverse impact',
    short:
      'A substantially lower rate of selection in hiring, promotion or other decisions that works to the disadvantage of a group defined by race, sex or ethnicity.',
    body: `Adverse impact (also called disparate impact) looks at outcomes, not intent: a neutral-looking test, screening question or requirement can still screen out one group far more often than another. Under Title VII of the Civil Rights Act of 1964, a practice with adverse impact has to be job-related and consistent with business necessity.

Employers usually check for it with the four-fifths rule from the federal Uniform Guidelines on Employee Selection Procedures (1978), then look at sample size and statistical significance before drawing conclusions.`,
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
    related: ['recruitment-funnel', 'knockout-question', 'job-requisition', 'time-to-hire'],
  },
  {
    slug: 'at-will-employment',
    term: 'At-will employment',
    short:
      'An employment relationship that either the employer or the employee can end at any time, for any lawful reason or for no reason, without notice.',
    body: `At-will employment is the default in every US state except Montana, whose Wrongful Discharge from Employment Act requires good cause after a probationary period. An employment contract or a collective bargaining agreement can also change the default.

At will does not mean anything goes: firing someone for a reason the law protects, such as discrimination, retaliation for a complaint, or taking protected leave, is still illegal, and many states add public-policy and implied-contract exceptions.`,
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
    related: ['fair-chance-hiring', 'conditional-job-offer', 'reference-check', 'i-9'],
  },
  {
    slug: 'behavioral-interview',
    term: 'Behavioral interview',
    short:
      'An interview that asks candidates to describe specific situations they have handled, on the idea that past behavior predicts future behavior.',
    body: `Behavioral questions usually start with “Tell me about a time when…” and target a competency the job needs, such as handling conflict, prioritizing or learning something fast. Interviewers listen for a concrete example, often structured as STAR: situation, task, action and result.

Behavioral interviews work best when every candidate gets the same questions and answers are rated against a scorecard with anchored examples; otherwise they drift back toward a conversation judged on rapport.`,
    related: ['structured-interview', 'interview-scorecard', 'competency'],
  },
  {
    slug: 'boolean-search',
    term: 'Boolean search',
    short:
      'A way of searching résumé databases, job boards and the web by combining keywords with the operators AND, OR and NOT, quotation marks and parentheses.',
    body: `Recruiters use Boolean strings to find people whose profiles match a set of skills and titles, for example: ("software engineer" OR developer) AND (Python OR Go) NOT intern. Quotation marks keep a phrase together, OR widens the search to synonyms and NOT removes noise.

Boolean search is precise but literal: it only finds people who describe themselves with the exact words searched for. AI sourcing tools add matching on meaning, so a search for a skill also finds people who list the tools and work that imply it.`,
    related: ['sourcing', 'passive-candidate', 'talent-pipeline'],
  },
  {
    slug: 'candidate-experience',
    term: 'Candidate experience',
    short:
      'How job seekers perceive an employer’s hiring process, from finding the job ad to the final decision, whether or not they are hired.',
    body: `Candidate experience is shaped by small things: a clear job description, a short application, quick replies, interviews that start on time, assessments that feel relevant to the job and a decision that arrives with a reason. Rejected candidates far outnumber hires, so most of the people who form an opinion of your process are people you said no to.

Teams measure it with post-process surveys (often a candidate net promoter score), application completion rates, drop-off by stage and offer acceptance rate.`,
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
    related: ['pay-transparency', 'total-rewards'],
  },
  {
    slug: 'competency',
    term: 'Competency',
    short:
      'A measurable combination of knowledge, skills, abilities and behaviors that someone needs to do a job well.',
    body: `Competencies turn a job into things you can assess: “writes clear customer emails”, “debugs production incidents”, “negotiates renewals”. A competency model lists the ones a role or a whole organization needs, often with levels describing what good looks like at each stage of a career.

In hiring, competencies drive the job description, the assessment, the interview questions and the scorecard, so that every step checks the same things.`,
    related: ['skills-based-hiring', 'behavioral-interview', 'interview-scorecard', 'job-description'],
  },
  {
    slug: 'conditional-job-offer',
    term: 'Conditional job offer',
    short:
      'A job offer that becomes final only if the candidate clears stated conditions, such as a background check, a drug test or a medical exam.',
    body: `Conditional offers matter legally. The Americans with Disabilities Act (ADA) prohibits medical exams and disability-related questions before an offer; after a conditional offer they are allowed if everyone entering the same job category gets them. Fair chance laws in many places also require criminal history checks to wait until after a conditional offer.

The offer letter should list every condition, and the candidate should not resign from their current job until the conditions are cleared.`,
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
    related: ['time-to-fill', 'quality-of-hire', 'cost-of-vacancy', 'yield-ratio'],
  },
  {
    slug: 'diversity-hiring',
    term: 'Diversity hiring',
    short:
      'Hiring practices designed to reduce bias and widen the candidate pool, so people of every background get a fair chance at a job.',
    body: `In practice diversity hiring means sourcing from a wider set of places, writing inclusive job descriptions, removing requirements the job does not need, and judging candidates on job-relevant evidence such as work samples and structured interviews rather than pedigree or gut feel.

In the US, hiring decisions themselves must not be based on race, sex or other protected characteristics under Title VII and related laws; diversity hiring works on the process, the pool and the criteria, not on quotas.`,
    related: ['equal-employment-opportunity', 'unconscious-bias', 'adverse-impact', 'skills-based-hiring'],
  },
  {
    slug: 'employee-net-promoter-score',
    term: 'Employee net promoter score (eNPS)',
    short:
      'A one-question measure of employee loyalty: how likely employees are to recommend the organization as a place to work, on a scale from 0 to 10.',
    body: `Employees who answer 9 or 10 are promoters, 7 or 8 passives and 0 to 6 detractors; the score is the percentage of promoters minus the percentage of detractors, so it ranges from −100 to +100.

eNPS is quick to run often, which makes it good for spotting trends by team or after a change. It says little about why people feel the way they do, so pair it with an open follow-up question.`,
    formula: 'eNPS = % of promoters (9–10) − % of detractors (0–6)',
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
    related: ['sourcing', 'talent-pipeline', 'diversity-hiring'],
  },
  {
    slug: 'employee-value-proposition',
    term: 'Employee value proposition (EVP)',
    short:
      'The reasons someone would choose to work for an employer: pay and benefits, the work itself, growth, culture and flexibility.',
    body: `An EVP answers the candidate’s question “why here?” in a way that is true, specific and different from competitors. It is built from what current employees actually value, usually found through surveys and interviews.

The EVP is the substance; employer branding is how it is communicated in job ads, career pages and social media.`,
    related: ['employer-branding', 'total-rewards', 'candidate-experience'],
  },
  {
    slug: 'employer-branding',
    term: 'Employer branding',
    short:
      'How an organization presents itself as a place to work, and the reputation it has among current and potential employees.',
    body: `Employer branding covers the careers site, job descriptions, employee stories, reviews on sites such as Glassdoor, and the impression every candidate takes away from the hiring process.

A strong employer brand lowers cost per hire and raises offer acceptance because more of the right people apply and say yes. It only works if it matches what employees experience; a gap shows up quickly in reviews and first-year attrition.`,
    related: ['employee-value-proposition', 'candidate-experience', 'offer-acceptance-rate'],
  },
  {
    slug: 'equal-employment-opportunity',
    term: 'Equal employment opportunity (EEO)',
    short:
      'The principle, set in US federal law, that employment decisions must not be based on race, color, religion, sex, national origin, age, disability or genetic information.',
    body: `The main federal EEO laws are Title VII of the Civil Rights Act of 1964, the Age Discrimination in Employment Act (workers aged 40 and over), the Americans with Disabilities Act, the Equal Pay Act and the Genetic Information Nondiscrimination Act. The Equal Employment Opportunity Commission (EEOC) enforces them, and many states add further protected characteristics.

Private employers with 100 or more employees file an annual EEO-1 report with the EEOC giving the makeup of their workforce by job category, sex and race or ethnicity.`,
    related: ['adverse-impact', 'four-fifths-rule', 'reasonable-accommodation', 'diversity-hiring'],
  },
  {
    slug: 'exempt-vs-non-exempt-employee',
    term: 'Exempt vs non-exempt employee',
    short:
      'Whether an employee is covered by the overtime and minimum wage rules of the Fair Labor Standards Act (non-exempt) or falls outside them (exempt).',
    body: `Non-exempt employees must be paid at least the minimum wage and overtime of one and a half times their regular rate for hours worked over 40 in a workweek. Exempt employees are not owed overtime.

To be exempt, a role generally has to pass three tests: the person is paid a fixed salary (salary basis), the salary is at or above the level set by the Department of Labor (salary level), and the job’s main duties are executive, administrative, professional, computer or outside sales work (duties). Job titles alone decide nothing, and several states, such as California and New York, set stricter rules.`,
    related: ['gross-vs-net-pay', 'w-2-vs-1099', 'full-time-equivalent'],
  },
  {
    slug: 'exit-interview',
    term: 'Exit interview',
    short:
      'A conversation or survey with an employee who is leaving, to learn why they are going and what the organization could do better.',
    body: `Exit interviews are most useful when the answers are collected the same way each time and read in aggregate: recurring reasons such as pay, a specific manager or a lack of growth point to fixes that can lower voluntary turnover.

People are often more candid when someone outside their reporting line runs the interview, or when the survey is anonymous and summarized.`,
    related: ['voluntary-turnover', 'attrition-rate', 'retention-rate'],
  },
  {
    slug: 'fair-chance-hiring',
    term: 'Fair chance hiring',
    short:
      'Hiring practices that give people with criminal records a fair assessment, usually by delaying questions about criminal history until later in the process.',
    body: `Many US states and cities have fair chance or “ban the box” laws that stop employers from asking about criminal history on the application, and often until after a conditional offer. The federal Fair Chance to Compete for Jobs Act of 2019 applies the same idea to federal agencies and federal contractors.

Where a record does come up, EEOC guidance expects an individualized assessment of the offense, the time that has passed and whether it is relevant to the job.`,
    related: ['background-check', 'conditional-job-offer', 'equal-employment-opportunity'],
  },
  {
    slug: 'first-year-attrition',
    term: 'First-year attrition',
    short: 'The share of new hires who leave within their first twelve months.',
    body: `First-year attrition (also called new hire turnover) is one of the clearest signals of hiring and onboarding quality: people who leave this early usually found a job different from the one described, were a poor fit for the work, or were poorly onboarded.

Track it by hiring cohort, source, role and hiring manager. Separate resignations from terminations: the first points more to the job or the manager, the second more to how candidates were assessed.`,
    formula: 'First-year attrition = hires who left within 12 months ÷ total hires in the cohort × 100',
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
    related: ['adverse-impact', 'equal-employment-opportunity', 'pre-employment-assessment'],
  },
  {
    slug: 'full-cycle-recruiting',
    term: 'Full-cycle recruiting',
    short:
      'Recruiting in which one recruiter or team handles every stage of a hire, from intake and sourcing to the accepted offer and handoff to onboarding.',
    body: `The stages are usually: an intake meeting with the hiring manager, writing and posting the job, sourcing, screening, assessing and interviewing, reference and background checks, the offer and negotiation, and the handoff to onboarding.

Full-cycle recruiting (also called end-to-end recruiting) gives candidates one point of contact and the recruiter full context. Larger teams often split the work instead, with dedicated sourcers, coordinators and recruiters.`,
    related: ['recruitment-funnel', 'sourcing', 'hiring-manager', 'onboarding'],
  },
  {
    slug: 'full-time-equivalent',
    term: 'Full-time equivalent (FTE)',
    short: 'A unit that expresses the hours worked by employees as a number of full-time employees.',
    body: `One FTE is one full-time schedule, commonly 40 hours a week or 2,080 hours a year. Two people working 20 hours a week each are 1.0 FTE; a team of ten full-timers and four half-timers is 12 FTE.

FTEs are used for budgets and headcount planning. Laws use their own definitions: for the Affordable Care Act’s employer mandate, for example, a full-time employee works 30 or more hours a week, and part-time hours are converted to full-time equivalents to decide whether an employer has 50 or more.`,
    formula: 'FTE = total hours worked in a period ÷ hours in one full-time schedule for that period',
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
    related: ['job-requisition', 'full-time-equivalent', 'time-to-fill', 'attrition-rate'],
  },
  {
    slug: 'hiring-manager',
    term: 'Hiring manager',
    short:
      'The person who requests a new hire, will usually manage them, and makes or signs off on the final hiring decision.',
    body: `The hiring manager defines what the role needs, agrees the job description and assessment with the recruiter, interviews the finalists and decides whom to hire. The recruiter runs the process and advises; the decision belongs to the hiring manager.

Slow feedback from hiring managers is one of the most common causes of long time to hire, so many teams agree response times in the intake meeting.`,
    related: ['job-requisition', 'full-cycle-recruiting', 'interview-scorecard'],
  },
  {
    slug: 'i-9',
    term: 'I-9 (Employment Eligibility Verification)',
    short:
      'The federal form every US employer must complete for each new hire to verify their identity and authorization to work in the United States.',
    body: `Form I-9 is required by the Immigration Reform and Control Act of 1986. The employee completes Section 1 no later than their first day of work; the employer completes Section 2 within three business days of that first day, after examining original documents the employee chooses from the lists of acceptable documents.

Employers must not ask for specific documents or more documents than required, and must keep each form for three years after the hire date or one year after employment ends, whichever is later. E-Verify, the online check against government records, is a separate system, voluntary for most employers but required for some, such as many federal contractors.`,
    related: ['onboarding', 'background-check', 'w-2-vs-1099'],
  },
  {
    slug: 'internal-mobility',
    term: 'Internal mobility',
    short:
      'Employees moving to new roles inside the same organization, through promotions, lateral moves or transfers to other teams.',
    body: `Filling roles internally is usually faster and cheaper than hiring from outside, and new hires who already know the company ramp up sooner. Employees who see a next step inside are also less likely to look outside, so internal mobility supports retention.

It works when internal candidates can see open roles, are assessed on the same criteria as external ones, and managers are expected to let good people move.`,
    related: ['retention-rate', 'talent-pipeline', 'lateral-hire'],
  },
  {
    slug: 'interview-scorecard',
    term: 'Interview scorecard',
    short:
      'A form on which interviewers rate a candidate against the criteria the role needs, on a defined scale, with notes on the evidence for each rating.',
    body: `A scorecard lists the competencies or skills to assess, the questions that test each one, and a rating scale with anchors that describe what a weak, acceptable and strong answer sounds like. Each interviewer scores independently, before discussing the candidate with others.

Scorecards make interviews comparable across candidates and interviewers, reduce the influence of first impressions, and leave a record of why a decision was made.`,
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
    related: ['headcount-planning', 'time-to-fill', 'hiring-manager', 'applicant-tracking-system'],
  },
  {
    slug: 'job-simulation',
    term: 'Job simulation',
    short:
      'An assessment that asks candidates to do realistic tasks from the job, in a setting that mirrors the work, so skills are judged on what people actually do.',
    body: `A job simulation might ask a support candidate to answer real-looking customer tickets, an analyst to find insights in a dataset, or a salesperson to handle an objection on a recorded call. Candidates get a realistic preview of the work; employers see evidence of skill instead of claims on a résumé.

Well-designed simulations are scored against a rubric, take a reasonable amount of time and test only what the job needs.`,
    related: ['work-sample-test', 'pre-employment-assessment', 'skills-based-hiring'],
  },
  {
    slug: 'knockout-question',
    term: 'Knockout question',
    short:
      'A screening question on a job application that automatically removes candidates whose answer shows they do not meet a firm requirement.',
    body: `Knockout questions check true must-haves: a license the job legally requires, authorization to work in the country, availability for the shifts, or willingness to work on site.

Use them sparingly. Every knockout rejects people without a human look, so a question that is not a real requirement, or that could screen out a protected group, costs good candidates and can create legal risk.`,
    related: ['applicant-tracking-system', 'recruitment-funnel', 'adverse-impact'],
  },
  {
    slug: 'lateral-hire',
    term: 'Lateral hire',
    short:
      'A hire who moves into a role at about the same level, pay and responsibility as their current one, usually from another organization.',
    body: `Lateral hires bring experience they can apply from day one, which is why law firms, banks and consultancies hire laterally for senior roles. Because the move is not a step up, the pitch is about the work, the team, growth or flexibility rather than title.

Inside an organization, a lateral move is a change of role or team at the same level, a common form of internal mobility.`,
    related: ['internal-mobility', 'passive-candidate', 'offer-acceptance-rate'],
  },
  {
    slug: 'mis-hire',
    term: 'Mis-hire',
    short:
      'A hire who does not work out in the role: they leave early, are let go, or stay but perform well below what the job needs.',
    body: `The cost of a mis-hire goes well beyond the salary paid: recruiting and onboarding have to be repeated, the team loses output and morale, and the role stays effectively vacant for months.

Mis-hires usually trace back to an unclear role, to judging candidates on résumés and conversation rather than evidence of skill, or to a job that was oversold. First-year attrition and quality of hire help measure how often it happens.`,
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
    related: ['lateral-hire', 'conditional-job-offer'],
  },
  {
    slug: 'offer-acceptance-rate',
    term: 'Offer acceptance rate',
    short: 'The share of job offers that candidates accept.',
    body: `A high offer acceptance rate means the process sets expectations well and the offer is competitive. A falling rate points to pay below market, a slow process that lets other employers move first, or interviews that put candidates off.

Track declines with their reasons, by role and by stage of the market; even a short question at the time of the decline helps.`,
    formula: 'Offer acceptance rate = offers accepted ÷ offers extended × 100',
    related: ['candidate-experience', 'time-to-hire', 'yield-ratio', 'employer-branding'],
  },
  {
    slug: 'onboarding',
    term: 'Onboarding',
    short:
      'The process of bringing a new hire into the organization, from the accepted offer through their first months, so they become productive and stay.',
    body: `Onboarding covers paperwork such as Form I-9 and tax forms, equipment and accounts, introductions, training, and clear goals for the first 30, 60 and 90 days. Good onboarding starts before day one, with a welcome and a plan, and gives every new hire a named person to ask.

Weak onboarding is a leading cause of first-year attrition, and a new hire’s first weeks shape their view of the employer for a long time.`,
    related: ['i-9', 'first-year-attrition', 'retention-rate', 'full-cycle-recruiting'],
  },
  {
    slug: 'one-way-video-interview',
    term: 'One-way video interview',
    short:
      'An interview in which candidates record answers to preset questions on video, at a time that suits them, for the hiring team to review later.',
    body: `Also called an asynchronous or on-demand video interview. Every candidate gets the same questions with the same time to think and answer, which makes the first round consistent and saves scheduling: a recruiter can review in an hour what would take a day of phone screens.

Tell candidates how many questions there are, how long they have and whether they can retake an answer, offer accommodations, and score the answers against criteria rather than on appearance or setting.`,
    related: ['structured-interview', 'screening-call', 'candidate-experience', 'reasonable-accommodation'],
  },
  {
    slug: 'passive-candidate',
    term: 'Passive candidate',
    short: 'Someone who is not actively looking for a job but might be open to the right opportunity.',
    body: `Passive candidates are often employed and doing well, so they are not on job boards; recruiters reach them through sourcing, referrals and networking. Many of the strongest candidates for specialist roles are passive at any given moment.

Approaching them takes a personal message about why this role suits them, flexibility on timing, and often a conversation before any formal application.`,
    related: ['sourcing', 'boolean-search', 'talent-pipeline', 'employee-referral'],
  },
  {
    slug: 'pay-transparency',
    term: 'Pay transparency',
    short:
      'Openness about pay: publishing salary ranges in job postings, explaining how pay is set, and letting employees discuss what they earn.',
    body: `A growing number of US states and cities, including Colorado, California, Washington, New York State and New York City, require employers to include a good-faith pay range in job postings, and some require sharing it with applicants or employees on request. Many places also ban asking candidates about their salary history.

Separately, the National Labor Relations Act protects most private-sector employees’ right to discuss their pay with each other.`,
    related: ['compa-ratio', 'job-description', 'total-rewards', 'offer-acceptance-rate'],
  },
  {
    slug: 'pre-employment-assessment',
    term: 'Pre-employment assessment',
    short:
      'A standardized test used during hiring to measure job-relevant skills, abilities, knowledge or traits.',
    body: `Assessments include skills tests, job simulations, work samples, cognitive ability tests, situational judgment tests and personality questionnaires. Used early, they let teams judge every applicant on the same evidence instead of filtering on résumé keywords.

Under Title VII and the Uniform Guidelines, a test that screens out a protected group at a higher rate must be job-related and valid for the role, and the ADA requires reasonable accommodations for candidates with disabilities. Monitoring pass rates with the four-fifths rule is a common safeguard.`,
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
    related: ['first-year-attrition', 'mis-hire', 'cost-per-hire', 'interview-scorecard'],
  },
  {
    slug: 'quiet-quitting',
    term: 'Quiet quitting',
    short:
      'Doing only what a job strictly requires, with no extra hours or effort beyond it, while staying in the job.',
    body: `The phrase spread on social media in 2022. Despite the name, nobody quits: it describes disengagement, or a deliberate choice to set boundaries on work, depending on who is describing it.

For employers it is usually a signal worth reading, about workload, recognition, a manager or a lack of growth, and it tends to show up in engagement scores such as eNPS before it shows up in turnover.`,
    related: ['employee-net-promoter-score', 'voluntary-turnover', 'retention-rate'],
  },
  {
    slug: 'reasonable-accommodation',
    term: 'Reasonable accommodation',
    short:
      'A change to a job, the workplace or the hiring process that lets a qualified person with a disability apply for or do the job.',
    body: `The Americans with Disabilities Act requires employers with 15 or more employees to provide reasonable accommodations unless doing so would cause undue hardship. In hiring, that can mean extra time on an assessment, a screen-reader-compatible test, captions on video, or an interview in an accessible room.

Tell candidates how to ask for an accommodation at every stage, and keep requests and any medical information confidential and separate from hiring files.`,
    related: ['equal-employment-opportunity', 'pre-employment-assessment', 'conditional-job-offer'],
  },
  {
    slug: 'recruitment-funnel',
    term: 'Recruitment funnel',
    short:
      'The stages candidates pass through on the way to a hire, and how many move from each stage to the next.',
    body: `A typical funnel runs from reach (people who see the job) to applicants, screened, assessed, interviewed, offered and hired. Measuring how many move on at each stage shows where good candidates drop out and where the process spends time on people who were never likely to be hired.

Yield ratios at each stage, together with expected time per stage, also tell you how many applicants you need to make a given number of hires.`,
    related: ['yield-ratio', 'applicant-tracking-system', 'time-to-hire', 'candidate-experience'],
  },
  {
    slug: 'reference-check',
    term: 'Reference check',
    short:
      'Contacting people who have worked with a candidate, usually former managers, to confirm facts and hear how the candidate works.',
    body: `Useful reference checks ask specific, job-related questions: what the person was responsible for, an example of their best work, where they needed support and whether the referee would hire them again. Ask every finalist’s referees the same questions.

Get the candidate’s permission first, especially before contacting a current employer. Many companies will only confirm dates and job titles, and in places with salary history bans, do not ask referees about pay.`,
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
    related: ['turnover-rate', 'attrition-rate', 'first-year-attrition', 'internal-mobility'],
    tool: '/tools/attrition-rate-calculator/',
  },
  {
    slug: 'screening-call',
    term: 'Screening call',
    short:
      'A short first conversation, usually by phone or video, in which a recruiter checks a candidate’s fit for a role before further interviews.',
    body: `A screening call (or phone screen) typically covers the candidate’s interest, basic qualifications, salary expectations, availability and work authorization, and gives the candidate a chance to ask about the role.

Because it is often the first human contact, it shapes candidate experience. Using the same short set of questions for every candidate keeps screening fair; one-way video interviews and skills tests are common alternatives for high-volume roles.`,
    related: ['one-way-video-interview', 'knockout-question', 'recruitment-funnel'],
  },
  {
    slug: 'skills-based-hiring',
    term: 'Skills-based hiring',
    short:
      'Hiring on evidence of the skills a job needs rather than on proxies such as degrees, job titles or years of experience.',
    body: `Skills-based hiring starts by defining the skills a role really needs, then tests them directly with work samples, job simulations and structured interviews. Requirements such as a four-year degree are dropped where the job does not need them.

It widens the pool to people who learned on the job, in bootcamps or in other careers, and research on selection methods consistently finds that work samples and structured interviews predict performance better than education or years of experience.`,
    related: ['job-simulation', 'work-sample-test', 'competency', 'pre-employment-assessment'],
  },
  {
    slug: 'sourcing',
    term: 'Sourcing',
    short:
      'Proactively finding and contacting potential candidates for current or future roles, instead of waiting for applications.',
    body: `Sourcers search professional networks, résumé databases, code repositories, portfolios and events, using Boolean search or AI tools, then reach out with a personal message. Sourcing is the main way to reach passive candidates and to build a diverse pool for hard-to-fill roles.

The usual sourcing metrics are response rate to outreach, the share of sourced candidates who enter the process, and sourced hires as a share of all hires.`,
    related: ['boolean-search', 'passive-candidate', 'talent-pipeline', 'full-cycle-recruiting'],
  },
  {
    slug: 'structured-interview',
    term: 'Structured interview',
    short:
      'An interview in which every candidate for a role is asked the same job-related questions, in the same order, and rated on the same scale.',
    body: `Structure means deciding in advance what to assess, which questions test it, and what a good answer looks like, then having interviewers score independently on a scorecard before they discuss the candidate.

Decades of research on selection show structured interviews predict job performance much better than unstructured conversations, and they are fairer to candidates and easier to defend, because every decision rests on the same documented criteria.`,
    related: ['interview-scorecard', 'behavioral-interview', 'one-way-video-interview', 'unconscious-bias'],
  },
  {
    slug: 'talent-acquisition',
    term: 'Talent acquisition',
    short:
      'The strategic, ongoing work of finding, attracting and hiring the people an organization needs, beyond filling individual openings.',
    body: `Recruiting fills today’s open roles; talent acquisition also covers workforce and headcount planning, employer branding, talent pipelines for future roles, and the data and tools behind hiring. Many organizations call the whole recruiting function “talent acquisition” or TA.

TA teams are usually measured on time to fill, cost per hire, quality of hire and the experience of candidates and hiring managers.`,
    related: ['headcount-planning', 'employer-branding', 'talent-pipeline', 'full-cycle-recruiting'],
  },
  {
    slug: 'talent-pipeline',
    term: 'Talent pipeline',
    short:
      'A pool of qualified candidates, inside or outside the organization, who are ready to be considered when a suitable role opens.',
    body: `A pipeline is built from people sourced ahead of need, past finalists who were not hired (“silver medalists”), referrals, event contacts and internal candidates preparing for a next step. Keeping in touch with them, with useful updates rather than spam, is what keeps a pipeline warm.

Pipelines cut time to fill for recurring and hard-to-fill roles, because the search starts with people already known.`,
    related: ['sourcing', 'passive-candidate', 'time-to-fill', 'internal-mobility'],
  },
  {
    slug: 'time-to-fill',
    term: 'Time to fill',
    short: 'The number of days from when a job is opened to when a candidate accepts the offer.',
    body: `Time to fill usually starts when the requisition is approved or the job is posted and ends when the offer is accepted. It measures how long the business waits for the role, so it matters for planning and for the cost of vacancy.

It depends on more than recruiting speed: approvals, the pay range, the job market and how quickly hiring managers give feedback all count. Compare it by role and level rather than as one company-wide number.`,
    formula: 'Time to fill = date the offer is accepted − date the job was opened (in days)',
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
    related: ['time-to-fill', 'recruitment-funnel', 'offer-acceptance-rate', 'hiring-manager'],
  },
  {
    slug: 'total-rewards',
    term: 'Total rewards',
    short:
      'Everything an employee gets in exchange for their work: pay, benefits, paid time off, recognition, development and flexibility.',
    body: `A total rewards view adds up base salary, bonuses and equity, health insurance, retirement contributions, paid leave and the less tangible parts of the deal, such as learning budgets and remote work. Employer costs for benefits often add a substantial share on top of salary.

Showing candidates and employees the full package, for example in a total rewards statement, helps them compare offers on more than the headline salary.`,
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
    related: ['attrition-rate', 'voluntary-turnover', 'retention-rate', 'exit-interview'],
    tool: '/tools/attrition-rate-calculator/',
  },
  {
    slug: 'unconscious-bias',
    term: 'Unconscious bias',
    short: 'Attitudes and stereotypes that influence judgment without a person being aware of them.',
    body: `In hiring, unconscious bias shows up as affinity for people like us, first impressions that color a whole interview, or assumptions drawn from a name, an accent, an age or a school.

Training alone changes little. What reduces its effect is process: clear criteria set before meeting candidates, structured interviews, work samples scored against rubrics, independent scoring, and reviewing outcomes across groups.`,
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
    related: ['job-simulation', 'pre-employment-assessment', 'skills-based-hiring', 'quality-of-hire'],
  },
  {
    slug: 'yield-ratio',
    term: 'Yield ratio',
    short: 'The percentage of candidates who move from one stage of the hiring process to the next.',
    body: `If 200 people apply and 40 pass the assessment, the application-to-assessment yield is 20%. Yield ratios for every stage, from sourced or applied to hired, show where the funnel narrows and how many candidates you need at the top to make one hire.

Compare yield ratios by source and role: a source that sends many applicants but few hires may cost more than it looks.`,
    formula: 'Yield ratio = candidates who pass a stage ÷ candidates who entered that stage × 100',
    related: ['recruitment-funnel', 'offer-acceptance-rate', 'cost-per-hire'],
  },
];

/**
 * The checks only the whole list can make: related terms exist and differ from the entry, and no two
 * entries share a term (two anchors under one name would confuse readers and search engines).
 */
function load(): GlossaryEntry[] {
  const parsed = defineEntries(FILE, glossaryEntrySchema, entries, 'slug');
  const slugs = new Set(parsed.map((entry) => entry.slug));
  const terms = new Map<string, string>();
  const issues: string[] = [];
  for (const entry of parsed) {
    for (const other of entry.related ?? []) {
      if (!slugs.has(other)) issues.push(`entry "${entry.slug}", field "related": no term "${other}"`);
      if (other === entry.slug) issues.push(`entry "${entry.slug}", field "related": lists itself`);
    }
    const key = entry.term.toLowerCase();
    const first = terms.get(key);
    if (first) issues.push(`entry "${entry.slug}", field "term": same term as "${first}"`);
    else terms.set(key, entry.slug);
  }
  if (issues.length) throw new ContentError(FILE, issues);
  return parsed.sort(compareTerms);
}

/** Every glossary entry, alphabetical by term. */
export const glossary: readonly GlossaryEntry[] = load();
