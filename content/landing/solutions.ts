import { defineEntries } from '../define';
import { landingPageSchema } from '../schema/landing';

/**
 * The solution pages (spec §2 "Solutions"): one audience and its pains per page. Figures quoted
 * here are the marketing claims of spec §9 (copied 2026-05, product spec section 9); each claim is
 * used where it belongs rather than repeated on every page.
 */
export const solutionPages = defineEntries(
  'content/landing/solutions.ts',
  landingPageSchema,
  [
    {
      path: '/solutions/sourcing/',
      title: 'AI Candidate Sourcing for Hard-to-Fill Roles',
      description:
        'Stop rewriting boolean strings. Quotient ranks profiles against your role, flags who is likely to move and writes personalised outreach for you.',
      share: 'default',
      section: 'Solutions',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Sourcing',
          title: 'Fill the roles your job posts can’t',
          lead: 'When the right people aren’t applying, you have to go and find them. Describe the role in plain words and Quotient Source searches, ranks and reaches out, so your sourcers spend the day talking to candidates instead of building search strings.',
          proof: 'Top 10% candidate insights · 550 candidates sourced and 213 assessed in 50 days',
          illustration: 'sourcing',
        },
        { type: 'logos', label: 'Sourcing teams at 100+ businesses use Quotient' },
        {
          type: 'problems',
          eyebrow: 'Why sourcing stalls',
          title: 'The same searches keep returning the same people',
          tone: 'muted',
          items: [
            {
              title: 'Boolean strings eat the morning',
              text: 'A search for a niche role takes a dozen rewrites of AND, OR and NOT before the results look usable, and it breaks the moment a job title changes.',
            },
            {
              title: 'Everyone mines the same pool',
              text: 'Every recruiter in your market filters the same network with the same keywords, so the obvious profiles are already drowning in messages.',
            },
            {
              title: 'No signal on who will move',
              text: 'A perfect profile is no use if the person started a new job last month. Without tenure and career signals you message people who will never reply.',
            },
            {
              title: 'Generic outreach, few replies',
              text: 'Copy-and-paste messages read like copy-and-paste messages, and personalising each one by hand doesn’t scale past a handful a day.',
            },
          ],
        },
        {
          type: 'features',
          eyebrow: 'Quotient Source',
          title: 'Search in plain words, contact the likeliest fits first',
          items: [
            {
              title: 'Plain-language role search',
              text: 'Paste the job description or describe the person; Quotient turns it into the search and keeps it updated as you refine.',
            },
            {
              title: 'Unlimited profile search',
              text: 'Filter by skills, seniority, location, industry and past employers without counting search credits.',
            },
            {
              title: 'Top 10% candidate insights',
              text: 'Each profile is scored against the role, so the strongest matches sit at the top of the list instead of on page nine.',
            },
            {
              title: 'Most likely to join',
              text: 'Tenure, recent moves and career direction flag the people who are open to a conversation right now.',
            },
            {
              title: 'Personalised multi-step outreach',
              text: 'Sequences written around each candidate’s background, with follow-ups sent and replies gathered in one inbox.',
            },
            {
              title: 'Straight into an assessment',
              text: 'Interested candidates get a job simulation link, so the hiring manager receives proven skills, not just a list of names.',
            },
          ],
        },
        {
          type: 'beforeAfter',
          eyebrow: 'A sourcer’s day',
          title: 'The same role, sourced two ways',
          beforeLabel: 'Manual sourcing',
          afterLabel: 'With Quotient Source',
          tone: 'muted',
          rows: [
            {
              label: 'Building the search',
              before: 'An hour of boolean strings per role, rebuilt for every new title.',
              after: 'A sentence or the job description; the search is built for you.',
            },
            {
              label: 'Choosing who to contact',
              before: 'Scrolling page after page and guessing from headlines.',
              after: 'A ranked list with match scores and likely-to-join flags.',
            },
            {
              label: 'Outreach',
              before: 'One template sent to everyone, follow-ups tracked in a spreadsheet.',
              after: 'Personalised sequences with automatic follow-ups and one reply inbox.',
            },
            {
              label: 'Handing over',
              before: 'A list of profiles the hiring manager has to screen all over again.',
              after: 'Candidates who already passed a job simulation, each with a skills report.',
            },
          ],
        },
        {
          type: 'stats',
          title: 'What a sourcing push looks like in numbers',
          items: [
            { value: '550', label: 'candidates sourced for an apparel retailer in 50 days' },
            { value: 'Top 10%', label: 'of matches highlighted on every search' },
            { value: '12', label: 'job roles a year per user on the Standard and Professional plans' },
          ],
        },
        {
          type: 'faq',
          title: 'Sourcing questions recruiters ask us',
          items: [
            {
              question: 'Where do the candidate profiles come from?',
              answer:
                'Quotient Source searches public professional profiles and ranks them against your role. Results refresh every time you search, so you never work from a list that went stale months ago.',
            },
            {
              question: 'How many roles can I source for?',
              answer:
                'The Standard and Professional plans include 12 job roles a year per user, with unlimited profile search and engagement. Enterprise plans have unlimited roles.',
            },
            {
              question: 'What does “most likely to join” mean?',
              answer:
                'It weighs how long someone has been in their role, how often they have moved before and where their career is heading, so you reach people when they are open to hearing from you.',
            },
            {
              question: 'Can candidates go from outreach straight to an assessment?',
              answer:
                'Yes. Anyone who replies with interest can receive a job simulation link, and their score and skills report sit next to their profile.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related solutions',
          items: [
            {
              title: 'Managed sourcing',
              text: 'No time to source? Our specialists run the search and deliver assessed candidates.',
              href: '/solutions/managed-sourcing/',
            },
            {
              title: 'Talent discovery',
              text: 'Find career changers, past finalists and internal talent that keyword filters hide.',
              href: '/solutions/talent-discovery/',
            },
            {
              title: 'Diversity hiring',
              text: 'Search on skills rather than pedigree to widen every shortlist.',
              href: '/solutions/diversity-hiring/',
            },
            {
              title: 'All platform features',
              text: 'Sourcing, job simulations, auto-grading, video interviews and scheduling.',
              href: '/features/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Find the candidates your competitors haven’t messaged yet',
          text: 'Start a free trial, or book a demo and we will run your hardest open role through Quotient Source with you.',
        },
      ],
    },
    {
      path: '/solutions/saas/',
      title: 'Hiring for SaaS: Scale Engineering and Go-To-Market Teams Fast',
      description:
        'Funded and doubling headcount? Test engineers, AEs and CSMs on real work, keep your engineers building and make offers in under 14 days.',
      share: 'default',
      section: 'Solutions',
      sections: [
        {
          type: 'hero',
          eyebrow: 'For SaaS companies',
          title: 'Double the team without lowering the bar',
          lead: 'A new round or a strong quarter turns into a headcount plan overnight: engineers, account executives and customer success, all at once. Quotient tests every candidate on the work of the role, so you scale fast and still hire people who can ship, sell and retain.',
          proof: 'Hires in under 14 days · Hiring cycle cut by 50%',
          illustration: 'dashboard',
        },
        {
          type: 'audiences',
          eyebrow: 'Who feels it',
          title: 'Three leaders, one headcount plan',
          items: [
            {
              role: 'VP Engineering',
              quote: 'My senior engineers spend more time in interview loops than on the roadmap.',
              need: 'A realistic coding simulation graded automatically, so engineers only meet candidates who already passed it.',
            },
            {
              role: 'Head of Sales',
              quote: 'Every AE interviews well. Half of them can’t run a discovery call.',
              need: 'A recorded discovery-call role play and a written follow-up, scored against your sales process.',
            },
            {
              role: 'Talent lead',
              quote: 'I have thirty open roles, two recruiters and a board asking for start dates.',
              need: 'One pipeline from sourcing to scheduling, with reports that show where each role is stuck.',
            },
          ],
        },
        {
          type: 'problems',
          title: 'Why SaaS hiring breaks at scale',
          tone: 'muted',
          items: [
            {
              title: 'Interview loops tax the builders',
              text: 'Five-round loops pull senior engineers off the product exactly when the product matters most.',
            },
            {
              title: 'Go-to-market hires judged on charisma',
              text: 'Sales and success candidates are hired on how they interview, not on how they sell, demo or save a renewal.',
            },
            {
              title: 'Offers lost to faster companies',
              text: 'Strong engineers have three processes running. A three-week loop means they sign somewhere else.',
            },
            {
              title: 'Mis-hires are slow to unwind',
              text: 'A mis-hired AE costs a territory for two quarters; a mis-hired engineer costs the team that reviews their code.',
            },
          ],
        },
        {
          type: 'features',
          eyebrow: 'What you use',
          title: 'Role-specific simulations for every team on the plan',
          items: [
            {
              title: 'Engineering simulations',
              text: 'Debug a failing service, extend an API or review a pull request in a realistic codebase, graded against a rubric.',
            },
            {
              title: 'Sales and success role plays',
              text: 'One-way video prompts for discovery, demo and renewal conversations, plus a written follow-up email.',
            },
            {
              title: 'Auto-grading and skills reports',
              text: 'Every answer scored the same way, with strengths, gaps and suggested questions for the final round.',
            },
            {
              title: 'Automated scheduling',
              text: 'Final rounds booked from interviewers’ calendars, so a strong candidate never waits a week for a slot.',
            },
          ],
        },
        {
          type: 'timeline',
          tone: 'muted',
          eyebrow: 'One role, start to finish',
          title: 'From opened role to signed offer in under 14 days',
          items: [
            {
              when: 'Day 1',
              title: 'Role goes live',
              text: 'Pick a simulation from the library, adjust skills and difficulty, and share one link in your job posts.',
            },
            {
              when: 'Days 2–5',
              title: 'Candidates take the test',
              text: 'Applicants complete the simulation in the browser; scores and reports arrive as they finish.',
            },
            {
              when: 'Days 6–8',
              title: 'Shortlist meets the team',
              text: 'Only top scorers reach interviews, booked automatically around the panel’s calendars.',
            },
            {
              when: 'Days 9–13',
              title: 'Decision and offer',
              text: 'The panel decides with skills reports in hand, and the offer goes out before competitors finish round two.',
            },
          ],
        },
        {
          type: 'testimonial',
          quote:
            'After our Series B we had to hire across engineering and sales at the same time. Quotient took first rounds off our engineers’ plates, and we were signing offers in under two weeks.',
          name: 'Anika Shah',
          role: 'Head of Talent',
          company: 'Kestrel Analytics',
          result: 'Offers signed in under 14 days',
        },
        {
          type: 'faq',
          title: 'Questions SaaS hiring teams ask',
          items: [
            {
              question: 'Will senior engineers agree to a test?',
              answer:
                'They will take one that respects their time: simulations are short, realistic and done when the candidate chooses. For senior hires many teams send the simulation after a first call, so it feels like part of the conversation rather than a gate.',
            },
            {
              question: 'Can we test on our own stack?',
              answer:
                'Yes. Start from the role library and adjust languages, frameworks, skills and difficulty, or ask us to build a custom simulation around your product.',
            },
            {
              question: 'Can one account cover engineering and go-to-market hiring?',
              answer:
                'Yes. Each team has its own roles, simulations and reviewers in the same workspace, and talent leads see the whole pipeline in one report.',
            },
            {
              question: 'What does it cost while we scale?',
              answer:
                'Candidate-test packs start at $200 for 10 candidates, and video-assessment plans start at $20. Growing teams often move to the Power plan at $99 a month for 50 job roles at a time.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Keep exploring',
          items: [
            {
              title: 'Candidate screening',
              text: 'Replace resume triage with a short, auto-graded job simulation.',
              href: '/solutions/candidate-screening/',
            },
            {
              title: 'One-way video interviews',
              text: 'First rounds without a single calendar invite.',
              href: '/solutions/video-interview/',
            },
            {
              title: 'Martech recruitment',
              text: 'Simulations for growth, marketing ops and revenue roles.',
              href: '/industry/martech-recruitment/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Hire your next ten people on evidence',
          text: 'Start a free trial and send your first simulation today, or book a demo to map your headcount plan with us.',
        },
      ],
    },
    {
      path: '/solutions/consulting/',
      title: 'Consulting Staffing: Billable-Ready Consultants in 48 Hours',
      description:
        'When a client signs, the clock starts. Source, test and present proven consultants within 48 hours, with skills reports your client can read.',
      share: 'default',
      section: 'Solutions',
      sections: [
        {
          type: 'hero',
          eyebrow: 'For consulting and IT services firms',
          title: 'Engagement signed on Monday, consultant billable by Wednesday',
          lead: 'Every day a role sits empty is revenue you don’t bill and a client who starts to doubt you. Quotient sources, tests and presents consultants who are ready for the engagement, within 48 hours.',
          proof: 'Consultants hired in 48 hours · Trusted by 100+ businesses',
          illustration: 'sourcing',
        },
        {
          type: 'timeline',
          eyebrow: 'The 48-hour play',
          title: 'How a role gets filled in two days',
          items: [
            {
              when: 'Hour 0',
              title: 'Engagement signed',
              text: 'The skills in the statement of work become a role profile and a matching job simulation.',
            },
            {
              when: 'Hour 4',
              title: 'Bench and market searched',
              text: 'Quotient Source ranks your bench, past applicants and new profiles, and starts personalised outreach.',
            },
            {
              when: 'Hour 24',
              title: 'Skills proven',
              text: 'Interested consultants complete the simulation and a short one-way video, graded automatically.',
            },
            {
              when: 'Hour 36',
              title: 'Client shortlist',
              text: 'You send two or three consultants with skills reports instead of polished CVs.',
            },
            {
              when: 'Hour 48',
              title: 'Billable',
              text: 'The client interview is booked by automated scheduling, the decision is made and work starts.',
            },
          ],
        },
        {
          type: 'problems',
          title: 'What slows a consulting firm down',
          tone: 'muted',
          items: [
            {
              title: 'Unbilled days',
              text: 'Every day between signature and start is margin lost, and utilisation targets don’t wait for recruiting.',
            },
            {
              title: 'CVs the client stopped trusting',
              text: 'Every firm sends glowing CVs. Clients want proof that the consultant can do the work on day one.',
            },
            {
              title: 'A bench nobody can search',
              text: 'Your own consultants’ skills live in old CVs and partners’ memories, so you hire outside for skills you already have.',
            },
            {
              title: 'Partners screening at midnight',
              text: 'Senior people run screening calls between client meetings, and the best candidates wait or walk.',
            },
          ],
        },
        {
          type: 'features',
          title: 'Built for speed without guesswork',
          items: [
            {
              title: 'Engagement-ready simulations',
              text: 'ERP configuration, data migration, process mapping, client communication: test the skills the statement of work names.',
            },
            {
              title: 'Client-ready skills reports',
              text: 'Strengths, gaps and suggested interview questions in a report you can put in front of the client.',
            },
            {
              title: 'One-way video for client fit',
              text: 'Consultants answer client-style questions on video, so you judge communication before anyone books a call.',
            },
            {
              title: 'Bench and market sourcing',
              text: 'Search your own consultants and the open market in one place, ranked against the engagement.',
            },
          ],
        },
        {
          type: 'caseStudy',
          company: 'Ridgeway Advisory',
          title: 'From signed engagement to hired consultant in 48 hours',
          challenge:
            'Ridgeway, an IT and operations consultancy, kept winning work it could not staff in time. Clients waited a week or more for CVs, and some started the project with another firm.',
          approach:
            'The firm moved first-round screening to Quotient: a job simulation built from the skills in each statement of work, then a one-way video with client-style questions. Partners only met consultants who had passed both.',
          outcome:
            'Consultants are now hired and on the engagement within 48 hours of signature, and every profile reaches the client with a skills report attached.',
          metrics: [
            { value: '48 hours', label: 'from signed engagement to hired consultant' },
            { value: '2 steps', label: 'before a partner’s time is spent: simulation, then video' },
          ],
          quote: {
            text: 'Our clients stopped asking for more CVs. They read the skills reports and say yes.',
            name: 'Daniel Okafor',
            role: 'Managing Director',
          },
          tone: 'muted',
        },
        {
          type: 'checklist',
          title: 'What your client receives with every consultant',
          items: [
            'A skills report scored against the engagement’s requirements',
            'One-way video answers to client-style questions',
            'Strengths and gaps, stated plainly',
            'Suggested questions for the client’s own interview',
            'A booked interview slot that suits both sides',
            'The same rubric applied to every consultant you present',
          ],
        },
        {
          type: 'faq',
          title: 'Questions consulting firms ask',
          items: [
            {
              question: 'Can we test skills specific to a client’s systems or industry?',
              answer:
                'Yes. Adjust a library simulation in minutes or have us build one from the statement of work, then reuse it for every consultant on that engagement.',
            },
            {
              question: 'Can our client see the results?',
              answer:
                'You decide. Share each consultant’s skills report with the client, or keep reports internal and send only your shortlist.',
            },
            {
              question: 'Does it work for contractors as well as permanent staff?',
              answer:
                'Yes. The process is the same, and many firms start with contract consultants because that is where speed matters most.',
            },
            {
              question: 'How does 48 hours work across time zones?',
              answer:
                'Simulations and video interviews are asynchronous, so consultants complete them in their own daytime, and scheduling books the client interview in everyone’s local time.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related solutions',
          items: [
            {
              title: 'Consultant hiring',
              text: 'Case simulations for analyst, associate and lateral hiring into your firm.',
              href: '/solutions/consultant-hiring/',
            },
            {
              title: 'Managed sourcing',
              text: 'Our specialists source and assess consultants for you when the bench runs dry.',
              href: '/solutions/managed-sourcing/',
            },
            {
              title: 'One-way video interviews',
              text: 'Judge client presence before anyone books a call.',
              href: '/solutions/video-interview/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Staff your next engagement before the kickoff call',
          text: 'Book a demo with a real statement of work, or start a free trial and build your first consultant simulation today.',
        },
      ],
    },
    {
      path: '/solutions/consultant-hiring/',
      title: 'Consultant Hiring: Case Simulations for Analysts and Laterals',
      description:
        'Replace partner-run first-round case interviews with auto-graded case simulations that predict client work, for analyst, associate and lateral hires.',
      share: 'default',
      section: 'Solutions',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Consultant hiring',
          title: 'Find the consultants who can do the casework, not just talk it',
          lead: 'Polished resumes and rehearsed case answers look the same on paper. Quotient gives analyst, associate and lateral candidates the work a consultant really does (a client brief, a messy dataset, a storyline) and grades it consistently, so partners only interview the best.',
          proof: '90%+ prediction accuracy · Time to hire cut by 60% for lateral hires',
          illustration: 'scorecard',
        },
        {
          type: 'problems',
          title: 'Why consultant hiring eats partner time',
          items: [
            {
              title: 'Rehearsed case interviews',
              text: 'Candidates practise the same market-sizing cases for months. You learn who prepared, not who thinks clearly on a new problem.',
            },
            {
              title: 'Partner hours on first rounds',
              text: 'Each first-round case is an hour of a partner’s time, repeated across hundreds of applicants every cycle.',
            },
            {
              title: 'Scores nobody can compare',
              text: 'Two interviewers grade the same case differently, and the write-ups are too thin to compare candidates fairly.',
            },
            {
              title: 'Laterals who falter with clients',
              text: 'Experienced hires bring strong resumes but sometimes can’t structure a client email or defend a recommendation.',
            },
          ],
        },
        {
          type: 'beforeAfter',
          eyebrow: 'The first round',
          title: 'The first round, with and without case simulations',
          beforeLabel: 'Partner-led case interview',
          afterLabel: 'Quotient case simulation',
          tone: 'muted',
          rows: [
            {
              label: 'Who runs it',
              before: 'A partner or manager, for an hour, for every candidate.',
              after: 'Nobody: candidates complete it online and it is graded automatically.',
            },
            {
              label: 'What it tests',
              before: 'A well-known case the candidate has probably rehearsed.',
              after:
                'A fresh client brief with data to analyse, a recommendation to write and a storyline to build.',
            },
            {
              label: 'How it is scored',
              before: 'Notes and instinct, different for each interviewer.',
              after: 'One rubric for structure, analysis, judgement and communication.',
            },
            {
              label: 'What the next round gets',
              before: 'A thumbs-up and a few lines of notes.',
              after: 'A skills report with gaps to probe and suggested questions.',
            },
          ],
        },
        {
          type: 'features',
          title: 'What a consultant simulation includes',
          items: [
            {
              title: 'Client brief analysis',
              text: 'Candidates read a realistic brief and dataset and pick out what matters, just as in the first week of a project.',
            },
            {
              title: 'Quantitative reasoning',
              text: 'Market sizing, unit economics and spreadsheet tasks, graded on method as well as on the answer.',
            },
            {
              title: 'Written recommendation',
              text: 'A short client email or executive summary, scored for structure and clarity.',
            },
            {
              title: 'Video defence',
              text: 'A one-way video in which the candidate defends the recommendation, as they would to a client.',
            },
          ],
        },
        {
          type: 'testimonial',
          quote:
            'Lateral hiring used to drag on for months because every candidate needed three partner interviews. Now partners meet people who have already shown us how they work, and our time to hire is down 60%.',
          name: 'Sofia Marchetti',
          role: 'Head of Recruiting',
          company: 'Fairhaven Consulting',
          result: 'Time to hire cut by 60%',
        },
        {
          type: 'audiences',
          title: 'One method for every level you hire',
          items: [
            {
              role: 'Campus analysts',
              quote: 'We get two thousand applications for forty analyst seats.',
              need: 'An online case that screens everyone the same way, so you interview the top scorers, not the top schools.',
            },
            {
              role: 'Experienced associates',
              quote: 'Every MBA resume looks the same to me.',
              need: 'A simulation pitched at associate level that shows who can own a workstream.',
            },
            {
              role: 'Lateral managers and experts',
              quote: 'I can’t tell whether their expertise will transfer to our clients.',
              need: 'A domain case built around your practice, reviewed alongside a video defence.',
            },
          ],
        },
        {
          type: 'faq',
          title: 'Questions recruiting teams at consulting firms ask',
          items: [
            {
              question: 'Does this replace case interviews entirely?',
              answer:
                'No, it replaces the first round. Final-round cases with partners stay, and they go better because the partner has a skills report to probe.',
            },
            {
              question: 'How well does a simulation predict performance?',
              answer:
                'Our job simulations predict on-the-job performance with 90%+ accuracy, because candidates do the tasks of the job rather than answer questions about them.',
            },
            {
              question: 'Can candidates prepare for it?',
              answer:
                'They can practise the skills but not the answer: each cycle can use a fresh brief and dataset, and the rubric rewards reasoning over memorised frameworks.',
            },
            {
              question: 'Can we build a case around our own practice area?',
              answer:
                'Yes. Start from a library simulation and change the industry, data and deliverable, or have us build one with your partners.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related solutions',
          items: [
            {
              title: 'Consulting staffing',
              text: 'Billable-ready consultants within 48 hours of a signed engagement.',
              href: '/solutions/consulting/',
            },
            {
              title: 'University recruitment',
              text: 'Campus hiring at volume, decided on potential rather than pedigree.',
              href: '/solutions/university-recruitment/',
            },
            {
              title: 'Talent acquisition',
              text: 'One standard and one scorecard across every team that hires.',
              href: '/solutions/talent-acquisition/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Give your partners their evenings back',
          text: 'Start a free trial and send your first case simulation, or book a demo to walk through a sample skills report.',
        },
      ],
    },
    {
      path: '/solutions/talent-acquisition/',
      title: 'Talent Acquisition Software for TA Leaders',
      description:
        'Sourcing, skills tests, video interviews and scheduling on one platform, with funnel reports that show TA leaders quality of hire and time saved.',
      share: 'default',
      section: 'Solutions',
      sections: [
        {
          type: 'hero',
          eyebrow: 'For talent acquisition leaders',
          title: 'Run hiring as a system, not a string of favours',
          lead: 'Your CEO asks how long hiring takes, your CFO asks what it costs and every hiring manager interviews their own way. Quotient puts sourcing, skills testing, interviews and scheduling on one platform with one scorecard, so you can answer all three.',
          proof: 'Rated 4.9/5 from 9,600 reviews · Hiring cycle cut by 50%',
          illustration: 'dashboard',
        },
        { type: 'logos' },
        {
          type: 'stats',
          eyebrow: 'The business case',
          title: 'Figures you can take to the leadership meeting',
          items: [
            { value: '410%', label: 'cost saving from mis-hires avoided' },
            { value: '50%', label: 'shorter hiring cycle' },
            { value: '4.9/5', label: 'average rating from 9,600 reviews' },
          ],
        },
        {
          type: 'text',
          tone: 'muted',
          eyebrow: 'Why it pays',
          title: 'Where the 410% comes from',
          paragraphs: [
            'A mis-hire costs far more than a salary: recruiting fees, onboarding, a manager’s time, missed targets and then the search to replace them. Most of that cost starts with decisions made on resumes and unstructured interviews, which predict job performance poorly.',
            'Testing the work of the role before the interview changes the odds. Customers who moved their first rounds to Quotient job simulations measured a 410% cost saving from the mis-hires they avoided, on top of the recruiter hours no longer spent on screening calls.',
          ],
        },
        {
          type: 'problems',
          title: 'What keeps TA leaders up at night',
          items: [
            {
              title: 'Every manager hires differently',
              text: 'Questions, scorecards and standards vary by team, so quality of hire depends on who happened to be on the panel.',
            },
            {
              title: 'Quality of hire is a guess',
              text: 'You can report time to fill, but not whether the people you hired were the right ones.',
            },
            {
              title: 'Tool sprawl',
              text: 'Sourcing in one tab, tests in another, video in a third and scheduling by email, with nothing joined up.',
            },
            {
              title: 'Recruiters buried in admin',
              text: 'Screening calls and calendar juggling leave little time for the candidates and managers who need attention.',
            },
          ],
        },
        {
          type: 'features',
          tone: 'muted',
          title: 'One platform for every stage',
          lead: 'Each stage has its own page if you want the detail.',
          items: [
            {
              title: 'Sourcing',
              text: 'AI-ranked profiles and personalised outreach for roles that need a search.',
              href: '/solutions/sourcing/',
            },
            {
              title: 'Screening',
              text: 'Knock-out questions and job simulations in place of resume triage.',
              href: '/solutions/candidate-screening/',
            },
            {
              title: 'Interviewing',
              text: 'One-way video and automated scheduling for every round.',
              href: '/solutions/video-interview/',
            },
            {
              title: 'Reporting',
              text: 'Funnel, time to hire and score distributions by role, team and source, in one dashboard.',
            },
          ],
        },
        {
          type: 'steps',
          title: 'How every candidate is judged the same way',
          lead: 'The four-step method behind each assessment gives all your hiring managers one standard.',
          items: [
            {
              title: 'Analysis',
              text: 'Each role is broken into the competencies your best performers share.',
            },
            {
              title: 'Structuring',
              text: 'Competencies become a job simulation and a rubric that every team uses.',
            },
            {
              title: 'Judgement',
              text: 'Answers are auto-graded against the rubric, whichever manager owns the role.',
            },
            {
              title: 'Synthesis',
              text: 'Results roll up into reports you can compare across teams and quarters.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Solutions TA teams pair with this',
          items: [
            {
              title: 'Diversity hiring',
              text: 'Wider pools and skills-first screening you can report on.',
              href: '/solutions/diversity-hiring/',
            },
            {
              title: 'Managed sourcing',
              text: 'Extra sourcing capacity for the roles your team can’t get to.',
              href: '/solutions/managed-sourcing/',
            },
            {
              title: 'All platform features',
              text: 'Every module, from sourcing to reporting, in one overview.',
              href: '/features/',
            },
          ],
        },
        {
          type: 'faq',
          title: 'Questions TA leaders ask',
          items: [
            {
              question: 'Can we standardise without forcing every team into one test?',
              answer:
                'Yes. The rubric and the four-step method are shared; each team picks and adjusts the simulation for its roles, and reports compare them on the same scale.',
            },
            {
              question: 'How long does a rollout take?',
              answer:
                'An assessment takes under five minutes to set up from the library. Most teams start with one or two high-volume roles and add others as managers see the reports.',
            },
            {
              question: 'What do candidates think of it?',
              answer:
                'They rate the experience 4.7 out of 5 on average. Clear instructions, practice questions and custom feedback make the process feel fair, and drop-off stays under 10%.',
            },
            {
              question: 'Can we start with one module?',
              answer:
                'Yes. Sourcing, assessment and interview each have their own plans, and they share candidates and reports when you add more.',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Give your hiring one standard',
          text: 'Book a demo to see the reporting dashboard on your own roles, or start a free trial with your work email.',
        },
      ],
    },
    {
      path: '/solutions/diversity-hiring/',
      title: 'Diversity Hiring Software: Wider Pools, Skills-First Screening',
      description:
        'Reach beyond your usual networks and judge every candidate on the same job simulation, graded on the work rather than name, school or employer.',
      share: 'default',
      section: 'Solutions',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Diversity hiring',
          title: 'A diverse team starts with a wider pool and a fairer first look',
          lead: 'If every search returns the same profiles and every screen rewards the same schools, your shortlist will look like your last one. Quotient widens where you search and judges every candidate on the same job simulation, so talent is what gets people through.',
          proof: 'A staffing firm closed 25 diverse positions with Quotient',
          illustration: 'sourcing',
        },
        {
          type: 'problems',
          title: 'Where diverse candidates fall out of the process',
          tone: 'muted',
          items: [
            {
              title: 'Small, homogeneous pools',
              text: 'Referrals and the usual job boards reach people who look like the team you already have.',
            },
            {
              title: 'Biased resume screens',
              text: 'Names, schools, employers and career gaps sway a six-second resume read, often without anyone noticing.',
            },
            {
              title: 'Unstructured interviews',
              text: 'Different questions for different candidates let affinity decide who seems like a fit.',
            },
            {
              title: 'Long, opaque processes',
              text: 'Candidates without insider networks drop out when the steps are unclear and feedback never comes.',
            },
          ],
        },
        {
          type: 'features',
          title: 'Remove the filters that don’t predict performance',
          items: [
            {
              title: 'Sourcing beyond your network',
              text: 'Search by skills rather than pedigree and find people from adjacent industries and non-traditional routes.',
            },
            {
              title: 'Skills before resumes',
              text: 'Every applicant takes the same job simulation first, so the shortlist is decided by the work.',
            },
            {
              title: 'One rubric for every answer',
              text: 'Auto-grading scores each response against the same criteria, removing drift between reviewers.',
            },
            {
              title: 'Structured video interviews',
              text: 'Every candidate answers the same questions in the same order, and reviewers compare answers side by side.',
            },
            {
              title: 'An experience that keeps people in',
              text: 'Clear instructions, practice questions, phone-friendly tests and custom feedback for every candidate.',
            },
          ],
        },
        {
          type: 'caseStudy',
          company: 'Atlas Staffing',
          title: 'How a staffing firm closed 25 diverse positions',
          challenge:
            'Atlas Staffing’s clients asked for diverse shortlists for technical and customer-facing roles, but its recruiters kept drawing on the same referral networks and job boards, and resume screens narrowed the pool further.',
          approach:
            'Recruiters used Quotient Source to search on skills across a much wider set of profiles, then sent every interested candidate the same job simulation before anyone read a resume. Clients received shortlists ranked by score, with a skills report for each person.',
          outcome:
            'Atlas closed 25 diverse positions for its clients, and clients accepted the shortlists because every candidate came with evidence of skill.',
          metrics: [
            { value: '25', label: 'diverse positions closed for clients' },
            { value: '1 rubric', label: 'for every candidate, whichever client they applied to' },
          ],
          quote: {
            text: 'Our clients wanted diverse shortlists and proof of skill. For the first time we could give them both in the same document.',
            name: 'Renee Calloway',
            role: 'Managing Director',
          },
          tone: 'muted',
        },
        {
          type: 'checklist',
          title: 'Fair-hiring practices built into every role',
          lead: 'The defaults do the work, so fairness doesn’t depend on each manager remembering.',
          items: [
            'The same simulation and time limit for every applicant to a role',
            'Scoring against a written rubric, not a reviewer’s impression',
            'Skills search that doesn’t start from school or employer',
            'Structured interview questions asked in the same order',
            'Practice questions, so first-time test takers start on equal footing',
            'Feedback for every candidate, including those not selected',
          ],
        },
        {
          type: 'text',
          eyebrow: 'What it is and isn’t',
          title: 'Diversity through a fair process, not quotas',
          tone: 'muted',
          paragraphs: [
            'Quotient doesn’t select candidates by demographic group and doesn’t ask you to. It removes signals that don’t predict performance, such as schools, names and former employers, and puts the one that does in their place: how someone does the work.',
            'Your leadership and legal teams set your goals. The platform gives them a consistent process and a skills report behind every decision, so progress can be explained as well as measured.',
          ],
        },
        {
          type: 'links',
          title: 'Related solutions',
          items: [
            {
              title: 'Talent discovery',
              text: 'Find career changers and overlooked applicants by searching on skills.',
              href: '/solutions/talent-discovery/',
            },
            {
              title: 'University recruitment',
              text: 'Campus hiring decided on potential instead of the name of the university.',
              href: '/solutions/university-recruitment/',
            },
            {
              title: 'AI candidate sourcing',
              text: 'Search and outreach beyond the profiles everyone else is messaging.',
              href: '/solutions/sourcing/',
            },
          ],
        },
        {
          type: 'faq',
          title: 'Questions about diversity hiring',
          items: [
            {
              question: 'Does skills-first screening lower the bar?',
              answer:
                'No, it raises it. Every candidate is held to the same job-related standard, and job simulations predict performance better than resumes do.',
            },
            {
              question: 'How do we reach candidates outside our usual channels?',
              answer:
                'Search by skills and experience instead of titles and employers, include adjacent industries and career changers, and send outreach that speaks to each person’s background.',
            },
            {
              question: 'Can candidates ask for adjustments such as extra time?',
              answer:
                'Yes. Time limits are set per role and can be extended for a candidate who asks. Say in the invitation how to request an adjustment.',
            },
            {
              question: 'Why do diverse candidates drop out, and how does this help?',
              answer:
                'Long, unclear processes lose people without inside connections first. Quotient keeps candidate drop-off under 10%, against 40% or more on typical assessment tools, with clear steps and feedback for everyone.',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Widen the pool and judge the work',
          text: 'Start a free trial and send a skills-first simulation to your next applicants, or book a demo with our team.',
        },
      ],
    },
    {
      path: '/solutions/talent-discovery/',
      title: 'Talent Discovery: Find the Skilled Candidates Resumes Hide',
      description:
        'Surface career changers, past finalists and overlooked internal talent by searching on skills and letting candidates prove them in a job simulation.',
      share: 'default',
      section: 'Solutions',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Talent discovery',
          title: 'Your next great hire may already be in your pipeline',
          lead: 'Past finalists who just missed out, career changers with the right skills, people in your own company ready for a step up: keyword filters hide all of them. Quotient searches on skills and lets candidates prove them, so you find the talent you were overlooking.',
          proof: 'Top 10% candidate insights · 90%+ prediction accuracy',
          illustration: 'sourcing',
        },
        {
          type: 'text',
          eyebrow: 'The blind spot',
          title: 'Keyword filters find resumes, not ability',
          paragraphs: [
            'Most screening starts with a keyword match: the right job title, the right employer, the right degree. It is quick, and it quietly discards everyone who describes their experience differently, learned a skill somewhere unusual or came a close second last time.',
            'Talent discovery turns the order around. Start from the skills a role needs, look for evidence of them anywhere, and let the candidate show you in a short job simulation. The resume becomes context, not the gate.',
          ],
        },
        {
          type: 'audiences',
          title: 'The people keyword filters miss',
          tone: 'muted',
          items: [
            {
              role: 'Past finalists',
              quote:
                'I was runner-up for that role last spring, and nobody called me when the next one opened.',
              need: 'A search that includes people you already assessed, so a strong runner-up hears from you first.',
            },
            {
              role: 'Career changers',
              quote: 'I built reports for five years in operations; my title just never said analyst.',
              need: 'A skills search and a simulation that judge what they can do, not what their title said.',
            },
            {
              role: 'Internal talent',
              quote: 'I would have applied, but I didn’t think the team would consider someone from support.',
              need: 'The same simulation open to employees, so internal moves are decided on skill.',
            },
          ],
        },
        {
          type: 'features',
          title: 'How discovery works on Quotient',
          items: [
            {
              title: 'Skills-based search',
              text: 'Describe capabilities, not titles; ranking looks for evidence of the skills across each profile.',
            },
            {
              title: 'Top 10% candidate insights',
              text: 'Every profile is scored against the role, so hidden strong matches show up first.',
            },
            {
              title: 'Prove it with a simulation',
              text: 'A short job simulation turns a maybe into a score, for external and internal candidates alike.',
            },
            {
              title: 'Skills reports for the manager',
              text: 'Strengths, gaps and suggested questions help a hiring manager say yes to an unusual background.',
            },
          ],
        },
        {
          type: 'beforeAfter',
          title: 'Who makes the shortlist',
          lead: 'Three candidates the same role could have missed.',
          beforeLabel: 'Keyword screen',
          afterLabel: 'Skills discovery',
          tone: 'muted',
          rows: [
            {
              label: 'A career changer with the right skills',
              before: 'Rejected because the previous job title doesn’t match.',
              after: 'Found by skills search and shortlisted on their simulation score.',
            },
            {
              label: 'Last year’s runner-up',
              before: 'Forgotten in the applicant tracking system.',
              after: 'Resurfaced for the new opening with earlier results attached.',
            },
            {
              label: 'A self-taught specialist',
              before: 'Filtered out for a missing degree.',
              after: 'Judged on the same simulation as every other applicant.',
            },
          ],
        },
        {
          type: 'stats',
          title: 'Evidence that travels with the candidate',
          items: [
            { value: 'Top 10%', label: 'of profiles flagged against each role' },
            { value: '90%+', label: 'accuracy of simulations predicting performance' },
            { value: '<5 min', label: 'to set up the simulation that proves a skill' },
          ],
        },
        {
          type: 'faq',
          title: 'Questions about talent discovery',
          items: [
            {
              question: 'How is talent discovery different from sourcing?',
              answer:
                'Sourcing finds people for a role. Discovery changes what you look for, skills and evidence of them rather than titles, so it widens every search, including among candidates you already have.',
            },
            {
              question: 'Can we include our own employees?',
              answer:
                'Yes. Send employees the same simulation link; they are scored on the same rubric as external applicants.',
            },
            {
              question: 'Won’t we get more unqualified applicants?',
              answer:
                'You get more candidates worth a look, and the simulation sorts them. Only people who show the skill reach an interview.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related solutions',
          items: [
            {
              title: 'AI candidate sourcing',
              text: 'Plain-language search, likely-to-join signals and personalised outreach.',
              href: '/solutions/sourcing/',
            },
            {
              title: 'Candidate screening',
              text: 'Let a short simulation decide who reaches the interview.',
              href: '/solutions/candidate-screening/',
            },
            {
              title: 'Diversity hiring',
              text: 'Skills-first hiring that widens every shortlist.',
              href: '/solutions/diversity-hiring/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Find the talent you have been filtering out',
          text: 'Start a free trial and run a skills search for your next opening, or book a demo to see discovery on your own roles.',
        },
      ],
    },
    {
      path: '/solutions/candidate-screening/',
      title: 'Candidate Screening Software: Skills Tests, Not Resume Triage',
      description:
        'Screen every applicant with a short, auto-graded job simulation set up in under five minutes, and send only proven candidates to interview.',
      share: 'default',
      section: 'Solutions',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Candidate screening',
          title: 'Stop reading hundreds of resumes to find five people worth a call',
          lead: 'Resumes tell you where someone worked, not whether they can do the job. Quotient screens every applicant with knock-out questions and a short job simulation, grades it automatically and hands you a ranked shortlist with the reasons.',
          proof: '90%+ prediction accuracy · Assessments set up in under 5 minutes',
          illustration: 'scorecard',
        },
        {
          type: 'beforeAfter',
          eyebrow: 'Screening, compared',
          title: 'Resume triage against skills screening',
          beforeLabel: 'Resume triage',
          afterLabel: 'Skills screening',
          rows: [
            {
              label: 'First filter',
              before: 'Keywords and job titles, read in seconds.',
              after: 'Must-have knock-out questions, answered by the candidate.',
            },
            {
              label: 'Evidence of ability',
              before: 'Claims on a page.',
              after: 'A job simulation of the real tasks, graded automatically.',
            },
            {
              label: 'Recruiter time',
              before: 'Hours of reading plus a phone screen for each candidate.',
              after: 'Minutes reviewing a ranked list with scores and reports.',
            },
            {
              label: 'Consistency',
              before: 'Depends on who screens and how tired they are.',
              after: 'One rubric for every applicant to the role.',
            },
          ],
        },
        {
          type: 'problems',
          title: 'What resume screening really costs',
          tone: 'muted',
          items: [
            {
              title: 'Hours lost per opening',
              text: 'Recruiters read hundreds of resumes and run phone screens that mostly confirm what the page already said.',
            },
            {
              title: 'Good people filtered out',
              text: 'Strong candidates with unusual backgrounds fall at the keyword filter and never get a chance.',
            },
            {
              title: 'Weak people let through',
              text: 'Polished resumes and confident phone calls carry people into interviews they can’t pass.',
            },
            {
              title: 'Subjective shortlists',
              text: 'Two recruiters screening the same pile choose different candidates.',
            },
          ],
        },
        {
          type: 'steps',
          title: 'Screening in four steps',
          items: [
            {
              title: 'Analysis',
              text: 'Pick the role; the skills that predict success in it are laid out for you to confirm.',
            },
            {
              title: 'Structuring',
              text: 'Knock-out questions and a job simulation are built around those skills in under five minutes.',
            },
            {
              title: 'Judgement',
              text: 'Every answer is auto-graded against the rubric as candidates finish.',
            },
            {
              title: 'Synthesis',
              text: 'A ranked shortlist with skills reports and next-round questions is ready to review.',
            },
          ],
        },
        {
          type: 'features',
          tone: 'muted',
          title: 'Everything screening needs',
          items: [
            {
              title: 'Pre-screening questions',
              text: 'Work authorisation, location, salary range and certifications handled before any test.',
            },
            {
              title: 'Role-customisable simulations',
              text: 'Start from the library and change skills, difficulty and time limits for your role.',
            },
            {
              title: 'Auto-grading',
              text: 'Consistent scores against a rubric, ready the moment a candidate submits.',
            },
            {
              title: 'Reports with next-round questions',
              text: 'Strengths, gaps and suggested questions, so the interviewer starts where the test ended.',
            },
            {
              title: 'Job description drafts',
              text: 'Write the posting from the same skills profile, so applicants know what will be tested.',
            },
          ],
        },
        {
          type: 'stats',
          title: 'Screening results customers measure',
          items: [
            { value: '90%+', label: 'accuracy predicting on-the-job performance' },
            { value: '<5 min', label: 'to set up a screening assessment' },
            { value: '50%', label: 'shorter hiring cycle once screening moves to skills' },
          ],
        },
        {
          type: 'faq',
          title: 'Questions about candidate screening',
          items: [
            {
              question: 'Will a test put off good applicants?',
              answer:
                'Not a well-made one. Simulations use the tasks of the job, come with clear instructions and practice questions, and every candidate gets feedback afterwards.',
            },
            {
              question: 'Which roles can be screened this way?',
              answer:
                'Almost any: sales, customer support, marketing, engineering, finance, operations and more. The library covers common roles and you can customise any of them.',
            },
            {
              question: 'Do we still need phone screens?',
              answer:
                'Most teams drop them for first rounds. The simulation and knock-out questions answer what the phone screen used to, and the first live conversation becomes a real interview.',
            },
            {
              question: 'How is the shortlist ranked?',
              answer:
                'Knock-out answers are applied first, then candidates are ranked by simulation score against the role’s rubric. Reports show why each candidate scored as they did.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related solutions',
          items: [
            {
              title: 'One-way video interviews',
              text: 'The natural next step after a screening simulation.',
              href: '/solutions/video-interview/',
            },
            {
              title: 'Talent discovery',
              text: 'Find the candidates a keyword filter would have discarded.',
              href: '/solutions/talent-discovery/',
            },
            {
              title: 'All platform features',
              text: 'Sourcing, simulations, auto-grading, video and scheduling.',
              href: '/features/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Screen your next opening on skills',
          text: 'Set up your first assessment in under five minutes with a free trial, or book a demo to see a sample report.',
        },
      ],
    },
    {
      path: '/solutions/university-recruitment/',
      title: 'University Recruitment Software for Campus and Graduate Hiring',
      description:
        'Thousands of applicants with no work history? Assess graduates on potential with short simulations and one-way video, and keep drop-off under 10%.',
      share: 'default',
      section: 'Solutions',
      sections: [
        {
          type: 'hero',
          eyebrow: 'University recruitment',
          title: 'Thousands of graduates, no work history, one hiring season',
          lead: 'Every graduate resume lists a degree, a grade and a society or two. Quotient shows you how students think, write and solve problems through short job simulations and one-way video, so campus hiring is decided on potential, not on which university printed the degree.',
          proof: 'Candidate drop-off under 10% · Students rate the experience 4.7/5',
          illustration: 'video',
        },
        {
          type: 'problems',
          title: 'Why campus hiring is hard to get right',
          items: [
            {
              title: 'Volume with no signal',
              text: 'Thousands of applications arrive in a few weeks, and resumes without work history barely differ.',
            },
            {
              title: 'Pedigree bias',
              text: 'When everything else looks the same, screeners fall back on university names and grades.',
            },
            {
              title: 'A compressed season',
              text: 'Career fairs, first rounds and offers land in the same months, against every other graduate employer.',
            },
            {
              title: 'Students who vanish',
              text: 'Long application forms and weeks of silence lose students to the employer that replied first.',
            },
          ],
        },
        {
          type: 'timeline',
          eyebrow: 'A campus season on Quotient',
          title: 'From career fair to accepted offers',
          tone: 'muted',
          items: [
            {
              when: 'Career fair week',
              title: 'One link for every student',
              text: 'A short link at your stand and in job posts opens a simulation students can take on a phone.',
            },
            {
              when: 'Weeks 1–3',
              title: 'Applicants take the simulation',
              text: 'Tasks test reasoning, writing and problem solving, auto-graded as students submit.',
            },
            {
              when: 'Weeks 3–5',
              title: 'One-way video round',
              text: 'Top scorers record answers on their own time, between lectures and exams.',
            },
            {
              when: 'Weeks 5–7',
              title: 'Assessment day and offers',
              text: 'Final interviews book themselves, and offers go out while other employers are still screening.',
            },
          ],
        },
        {
          type: 'features',
          title: 'Designed for graduates and interns',
          items: [
            {
              title: 'Potential-based simulations',
              text: 'Tasks that test reasoning, communication and learning speed, with no experience required.',
            },
            {
              title: 'Phone-friendly one-way video',
              text: 'Students record answers from a phone, on their own schedule, after a practice question.',
            },
            {
              title: 'Auto-grading at volume',
              text: 'Thousands of submissions scored on one rubric and ranked the moment they arrive.',
            },
            {
              title: 'Feedback for every student',
              text: 'Custom feedback after each stage keeps your name strong on campus, even with the students you don’t hire.',
            },
          ],
        },
        {
          type: 'testimonial',
          quote:
            'We used to shortlist graduates by university. Now we shortlist by how they did on the simulation, and our intern class is the most varied we have ever hired.',
          name: 'Amara Osei',
          role: 'Early Careers Lead',
          company: 'Halden Group',
        },
        {
          type: 'stats',
          eyebrow: 'Candidate experience',
          title: 'A process students actually finish',
          items: [
            { value: '<10%', label: 'candidate drop-off, against 40%+ on other tools' },
            { value: '4.7/5', label: 'average candidate rating of the experience' },
          ],
        },
        {
          type: 'faq',
          title: 'Questions from early-careers teams',
          items: [
            {
              question: 'How can we assess students with no work experience?',
              answer:
                'By testing how they think and how quickly they learn: simulations built around reasoning, written communication and problem solving, pitched at graduate level.',
            },
            {
              question: 'Can students complete everything on a phone?',
              answer:
                'Yes. Simulations and one-way video interviews run in a mobile browser, without an app or an account.',
            },
            {
              question: 'How do we handle thousands of applicants?',
              answer:
                'Auto-grading scores every submission the same way as it arrives, so volume costs you no extra reviewer time.',
            },
            {
              question: 'Does this work for internships too?',
              answer:
                'Yes. Many teams run one simulation for interns and graduates and set a different pass mark for each.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related solutions',
          items: [
            {
              title: 'Diversity hiring',
              text: 'Skills-first screening that opens doors beyond the usual schools.',
              href: '/solutions/diversity-hiring/',
            },
            {
              title: 'One-way video interviews',
              text: 'Interviews students record between lectures, reviewed side by side.',
              href: '/solutions/video-interview/',
            },
            {
              title: 'Consultant hiring',
              text: 'Case simulations for analyst intakes at consulting firms.',
              href: '/solutions/consultant-hiring/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Make this your best campus season yet',
          text: 'Start a free trial and build your graduate simulation, or book a demo before your next career fair.',
        },
      ],
    },
    {
      path: '/solutions/video-interview/',
      title: 'One-Way Video Interview Software for First-Round Interviews',
      description:
        'Candidates record answers when it suits them, reviewers compare them side by side and live rounds book themselves. No more calendar ping-pong.',
      share: 'default',
      section: 'Solutions',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Video interviews',
          title: 'First-round interviews without a single calendar invite',
          lead: 'Phone screens take a week to schedule and half an hour each to run. With Quotient Interview candidates record answers to your questions when it suits them, your team reviews them side by side, and the next round is booked automatically.',
          proof: 'Interview time per hire from 500+ minutes to under 50 · Candidate score 4.7/5',
          illustration: 'video',
        },
        { type: 'logos', label: 'Interview teams at 100+ businesses use Quotient' },
        {
          type: 'problems',
          title: 'The cost of live first rounds',
          tone: 'muted',
          items: [
            {
              title: 'Calendar ping-pong',
              text: 'Three emails to find a slot, a reschedule, a no-show, and a week is gone.',
            },
            {
              title: 'Time zones and shifts',
              text: 'Candidates who work during your office hours can’t take a call without taking time off.',
            },
            {
              title: 'Interviewers repeating themselves',
              text: 'Asking the same ten questions thirty times a week is exhausting, and consistency slips.',
            },
            {
              title: 'Hard to compare',
              text: 'Notes from calls on different days by different people don’t line up.',
            },
          ],
        },
        {
          type: 'features',
          eyebrow: 'Quotient Interview',
          title: 'Everything a first round needs, none of the scheduling',
          items: [
            {
              title: 'One-way video interviews',
              text: 'Candidates answer your questions on video, from a browser, on their own schedule.',
            },
            {
              title: 'Your questions or ours',
              text: 'Start from role templates or write your own questions as text or recorded video.',
            },
            {
              title: 'Time limits and retakes you set',
              text: 'Control thinking time, answer length and the number of retakes for each role.',
            },
            {
              title: 'Side-by-side review',
              text: 'Reviewers watch, rate and comment on the same question across candidates.',
            },
            {
              title: 'Automated scheduling',
              text: 'Shortlisted candidates pick a live slot from your team’s availability and get reminders.',
            },
            {
              title: 'A candidate-led experience',
              text: 'Practice questions and clear instructions put candidates at ease before they record.',
            },
          ],
        },
        {
          type: 'caseStudy',
          tone: 'muted',
          company: 'Meridian Care Group',
          title: 'From 500+ minutes of interviews per hire to under 50',
          challenge:
            'Meridian’s recruiters held a live 30-minute screening call with every applicant who passed the resume check. Across dozens of calls per hire, and with applicants working shifts in care homes, each hire took more than 500 minutes of interview time.',
          approach:
            'The team replaced live screens with a five-question one-way video interview. Recruiters review the answers in a few minutes each, and only shortlisted candidates are booked for a live interview through automated scheduling.',
          outcome:
            'Interview time per hire fell from over 500 minutes to under 50, and carers working night shifts could apply without taking time off.',
          metrics: [
            { value: '500+ → <50', label: 'minutes of interview time per hire' },
            { value: '5', label: 'recorded questions replacing a 30-minute call' },
          ],
          quote: {
            text: 'Our recruiters got their weeks back. They spend their time with the candidates we want, not on the phone with everyone.',
            name: 'Grace Adeyemi',
            role: 'Talent Acquisition Manager',
          },
        },
        {
          type: 'stats',
          eyebrow: 'Candidate experience',
          title: 'Candidates finish it, and they like it',
          items: [
            { value: '4.7/5', label: 'average candidate score of the interview experience' },
            { value: '<10%', label: 'drop-off, against 50%+ on other video tools' },
          ],
        },
        {
          type: 'faq',
          title: 'Questions about one-way video interviews',
          items: [
            {
              question: 'Do candidates need to download anything?',
              answer:
                'No. Candidates open the link in a browser on a phone or computer, check their camera and microphone, and start.',
            },
            {
              question: 'Can candidates practise first?',
              answer:
                'Yes. A practice question that is never shared with you lets them check their set-up and settle in before the real questions.',
            },
            {
              question: 'How many interviews can we run?',
              answer:
                'The Lightning plan at $20 and the Power plan at $99 a month both include unlimited interviews and questions. They differ in job roles at a time (10 or 50) and storage (5 GB or 20 GB).',
            },
            {
              question: 'Is one-way video fair to candidates?',
              answer:
                'Every candidate gets the same questions, time and rules, and reviewers score against the same criteria, which is fairer than an unstructured phone screen.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related solutions',
          items: [
            {
              title: 'Candidate screening',
              text: 'Pair video with a job simulation to test skills before anyone watches.',
              href: '/solutions/candidate-screening/',
            },
            {
              title: 'Retail recruitment',
              text: 'Phone-first video interviews for seasonal store hiring.',
              href: '/industry/retail-recruitment-software/',
            },
            {
              title: 'Real estate recruitment',
              text: 'Listing-pitch role plays on video for agent hiring.',
              href: '/real-estate-recruitment/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Review your first video interviews this week',
          text: 'Start a free trial and send your first one-way interview today, or book a demo with our team.',
        },
      ],
    },
    {
      path: '/solutions/managed-sourcing/',
      title: 'Managed Sourcing: Assessed Shortlists Without an Agency',
      description:
        'Our sourcing specialists and AI find, engage and assess candidates for you, delivering the first fit candidates in under 20 hours.',
      share: 'default',
      section: 'Solutions',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Managed sourcing',
          title: 'A sourcing team on demand, without the agency markup',
          lead: 'No sourcer free for a niche role? Hand it to us. Quotient’s sourcing specialists run the search with our AI, reach out in your name and send you candidates who have already passed a job simulation, so your team only meets people worth meeting.',
          proof: '2+ fit candidates in under 20 hours · 150+ candidates in a year for one customer',
          illustration: 'sourcing',
        },
        {
          type: 'audiences',
          title: 'Who hands sourcing to us',
          items: [
            {
              role: 'Lean talent teams',
              quote: 'We have one recruiter and twelve open roles. Sourcing is what falls off the list.',
              need: 'A team that runs search and outreach, so your recruiter can run the interviews.',
            },
            {
              role: 'Hiring managers on their own',
              quote: 'I posted the job three weeks ago and I’m still reading the wrong applications.',
              need: 'A shortlist of assessed candidates delivered to you, with a report on each.',
            },
            {
              role: 'Teams tired of agency fees',
              quote: 'We pay a large share of first-year salary for CVs we still have to screen ourselves.',
              need: 'Sourcing and skills testing in one service, with every candidate’s results attached.',
            },
          ],
        },
        {
          type: 'beforeAfter',
          title: 'Agency search against managed sourcing',
          beforeLabel: 'Typical agency',
          afterLabel: 'Quotient managed sourcing',
          tone: 'muted',
          rows: [
            {
              label: 'What you receive',
              before: 'CVs chosen on the agency’s judgement.',
              after: 'Candidates who passed your job simulation, with skills reports.',
            },
            {
              label: 'What you can see',
              before: 'The finalists, not the search.',
              after: 'Search criteria, outreach and pipeline, visible in your dashboard.',
            },
            {
              label: 'First candidates',
              before: 'Often a week or two before the first CVs arrive.',
              after: 'Two or more fit candidates in under 20 hours.',
            },
            {
              label: 'The pipeline afterwards',
              before: 'Stays with the agency.',
              after: 'Every sourced candidate stays in your account for the next opening.',
            },
          ],
        },
        {
          type: 'stats',
          title: 'Results from managed sourcing customers',
          items: [
            { value: '2+', label: 'fit candidates delivered in under 20 hours' },
            { value: '150+', label: 'candidates delivered to one customer in a year' },
          ],
        },
        {
          type: 'timeline',
          tone: 'muted',
          title: 'What the first week looks like',
          items: [
            {
              when: 'Kickoff',
              title: 'Role calibrated',
              text: 'A short call with the hiring manager turns the role into search criteria and a job simulation.',
            },
            {
              when: 'Under 20 hours',
              title: 'First fit candidates',
              text: 'Our specialists and AI search, reach out and deliver the first assessed candidates.',
            },
            {
              when: 'Days 2–5',
              title: 'Pipeline fills',
              text: 'Outreach continues daily, and every interested candidate takes the simulation before reaching you.',
            },
            {
              when: 'Every week',
              title: 'Calibration',
              text: 'We review scores and feedback with you and tune the search until the role is filled.',
            },
          ],
        },
        {
          type: 'checklist',
          title: 'What the service includes',
          items: [
            'A dedicated account manager and sourcing specialist',
            'AI-ranked search across professional profiles',
            'Personalised multi-step outreach in your company’s name',
            'A job simulation for every interested candidate',
            'Skills reports and suggested interview questions',
            'Interview slots booked through automated scheduling',
          ],
        },
        {
          type: 'faq',
          title: 'Questions about managed sourcing',
          items: [
            {
              question: 'How is this different from a recruitment agency?',
              answer:
                'An agency chooses candidates on its own judgement and keeps the pipeline. We source in the open, test every candidate with your job simulation, and everything we find stays in your account.',
            },
            {
              question: 'Which roles suit managed sourcing?',
              answer:
                'Roles where applicants don’t come to you: niche technical skills, senior specialists, new locations, or any role your team can’t give daily sourcing time.',
            },
            {
              question: 'Do candidates know who they are talking to?',
              answer:
                'Yes. Outreach goes out in your company’s name, and you approve the message and the role description first.',
            },
            {
              question: 'Can we bring sourcing in-house later?',
              answer:
                'Yes. Our specialists use the same Quotient Source tools that come with the Standard and Professional plans, and your pipeline stays with you.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related solutions',
          items: [
            {
              title: 'AI candidate sourcing',
              text: 'Run the search yourself with the tools our specialists use.',
              href: '/solutions/sourcing/',
            },
            {
              title: 'Consulting staffing',
              text: 'Consultants sourced, tested and presented within 48 hours.',
              href: '/solutions/consulting/',
            },
            {
              title: 'Talent acquisition',
              text: 'One platform and one standard for the whole hiring team.',
              href: '/solutions/talent-acquisition/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Hand us your hardest role',
          text: 'Book a demo to calibrate a role with our sourcing team, or start a free trial to try the platform first.',
        },
      ],
    },
  ],
  'path',
);
