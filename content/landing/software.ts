import { defineEntries } from '../define';
import { landingPageSchema } from '../schema/landing';

/**
 * Category landing pages ("recruiting software for …"): each written for one buyer and the search
 * that brings them here. Claims and prices come from the product spec §9 (copied 2026-11-22);
 * each page uses the few that answer its reader's question rather than one shared stat block.
 */
export const softwarePages = defineEntries(
  'content/landing/software.ts',
  landingPageSchema,
  [
    {
      path: '/recruiting-software/',
      title: 'Recruiting Software That Tests Skills, Not Just Resumes',
      description:
        'Recruiting software that sources candidates, tests real job skills, runs video interviews and books interviews for you, so you hire the top 10% in half the time.',
      share: 'default',
      section: 'Recruiting software',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Recruiting software',
          title: 'Recruiting software that shows you who can do the job',
          lead: 'Most recruiting tools store resumes. Quotient finds candidates, tests the work they would actually do, interviews them on their schedule and books the final rounds, so every decision rests on evidence.',
          proof: 'Trusted by 100+ businesses · Rated 4.9/5 from 9,600 reviews',
          illustration: 'dashboard',
        },
        { type: 'logos', label: 'Recruiting teams at these companies hire with Quotient' },
        {
          type: 'features',
          eyebrow: 'One platform',
          title: 'Every stage of recruiting, connected',
          lead: 'Use the whole platform or start with the stage that hurts most. Candidates, scores and notes follow people from one stage to the next.',
          items: [
            {
              title: 'AI sourcing',
              text: 'Describe the role in plain words and get ranked, contactable profiles, with the people most likely to join at the top.',
              href: '/candidate-sourcing-software/',
            },
            {
              title: 'Pre-screening',
              text: 'Knock-out questions on work authorisation, location or shift pattern filter out clear mismatches before anyone reads a resume.',
            },
            {
              title: 'Job-simulation assessments',
              text: 'Candidates do a realistic slice of the job. Answers are auto-graded and summarised in a skills report with questions for the next round.',
            },
            {
              title: 'One-way video interviews',
              text: 'Candidates record answers when it suits them; your team compares them side by side against one rubric.',
              href: '/video-assessments/',
            },
            {
              title: 'Automated scheduling',
              text: 'Shortlisted candidates book live interviews from your panel’s real availability, with reminders sent for you.',
              href: '/automated-interview-scheduling-software/',
            },
            {
              title: 'Job descriptions and reporting',
              text: 'Draft a clear, inclusive job description in minutes and see time to hire, pass rates and source quality per role.',
            },
          ],
        },
        {
          type: 'checklist',
          title: 'What to look for when you compare recruiting software',
          lead: 'The questions we would ask in your place, whichever vendor you choose.',
          tone: 'muted',
          items: [
            'Does it measure skills directly, or only parse keywords from resumes?',
            'Can a recruiter set up a new role without help from the vendor?',
            'Will candidates finish it? Ask for the drop-off rate, not just the features',
            'Are scores explained, so you can defend a decision to a hiring manager?',
            'Can hiring managers review candidates without a paid seat?',
            'Does pricing fit your volume: per role, per candidate or per user?',
          ],
        },
        {
          type: 'steps',
          title: 'How Quotient turns a role into a hiring decision',
          lead: 'The same four steps sit behind every assessment, so results are comparable across candidates and roles.',
          items: [
            { title: 'Analysis', text: 'We break the role into the skills that separate strong performers.' },
            {
              title: 'Structuring',
              text: 'Each skill becomes a realistic task with a clear scoring rubric.',
            },
            { title: 'Judgement', text: 'Every answer is graded the same way, for every candidate.' },
            { title: 'Synthesis', text: 'Scores become a report: strengths, gaps and what to ask next.' },
          ],
        },
        {
          type: 'stats',
          eyebrow: 'Results',
          title: 'What changes when decisions rest on skills',
          items: [
            { value: '410%', label: 'cost saving from the mis-hires you avoid' },
            { value: '90%+', label: 'accuracy predicting on-the-job performance' },
            { value: '50%', label: 'shorter hiring cycle' },
          ],
        },
        {
          type: 'table',
          title: 'Spreadsheets, a traditional ATS, or skills-based recruiting software',
          lead: 'An applicant tracking system keeps the process organised; it does not tell you who can do the work. Many teams run Quotient alongside theirs.',
          caption: 'How each approach handles the main jobs of a recruiting team.',
          columns: ['Job to be done', 'Spreadsheets and inboxes', 'Traditional ATS', 'Quotient'],
          rows: [
            [
              'Find candidates',
              'Job boards only',
              'Job boards and referrals',
              'AI sourcing across professional profiles',
            ],
            [
              'Screen applicants',
              'Read every resume',
              'Keyword filters',
              'Knock-out questions and job simulations',
            ],
            ['First interview', 'Phone calls', 'Phone calls, tracked', 'One-way video with a shared rubric'],
            [
              'Book interviews',
              'Email back and forth',
              'Calendar links per person',
              'Panel-aware automated scheduling',
            ],
            ['Decide', 'Gut feel', 'Interview notes', 'Skills reports with evidence per skill'],
          ],
        },
        {
          type: 'faq',
          title: 'Buying recruiting software: common questions',
          items: [
            {
              question: 'Do I need to replace my applicant tracking system?',
              answer:
                'No. Quotient covers sourcing, assessment, video interviews and scheduling. Many customers keep their ATS as the system of record and use Quotient for the stages where they need evidence and speed.',
            },
            {
              question: 'How long does it take to get started?',
              answer:
                'An assessment from the role library takes under five minutes to set up. A custom job simulation for an unusual role is usually ready the same day.',
            },
            {
              question: 'Which roles does it work for?',
              answer:
                'Any role where the work can be described: sales, customer success, marketing, operations, finance, engineering, product and project management, and hourly roles through short scenario questions.',
            },
            {
              question: 'What do candidates think of it?',
              answer:
                'Candidates rate the experience 4.7 out of 5 on average, and fewer than 10% drop out. Every candidate gets feedback, which is rare enough that many mention it.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Recruiting software for your kind of team',
          items: [
            {
              title: 'For small businesses',
              text: 'Hire well without a recruiter or an agency.',
              href: '/recruiting-software-for-small-business/',
            },
            {
              title: 'For recruitment agencies',
              text: 'Send clients shortlists backed by skills evidence.',
              href: '/best-recruitment-software-for-agencies/',
            },
            {
              title: 'For talent acquisition teams',
              text: 'One platform across the funnel, with data to match.',
              href: '/talent-acquisition-platform/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'See your next hire’s skills before the first interview',
          text: 'Start a free trial with one open role, or book a demo and we will map your process with you.',
        },
      ],
    },
    {
      path: '/recruiting-software-for-small-business/',
      title: 'Recruiting Software for Small Business: Hire Without a Recruiter',
      description:
        'Hiring without an HR team? Write the job ad, screen applicants and test real skills in one simple tool, and pay per candidate pack instead of agency fees.',
      share: 'default',
      section: 'Small business recruiting',
      sections: [
        {
          type: 'hero',
          eyebrow: 'For small businesses',
          title: 'You run the business. Hiring shouldn’t take over your week.',
          lead: 'When there is no recruiter, the founder or office manager does it all: the job ad, 200 applications, the interviews. Quotient does the sorting for you and shows you which three people can actually do the job.',
          proof: 'Candidate test packs from $200 · No contract, no agency fee',
          illustration: 'scorecard',
          secondary: { label: 'Read the hiring guide', href: '/how-to-hire/' },
        },
        {
          type: 'problems',
          title: 'Hiring in a small business is hard for different reasons',
          lead: 'Big companies have recruiters and process. You have a busy week and a role that needed filling yesterday.',
          items: [
            {
              title: 'Nobody’s job is hiring',
              text: 'Hiring happens between customer calls and payroll, so applications sit unread and good people take other offers.',
            },
            {
              title: 'A bad hire hurts more',
              text: 'In a team of twelve, one wrong person is almost a tenth of the company, and the rest of the team covers for them.',
            },
            {
              title: 'Agencies are out of reach',
              text: 'Paying a recruiter a share of first-year salary is hard to justify for every role you fill.',
            },
            {
              title: 'Resumes all look the same',
              text: 'Candidates polish their CVs with AI now. The paper no longer tells you who can do the work.',
            },
          ],
        },
        {
          type: 'text',
          eyebrow: 'Why skills first',
          title: 'The cheapest hire is the one you only make once',
          paragraphs: [
            'Small teams cannot absorb a mis-hire. The cost is not just the salary: it is the months of training, the customers who notice, and starting over. Our customers see a 410% cost saving from the mis-hires they avoid.',
            'The fix is simple and it does not need an HR department: ask every candidate to do a short, realistic piece of the job before you meet them. Quotient marks it for you and tells you what to ask in the interview.',
          ],
        },
        {
          type: 'features',
          title: 'Built for people who hire a few times a year',
          tone: 'muted',
          items: [
            {
              title: 'Job description in minutes',
              text: 'Answer a few questions about the role and get a clear, inclusive job ad you can post anywhere.',
            },
            {
              title: 'Ready-made role tests',
              text: 'Pick from tests for the roles small businesses hire most: office manager, sales rep, bookkeeper, customer support, marketing coordinator.',
            },
            {
              title: 'Automatic marking',
              text: 'Every answer is graded the same way, so you compare candidates fairly, even when you review them at 10 p.m.',
            },
            {
              title: 'Self-service, no training',
              text: 'Set up a role, share one link and see ranked results. No implementation project and no sales call needed.',
            },
          ],
        },
        {
          type: 'table',
          eyebrow: 'Pricing that fits',
          title: 'Pay for the candidates you test',
          lead: 'Candidate test packs, no subscription. Buy a pack when you open a role.',
          caption: 'Candidate test packs from the assessment plans, with what each includes.',
          columns: ['Pack', 'Price', 'Candidates', 'Valid for', 'Good for'],
          rows: [
            [
              'Emerging',
              '$200',
              '10 candidates',
              '1 month',
              'One role with a short list; includes free custom video questions',
            ],
            ['Growth', '$500', '50 candidates', '1 month', 'A popular role or two roles at once'],
            ['Rocketship', '$1000', '100 candidates', '2 months', 'A hiring push, with premium onboarding'],
          ],
        },
        {
          type: 'checklist',
          title: 'Your first hire with Quotient, in one afternoon',
          items: [
            'Write the job ad with the job description builder',
            'Add two knock-out questions, such as location and start date',
            'Pick the role test that matches the job',
            'Post the ad with the test link on the job boards you use',
            'Review the top ten scores and read their skills reports',
            'Invite three people to interview and ask the suggested questions',
          ],
        },
        {
          type: 'faq',
          title: 'Small business owners ask us',
          items: [
            {
              question: 'I hire two or three people a year. Is this worth it?',
              answer:
                'Yes, that is what the candidate packs are for. You pay for a pack when you open a role and nothing in between. The Emerging pack covers ten candidates for a month for $200.',
            },
            {
              question: 'Will good candidates refuse to take a test?',
              answer:
                'Strong candidates usually welcome a chance to show what they can do, as long as the test is short and relevant. Keep it under 45 minutes, explain why you ask, and give feedback afterwards. Drop-off on Quotient stays under 10%.',
            },
            {
              question: 'I have never run a structured interview. Where do I start?',
              answer:
                'Each skills report suggests questions for the next round based on what the candidate did well or less well. Ask every finalist the same questions and note the answers. Our step-by-step hiring guide walks through the rest.',
            },
            {
              question: 'Can I use it on my phone?',
              answer: 'Yes. Candidates take tests on any device, and you can review results on your phone.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Read before you post the role',
          tone: 'muted',
          items: [
            {
              title: 'How to hire, step by step',
              text: 'A plain guide to writing the role, screening and interviewing.',
              href: '/how-to-hire/',
            },
            {
              title: 'Video assessments',
              text: 'Replace phone screens with short recorded answers.',
              href: '/video-assessments/',
            },
            {
              title: 'Every feature',
              text: 'What else the platform does as you grow.',
              href: '/features/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Make your next hire the right one',
          text: 'Start free, set up your first role in minutes, and only buy a candidate pack when you are ready to test.',
        },
      ],
    },
    {
      path: '/best-recruitment-software-for-agencies/',
      title: 'Recruitment Software for Agencies: Shortlists Clients Trust',
      description:
        'Recruitment agency software that sources faster, tests candidates before submission and sends clients shortlists with skills reports and video introductions.',
      share: 'default',
      section: 'Agency recruitment software',
      sections: [
        {
          type: 'hero',
          eyebrow: 'For recruitment and staffing agencies',
          title: 'Win more placements with shortlists your clients can’t argue with',
          lead: 'Clients no longer pay for resumes. Quotient helps your recruiters source faster, test candidates before submission and send every shortlist with a skills report and a short video introduction.',
          proof: 'A staffing firm closed 25 diverse positions · Consultants hired in 48 hours',
          illustration: 'sourcing',
        },
        {
          type: 'problems',
          eyebrow: 'Agency pain',
          title: 'Where agency margins leak',
          tone: 'muted',
          items: [
            {
              title: 'Submissions that go nowhere',
              text: 'Every candidate a client rejects after the first interview costs your recruiter a day and costs you credibility.',
            },
            {
              title: 'Speed decides who gets paid',
              text: 'On contingent roles the first agency with a credible shortlist wins. Manual sourcing and screening lose that race.',
            },
            {
              title: 'Candidates ghost',
              text: 'Strong candidates juggle several agencies. Slow, generic contact loses them to the recruiter who replied first.',
            },
            {
              title: 'Hard to prove quality',
              text: 'Every agency says its candidates are great. Without evidence, you compete on fee instead of value.',
            },
          ],
        },
        {
          type: 'features',
          eyebrow: 'Built for agency desks',
          title: 'Source, test and submit from one place',
          items: [
            {
              title: 'Sourcing at desk speed',
              text: 'Search professional profiles with skills, seniority and location filters, and see the candidates most likely to move first.',
              href: '/candidate-sourcing-software/',
            },
            {
              title: 'Pre-submission assessments',
              text: 'Send a job simulation before you submit. Only candidates who can do the work reach your client.',
            },
            {
              title: 'Client-ready skills reports',
              text: 'Share a clean report per candidate, in your agency’s colours, with strengths, gaps and suggested interview questions.',
            },
            {
              title: 'Video introductions',
              text: 'A two-minute one-way video lets the client meet the candidate before committing an hour.',
              href: '/video-assessments/',
            },
            {
              title: 'Talent pools you can reuse',
              text: 'Every assessed candidate stays searchable by skill score, so the runner-up for one client is the placement for the next.',
              href: '/recruiting-crm-software/',
            },
            {
              title: 'Text recruiting for temp desks',
              text: 'Reach hourly and temporary workers where they answer: by SMS, with opt-out handled for you.',
              href: '/text-recruiting-software/',
            },
          ],
        },
        {
          type: 'stats',
          title: 'What agencies deliver with Quotient',
          eyebrow: 'Agency results',
          items: [
            { value: '25', label: 'diverse positions closed by one staffing firm' },
            { value: '48 h', label: 'to hire consultants for a client project' },
            { value: '550 / 213', label: 'candidates sourced and assessed in 50 days' },
          ],
        },
        {
          type: 'checklist',
          title: 'How to choose recruitment software for an agency',
          lead: 'Agency needs differ from in-house teams. Check these before you sign.',
          items: [
            'Reports can be shared with clients without giving them a login',
            'Branding shows your agency, not the software vendor',
            'Candidates are reusable across clients, with consent tracked',
            'Pricing works per recruiter or per role, not per client',
            'Sourcing, testing and outreach do not need three separate tools',
            'Candidates can complete everything on a phone',
          ],
          tone: 'muted',
        },
        {
          type: 'faq',
          title: 'Agency owners and recruiters ask',
          items: [
            {
              question: 'Will clients see the Quotient brand?',
              answer:
                'Shared reports and assessment pages carry your agency’s logo and colours. Clients see your agency’s work.',
            },
            {
              question: 'Can we test candidates for many different clients?',
              answer:
                'Yes. Create a role per client requirement from the library or from the client’s job description, and keep each client’s candidates and reports separate.',
            },
            {
              question: 'Does testing slow down submission?',
              answer:
                'Usually the opposite. Candidates complete short simulations within a day, and a shortlist with evidence gets a faster client decision than a stack of CVs.',
            },
            {
              question: 'We place contractors. Does it work for short engagements?',
              answer:
                'Yes. One customer placed consultants within 48 hours by sourcing and assessing in parallel rather than one after the other.',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Send your next shortlist with proof',
          text: 'Try Quotient on a live requirement, or book a demo to see a client-ready skills report.',
        },
      ],
    },
    {
      path: '/ai-recruitment-software/',
      title: 'AI Recruitment Software With Humans in Charge of Decisions',
      description:
        'AI recruitment software that sources, grades job simulations and drafts job descriptions, with explained scores and people making every hiring decision.',
      share: 'default',
      section: 'AI recruitment software',
      sections: [
        {
          type: 'hero',
          eyebrow: 'AI recruitment software',
          title: 'AI that does the sorting, so people can do the deciding',
          lead: 'Quotient uses AI where it is reliable, finding candidates, grading work against a rubric and drafting job descriptions, and leaves every hiring decision with your team, backed by scores you can explain.',
          proof: '90%+ accuracy predicting on-the-job performance',
          illustration: 'scorecard',
          secondary: { label: 'AI screening best practices', href: '/ai-screening-criteria-best-practices/' },
        },
        {
          type: 'table',
          eyebrow: 'Where AI helps',
          title: 'What the AI does, and what stays with your team',
          caption: 'The division of work between Quotient’s AI and the hiring team.',
          columns: ['Stage', 'What the AI does', 'What your team decides'],
          rows: [
            [
              'Sourcing',
              'Searches profiles, ranks them against the role, flags who is most likely to join',
              'Who to contact and what to say',
            ],
            [
              'Job description',
              'Drafts a clear, inclusive description from your notes',
              'What the job really needs; final wording',
            ],
            [
              'Assessment',
              'Grades answers to job simulations against a published rubric',
              'The rubric itself and the pass mark',
            ],
            [
              'Video interview',
              'Transcribes answers so reviewers can scan and search them',
              'Every rating of every answer',
            ],
            [
              'Decision',
              'Summarises evidence per skill and suggests next-round questions',
              'Who moves forward and who gets the offer',
            ],
          ],
        },
        {
          type: 'features',
          title: 'AI features recruiters use every day',
          tone: 'muted',
          items: [
            {
              title: 'Plain-language sourcing',
              text: '“Senior B2B account executive, fintech, London, has sold to banks” becomes a ranked list of matching profiles.',
            },
            {
              title: 'Top 10% candidate insights',
              text: 'Each profile is scored against the role, so you start with the strongest matches instead of page one of a search.',
            },
            {
              title: 'Auto-grading with reasons',
              text: 'Every score links to the rubric line it met or missed, so a reviewer can check it in seconds.',
            },
            {
              title: 'Suggested next-round questions',
              text: 'The skills report turns weak spots into specific interview questions, so the next conversation is targeted.',
            },
          ],
        },
        {
          type: 'checklist',
          title: 'How we keep AI in recruiting fair and accountable',
          lead: 'Principles built into the product, not added to a policy page.',
          items: [
            'Scores come from job-related tasks, never from names, photos, age or schools',
            'Every automated score is explained and can be reviewed by a person',
            'No candidate is rejected by the AI alone; a person confirms every decision',
            'Pass rates by stage are reported so teams can spot adverse impact',
            'Candidates are told when AI is used and can ask for a human review',
            'Customer and candidate data is never used to train models for other customers',
          ],
        },
        {
          type: 'stats',
          title: 'Accuracy and speed, measured',
          items: [
            { value: '90%+', label: 'prediction accuracy for on-the-job performance' },
            { value: 'Top 10%', label: 'of candidates surfaced for every role' },
            { value: '60%', label: 'less time to hire' },
          ],
        },
        {
          type: 'faq',
          title: 'Questions about AI in hiring',
          items: [
            {
              question: 'Does the AI reject candidates automatically?',
              answer:
                'No. The AI grades and ranks; people decide. You set the rubric and the pass mark, and a reviewer confirms who moves forward.',
            },
            {
              question: 'How do you prevent bias?',
              answer:
                'By scoring work samples rather than profiles, removing proxies such as names, photos and schools from grading, and reporting pass rates by stage so you can see and correct any adverse impact. Our guide to AI screening criteria covers the details.',
            },
            {
              question: 'Is AI screening legal where we hire?',
              answer:
                'Rules differ. New York City requires a yearly bias audit and advance notice for automated employment decision tools, and the EU AI Act treats recruitment AI as high-risk. Quotient provides the notices, human review and reporting these rules expect; your legal team should confirm what applies to you.',
            },
            {
              question: 'Can candidates tell they are being assessed by AI?',
              answer:
                'Yes. Candidates are told how their answers are assessed before they start, and can ask for a person to review their result.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Go deeper on AI in recruiting',
          tone: 'muted',
          items: [
            {
              title: 'AI screening criteria best practices',
              text: 'How to set criteria that are fair, job-related and defensible.',
              href: '/ai-screening-criteria-best-practices/',
            },
            {
              title: 'AI prompt cheat sheet for recruiters',
              text: 'Copy-ready prompts for job ads, outreach and interview questions.',
              href: '/ai-prompt-cheat-sheet/',
            },
            {
              title: 'Sourcing for AI companies',
              text: 'How AI startups find and assess ML engineers and researchers.',
              href: '/sourcing-for-ai-companies/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Put AI to work on your next role',
          text: 'Try AI sourcing and auto-graded assessments free, or book a demo to review how scores are explained.',
        },
      ],
    },
    {
      path: '/talent-acquisition-platform/',
      title: 'Talent Acquisition Platform: Source, Assess and Hire in One',
      description:
        'A talent acquisition platform for TA leaders: one candidate record from sourcing to offer, skills data at every stage and funnel reports your leadership trusts.',
      share: 'default',
      section: 'Talent acquisition platform',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Talent acquisition platform',
          title: 'One platform for the whole talent acquisition funnel',
          lead: 'Talent leaders juggle a sourcing tool, a test vendor, a video tool and a scheduling app, and still cannot say which channel brings the people who succeed. Quotient puts every stage on one candidate record with skills data you can report on.',
          proof: 'Hiring cycle cut by 50% · Time to hire down 60%',
          illustration: 'dashboard',
        },
        {
          type: 'problems',
          title: 'The problems that grow with your hiring plan',
          items: [
            {
              title: 'Tool sprawl',
              text: 'Four vendors, four logins and four contracts, with candidate data copied between them by hand.',
            },
            {
              title: 'No quality-of-hire signal',
              text: 'You can count applicants and time to fill, but not which source or stage predicts who performs.',
            },
            {
              title: 'Inconsistent hiring managers',
              text: 'Each manager interviews their own way, so the bar moves between teams and offices.',
            },
            {
              title: 'Expensive services for hard roles',
              text: 'Specialist roles go to agencies by default, because the in-house team lacks the time to source them.',
            },
          ],
        },
        { type: 'logos' },
        {
          type: 'features',
          eyebrow: 'Across the funnel',
          title: 'What your team gets at each stage',
          tone: 'muted',
          items: [
            {
              title: 'Attract and source',
              text: 'AI sourcing with top 10% insights and personalised multi-step outreach, plus a recruitment CRM for talent pools.',
              href: '/candidate-sourcing-software/',
            },
            {
              title: 'Screen and assess',
              text: 'Pre-screening questions and competency-based job simulations with auto-grading and detailed skills reports.',
            },
            {
              title: 'Interview',
              text: 'One-way video interviews for first rounds and structured live interviews with shared scorecards.',
              href: '/video-assessments/',
            },
            {
              title: 'Coordinate',
              text: 'Automated, panel-aware interview scheduling with reminders and self-rescheduling.',
              href: '/automated-interview-scheduling-software/',
            },
            {
              title: 'Decide',
              text: 'Evidence per skill, side-by-side comparison and suggested questions for the final round.',
            },
            {
              title: 'Report',
              text: 'Time to hire, pass rates, drop-off and source quality by role, team and location.',
            },
          ],
        },
        {
          type: 'text',
          eyebrow: 'A skills-based function',
          title: 'Make skills the common language of hiring',
          paragraphs: [
            'When every candidate for a role is measured on the same job-related tasks, hiring managers stop arguing about resumes and start comparing evidence. Recruiters can push back on a “culture fit” rejection with a score, and leadership can see whether a new source brings stronger people or just more of them.',
            'Quotient builds each assessment in four steps: analysis of the role, structuring it into tasks, judgement against a rubric and synthesis into a report. The result is a skills profile for every candidate that follows them through the funnel and into your reporting.',
          ],
        },
        {
          type: 'stats',
          title: 'Measured across our customers',
          items: [
            { value: '60%', label: 'shorter time to hire' },
            { value: '<10%', label: 'candidate drop-off, against 50%+ elsewhere' },
            { value: '4.7/5', label: 'average candidate experience score' },
            { value: '410%', label: 'cost saving from avoided mis-hires' },
          ],
        },
        {
          type: 'faq',
          title: 'Questions from talent acquisition leaders',
          items: [
            {
              question: 'How does Quotient work with our ATS and HRIS?',
              answer:
                'Your ATS stays the system of record. Quotient handles sourcing, assessment, interviews and scheduling, and sends results and stage changes back so recruiters do not copy data by hand.',
            },
            {
              question: 'Can different business units run different processes?',
              answer:
                'Yes. Each team can have its own roles, assessments and interview plans, while reporting rolls up so you can compare them.',
            },
            {
              question: 'How do we get hiring managers to use it?',
              answer:
                'Managers do not need training or a seat: they get a shortlist link with skills reports and video answers, and rate candidates in the browser.',
            },
            {
              question: 'What does a rollout look like?',
              answer:
                'Most teams start with two or three high-volume or hard-to-fill roles, compare results against their usual process for a month, then extend role by role.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related reading for TA leaders',
          items: [
            {
              title: 'How to hire top talent',
              text: 'What the best-performing hiring teams do differently.',
              href: '/how-to-hire-top-talent/',
            },
            {
              title: 'DEI solutions',
              text: 'Widen your talent pool and measure fairness by stage.',
              href: '/dei-solutions/',
            },
            {
              title: 'Talent sourcing partners',
              text: 'Add managed sourcing capacity for hard roles.',
              href: '/talent-sourcing-partners/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Bring your hiring funnel onto one platform',
          text: 'Book a demo with your own funnel numbers, or start a free trial on one role.',
        },
      ],
    },
    {
      path: '/recruiting-crm-software/',
      title: 'Recruiting CRM Software: Build Talent Pools That Convert',
      description:
        'A recruiting CRM that keeps silver medallists and passive candidates warm, with talent pools searchable by skill score and outreach sequences that get replies.',
      share: 'default',
      section: 'Recruiting CRM',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Recruiting CRM',
          title: 'Your next hire is already in your database',
          lead: 'Every role leaves behind strong runners-up and interested passive candidates. Quotient’s recruiting CRM keeps them organised by proven skill, in touch with relevant messages, and one click away when the next role opens.',
          proof: '150+ candidates engaged in a year from one talent pool',
          illustration: 'sourcing',
        },
        {
          type: 'features',
          eyebrow: 'CRM features',
          title: 'Relationships, not just records',
          items: [
            {
              title: 'Talent pools by skill',
              text: 'Group candidates by role family, location or skill score, so “assessed data analysts above 80%” is a saved search, not a memory.',
            },
            {
              title: 'Outreach sequences',
              text: 'Multi-step email and text sequences that stop automatically when someone replies or books a call.',
            },
            {
              title: 'Engagement history',
              text: 'Every message, reply, assessment and interview on one timeline, visible to the whole team.',
            },
            {
              title: 'Silver-medallist alerts',
              text: 'When a role opens, see past finalists who already passed a similar assessment and invite them first.',
            },
            {
              title: 'Consent and preferences',
              text: 'Track consent and contact preferences per candidate, and honour unsubscribes across every sequence.',
            },
            {
              title: 'Pipeline reporting',
              text: 'Reply rates by sequence, pool growth and hires from the CRM, so you know what nurturing is worth.',
            },
          ],
        },
        {
          type: 'problems',
          title: 'Why talent pools go cold',
          tone: 'muted',
          items: [
            {
              title: 'Runners-up are forgotten',
              text: 'The candidate who came second in March is perfect for the role that opens in June, but nobody remembers them.',
            },
            {
              title: 'Data lives in spreadsheets',
              text: 'Each recruiter keeps their own list, so candidates get contacted twice or not at all.',
            },
            {
              title: 'Every message looks like spam',
              text: 'Generic “exciting opportunity” blasts teach passive candidates to ignore you.',
            },
          ],
        },
        {
          type: 'table',
          title: 'ATS or recruiting CRM: which does what',
          lead: 'They are complementary. The ATS manages applicants for an open role; the CRM manages relationships before and between roles.',
          caption: 'The typical split between an applicant tracking system and a recruiting CRM.',
          columns: ['Question', 'Applicant tracking system', 'Recruiting CRM'],
          rows: [
            [
              'Who is in it?',
              'People who applied to an open job',
              'Anyone you may want to hire, now or later',
            ],
            ['When is it used?', 'From application to offer', 'Before a role opens and between roles'],
            [
              'Main job',
              'Move applicants through stages, stay compliant',
              'Build, segment and nurture talent pools',
            ],
            ['Success measure', 'Time to fill, offers accepted', 'Reply rate, pool growth, hires from pools'],
          ],
        },
        {
          type: 'checklist',
          title: 'Five nurture campaigns worth running',
          items: [
            'Silver medallists: a personal note within a week of the decision, then a check-in each quarter',
            'Event sign-ups: a thank-you, then the roles that match their interests',
            'Passive senior talent: a short note on what your team is building, no job ad',
            'Alumni: news from the team and an open door to come back',
            'Students and graduates: the intake calendar and how to prepare for assessments',
          ],
        },
        {
          type: 'faq',
          title: 'Recruiting CRM questions',
          items: [
            {
              question: 'Is this a replacement for our ATS?',
              answer:
                'No. Keep your ATS for active applicants. The CRM holds the wider pool and hands candidates to the ATS when they apply or you move them into a role.',
            },
            {
              question: 'Can I import candidates from spreadsheets?',
              answer: 'Yes. Import a CSV, map the columns, and duplicates are merged by email address.',
            },
            {
              question: 'How do you handle consent under GDPR?',
              answer:
                'Each candidate record shows how and when they entered the CRM and their contact preferences. Sequences skip anyone who has opted out, and records can be deleted on request.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Fill the CRM and keep it moving',
          tone: 'muted',
          items: [
            {
              title: 'Candidate sourcing software',
              text: 'Find new people for your pools with AI search.',
              href: '/candidate-sourcing-software/',
            },
            {
              title: 'Text recruiting',
              text: 'Reach candidates where they reply fastest.',
              href: '/text-recruiting-software/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Turn past candidates into future hires',
          text: 'Start a free trial and import your first talent pool, or book a demo to see sequences in action.',
        },
      ],
    },
    {
      path: '/text-recruiting-software/',
      title: 'Text Recruiting Software: Reach Hourly Candidates by SMS',
      description:
        'Text recruiting software for high-volume and hourly hiring: two-way SMS, assessment and interview links by text, automatic reminders and opt-outs handled for you.',
      share: 'default',
      section: 'Text recruiting',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Text recruiting',
          title: 'Text candidates where they actually reply',
          lead: 'Hourly and shift workers do not sit at a desk reading email. Quotient lets recruiters text candidates from the platform: invite them to apply, send assessment and interview links, and confirm shifts, with every reply in one shared inbox.',
          proof: 'Candidate drop-off under 10% · Hires in under 14 days',
          illustration: 'video',
        },
        {
          type: 'problems',
          title: 'Email loses hourly candidates',
          items: [
            {
              title: 'Messages go unread',
              text: 'An interview invite sitting in a rarely-checked inbox is a hire lost to the employer who texted.',
            },
            {
              title: 'Speed wins shift work',
              text: 'Hourly candidates often accept the first reasonable offer, usually within days of applying.',
            },
            {
              title: 'Phone tag',
              text: 'Calling candidates during their current shift rarely works, and voicemails are seldom returned.',
            },
          ],
          tone: 'muted',
        },
        {
          type: 'features',
          title: 'Texting built into the hiring workflow',
          items: [
            {
              title: 'Two-way SMS inbox',
              text: 'Recruiters send and receive texts from a business number, with every conversation on the candidate record.',
            },
            {
              title: 'Links that do the work',
              text: 'Send a pre-screening form, a video assessment or a booking link by text; candidates complete it on their phone.',
              href: '/video-assessments/',
            },
            {
              title: 'Templates with personal details',
              text: 'Saved messages fill in the candidate’s name, role and location, and stay under one SMS segment where possible.',
            },
            {
              title: 'Automatic reminders',
              text: 'Interview and start-date reminders go out by text the day before and an hour before.',
              href: '/automated-interview-scheduling-software/',
            },
            {
              title: 'Bulk invites for hiring events',
              text: 'Invite every qualified applicant in a location to an open day, and track who confirms.',
            },
            {
              title: 'Opt-out and quiet hours',
              text: 'STOP replies are honoured across all messages, and texts wait until the candidate’s local morning.',
            },
          ],
        },
        {
          type: 'table',
          eyebrow: 'Message playbook',
          title: 'What to text, and when',
          caption: 'Example messages for each stage of an hourly hiring process.',
          columns: ['Moment', 'Example message', 'Why it works'],
          rows: [
            [
              'Right after applying',
              '“Hi Sam, thanks for applying to the warehouse associate role in Reno. Two quick questions here: (link). Reply STOP to opt out.”',
              'Arrives while interest is highest and screens in under two minutes',
            ],
            [
              'Passed screening',
              '“Good news, Sam. Next step is a 10-minute video interview, any time before Friday: (link)”',
              'Lets the candidate fit it around their current shift',
            ],
            [
              'Interview booked',
              '“See you Thursday 9:30 at 140 Industrial Way, door B. Reply C to confirm or R to reschedule.”',
              'One-letter replies cut no-shows',
            ],
            [
              'Offer',
              '“We’d love to offer you the role at $19.50/hr starting Monday. Your offer letter is here: (link)”',
              'Fast, clear and easy to accept from a phone',
            ],
          ],
        },
        {
          type: 'checklist',
          title: 'Texting candidates responsibly',
          lead: 'Good practice that also keeps you on the right side of messaging rules. Check local requirements with your counsel.',
          tone: 'muted',
          items: [
            'Get consent to text, for example a checkbox on the application form',
            'Say who you are and which role you are writing about in the first message',
            'Include opt-out instructions and honour STOP immediately',
            'Text only between 8 a.m. and 8 p.m. in the candidate’s time zone',
            'Never send sensitive data such as pay slips or ID numbers by SMS',
            'Keep each message to one clear next step',
          ],
        },
        {
          type: 'faq',
          title: 'Text recruiting FAQ',
          items: [
            {
              question: 'Do recruiters use their personal phones?',
              answer:
                'No. Texts go out from a business number attached to your account, so conversations stay with the team when people change roles.',
            },
            {
              question: 'Can candidates reply by text?',
              answer:
                'Yes. Replies land in the shared inbox and on the candidate record, and the assigned recruiter is notified.',
            },
            {
              question: 'Which roles is text recruiting best for?',
              answer:
                'Hourly, shift-based and frontline roles: retail, hospitality, warehousing and logistics, care and customer service, anywhere candidates are away from a desk during the day.',
            },
            {
              question: 'What about candidates who prefer email?',
              answer:
                'Each candidate’s preferred channel is stored, and sequences use email for those who choose it.',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Send your first recruiting text today',
          text: 'Start a free trial to text your next applicants, or book a demo for a high-volume hiring walkthrough.',
        },
      ],
    },
    {
      path: '/dei-solutions/',
      title: 'DEI Hiring Solutions: Widen Talent Pools, Judge on Skills',
      description:
        'Diversity, equity and inclusion hiring tools that widen sourcing, score candidates on job skills instead of pedigree and report fairness at every stage of the funnel.',
      share: 'default',
      section: 'DEI solutions',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Diversity, equity and inclusion',
          title: 'Fairer hiring starts with judging the work, not the pedigree',
          lead: 'Inclusive hiring fails in two places: too few people from different backgrounds are ever considered, and those who are get judged on proxies such as schools and past employers. Quotient widens the pool and scores every candidate on the same job-related tasks.',
          proof: 'A staffing firm closed 25 diverse positions with Quotient',
          illustration: 'scorecard',
        },
        {
          type: 'problems',
          eyebrow: 'Where bias creeps in',
          title: 'Four points in the funnel where diverse candidates are lost',
          items: [
            {
              title: 'Narrow sourcing',
              text: 'Searching the same schools, companies and keywords keeps returning the same kind of profile.',
            },
            {
              title: 'Resume screening',
              text: 'Names, addresses, gaps and school names trigger snap judgements that have nothing to do with the job.',
            },
            {
              title: 'Unstructured interviews',
              text: 'Different questions for different people make “culture fit” the deciding factor.',
            },
            {
              title: 'No measurement',
              text: 'Without pass rates per stage, nobody knows where candidates drop out or why.',
            },
          ],
        },
        {
          type: 'features',
          eyebrow: 'How Quotient helps',
          title: 'Practical tools for every stage',
          tone: 'muted',
          items: [
            {
              title: 'Broader sourcing',
              text: 'Search by skills and experience instead of employer names, and include adjacent backgrounds and career changers.',
              href: '/candidate-sourcing-software/',
            },
            {
              title: 'Inclusive job descriptions',
              text: 'The job description builder flags gendered and exclusionary wording and separates must-haves from nice-to-haves.',
            },
            {
              title: 'Skills-first assessment',
              text: 'Job simulations are graded against a rubric without seeing names, photos or schools.',
            },
            {
              title: 'Structured video interviews',
              text: 'Every candidate answers the same questions, with captions and extra time available on request.',
              href: '/video-assessments/',
            },
            {
              title: 'Stage-by-stage reporting',
              text: 'Pass rates at each stage help you spot where any group is being filtered out and test whether a change helped.',
            },
            {
              title: 'Feedback for every candidate',
              text: 'Custom feedback tells each candidate what they did well, which builds your reputation in every community you hire from.',
            },
          ],
        },
        {
          type: 'checklist',
          title: 'An inclusive hiring checklist',
          items: [
            'List no more than five must-have requirements; move the rest to “nice to have”',
            'Drop degree requirements where the job does not need one',
            'Publish the salary range in the job ad',
            'Use the same assessment and interview questions for every candidate',
            'Score against a written rubric before discussing candidates as a panel',
            'Offer accommodations in every invitation, not only on request',
            'Review pass rates per stage each quarter',
          ],
        },
        {
          type: 'text',
          title: 'What we do, and what we don’t',
          tone: 'muted',
          paragraphs: [
            'Quotient widens the pool you search and makes every evaluation job-related and consistent. That is where most unfairness in hiring comes from, and it is where software helps most.',
            'Quotient does not score candidates on demographic data, set quotas or prefer candidates because of a protected characteristic. Decisions stay with your team, based on the same evidence for everyone.',
          ],
        },
        {
          type: 'faq',
          title: 'DEI hiring questions we hear',
          items: [
            {
              question: 'Do skills assessments disadvantage some groups?',
              answer:
                'Badly designed tests can. Job simulations that mirror real tasks, with clear instructions, reasonable time limits and accommodations, tend to reduce gaps compared with resume screening. Review pass rates per stage to check it holds for your roles.',
            },
            {
              question: 'Can we see diversity data for our funnel?',
              answer:
                'Where candidates choose to share voluntary demographic information, it is kept apart from the people evaluating them and reported only in aggregate, by stage.',
            },
            {
              question: 'Does this help with university and early-career hiring?',
              answer:
                'Yes. Skills-first assessment lets students from any school show what they can do, which widens the intake beyond a few target campuses.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Keep building a fairer process',
          items: [
            {
              title: 'AI screening criteria best practices',
              text: 'Remove proxies and monitor adverse impact in automated screening.',
              href: '/ai-screening-criteria-best-practices/',
            },
            {
              title: 'How to hire top talent',
              text: 'Structured, evidence-based hiring in practice.',
              href: '/how-to-hire-top-talent/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Make your next shortlist fairer and stronger',
          text: 'Start a free trial with a skills-first assessment, or book a demo to see stage-by-stage reporting.',
        },
      ],
    },
  ],
  'path',
);
