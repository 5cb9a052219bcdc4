import type { GlossaryInput } from './schema';

/** Recruiting and selection terms added with the term pages: from the intake meeting to the offer. */
export const recruitingTerms: GlossaryInput[] = [
  {
    slug: 'intake-meeting',
    term: 'Intake meeting',
    short:
      'The meeting at the start of a search where the recruiter and hiring manager agree what the role needs, how candidates will be assessed and the timeline.',
    body: `A good intake meeting turns a job title into a hiring plan: the outcomes the person must deliver in the first year, the few skills that really predict success, the must-haves versus the nice-to-haves, the pay range, the interview stages and who runs each, and the dates for the first shortlist and the decision.

Writing these down and sharing them with the interview panel keeps everyone assessing the same things and stops the requirements drifting halfway through the search.`,
    example:
      'For a customer success manager role, the recruiter and hiring manager agree on three must-have skills (renewal conversations, product demos, account planning), drop a degree requirement, choose a 30-minute simulation of a renewal call, and set a target of five assessed candidates in two weeks.',
    related: ['job-requisition', 'hiring-manager', 'job-analysis', 'interview-scorecard'],
    tool: '/tools/job-description-generator/',
  },
  {
    slug: 'job-analysis',
    term: 'Job analysis',
    short:
      'A systematic study of a job to identify its tasks, responsibilities and the knowledge, skills and abilities needed to do it well.',
    body: `Job analysis is the foundation of defensible hiring: it shows which requirements and assessments are job-related, which matters under the federal Uniform Guidelines on Employee Selection Procedures if a selection method is ever challenged. It also feeds job descriptions, pay grading and training plans.

Common methods are interviews with people who do the job and their managers, questionnaires, observation and reviewing work records. The result is a list of essential tasks and the competencies behind them.`,
    example:
      'Before building an assessment for claims adjusters, an insurer interviews eight experienced adjusters and their managers, lists the 12 tasks they do most, and finds that reading policy wording and explaining decisions in writing matter most. The assessment then tests those two skills.',
    related: ['competency', 'job-description', 'predictive-validity', 'pre-employment-assessment'],
  },
  {
    slug: 'job-board',
    term: 'Job board',
    short: 'A website where employers post job openings and job seekers search and apply for them.',
    body: `Job boards range from large general sites to niche boards for one profession, industry, location or community. Employers usually pay per post, per click or per applicant, or by subscription, and many boards also sell access to résumé databases.

Because volume is easy and quality varies, track applicants, hires and cost per hire by board, and make sure postings carry the same pay range and requirements as your own career site.`,
    example:
      'A hospital pays a nursing job board per posting and a general board per click. After a quarter it compares results: the nursing board sent 60 applicants and 6 hires, the general board 400 applicants and 4 hires at a higher total cost, so it shifts budget to the niche board.',
    related: ['source-of-hire', 'job-posting', 'career-site', 'cost-per-hire'],
  },
  {
    slug: 'job-posting',
    term: 'Job posting',
    short:
      'The public advertisement for an open role, written to attract suitable candidates and get them to apply.',
    body: `A job description documents the role for internal use; a job posting sells it. Good postings lead with what the person will do and achieve, list only the requirements that are truly needed, give the pay range (required in a growing number of states and cities), describe the hiring steps and say how to ask for an accommodation.

Plain, inclusive wording widens the pool: long lists of “requirements” and jargon discourage qualified people from applying.`,
    example:
      'A posting for a payroll specialist opens with “You’ll run payroll for 400 people across three states”, lists four requirements instead of twelve, states the $58,000–$68,000 range, and explains that the process is a 20-minute payroll exercise and two interviews.',
    related: ['job-description', 'pay-transparency', 'job-board', 'employer-branding'],
    tool: '/tools/job-description-generator/',
  },
  {
    slug: 'career-site',
    term: 'Career site',
    short: 'The part of an employer’s website that lists open jobs and explains what working there is like.',
    body: `The career site is often the first place candidates check after seeing a posting elsewhere, so it carries the employer brand: the work, the team, pay and benefits, how hiring works and what the organization values. It should let candidates apply in a few minutes on a phone.

It is also an owned channel: candidates who come directly cost nothing per applicant, and content on the site can keep working for years.`,
    example:
      'A logistics company adds a “How we hire” page to its career site describing each step, from a 15-minute online exercise to a site visit, and cuts its application to a résumé upload plus three questions. Direct applications from the site rise over the following months.',
    related: ['employer-branding', 'application-completion-rate', 'candidate-experience', 'job-posting'],
  },
  {
    slug: 'recruitment-agency',
    term: 'Recruitment agency',
    short:
      'An outside firm that finds and screens candidates for an employer, usually for a fee tied to the hire’s salary.',
    body: `Contingency agencies are paid only if the employer hires a candidate they present, often a percentage of first-year salary; they suit roles with many possible candidates. Retained search firms are paid part of the fee up front to run an exclusive search, usually for senior or rare roles. Staffing agencies supply temporary or contract workers and bill an hourly markup.

Agree in writing on fees, guarantees if the hire leaves early, who owns a candidate the employer already knew, and how candidates will be treated.`,
    example:
      'A company agrees to a contingency fee of 20% of first-year base salary with a 90-day replacement guarantee. It hires an agency candidate at $100,000 and pays a $20,000 fee; if the hire leaves in the first 90 days, the agency must find a replacement at no charge.',
    related: ['recruitment-process-outsourcing', 'cost-per-hire', 'source-of-hire', 'contingent-worker'],
  },
  {
    slug: 'recruitment-process-outsourcing',
    term: 'Recruitment process outsourcing (RPO)',
    short:
      'An arrangement in which an outside provider runs all or part of an employer’s recruiting, acting as its in-house team.',
    body: `Unlike an agency paid per hire, an RPO provider usually takes responsibility for a whole process, such as all hourly hiring or every hire in a region, with its recruiters working under the employer’s brand, systems and policies. Pricing is often a management fee plus a fee per hire.

RPO suits employers with large or fluctuating hiring volumes. The employer still owns the hiring decisions, compliance and the candidate experience, so service levels and reporting should be written into the contract.`,
    example:
      'A retailer planning 2,000 seasonal hires hands the whole process to an RPO provider. The provider’s recruiters use the retailer’s ATS and assessments, and the contract sets targets for time to fill, 90-day retention and hiring manager satisfaction.',
    related: ['recruitment-agency', 'high-volume-hiring', 'talent-acquisition', 'time-to-fill'],
  },
  {
    slug: 'silver-medalist',
    term: 'Silver medalist',
    short:
      'A candidate who reached the final stage of a hiring process but was not chosen, and who could be a strong fit for a later opening.',
    body: `Silver medalists have already been assessed and have shown interest, which makes them some of the fastest and cheapest candidates to hire for a similar role. Many are lost because no one follows up.

Tell finalists honestly why they were not chosen, ask if you may contact them about future roles, tag them in your ATS or candidate relationship management system, and check that list first when a similar role opens.`,
    example:
      'Two finalists impress the panel for one data analyst opening. The team hires one and tells the other that she was a close second. Four months later another analyst role opens; the recruiter calls her first, and she is hired within two weeks.',
    related: ['talent-pipeline', 'candidate-relationship-management', 'time-to-hire', 'candidate-experience'],
  },
  {
    slug: 'candidate-relationship-management',
    term: 'Candidate relationship management (CRM)',
    short:
      'Software and practices for building and keeping in touch with pools of potential candidates before there is a job to apply for.',
    body: `An applicant tracking system manages people who applied for a specific job; a recruiting CRM manages prospects: sourced candidates, event contacts, silver medalists and former employees. It supports email campaigns, tags and talent pools so recruiters can reach the right people when a role opens.

Consent and data protection rules apply: record where contact details came from, honor unsubscribes, and delete data you no longer have a reason to keep.`,
    example:
      'A recruiter tags 150 backend engineers met at meetups and through sourcing in the CRM. Each quarter they receive a short engineering update; when three backend roles open, the recruiter emails the pool first and books eight conversations in a week.',
    related: ['talent-pipeline', 'sourcing', 'passive-candidate', 'silver-medalist'],
  },
  {
    slug: 'high-volume-hiring',
    term: 'High-volume hiring',
    short:
      'Hiring many people into the same or similar roles in a short time, such as for retail, warehouses, call centers or seasonal peaks.',
    body: `At high volume, small delays and manual steps multiply: a day’s wait per candidate becomes weeks of lost hires, and candidates with several offers take the first one. Speed and consistency come from short mobile applications, automated scheduling, on-demand assessments and one-way video interviews, and clear same-day decisions.

The risk is screening on what is easy to automate rather than what predicts the job. Validate assessments for the role and monitor outcomes across groups for adverse impact.`,
    example:
      'A parcel company needs 400 sorters in six weeks. Candidates apply on a phone in five minutes, take a 10-minute online sorting simulation, book a site visit through a self-scheduling link, and receive a decision at the end of the visit.',
    related: ['one-way-video-interview', 'interview-scheduling', 'time-to-hire', 'adverse-impact'],
  },
  {
    slug: 'interview-scheduling',
    term: 'Interview scheduling',
    short:
      'Arranging interview times between candidates and interviewers, by hand or with software that lets candidates choose from open slots.',
    body: `Scheduling is one of the biggest sources of delay in hiring, especially for panel interviews that need several calendars to line up. Self-scheduling links, pooled interviewer calendars, clear time-zone handling and automatic reminders remove most of the back-and-forth.

Track the time from a decision to invite a candidate to the interview itself; it is often where days are lost.`,
    example:
      'Instead of emailing back and forth, a recruiter sends finalists a link showing times when all three panel members are free. Most candidates book within a few hours, and reminders the day before cut no-shows.',
    related: ['time-to-hire', 'interview-no-show-rate', 'panel-interview', 'candidate-experience'],
  },
  {
    slug: 'panel-interview',
    term: 'Panel interview',
    short: 'An interview in which several interviewers meet a candidate together.',
    body: `Panels save the candidate repeated conversations and let interviewers hear the same answers, which makes comparing notes easier. They work best when each panelist owns specific questions or competencies, everyone scores independently before discussing, and the most senior person speaks last in the debrief so others are not anchored by their view.

Keep panels small: three or four people is usually enough, and large panels can feel like an interrogation.`,
    example:
      'For a project manager role, a three-person panel splits the structured questions: the engineering lead asks about planning, a peer about stakeholder conflict, and the hiring manager about delivery under pressure. Each submits a scorecard before the debrief.',
    related: ['structured-interview', 'interview-scorecard', 'interview-calibration', 'hiring-manager'],
  },
  {
    slug: 'situational-interview',
    term: 'Situational interview',
    short: 'An interview that asks candidates how they would handle hypothetical job-related situations.',
    body: `Situational questions (“What would you do if…”) complement behavioral questions about the past and suit candidates with little directly relevant experience, such as graduates or career changers. They work best when based on real incidents from the job and scored with a rubric that describes poor, acceptable and excellent answers.

Because the situation is hypothetical, candidates can describe an ideal response they would not actually carry out; job simulations let them show it instead.`,
    example:
      '“A customer calls, angry that a delivery is late for the second time, and asks for a full refund you are not authorized to give. What do you do?” A strong answer acknowledges the problem, explains what the agent can offer and escalates appropriately.',
    related: ['behavioral-interview', 'structured-interview', 'situational-judgment-test', 'job-simulation'],
    tool: '/tools/situational-interview-questions-generator/',
  },
  {
    slug: 'technical-interview',
    term: 'Technical interview',
    short:
      'An interview that tests the job-specific technical skills a role needs, such as coding, engineering, data analysis or accounting.',
    body: `Technical interviews range from discussing past projects to live problem-solving and reviewing a work sample together. The most predictive ones resemble the real work: debugging realistic code, designing a system the team might build, or reconciling an actual-looking set of accounts.

Puzzles and trivia unrelated to the job add stress without adding signal. Use the same problems and rubric for every candidate, and allow the tools people use on the job.`,
    example:
      'Instead of asking a backend developer to invert a binary tree on a whiteboard, the team gives a 45-minute exercise: find and fix two bugs in a small API and explain one design change, scored on correctness, clarity and testing.',
    related: ['work-sample-test', 'job-simulation', 'structured-interview', 'skills-based-hiring'],
  },
  {
    slug: 'cognitive-ability-test',
    term: 'Cognitive ability test',
    short:
      'A test of general mental ability, such as reasoning, problem-solving and learning speed, used to predict how well people will learn and do a job.',
    body: `Research in industrial-organizational psychology has long found that general cognitive ability predicts job performance across many kinds of work. But these tests also tend to show larger average score differences between racial and ethnic groups than most other selection methods, so they can produce adverse impact.

Use them only where the job analysis supports them, combine them with work samples and structured interviews, monitor pass rates by group, and offer accommodations for candidates with disabilities.`,
    example:
      'An insurer adds a 20-minute numerical and verbal reasoning test to its graduate program hiring, alongside a case exercise. Each year it checks pass rates by group against the four-fifths rule and reviews the cut score if a group’s rate falls below it.',
    related: ['pre-employment-assessment', 'adverse-impact', 'predictive-validity', 'four-fifths-rule'],
  },
  {
    slug: 'situational-judgment-test',
    term: 'Situational judgment test (SJT)',
    short:
      'An assessment that presents realistic work scenarios and asks candidates to choose or rate possible responses.',
    body: `SJTs measure judgment in the kind of situations a job actually involves, such as handling a complaint, prioritizing conflicting requests or responding to a safety concern. Scenarios are written from real incidents, and the scoring key comes from how experienced, effective employees answer.

They are quick to take at scale and, when built from a proper job analysis, are job-related by design. Video and interactive versions give a realistic preview of the job as well.`,
    example:
      'A bank’s SJT shows a scenario in which a customer asks a teller to skip an ID check because “you know me”. Candidates rate four responses from most to least effective; the key, set by experienced branch managers, rates a polite refusal with an explanation highest.',
    related: ['situational-interview', 'pre-employment-assessment', 'job-analysis', 'realistic-job-preview'],
  },
  {
    slug: 'predictive-validity',
    term: 'Predictive validity',
    short:
      'How well scores on a selection method, such as a test or interview, predict later performance on the job.',
    body: `Predictive validity is measured by comparing candidates’ scores with later outcomes such as performance ratings, sales or retention, usually as a correlation. It is the main evidence that an assessment is worth using and, under the Uniform Guidelines, part of showing that a method with adverse impact is job-related.

Validity depends on the job: a test valid for one role is not automatically valid for another. It also depends on reliability; a measure that gives different results on different days cannot predict much.`,
    example:
      'A call center gives 200 new hires a customer-service simulation, then compares their scores with quality ratings after six months. Higher scorers are rated better on average, and the correlation is strong enough that the center keeps the simulation and sets its cut score from the data.',
    related: ['pre-employment-assessment', 'quality-of-hire', 'job-analysis', 'work-sample-test'],
  },
  {
    slug: 'interview-calibration',
    term: 'Interview calibration',
    short:
      'Getting interviewers to agree on what good answers look like, so the same answer gets the same score whoever hears it.',
    body: `Calibration starts before interviews, with a scorecard that describes poor, acceptable and strong answers for each question. It continues through practice (scoring a recorded or written sample answer together), and through debriefs where interviewers compare scores and discuss large gaps.

Tracking each interviewer’s average scores and pass rates shows who is consistently harsher or more lenient than the rest.`,
    example:
      'Before a hiring round, five interviewers independently score the same recorded answer to “Tell me about a time you missed a deadline.” Scores range from 2 to 5. They discuss the rubric, agree what a 4 requires, and rescore within one point of each other.',
    related: ['interview-scorecard', 'structured-interview', 'panel-interview', 'unconscious-bias'],
  },
  {
    slug: 'realistic-job-preview',
    term: 'Realistic job preview',
    short:
      'Information given to candidates about both the good and the hard parts of a job, so they can decide whether it suits them.',
    body: `A realistic job preview might be a day-in-the-life video, a site visit, a conversation with someone in the role or an honest section in the job posting about shifts, targets or physical demands. Candidates who would dislike the work can opt out before they are hired rather than after.

It is especially useful for roles with high early turnover, such as call centers, warehouses and care work.`,
    example:
      'A home care agency adds a five-minute video to its application showing a carer’s real day: early starts, driving between clients, personal care tasks and the satisfaction of the work. Fewer people accept offers and then quit in the first month.',
    related: ['first-year-attrition', 'candidate-experience', 'job-posting', 'job-simulation'],
  },
  {
    slug: 'automated-employment-decision-tool',
    term: 'Automated employment decision tool (AEDT)',
    short:
      'Software that uses machine learning, statistics or AI to score, rank or screen candidates or employees and substantially assists an employment decision.',
    body: `The term comes from New York City’s Local Law 144, enforced from July 2023, which requires employers using an AEDT for candidates or employees in the city to have an independent bias audit within the past year, publish a summary of its results, and notify candidates that the tool is used.

Whatever the local law, federal anti-discrimination law applies to AI tools just as to any other selection method: the employer remains responsible for adverse impact and for accommodating candidates with disabilities.`,
    example:
      'An employer in New York City uses software that ranks applicants’ résumés for engineering roles. Before using it, it commissions an independent bias audit of the tool’s selection rates by sex and race or ethnicity, posts the summary on its careers page, and tells applicants at least 10 business days in advance.',
    related: ['bias-audit', 'adverse-impact', 'ai-in-hiring', 'four-fifths-rule'],
  },
  {
    slug: 'bias-audit',
    term: 'Bias audit',
    short:
      'An evaluation of whether a hiring tool or process selects or scores candidates at different rates by sex, race, ethnicity or other group.',
    body: `A bias audit compares selection rates (or average scores) across groups and calculates impact ratios: each group’s rate divided by the rate of the most-selected group. Ratios well below 1, for example under the four-fifths (0.8) guideline, call for a closer look at sample sizes, statistical significance and whether the method is job-related.

New York City’s Local Law 144 requires an independent bias audit of automated employment decision tools, but audits are worth running on any stage of a process, including human interviews.`,
    formula: 'Impact ratio = selection rate of a group ÷ selection rate of the most-selected group',
    example:
      'An AI screening tool advanced 120 of 400 male applicants (30%) and 66 of 300 female applicants (22%). The impact ratio for women is 22% ÷ 30% ≈ 0.73, below 0.8, so the employer investigates before relying on the tool.',
    related: ['automated-employment-decision-tool', 'four-fifths-rule', 'adverse-impact', 'ai-in-hiring'],
    tool: '/tools/percentage-calculator/',
  },
  {
    slug: 'ai-in-hiring',
    term: 'AI in hiring',
    short:
      'The use of artificial intelligence to source, screen, assess, interview or schedule candidates, or to help write job content.',
    body: `AI can take on repetitive work (scheduling, answering candidate questions, drafting job descriptions) and can score assessments consistently at scale. The risks are that a model learns bias from past decisions, that its criteria are not job-related, that candidates cannot tell how they were assessed, and that tools are inaccessible to people with disabilities.

Sound practice is to use AI on clear, job-related evidence such as work samples rather than proxies such as résumé wording, keep people responsible for decisions, tell candidates what is used, run bias audits, and follow local laws such as New York City’s Local Law 144.`,
    example:
      'A company uses AI to transcribe and summarize candidates’ answers to a structured one-way video interview, but hiring managers score each answer against the rubric themselves. It reviews pass rates by group each quarter and publishes how the tool is used on its careers page.',
    related: [
      'automated-employment-decision-tool',
      'bias-audit',
      'one-way-video-interview',
      'skills-based-hiring',
    ],
  },
  {
    slug: 'blind-resume-review',
    term: 'Blind résumé review',
    short:
      'Screening applications with details that can trigger bias, such as names, photos, addresses, ages and school names, removed or hidden.',
    body: `Blind review keeps the first screen focused on experience and skills. It reduces the effect of the name, age and background signals that studies of résumé screening have repeatedly found to influence callbacks.

It only covers one step: the bias can return at interview. Pair it with structured interviews, work samples and scoring against set criteria, and check outcomes across groups.`,
    example:
      'A nonprofit’s ATS hides names, photos, graduation years and addresses from reviewers. Two reviewers score each application against four criteria from the job analysis, and names appear only when candidates are invited to the skills exercise.',
    related: ['unconscious-bias', 'skills-based-hiring', 'diversity-hiring', 'applicant-tracking-system'],
  },
  {
    slug: 'counteroffer',
    term: 'Counteroffer',
    short:
      'An offer a candidate’s current employer makes to keep them after they announce they are leaving, or a candidate’s response to an offer asking for better terms.',
    body: `Employers facing a resignation sometimes match or beat the new offer. It can keep a valuable person, but if pay was not the real reason for leaving, the problem often returns. Hiring teams can reduce late surprises by asking early what would make a candidate stay where they are.

When a candidate counters your offer, respond within your range, explain what is and is not flexible, and keep the conversation warm either way.`,
    example:
      'A finalist accepts a verbal offer, then tells the recruiter his manager offered a 12% raise to stay. Because the recruiter had asked about his reasons for moving in the screening call (growth, not pay), she reminds him of the larger role, and he confirms his acceptance.',
    related: ['offer-acceptance-rate', 'offer-letter', 'reneging', 'passive-candidate'],
  },
  {
    slug: 'offer-letter',
    term: 'Offer letter',
    short:
      'A written job offer that sets out the main terms: role, start date, pay, benefits and any conditions.',
    body: `An offer letter usually confirms the job title, manager, start date, salary or hourly rate, exempt or non-exempt status, benefits eligibility, and conditions such as a background check, proof of work authorization or signing a confidentiality agreement. In the US it normally states that employment is at will.

Avoid promises the company cannot keep, such as guaranteed employment for a period, unless they are intended, and make sure the pay matches the posted range where pay transparency laws apply.`,
    example:
      'An offer letter for a marketing manager states a start date of June 2, a salary of $92,000 a year paid semi-monthly, exempt status, eligibility for health benefits from the first of the following month, at-will employment, and an offer conditional on a background check.',
    related: ['conditional-job-offer', 'offer-acceptance-rate', 'at-will-employment', 'preboarding'],
    tool: '/tools/offer-letter-generator/',
  },
  {
    slug: 'reneging',
    term: 'Reneging',
    short:
      'Backing out of an accepted job offer, by the candidate before the start date, or by the employer after the candidate accepted.',
    body: `Candidates renege most often because of a counteroffer or a later, better offer; long gaps between acceptance and the start date and little contact in between make it more likely. Staying in touch during preboarding helps.

An employer rescinding an accepted offer can face claims if the candidate relied on it, for example by resigning from another job, or if the reason is discriminatory, so withdraw offers only for documented, lawful reasons such as a failed background check applied consistently.`,
    example:
      'A candidate accepts an offer with a start date six weeks away. The hiring manager sends a welcome note, the team invites her to an informal lunch and IT ships her laptop early. When a competitor approaches her in week four, she declines.',
    related: ['counteroffer', 'preboarding', 'offer-acceptance-rate', 'conditional-job-offer'],
  },
  {
    slug: 'candidate-ghosting',
    term: 'Candidate ghosting',
    short:
      'Ending contact without explanation during hiring: a candidate who stops responding or misses a start date, or an employer who never tells candidates the outcome.',
    body: `Both sides ghost. Employers who leave applicants without an answer damage their employer brand, and candidates who ghost often had a faster offer elsewhere or lost interest after a slow step.

Closing the loop with every candidate, setting expectations about timing, and keeping the process short reduce it in both directions.`,
    example:
      'A retailer’s recruiters had no time to reply to every applicant. It sets up automatic status updates at each stage and a closing message for everyone not selected, and sees fewer complaints on review sites and fewer no-shows at interviews.',
    related: ['candidate-experience', 'interview-no-show-rate', 'reneging', 'candidate-drop-off-rate'],
  },
  {
    slug: 'contract-to-hire',
    term: 'Contract-to-hire',
    short:
      'An arrangement in which a person starts on a fixed-term contract, often through a staffing agency, with the possibility of being hired as an employee at the end.',
    body: `Contract-to-hire lets both sides try the working relationship before committing, and lets an employer start work before headcount is approved. Candidates who need benefits and stability may avoid such roles, which narrows the pool.

Check the agency contract for conversion fees, and remember that a contractor who works like an employee may need to be treated as one for tax and wage purposes.`,
    example:
      'A company brings on a data engineer through a staffing agency for a six-month contract at an hourly rate. After four months the team offers her a permanent role; the agency contract sets the conversion fee, which falls to zero after six months.',
    related: ['contingent-worker', 'independent-contractor', 'recruitment-agency', 'w-2-vs-1099'],
  },
  {
    slug: 'boomerang-employee',
    term: 'Boomerang employee',
    short: 'A former employee who is rehired by the same organization.',
    body: `Boomerang hires know the culture and systems, so they usually ramp faster, and they bring back what they learned elsewhere. A respectful offboarding, an alumni network and keeping the door open in exit conversations make rehiring easier.

Check why they left and whether anything has changed, and be fair to internal candidates who may also want the role.`,
    example:
      'A product designer leaves to join a startup. Two years later the startup closes and she applies for a senior role at her old company; her former manager knows her work, she is hired in three weeks and is fully productive within a month.',
    related: ['offboarding', 'exit-interview', 'time-to-productivity', 'talent-pipeline'],
  },
];
