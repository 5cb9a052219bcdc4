import type { GlossaryInput } from './schema';

/**
 * US employment law terms. Each names the law and what it generally requires, with no legal advice:
 * thresholds are federal ones and states often add more, which the entries say where it matters.
 */
export const lawTerms: GlossaryInput[] = [
  {
    slug: 'flsa',
    term: 'FLSA (Fair Labor Standards Act)',
    short:
      'The 1938 federal law that sets the US minimum wage, overtime pay, recordkeeping and child labor rules for most employers.',
    body: `The FLSA requires covered employers to pay non-exempt employees at least the federal minimum wage and overtime at one and a half times their regular rate for hours worked over 40 in a workweek. It also requires records of hours and pay, and limits the hours and jobs of workers under 18. The Department of Labor’s Wage and Hour Division enforces it.

States and cities can set higher minimum wages and stricter overtime rules, and the employee gets whichever standard is more generous. Classifying someone as exempt from overtime depends on their duties and pay, not their job title.`,
    example:
      'A non-exempt warehouse worker earning $18 an hour works 46 hours in one week. Under the FLSA they are owed 40 × $18 = $720 plus 6 overtime hours × $27 = $162, a total of $882, even if a manager did not approve the extra hours in advance.',
    related: ['overtime', 'exempt-vs-non-exempt-employee', 'minimum-wage', 'w-2-vs-1099'],
    tool: '/minimum-wage/',
    toolLabel: 'Minimum wage by state',
  },
  {
    slug: 'overtime',
    term: 'Overtime',
    short:
      'Hours a non-exempt employee works beyond the legal limit, paid at a higher rate: under federal law, over 40 hours in a workweek at 1.5 times the regular rate.',
    body: `The federal rule comes from the Fair Labor Standards Act and counts each fixed seven-day workweek on its own; hours cannot be averaged across two weeks. Some states go further: California, for example, also requires overtime for hours over eight in a workday.

The regular rate includes more than the base hourly wage: non-discretionary bonuses, shift differentials and some commissions must be folded in before the overtime premium is calculated.`,
    formula: 'Overtime pay = regular rate × 1.5 × hours worked over 40 in the workweek',
    example:
      'An employee paid $20 an hour earns a $40 production bonus in a 45-hour week. Straight-time pay is 45 × $20 + $40 = $940, so the regular rate is $940 ÷ 45 ≈ $20.89. The overtime premium is 5 × $20.89 × 0.5 ≈ $52.22, for total pay of about $992.22.',
    related: ['flsa', 'exempt-vs-non-exempt-employee', 'gross-vs-net-pay', 'annualized-salary'],
    tool: '/tools/paycheck-calculator/',
  },
  {
    slug: 'minimum-wage',
    term: 'Minimum wage',
    short:
      'The lowest hourly pay an employer may legally pay; in the US, the federal, state or local rate, whichever is highest.',
    body: `The federal minimum wage under the FLSA has been $7.25 an hour since July 2009. Many states and cities set higher rates, often adjusted each year for inflation, and an employer must pay the highest rate that applies where the work is done.

Special rules cover tipped employees (a lower cash wage is allowed federally if tips make up the difference), workers under 20 in their first 90 days, and some students and workers with disabilities under certificates.`,
    example:
      'An employer with staff in a state whose minimum wage is $15.00 and a city within it that sets $16.50 must pay employees working in that city at least $16.50 an hour, even though the federal minimum is $7.25.',
    related: ['flsa', 'overtime', 'exempt-vs-non-exempt-employee', 'pay-transparency'],
    tool: '/minimum-wage/',
    toolLabel: 'Minimum wage by state',
  },
  {
    slug: 'eeoc',
    term: 'EEOC (Equal Employment Opportunity Commission)',
    short:
      'The federal agency that enforces the main US laws against employment discrimination, harassment and retaliation.',
    body: `The EEOC enforces Title VII of the Civil Rights Act, the Age Discrimination in Employment Act, the Americans with Disabilities Act, the Equal Pay Act, the Genetic Information Nondiscrimination Act and the Pregnant Workers Fairness Act. It takes charges of discrimination, investigates, mediates and can sue employers.

Most employees must file a charge with the EEOC, within 180 days of the event or 300 days where a state or local agency also covers it, before they can sue under these laws. Employers with 100 or more employees also file the annual EEO-1 report of workforce demographics.`,
    example:
      'A rejected applicant believes she was turned down for a warehouse job because she is pregnant. She files a charge with the EEOC, which notifies the employer, asks for its position statement and hiring records, and offers mediation before deciding whether to investigate further.',
    related: ['equal-employment-opportunity', 'title-vii', 'eeo-1-report', 'retaliation'],
  },
  {
    slug: 'title-vii',
    term: 'Title VII of the Civil Rights Act',
    short:
      'The federal law that bans employment discrimination based on race, color, religion, sex or national origin by employers with 15 or more employees.',
    body: `Title VII covers every stage of employment, including job ads, recruiting, testing, hiring, pay, promotion, discipline and firing. The Supreme Court held in Bostock v. Clayton County (2020) that discrimination because of sexual orientation or gender identity is discrimination because of sex.

It prohibits both intentional discrimination (disparate treatment) and neutral practices with an unjustified adverse impact, requires reasonable accommodation of religious practice unless it causes undue hardship, and protects people who complain or take part in an investigation from retaliation.`,
    example:
      'An employer requires all applicants to pass a strength test that screens out far more women than men for a job that involves little lifting. Even with no intent to discriminate, the test can violate Title VII because it has an adverse impact and is not job-related.',
    related: ['eeoc', 'adverse-impact', 'protected-class', 'disparate-treatment'],
  },
  {
    slug: 'protected-class',
    term: 'Protected class',
    short:
      'A characteristic that employment law says cannot be the basis for hiring, pay, promotion or firing decisions.',
    body: `Federal law protects race, color, religion, sex (including pregnancy, sexual orientation and gender identity), national origin, age 40 and over, disability, genetic information and citizenship status for authorized workers, along with military service under USERRA. Many states and cities add more, such as marital status, height and weight, or criminal history in some cases.

In hiring, this is why interviewers avoid questions about age, family plans, religion or health: even an innocent question can look like evidence that the answer influenced the decision.`,
    example:
      'An interviewer asks a candidate, “When did you graduate from high school?” The question signals age, a protected characteristic for people 40 and over, so a structured interview guide replaces it with a job-related question about relevant experience.',
    related: ['title-vii', 'disparate-treatment', 'equal-employment-opportunity', 'adea'],
  },
  {
    slug: 'disparate-treatment',
    term: 'Disparate treatment',
    short: 'Intentional discrimination: treating a person differently because of a protected characteristic.',
    body: `Disparate treatment is the classic form of discrimination, such as refusing to hire someone because of their religion or paying a woman less than a man for the same job because she is a woman. It can be shown with direct evidence (a remark) or indirectly, by showing that a similarly situated person outside the group was treated better and the employer’s explanation does not hold up.

It differs from adverse impact, which concerns neutral rules with unequal effects and does not require intent.`,
    example:
      'Two sales reps miss the same target; the manager puts the older rep on a performance improvement plan and gives the younger rep more time. If the manager cannot point to a legitimate difference, the older rep may have a disparate treatment claim under the ADEA.',
    related: ['adverse-impact', 'title-vii', 'protected-class', 'adea'],
  },
  {
    slug: 'adea',
    term: 'ADEA (Age Discrimination in Employment Act)',
    short:
      'The federal law that protects applicants and employees aged 40 and over from age discrimination by employers with 20 or more employees.',
    body: `The ADEA covers hiring, pay, promotions, layoffs and benefits. Job ads that state age preferences, such as “recent graduates” or “digital natives”, can be evidence of age bias. The Older Workers Benefit Protection Act amended it to set rules for releases of age claims in severance agreements: 21 days to consider (45 in a group layoff) and 7 days to revoke.

Many states protect workers of any age or at a lower age threshold, and cover smaller employers.`,
    example:
      'A company lays off 30 people and offers severance in exchange for a release. Because the group includes people over 40, each receives 45 days to consider the agreement, 7 days to revoke it after signing, and the ages and job titles of those selected and not selected, as the OWBPA requires.',
    related: ['protected-class', 'severance-pay', 'reduction-in-force', 'eeoc'],
  },
  {
    slug: 'americans-with-disabilities-act',
    term: 'ADA (Americans with Disabilities Act)',
    short:
      'The federal law that bans disability discrimination by employers with 15 or more employees and requires reasonable accommodation.',
    body: `Title I of the ADA protects qualified people with disabilities: those who can do the essential functions of the job, with or without a reasonable accommodation. It limits medical questions: before a job offer an employer may not ask about disabilities or require a medical exam; after a conditional offer it may require an exam if everyone in the job category gets one.

Hiring processes, including online assessments and video interviews, must be accessible or offer an alternative, and candidates should be told how to ask for an accommodation.`,
    example:
      'A candidate who is deaf is invited to a one-way video interview. She asks for captions on the recorded questions and for the option to answer in writing. The employer provides both, and her answers are scored against the same rubric as everyone else’s.',
    related: ['reasonable-accommodation', 'conditional-job-offer', 'protected-class', 'eeoc'],
  },
  {
    slug: 'fmla',
    term: 'FMLA (Family and Medical Leave Act)',
    short:
      'The federal law that gives eligible employees up to 12 weeks of unpaid, job-protected leave a year for specific family and medical reasons.',
    body: `The FMLA applies to private employers with 50 or more employees in 20 or more workweeks of the current or previous year, and to public agencies and schools. An employee is eligible after 12 months with the employer, 1,250 hours worked in the past 12 months, and at a site with 50 employees within 75 miles.

Qualifying reasons include the birth or placement of a child, the employee’s own serious health condition, and caring for a spouse, child or parent with one; military families get additional rights, including up to 26 weeks to care for a servicemember. Health coverage continues during leave, and the employee returns to the same or an equivalent job. Several states add paid family and medical leave on top.`,
    example:
      'An eligible employee needs surgery and six weeks of recovery. She gives notice, her employer designates the time as FMLA leave, keeps her health insurance going on the usual terms, and she returns to her position after six weeks with 6 of her 12 weeks remaining for the year.',
    related: ['paid-time-off', 'reasonable-accommodation', 'cobra', 'absenteeism-rate'],
    tool: '/tools/leave-policy-generator/',
  },
  {
    slug: 'cobra',
    term: 'COBRA',
    short:
      'The federal law that lets employees and their families keep employer group health coverage for a limited time after losing it, usually at their own cost.',
    body: `COBRA (the Consolidated Omnibus Budget Reconciliation Act of 1985) applies to group health plans of employers with 20 or more employees. Qualifying events include leaving the job, having hours cut, divorce and a dependent child ageing out of coverage. Coverage usually lasts 18 months after job loss and up to 36 months for some family events.

The plan may charge up to 102% of the full premium, employer share included, which is why COBRA often costs far more than the employee paid while working. Many states have “mini-COBRA” laws for smaller employers.`,
    example:
      'An employee who paid $150 a month toward family coverage leaves his job. The full premium, including the employer’s share, is $1,800 a month, so continuing through COBRA costs up to 102% of that: $1,836 a month for up to 18 months.',
    related: ['offboarding', 'total-rewards', 'fmla', 'severance-pay'],
  },
  {
    slug: 'equal-pay-act',
    term: 'Equal Pay Act',
    short:
      'The 1963 federal law that requires equal pay for men and women doing substantially equal work in the same workplace.',
    body: `Jobs are compared on skill, effort, responsibility and working conditions, not on title. A pay difference is allowed only if it results from a seniority system, a merit system, a system based on quantity or quality of production, or a factor other than sex.

The Equal Pay Act covers virtually all employers, and unlike Title VII a claim can go straight to court without first filing with the EEOC. Several states have stronger equal pay laws that compare “substantially similar” work.`,
    example:
      'A male and a female account manager handle similar client portfolios with the same responsibilities, but he earns $8,000 more because he negotiated harder at hiring. Negotiation alone is a risky defense; the employer reviews both salaries and closes the gap.',
    related: ['pay-equity', 'gender-pay-gap', 'title-vii', 'salary-history-ban'],
  },
  {
    slug: 'eeo-1-report',
    term: 'EEO-1 report',
    short:
      'A yearly report of workforce demographics, by job category, sex, race and ethnicity, that larger US employers file with the EEOC.',
    body: `Private employers with 100 or more employees must file the EEO-1 Component 1 report, and some federal contractors have had to file at a lower threshold. Employees are asked to self-identify; employers may not require them to.

The data helps the EEOC and the Office of Federal Contract Compliance Programs spot patterns. Employers can use the same data internally to compare representation across levels and over time.`,
    example:
      'A 140-person software company counts, for one pay period in the fourth quarter, how many employees in each of its EEO-1 job categories self-identified in each sex and race or ethnicity group, then files the totals through the EEOC’s online portal.',
    related: ['eeoc', 'equal-employment-opportunity', 'diversity-hiring', 'affirmative-action'],
  },
  {
    slug: 'affirmative-action',
    term: 'Affirmative action',
    short:
      'Steps an employer takes to widen opportunity for groups underrepresented in its workforce; for many federal contractors, a written plan the law requires.',
    body: `For federal contractors, affirmative action obligations come from Section 503 of the Rehabilitation Act (disability) and the Vietnam Era Veterans’ Readjustment Assistance Act (protected veterans), enforced by the Office of Federal Contract Compliance Programs. The executive order that required race and sex affirmative action programs for contractors, Executive Order 11246, was revoked in January 2025.

Affirmative action means outreach and removing barriers, not quotas or choosing a less-qualified person because of a protected characteristic, which remains illegal under Title VII.`,
    example:
      'A federal contractor sets a goal for hiring people with disabilities, advertises jobs with disability employment organizations, invites applicants to self-identify on the standard form, and reviews whether its online assessments are accessible.',
    related: ['equal-employment-opportunity', 'eeo-1-report', 'diversity-hiring', 'protected-class'],
  },
  {
    slug: 'retaliation',
    term: 'Retaliation',
    short:
      'Punishing an employee or applicant for a legally protected activity, such as complaining about discrimination, taking protected leave or reporting a safety problem.',
    body: `Retaliation is the basis most often alleged in charges filed with the EEOC, according to the agency’s own yearly enforcement statistics. Protected activity includes filing a charge, taking part in an investigation, opposing discrimination, requesting an accommodation, and raising wage, safety or whistleblower concerns under other laws.

An adverse action need not be firing: a bad schedule, exclusion from meetings or an unjustified poor review can count if it would discourage a reasonable person from complaining. Documenting legitimate reasons for decisions, made before the complaint, is the best protection.`,
    example:
      'An employee complains to HR that her manager makes sexual comments. Two weeks later the manager moves her to night shifts without explanation. Even if the original complaint is not proven, the schedule change can be illegal retaliation.',
    related: ['eeoc', 'title-vii', 'hostile-work-environment', 'wrongful-termination'],
  },
  {
    slug: 'hostile-work-environment',
    term: 'Hostile work environment',
    short:
      'Harassment based on a protected characteristic that is severe or pervasive enough to make the workplace intimidating, hostile or abusive.',
    body: `Under federal law, a single rude comment is usually not enough; the conduct must be severe (a physical assault, a serious threat) or pervasive (a pattern over time), judged by what a reasonable person would find hostile. Some states, such as New York and California, set a lower bar.

Employers are liable for harassment by supervisors and can be liable for harassment by co-workers, customers and contractors if they knew or should have known and did not act. A clear policy, several ways to complain, prompt investigations and training reduce both harm and liability.`,
    example:
      'A warehouse worker is repeatedly mocked about his accent and national origin by co-workers over several months, and his supervisor laughs along. The pattern can amount to a hostile work environment, and the supervisor’s knowledge makes the employer responsible for stopping it.',
    related: ['retaliation', 'title-vii', 'protected-class', 'employee-handbook'],
  },
  {
    slug: 'wrongful-termination',
    term: 'Wrongful termination',
    short:
      'Firing an employee for a reason the law forbids, or in breach of a contract, despite the at-will rule.',
    body: `At-will employment allows firing for any lawful reason, so a wrongful termination claim has to point to an unlawful one: discrimination, retaliation, a violation of public policy (such as firing someone for jury service or refusing to break the law), or a breach of an employment contract or implied promise.

Consistent documentation of performance problems, following the organization’s own policies, and reviewing terminations of employees who recently complained or took leave all reduce the risk.`,
    example:
      'An employee is fired a week after telling her manager she needs FMLA leave for surgery. The employer says the reason was performance, but there are no prior warnings in her file. The timing and missing records make a claim of FMLA interference and retaliation plausible.',
    related: ['at-will-employment', 'retaliation', 'constructive-discharge', 'performance-improvement-plan'],
  },
  {
    slug: 'constructive-discharge',
    term: 'Constructive discharge',
    short:
      'A resignation the law treats as a firing, because the employer made working conditions so intolerable that a reasonable person would feel forced to quit.',
    body: `Constructive discharge lets an employee who resigned bring the same claims as one who was fired, for example for discrimination or retaliation. Courts look for conditions that are objectively intolerable, such as severe harassment the employer ignored or a punitive demotion, not ordinary disagreements or a tough manager.

Taking complaints seriously and investigating them is the main defense.`,
    example:
      'After reporting a safety violation, a technician has his pay cut by a third, is moved to a site two hours away and is told he will never be promoted. He resigns. A court could treat his resignation as a discharge in retaliation for the report.',
    related: ['wrongful-termination', 'retaliation', 'hostile-work-environment', 'voluntary-turnover'],
  },
  {
    slug: 'warn-act',
    term: 'WARN Act',
    short:
      'The federal law that requires employers with 100 or more employees to give 60 days’ written notice of a plant closing or mass layoff.',
    body: `The Worker Adjustment and Retraining Notification Act applies to a plant closing affecting 50 or more employees at a single site, or a mass layoff of 500 or more employees, or of 50 to 499 if they are at least a third of the site’s workforce. Notice goes to affected employees or their union, the state dislocated worker unit and the local government.

An employer that gives too little notice can owe back pay and benefits for each day of the shortfall. Several states, including California, New York and New Jersey, have their own “mini-WARN” laws with lower thresholds or longer notice.`,
    example:
      'A distribution center with 300 employees will close on June 30. Under the WARN Act the employer must give written notice by May 1, 60 days earlier. If it gives only 30 days’ notice, it may owe each affected employee up to 30 days of pay and benefits.',
    related: ['reduction-in-force', 'severance-pay', 'offboarding', 'furlough'],
  },
  {
    slug: 'form-w-4',
    term: 'Form W-4',
    short:
      'The IRS form a new employee fills in so the employer knows how much federal income tax to withhold from each paycheck.',
    body: `Employees complete Form W-4, the Employee’s Withholding Certificate, when they start a job and can change it at any time, for example after marriage, a new child or a second job. Since 2020 the form no longer uses withholding allowances: employees enter their filing status, extra jobs, dependent credits and any other adjustments directly.

Employers keep the form on file and use it with the IRS withholding tables; they do not send it to the IRS unless asked. Many states have their own withholding form.`,
    example:
      'A new hire who is married with two children under 17 enters the credit for them in the dependents step of her W-4, using the per-child amount the form’s instructions give for that year. Payroll lowers her federal withholding by that yearly amount, spread across her paychecks, so she is not over-withheld until she files her return.',
    related: ['gross-vs-net-pay', 'w-2-vs-1099', 'i-9', 'onboarding'],
    tool: '/tools/paycheck-calculator/',
  },
  {
    slug: 'e-verify',
    term: 'E-Verify',
    short:
      'An online system run by US Citizenship and Immigration Services that checks a new hire’s Form I-9 details against government records.',
    body: `E-Verify is voluntary for most private employers but required for many federal contractors and by law in several states for some or all employers. It is used only after a person has accepted a job offer and completed Form I-9, never to screen applicants.

If the system returns a tentative nonconfirmation, the employee must be told and given the chance to contest it, and the employer may not take action against them while the mismatch is being resolved.`,
    example:
      'A new hire completes Form I-9 on her first day. Within three business days HR enters her details in E-Verify, which confirms her work authorization. Had it returned a mismatch, HR would have given her the notice and let her keep working while she resolved it.',
    related: ['i-9', 'onboarding', 'conditional-job-offer', 'background-check'],
  },
  {
    slug: 'workers-compensation',
    term: 'Workers’ compensation',
    short:
      'State-run insurance systems that pay medical costs and part of lost wages to employees injured or made ill by their work, regardless of fault.',
    body: `Each state runs its own system; nearly every employer must carry coverage through a private insurer, a state fund or self-insurance. In exchange for no-fault benefits, employees generally cannot sue their employer over the injury.

Premiums depend on payroll, the kind of work and the employer’s claims history, so safety programs and return-to-work plans have a direct cost benefit. Firing or punishing an employee for filing a claim is illegal in every state.`,
    example:
      'A warehouse employee strains her back lifting boxes. She reports it, sees a doctor, and the workers’ compensation insurer pays her medical bills and a share of her wages, typically about two-thirds subject to a state maximum, while she recovers.',
    related: ['burdened-labor-cost', 'reasonable-accommodation', 'retaliation', 'fmla'],
  },
  {
    slug: 'salary-history-ban',
    term: 'Salary history ban',
    short:
      'A state or local law that stops employers from asking job candidates what they earned in previous jobs.',
    body: `Many states and cities have some version, among them California, Colorado, Massachusetts, New York and Washington. The aim is to stop past pay gaps, which often reflect discrimination, from following people into new jobs.

Details vary: some laws still let candidates volunteer their history, and many allow questions about salary expectations. A good practice everywhere is to set pay from a range for the role and the candidate’s skills rather than from their last paycheck.`,
    example:
      'A recruiter hiring in a state with a salary history ban removes “current salary” from the application form and instead asks, “What are your salary expectations for this role?”, then shares the posted range.',
    related: ['pay-transparency', 'equal-pay-act', 'salary-range', 'pay-equity'],
  },
  {
    slug: 'non-solicitation-agreement',
    term: 'Non-solicitation agreement',
    short:
      'A contract in which an employee agrees, for a period after leaving, not to solicit the employer’s clients, employees or both.',
    body: `A non-solicitation clause is narrower than a non-compete: the former employee can work for a competitor, but cannot actively approach the old employer’s customers or recruit its staff. Courts in most states enforce reasonable ones more readily than non-competes, though California restricts customer non-solicits sharply.

Keep them specific, with a clear time limit (often 12 months) and a defined group of clients or employees.`,
    example:
      'A senior account manager signs an agreement not to solicit clients she managed in her last two years, for 12 months after leaving. She joins a competitor and may accept a former client who finds her on their own, but may not email her old clients to invite them over.',
    related: ['non-compete-agreement', 'confidentiality-agreement', 'offboarding'],
  },
  {
    slug: 'confidentiality-agreement',
    term: 'Confidentiality agreement (NDA)',
    short:
      'A contract in which an employee agrees not to disclose the employer’s confidential information during or after employment.',
    body: `Employment confidentiality agreements protect trade secrets, customer lists, pricing and unreleased products. They cannot stop employees from discussing their own pay and working conditions (protected under the National Labor Relations Act), reporting possible violations of law to government agencies, or, under the federal Speak Out Act, disclosing sexual harassment or assault when the agreement was signed before the dispute.

The Defend Trade Secrets Act also requires a notice of whistleblower immunity in agreements for the employer to recover certain damages.`,
    example:
      'A new product manager signs an NDA covering the company’s roadmap and pricing. Two years later she tells a friend at another company her salary. That is protected, not a breach; sharing the unreleased roadmap would be a breach.',
    related: ['non-compete-agreement', 'non-solicitation-agreement', 'pay-transparency', 'onboarding'],
  },
  {
    slug: 'independent-contractor',
    term: 'Independent contractor',
    short:
      'A self-employed person or business that does work for a client under its own control, rather than as the client’s employee.',
    body: `Contractors decide how the work is done, usually use their own tools, can work for others, invoice for the work and can make or lose money on it. They receive Form 1099-NEC rather than a W-2, pay their own self-employment tax and are not covered by minimum wage, overtime or most anti-discrimination laws.

Calling someone a contractor does not make them one: the IRS, the Department of Labor and states each apply their own tests, and misclassification brings back taxes, back pay and penalties.`,
    example:
      'A company hires a designer for a logo. She sets her own hours, uses her own software, works for several clients and sends an invoice: she is a contractor. A “contractor” who works set shifts, reports to a manager and uses only company equipment looks like an employee.',
    related: ['w-2-vs-1099', 'contingent-worker', 'flsa', 'burdened-labor-cost'],
  },
];
