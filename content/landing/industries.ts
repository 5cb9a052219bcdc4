import { defineEntries } from '../define';
import { landingPageSchema } from '../schema/landing';

/**
 * The industry pages (spec §2 "Industries": fintech, martech, retail, real estate), each written
 * for the roles and pains of its trade. Figures are the marketing claims of spec §9 (copied
 * 2026-05, product spec section 9).
 */
export const industryPages = defineEntries(
  'content/landing/industries.ts',
  landingPageSchema,
  [
    {
      path: '/industry/fintech-recruitment/',
      title: 'Fintech Recruitment Software for Engineering, Quant and Risk Roles',
      description:
        'Hire the engineers, quants and compliance talent that banks and big tech also want, with rigorous job simulations and a consistent, documented process.',
      share: 'default',
      section: 'Industries',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Fintech recruitment',
          title: 'Hire the engineers and quants everyone else is chasing',
          lead: 'Fintech competes with banks for risk and compliance people and with big tech for engineers, while regulators expect every hire into a controlled role to be justified. Quotient tests real skills with rigorous simulations and keeps a record of how each decision was made.',
          proof: '90%+ prediction accuracy · Hires in under 14 days',
          illustration: 'scorecard',
        },
        {
          type: 'problems',
          title: 'What makes fintech hiring different',
          tone: 'muted',
          items: [
            {
              title: 'Scarce quant and engineering talent',
              text: 'The people who can build a payments ledger or price credit risk have offers from banks, big tech and three other start-ups.',
            },
            {
              title: 'Compliance-minded roles',
              text: 'KYC, AML and risk hires need judgement within rules, and a resume can’t show how someone handles a suspicious transaction.',
            },
            {
              title: 'Decisions you must be able to explain',
              text: 'Auditors, investors and your own risk team expect a consistent, documented hiring process.',
            },
            {
              title: 'Long loops lose candidates',
              text: 'Multi-round technical loops take weeks, and the best engineers accept elsewhere before your panel meets.',
            },
          ],
        },
        {
          type: 'audiences',
          eyebrow: 'Who signs off',
          title: 'Three people every fintech hire has to satisfy',
          items: [
            {
              role: 'CTO',
              quote: 'I need engineers who treat money movement as something you can’t get wrong twice.',
              need: 'Engineering simulations on transaction logic, reconciliation and secure code, graded before any panel.',
            },
            {
              role: 'Chief Risk Officer',
              quote: 'A risk analyst who has only memorised the rules is a risk in their own right.',
              need: 'Case-file simulations that show judgement on ambiguous alerts, explained in the candidate’s own words.',
            },
            {
              role: 'Head of People',
              quote: 'When someone asks why we hired a person, I need more than the panel liked them.',
              need: 'The same test and rubric for every candidate, with a skills report stored for each decision.',
            },
          ],
        },
        {
          type: 'features',
          tone: 'muted',
          title: 'Simulations for the roles fintech depends on',
          items: [
            {
              title: 'Backend and payments engineering',
              text: 'Extend a transaction service, find a reconciliation bug or review code for security flaws, graded automatically.',
            },
            {
              title: 'Quant and data',
              text: 'Model a credit-risk scenario or analyse a transactions dataset, scored on method as well as result.',
            },
            {
              title: 'Compliance and risk judgement',
              text: 'Work a realistic KYC or AML case file and explain the decision in writing.',
            },
            {
              title: 'Consistent, recorded decisions',
              text: 'The same task and rubric for every candidate, and a skills report behind every score that you can keep on file.',
            },
          ],
        },
        {
          type: 'testimonial',
          quote:
            'Our regulators and our board both want to know why we hired someone. Now every hire has a skills report behind it, and we make offers in under two weeks.',
          name: 'Marcus Hale',
          role: 'VP People',
          company: 'Ledgerline',
          result: 'Hires in under 14 days',
        },
        {
          type: 'checklist',
          tone: 'muted',
          title: 'Fintech roles teams hire with Quotient',
          lead: 'Start from the library for each of these and tune difficulty to the seniority you need.',
          items: [
            'Backend and platform engineers',
            'Payments and ledger engineers',
            'Quantitative and credit-risk analysts',
            'Data scientists and analysts',
            'KYC and AML analysts',
            'Compliance officers',
            'Product managers for regulated products',
            'Support specialists for financial products',
          ],
        },
        {
          type: 'links',
          title: 'Related pages',
          items: [
            {
              title: 'Hiring for SaaS companies',
              text: 'Scale engineering and go-to-market teams after a funding round.',
              href: '/solutions/saas/',
            },
            {
              title: 'Candidate screening',
              text: 'Knock-out questions and simulations before any interview.',
              href: '/solutions/candidate-screening/',
            },
            {
              title: 'Martech recruitment',
              text: 'Simulations for growth, marketing ops and sales roles.',
              href: '/industry/martech-recruitment/',
            },
          ],
        },
        {
          type: 'faq',
          title: 'Questions fintech hiring teams ask',
          items: [
            {
              question: 'Can we keep our assessment content confidential?',
              answer:
                'Yes. Custom simulations are private to your account, and you can swap in new tasks between hiring cycles so answers don’t circulate.',
            },
            {
              question: 'Does this help when regulators or auditors review our hiring?',
              answer:
                'It gives reviewers what they look for: the same job-related test for every candidate, a written rubric and a stored report for each decision. Your compliance team decides how to use them.',
            },
            {
              question: 'How hard are the engineering and quant tests?',
              answer:
                'As hard as the role. You set the difficulty, time limits and topics, from graduate analyst to staff engineer.',
            },
            {
              question: 'How quickly can we hire?',
              answer:
                'Teams that test skills before interviewing typically halve their hiring cycle, and fintech customers make hires in under 14 days.',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Build a fintech team you can defend',
          text: 'Book a demo to see engineering and compliance simulations, or start a free trial with your work email.',
        },
      ],
    },
    {
      path: '/industry/martech-recruitment/',
      title: 'Martech Recruitment: Hire Growth, Marketing Ops and Sales Talent',
      description:
        'Test growth marketers, marketing ops and sales candidates on real campaigns, data and demos, and cut time to hire by 60% like martech customers.',
      share: 'default',
      section: 'Industries',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Martech recruitment',
          title: 'Hire marketers who can prove it, not just present it',
          lead: 'Martech roles mix creativity, data and tooling: a growth marketer who writes SQL, an ops lead who untangles automation, a seller who demos to marketing leaders. Portfolios and slide decks don’t show any of it. Quotient does, with simulations built on the work itself.',
          proof: 'Time to hire cut by 60% · 410% cost saving from avoided mis-hires',
          illustration: 'dashboard',
        },
        {
          type: 'audiences',
          eyebrow: 'Hybrid roles',
          title: 'The roles martech companies struggle to judge',
          items: [
            {
              role: 'Growth marketer',
              quote: 'Every candidate says they tripled pipeline. I can’t tell who actually did it.',
              need: 'A campaign simulation with a budget, a channel mix and results to analyse.',
            },
            {
              role: 'Marketing operations',
              quote: 'I need someone who can fix our lead scoring, not just name the tools.',
              need: 'A workflow task in a realistic automation set-up, graded on the logic.',
            },
            {
              role: 'Sales and solutions',
              quote: 'Our buyers are marketers. Our sellers need to speak their language.',
              need: 'A recorded demo and discovery role play, scored against your sales process.',
            },
          ],
        },
        {
          type: 'problems',
          title: 'Why martech hiring is hard',
          tone: 'muted',
          items: [
            {
              title: 'Portfolios hide the work',
              text: 'Campaign results in a deck rarely show who did what, or how they did it.',
            },
            {
              title: 'Stacks change every year',
              text: 'Tool names on a resume age fast; what matters is how quickly someone learns the next one.',
            },
            {
              title: 'Creative and analytical in one role',
              text: 'Most interviews test one side and guess at the other.',
            },
            {
              title: 'Competing with bigger brands',
              text: 'The candidates you want are approached by large platforms every week.',
            },
          ],
        },
        {
          type: 'features',
          title: 'Simulations for marketing and revenue teams',
          items: [
            {
              title: 'Campaign and growth',
              text: 'Plan a launch, allocate a budget and interpret funnel data.',
            },
            {
              title: 'Content and copy',
              text: 'Write an ad, an email or a landing-page section for a defined audience, scored for clarity and fit.',
            },
            {
              title: 'Marketing analytics',
              text: 'Query or read an attribution dataset and explain what to change.',
            },
            {
              title: 'Sales role plays on video',
              text: 'Discovery and demo answers recorded on one-way video and reviewed side by side.',
            },
          ],
        },
        {
          type: 'caseStudy',
          company: 'Signalwise',
          title: 'How a marketing analytics company cut time to hire by 60%',
          challenge:
            'Signalwise was hiring sellers and marketers at the same time. Each role went through four live interviews, and managers disagreed about candidates whose decks all looked impressive.',
          approach:
            'Every candidate took a role simulation first: a campaign brief for marketers, a recorded discovery call for sellers. Live interviews were kept for the top scorers, and managers opened each one with the skills report.',
          outcome:
            'Time to hire fell by 60%, and managers now agree on who to hire because they compare the same evidence.',
          metrics: [
            { value: '60%', label: 'cut in time to hire' },
            { value: '2 tracks', label: 'one simulation for marketers, one for sellers' },
          ],
          quote: {
            text: 'Everyone used to have a favourite candidate. Now we argue about simulation results, which is a much better argument.',
            name: 'Leo Brandt',
            role: 'VP Marketing',
          },
          tone: 'muted',
        },
        {
          type: 'checklist',
          title: 'Martech roles you can assess',
          items: [
            'Growth and performance marketers',
            'Content and brand marketers',
            'Marketing operations specialists',
            'Product marketing managers',
            'Account executives and SDRs',
            'Solutions engineers',
            'Customer success managers',
            'Marketing analysts',
          ],
        },
        {
          type: 'faq',
          title: 'Questions from martech hiring managers',
          items: [
            {
              question: 'Can simulations use our own tools?',
              answer:
                'By default simulations are tool-agnostic, so they test skill rather than product trivia. Add tasks that reference your stack where product knowledge really matters.',
            },
            {
              question: 'How do you grade creative work consistently?',
              answer:
                'Against a rubric of audience fit, clarity and persuasion, applied the same way to every candidate, with examples of strong answers to anchor the scores.',
            },
            {
              question: 'Can one simulation cover a hybrid role?',
              answer:
                'Yes. Combine a creative task with an analytical one, and the skills report shows each side separately.',
            },
            {
              question: 'Where does the 410% figure come from?',
              answer:
                'It is the cost saving customers measured from the mis-hires they avoided by testing skills before interviewing, counting fees, onboarding and lost output.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related pages',
          items: [
            {
              title: 'Hiring for SaaS companies',
              text: 'Engineering and go-to-market hiring at the pace of a funding round.',
              href: '/solutions/saas/',
            },
            {
              title: 'Fintech recruitment',
              text: 'Rigorous simulations for engineering, quant and compliance roles.',
              href: '/industry/fintech-recruitment/',
            },
            {
              title: 'One-way video interviews',
              text: 'Sales role plays and first rounds without scheduling.',
              href: '/solutions/video-interview/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Hire marketers on results you can see',
          text: 'Start a free trial and send a campaign simulation today, or book a demo with our team.',
        },
      ],
    },
    {
      path: '/industry/retail-recruitment-software/',
      title: 'Retail Recruitment Software for Seasonal and Volume Hiring',
      description:
        'Staff every store before peak season: phone-first screening, one-way video, and self-scheduled interviews with reminders to cut no-shows.',
      share: 'default',
      section: 'Industries',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Retail recruitment',
          title: 'Staff every store before the holiday rush',
          lead: 'Peak season means hundreds of hires in a few weeks, applicants who apply from their phones and interviews that many candidates never turn up to. Quotient screens on customer-service skills, lets candidates interview when they can, and books and reminds everyone else automatically.',
          proof: 'Candidate drop-off under 10% · 550 candidates sourced and 213 assessed in 50 days',
          illustration: 'video',
        },
        { type: 'logos', label: 'Retailers and 100+ other businesses hire with Quotient' },
        {
          type: 'problems',
          title: 'What seasonal hiring does to a store manager',
          tone: 'muted',
          items: [
            {
              title: 'Seasonal volume',
              text: 'Hiring needs jump several times over in the weeks before peak, on top of running the store.',
            },
            {
              title: 'No-shows',
              text: 'Booked interviews go unattended, and every empty slot is an hour of a manager’s shift wasted.',
            },
            {
              title: 'Phone-first applicants',
              text: 'Candidates apply between shifts on their phones; long forms and desktop-only tests lose them.',
            },
            {
              title: 'Turnover that never stops',
              text: 'High churn means the hiring you do for peak starts all over again in January.',
            },
          ],
        },
        {
          type: 'timeline',
          eyebrow: 'Peak-season plan',
          title: 'An eight-week run-up to your busiest weekend',
          items: [
            {
              when: '8 weeks out',
              title: 'Roles and screening set',
              text: 'Pick store associate, cashier and stockroom simulations, and add knock-out questions on shifts and location.',
            },
            {
              when: '6 weeks out',
              title: 'Applicants screened on their phones',
              text: 'A short situational test of customer service and reliability scores every applicant automatically.',
            },
            {
              when: '4 weeks out',
              title: 'One-way video, no booking',
              text: 'Top scorers record a few answers; store managers review them between tasks on the floor.',
            },
            {
              when: '3 weeks out',
              title: 'Self-scheduled interviews',
              text: 'Shortlisted candidates pick a slot and get reminders, so fewer interviews go empty.',
            },
            {
              when: '2 weeks out',
              title: 'Offers and onboarding',
              text: 'Offers go out while candidates are still keen, and the store is staffed before the first busy weekend.',
            },
          ],
        },
        {
          type: 'features',
          title: 'Built for high-volume store hiring',
          tone: 'muted',
          items: [
            {
              title: 'Situational judgement tests',
              text: 'A difficult customer, a long queue and a stock problem: see how candidates would handle a real shift.',
            },
            {
              title: 'Phone-first one-way video',
              text: 'Candidates answer on their phones at any time of day, with no app to install.',
            },
            {
              title: 'Self-scheduling with reminders',
              text: 'Candidates book their own interview slot and get automatic reminders before it.',
            },
            {
              title: 'Pre-screening for availability',
              text: 'Knock-out questions on shifts, weekends and travel remove mismatches before anyone spends time.',
            },
            {
              title: 'Store-by-store reporting',
              text: 'Applicants, scores and open roles by location, so regional managers know where to help.',
            },
          ],
        },
        {
          type: 'caseStudy',
          company: 'Harbor Retail',
          title: 'How an apparel retailer sourced 550 candidates and assessed 213 in 50 days',
          challenge:
            'Harbor Retail was opening new stores and preparing for its busiest season at the same time. Store managers ran every interview themselves and kept losing candidates to retailers who replied faster.',
          approach:
            'Harbor used Quotient Source to find people with retail and customer-service experience near each store, sent every interested candidate a short situational simulation, and let the top scorers book their own interviews.',
          outcome:
            'In 50 days Harbor sourced 550 candidates and assessed 213, and store managers only interviewed people who had already shown how they treat a customer.',
          metrics: [
            { value: '550', label: 'candidates sourced' },
            { value: '213', label: 'candidates assessed' },
            { value: '50 days', label: 'from the first search to staffed stores' },
          ],
          quote: {
            text: 'Our managers stopped interviewing everyone who applied. They met the people who already knew how to look after a customer.',
            name: 'Naomi Feld',
            role: 'Head of Talent Acquisition',
          },
        },
        {
          type: 'faq',
          title: 'Questions retail recruiters and store managers ask',
          items: [
            {
              question: 'How do you reduce interview no-shows?',
              answer:
                'Candidates choose their own slot, so it fits around their other job or classes, and automatic reminders go out before the interview. A one-way video round means some conversations need no booking at all.',
            },
            {
              question: 'Can candidates apply and interview from a phone?',
              answer:
                'Yes. Screening questions, simulations and one-way video all work in a mobile browser, with no app or account.',
            },
            {
              question: 'Can store managers use it without training?',
              answer:
                'Yes. Managers get a ranked list and short videos to watch, and they can review them on a phone between tasks.',
            },
            {
              question: 'Can we reuse candidates after the season?',
              answer:
                'Yes. Seasonal applicants stay in your account with their scores, so you can bring back your best people next year or offer them permanent roles.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related pages',
          items: [
            {
              title: 'One-way video interviews',
              text: 'Interviews candidates record between shifts, with no booking.',
              href: '/solutions/video-interview/',
            },
            {
              title: 'University recruitment',
              text: 'Reach students for seasonal and graduate roles.',
              href: '/solutions/university-recruitment/',
            },
            {
              title: 'Managed sourcing',
              text: 'Let our specialists fill the pipeline for new store openings.',
              href: '/solutions/managed-sourcing/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Be fully staffed before the first busy weekend',
          text: 'Start a free trial and set up your store associate screening today, or book a demo to plan your peak season.',
        },
      ],
    },
    {
      path: '/real-estate-recruitment/',
      title: 'Real Estate Recruitment Software: Hire Agents Who Can Sell',
      description:
        'Test agents, ISAs and leasing consultants on the sales conversations they will have with clients, and keep hiring steady despite high agent churn.',
      share: 'default',
      section: 'Industries',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Real estate recruitment',
          title: 'Hire agents on how they sell, not how they interview',
          lead: 'An agent’s value shows in the listing appointment and the follow-up call, exactly what a coffee interview can’t reveal. Quotient puts every candidate through a real-estate sales role play on video and grades it, so brokerages build teams that close and stay.',
          proof: '150+ candidates assessed in a year · Hiring cycle cut by 50%',
          illustration: 'video',
        },
        {
          type: 'problems',
          title: 'Why brokerages keep rehiring',
          tone: 'muted',
          items: [
            {
              title: 'Judged on sales skill, hired on charm',
              text: 'Confident candidates interview well; whether they can win a listing only shows months later.',
            },
            {
              title: 'High churn',
              text: 'Agents who don’t produce leave within a year, and the recruiting starts again.',
            },
            {
              title: 'Recruiting never stops',
              text: 'Team leads recruit alongside their own deals, so screening happens late at night or not at all.',
            },
            {
              title: 'Licence and market checks',
              text: 'Licence status, market area and commission expectations need checking before anyone meets.',
            },
          ],
        },
        {
          type: 'features',
          title: 'A sales-first process for real estate teams',
          items: [
            {
              title: 'Listing-presentation role play',
              text: 'Candidates pitch a seller on one-way video: pricing, marketing plan and why they should win the listing.',
            },
            {
              title: 'Objection handling',
              text: 'Answer “another agent offered a lower commission” and similar objections, scored on a sales rubric.',
            },
            {
              title: 'Follow-up writing',
              text: 'Write the message to a buyer after a showing, graded for clarity and persistence.',
            },
            {
              title: 'Licence and market pre-screening',
              text: 'Knock-out questions confirm licence status, areas covered and availability first.',
            },
            {
              title: 'Sourcing licensed agents',
              text: 'Find producing agents and people with sales backgrounds in your market, and reach out personally.',
            },
          ],
        },
        {
          type: 'beforeAfter',
          title: 'Agent hiring, before and after',
          beforeLabel: 'Coffee-chat hiring',
          afterLabel: 'With Quotient',
          tone: 'muted',
          rows: [
            {
              label: 'How candidates are judged',
              before: 'Rapport over coffee and a list of past jobs.',
              after: 'A recorded listing pitch and objection role play, scored.',
            },
            {
              label: 'Team lead time',
              before: 'An hour for every candidate, most of whom won’t produce.',
              after: 'A few minutes per video, and meetings only with top scorers.',
            },
            {
              label: 'What predicts success',
              before: 'Confidence in the interview.',
              after: 'Sales skill in realistic client conversations.',
            },
          ],
        },
        {
          type: 'testimonial',
          quote:
            'Every agent applicant takes the same listing simulation now, and our team leads only sit down with the ones who can hold a listing conversation.',
          name: 'Tom Whitaker',
          role: 'Director of Agent Development',
          company: 'Crestline Realty',
          result: 'Team leads meet only proven candidates',
        },
        {
          type: 'links',
          title: 'Related pages',
          items: [
            {
              title: 'One-way video interviews',
              text: 'The recording tool behind the listing-pitch role play.',
              href: '/solutions/video-interview/',
            },
            {
              title: 'AI candidate sourcing',
              text: 'Find licensed agents and sales talent in your market.',
              href: '/solutions/sourcing/',
            },
            {
              title: 'Candidate screening',
              text: 'Knock-out questions and skills tests before any meeting.',
              href: '/solutions/candidate-screening/',
            },
          ],
        },
        {
          type: 'faq',
          title: 'Questions from brokers and team leads',
          items: [
            {
              question: 'Can you assess new agents with no sales history?',
              answer:
                'Yes. The role play shows how someone handles a seller and an objection, which reveals potential whether or not they have closed a deal before.',
            },
            {
              question: 'Does this work for ISAs, leasing consultants and property managers?',
              answer:
                'Yes. Inside sales agents get a follow-up call simulation, leasing consultants a prospect tour, and property managers a tenant issue to resolve.',
            },
            {
              question: 'Will experienced agents take an assessment?',
              answer:
                'Most see it as a chance to show their skill. Keep it short, explain that top scorers meet the broker directly, and send it after a first call if you prefer.',
            },
            {
              question: 'How does this help with churn?',
              answer:
                'By hiring on the skill that predicts production. Agents who can win listings tend to stay, so testing for it up front means fewer hires who leave empty-handed within a year.',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Build a team that closes',
          text: 'Start a free trial and send your first listing role play today, or book a demo with our team.',
        },
      ],
    },
  ],
  'path',
);
