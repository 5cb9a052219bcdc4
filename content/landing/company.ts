import { defineEntries } from '../define';
import { landingPageSchema } from '../schema/landing';

/** Company pages built from landing sections. */
export const companyPages = defineEntries(
  'content/landing/company.ts',
  landingPageSchema,
  [
    {
      path: '/hr-toolkit/',
      title: 'Free HR Toolkit: Hiring Templates, Scorecards and Guides',
      description:
        'Free hiring templates and guides from Quotient: a job description template, a structured interview scorecard and an e-book for staffing agencies.',
      share: 'default',
      section: 'HR toolkit',
      updated: '2026-11-22',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Free HR toolkit',
          title: 'Templates and guides for hiring well',
          lead: 'Ready-to-edit documents for the parts of hiring that go wrong most often: a job description people finish reading, a scorecard that makes interviewers agree on evidence, and a plan for agencies that want to place faster.',
          proof: 'Free to download · Word and PDF · no trial needed',
          illustration: 'scorecard',
          primary: { label: 'Browse the templates', href: '#templates' },
          secondary: { label: 'Free calculators', href: '/tools/' },
        },
        {
          type: 'resources',
          eyebrow: 'Free downloads',
          title: 'Templates and guides',
          lead: 'Templates are Word documents with the structure filled in and a note in each section on what to write; edit them in Word, Google Docs or Pages. Guides are PDFs with a plan you can act on this quarter.',
          anchor: 'templates',
        },
        {
          type: 'links',
          title: 'More free help with hiring',
          items: [
            {
              title: 'How to hire, step by step',
              text: 'A nine-step hiring process for managers and founders who hire a few times a year.',
              href: '/how-to-hire/',
            },
            {
              title: 'AI screening criteria',
              text: 'How to set screening criteria an AI applies fairly, with examples to adapt.',
              href: '/ai-screening-criteria-best-practices/',
            },
            {
              title: 'Attrition rate calculator',
              text: 'Monthly and annual employee turnover from headcount and leavers, with the formula shown.',
              href: '/tools/attrition-rate-calculator/',
            },
          ],
        },
        {
          type: 'faq',
          title: 'Questions about the toolkit',
          items: [
            {
              question: 'Are the templates really free?',
              answer:
                'Yes. We ask for your name and work email so we can send occasional hiring resources; the file downloads straight away and you can use and edit it for your own hiring with no restrictions.',
            },
            {
              question: 'Which formats are the files in?',
              answer:
                'Templates are Word documents (.docx) that open in Microsoft Word, Google Docs, Pages and LibreOffice. E-books are PDF files.',
            },
            {
              question:
                'Can I use the job description template for postings in states with pay-transparency laws?',
              answer:
                'The template has a pay range section for that reason. Rules differ by state and city and change often, so check the current rules where the job is based; the template is not legal advice.',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Put the scorecard to work',
          text: 'Quotient Assess scores every candidate on the same skills with job simulations, so your scorecard is filled with evidence before the first interview.',
        },
      ],
    },
    {
      path: '/about/team/',
      title: 'Our Team: The People Building Quotient',
      description:
        'Meet the Quotient team and advisors: recruiters, assessment scientists, engineers and designers building AI sourcing, skill assessments and video interviews.',
      share: 'default',
      section: 'Team',
      updated: '2026-11-22',
      sections: [
        {
          type: 'hero',
          eyebrow: 'About Quotient',
          title: 'The people behind Quotient',
          lead: 'We are recruiters, assessment scientists, engineers and designers who think hiring should judge people on what they can do. These are the people who build Quotient, and the independent advisors who check our work.',
          proof: 'Trusted by 100+ businesses · Rated 4.9/5 from 9,600 reviews',
          illustration: 'scorecard',
          primary: { label: 'See open roles', href: '/company/careers/' },
          secondary: { label: 'How we hire', href: '/company/hiring/' },
        },
        {
          type: 'people',
          group: 'team',
          eyebrow: 'Team',
          title: 'The team',
          lead: 'Every module has an owner you can name: the science behind the simulations, the engineering and machine learning that grade them, and the people who help customers hire with them.',
        },
        {
          type: 'people',
          group: 'advisors',
          eyebrow: 'Advisors',
          title: 'Our advisors',
          lead: 'Independent experts who review our assessment science, our approach to employment law and AI regulation, and how we work with talent teams. They advise; they never make decisions about candidates.',
          tone: 'muted',
        },
        {
          type: 'links',
          title: 'More about Quotient',
          items: [
            {
              title: 'Careers',
              text: 'Open roles in engineering, assessment science, design, customer success, sales and recruiting, each with its pay range.',
              href: '/company/careers/',
            },
            {
              title: 'How we hire',
              text: 'The stages, the skills test, the timeline and the adjustments you can ask for when you apply to Quotient.',
              href: '/company/hiring/',
            },
            {
              title: 'Newsroom',
              text: 'Product launches, our Series A, the partner program and the awards we run, with dates.',
              href: '/company/newsroom/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'See what the team builds',
          text: 'Start a free trial with your work email, or book a 30-minute demo with the people who build Quotient.',
        },
      ],
    },
    {
      path: '/company/careers/',
      title: 'Careers at Quotient: Open Roles, Benefits and How We Work',
      description:
        'Work at Quotient on AI hiring that judges skills, not pedigree: our mission, how we work, benefits, our hiring process and open roles with pay ranges.',
      share: 'default',
      section: 'Careers',
      updated: '2026-11-22',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Careers',
          title: 'Help every hiring team judge people on what they can do',
          lead: 'Quotient builds AI sourcing, job-simulation assessments and one-way video interviews for teams that want to hire fairly and fast. We hire the same way: on skills, with a rubric you can see and an answer at every stage.',
          proof: 'Remote across the US or hybrid in New York · a pay range on every role',
          illustration: 'scorecard',
          primary: { label: 'See open roles', href: '#open-roles' },
          secondary: { label: 'How we hire', href: '/company/hiring/' },
        },
        {
          type: 'text',
          eyebrow: 'Our mission',
          title: 'Why Quotient exists',
          paragraphs: [
            'Most hiring still rests on resumes and unstructured interviews, which say more about where someone studied and how they talk about themselves than about whether they can do the work. Good candidates are filtered out for the wrong reasons, and teams hire people who interview well.',
            'Our mission is to make the evidence of skill the first thing every hiring team sees. Job simulations show what a candidate can do; structured video interviews let every candidate answer the same questions; AI sourcing widens the pool beyond the usual profiles. People make the decisions, with better evidence in front of them.',
          ],
        },
        {
          type: 'features',
          eyebrow: 'Culture',
          title: 'How we work',
          lead: 'Small teams, written decisions and customers in the room.',
          tone: 'muted',
          items: [
            {
              title: 'Write it down',
              text: 'Proposals, decisions and their reasons live in short written documents, so people in any time zone can take part without another meeting.',
            },
            {
              title: 'Remote first, together on purpose',
              text: 'Most of us work remotely across US time zones. Teams meet in person twice a year, and our New York office is open to anyone nearby.',
            },
            {
              title: 'Science before features',
              text: 'A new assessment or scoring change ships only after our assessment scientists have checked that it measures the skill it claims to and treats groups of candidates fairly.',
            },
            {
              title: 'Talk to customers every week',
              text: 'Engineers, designers and scientists join customer calls and watch candidates use the product, not only the people in sales and success.',
            },
            {
              title: 'Small, owned releases',
              text: 'Teams own a module end to end and ship small changes often, behind flags, with the person who built a change watching it go out.',
            },
            {
              title: 'Protected focus time',
              text: 'No internal meetings on Wednesdays, and core collaboration hours from 11:00 to 15:00 Eastern; the rest of the day is yours to arrange.',
            },
          ],
        },
        {
          type: 'checklist',
          title: 'Benefits',
          lead: 'The same benefits for every full-time employee in the US, from the first day.',
          items: [
            'Medical, dental and vision insurance: we pay 100% of premiums for you and 80% for your dependents',
            'Equity in Quotient for every full-time role',
            '401(k) with a 4% company match',
            '16 weeks of fully paid parental leave for every parent, however your family grows',
            'At least 20 days of paid time off a year, plus US public holidays and a company-wide week off at the end of December',
            '$1,500 a year for learning: courses, books, conferences and certifications',
            '$1,000 to set up your home office, and the laptop and equipment you choose',
            'A monthly stipend for internet and phone, and a coworking membership if you prefer not to work from home',
          ],
        },
        {
          type: 'steps',
          title: 'How we hire, using our own product',
          lead: 'We hire with Quotient Assess and Quotient Interview, so every candidate gets the experience we promise our customers: a job simulation instead of a resume screen, the same questions for everyone and an answer within two working days of each interview.',
          items: [
            {
              title: 'Apply',
              text: 'A short form with your resume or LinkedIn profile. A person reads every application.',
            },
            {
              title: 'Skills test',
              text: 'A job simulation in Quotient Assess, 45 to 60 minutes, taken when it suits you within five days.',
            },
            {
              title: 'Interviews',
              text: 'A one-way video interview in Quotient Interview, then a conversation with the team about your work.',
            },
            {
              title: 'Decision',
              text: 'Final conversations, references and an offer, usually three to four weeks after you apply.',
            },
          ],
        },
        {
          type: 'roles',
          anchor: 'open-roles',
          eyebrow: 'Join us',
          title: 'Open roles',
          lead: 'Apply by email: the link opens a message with the role in the subject line. Don’t see your role? Write to careers@quotient.example and tell us what you would work on.',
        },
        {
          type: 'faq',
          title: 'Questions about working at Quotient',
          items: [
            {
              question: 'Where can I work from?',
              answer:
                'Remote roles are open to people living and allowed to work in the United States. Hybrid roles are based in our New York office two days a week. Each role lists where it can be done.',
            },
            {
              question: 'Do you sponsor work visas?',
              answer:
                'We can transfer existing H-1B visas and support TN and E-3 applications for most roles. We cannot currently sponsor new H-1B petitions; if a role is an exception, its listing says so.',
            },
            {
              question: 'Why do you list pay ranges?',
              answer:
                'Because candidates should not have to ask, and because several US states require it. The range is what we expect to pay for the role across the US; where you sit in it depends on what the hiring process shows about your skills, not on your previous salary, which we never ask for.',
            },
            {
              question: 'Can I apply for more than one role?',
              answer:
                'Yes, but pick the one that fits you best and tell us about the others in your application. You take one skills test, and we consider you for every role it is relevant to.',
            },
            {
              question: 'Do I need a degree?',
              answer:
                'No role at Quotient requires a degree. We assess the skills the job needs; how you learned them is up to you.',
            },
          ],
        },
        {
          type: 'action',
          title: 'Want to build fairer hiring with us?',
          text: 'Read how our process works before you apply, or write to the recruiting team with any question about a role, the skills test or adjustments you need.',
          primary: { label: 'How we hire', href: '/company/hiring/' },
          secondary: { label: 'Email the recruiting team', href: 'mailto:careers@quotient.example' },
        },
      ],
    },
    {
      path: '/company/hiring/',
      title: 'How We Hire at Quotient: Stages, Skills Test and Timeline',
      description:
        'How Quotient hires its own team: each stage, what the skills test looks like, how long it takes, the adjustments you can ask for and how we keep it fair.',
      share: 'default',
      section: 'How we hire',
      updated: '2026-11-22',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Hiring at Quotient',
          title: 'How we hire: the fair process we sell, used on ourselves',
          lead: 'Every candidate for a role at Quotient goes through the same stages, takes the same job simulation and is scored against the same rubric, which you can read before you start. Here is exactly what to expect.',
          proof: 'Five stages · three to four weeks from application to offer · feedback at every stage',
          illustration: 'video',
          primary: { label: 'See open roles', href: '/company/careers/#open-roles' },
          secondary: { label: 'Ask for an adjustment', href: 'mailto:accommodations@quotient.example' },
        },
        {
          type: 'process',
          eyebrow: 'The stages',
          title: 'Our hiring stages',
          lead: 'Each stage tells us something the one before could not, so none of them repeats another.',
          items: [
            {
              title: 'Application',
              text: 'A short form: your contact details, your resume or LinkedIn profile and two questions about the role. No cover letter.',
              points: [
                'A person on our recruiting team reads every application; nobody is rejected by software alone.',
                'You hear from us within five working days, whatever the answer.',
              ],
            },
            {
              title: 'Skills test in Quotient Assess',
              text: 'A job simulation built for the role, taken online when it suits you within a five-day window.',
              points: [
                'It takes 45 to 60 minutes; the time limit is shown before you start.',
                'You see the rubric it is scored against before you begin.',
              ],
            },
            {
              title: 'One-way video interview in Quotient Interview',
              text: 'Three questions about how you work, answered on video when you like. You get two minutes per answer and can re-record each once.',
              points: [
                'Two people score every answer against a written rubric, without seeing your skills test score first.',
              ],
            },
            {
              title: 'Team conversation',
              text: 'A 60-minute video call with two future colleagues. You walk them through your simulation answers, then work through a realistic problem from the role together.',
              points: ['It is a conversation about your work, not a quiz: there are no trick questions.'],
            },
            {
              title: 'Final conversation, references and offer',
              text: 'A 30-minute call with the hiring manager about the role, your goals and your questions, then two references you choose.',
              points: [
                'The offer comes in writing, with salary, equity and benefits, explained on a call.',
                'You have at least five working days to decide.',
              ],
            },
          ],
        },
        {
          type: 'features',
          eyebrow: 'The skills test',
          title: 'What the skills test looks like',
          lead: 'It is a sample of the job itself, not a puzzle or a personality quiz.',
          tone: 'muted',
          items: [
            {
              title: 'Real work from the role',
              text: 'Tasks are taken from the work the team does, such as reviewing a pull request, drafting a customer email or critiquing an assessment question.',
            },
            {
              title: 'The rubric up front',
              text: 'Before you start you see the skills being assessed and what a strong answer shows for each, so you know what we are looking for.',
            },
            {
              title: 'Open book',
              text: 'Use the documentation, search and AI assistants you would use at work. Where a task asks for your own words, it says so.',
            },
            {
              title: 'Scored without names',
              text: 'Your name, photo, school and employers are hidden from the people who review your answers.',
            },
            {
              title: 'AI grades, people check',
              text: 'Quotient Assess grades each answer against the rubric and shows its reasoning; a trained reviewer checks every score before any decision.',
            },
            {
              title: 'Feedback for everyone',
              text: 'Everyone who completes the test gets a short report on their strengths and gaps, whether or not they move on.',
            },
          ],
        },
        {
          type: 'table',
          eyebrow: 'Examples',
          title: 'Example tasks by team',
          caption: 'Examples of skills-test tasks for roles at Quotient and the time each takes.',
          columns: ['Team', 'Example task', 'Time'],
          rows: [
            [
              'Engineering',
              'Review a pull request with a subtle bug, then extend the feature it adds and explain your trade-offs',
              '60 minutes',
            ],
            [
              'Assessment science',
              'Critique three draft assessment items for a sales role and rewrite the weakest one with its scoring rubric',
              '60 minutes',
            ],
            [
              'Product and design',
              'Improve a candidate-facing screen for phone and screen-reader users and explain the changes',
              '45 minutes',
            ],
            [
              'Customer success',
              'Plan a pilot for a staffing agency from a short brief and write the kickoff email',
              '45 minutes',
            ],
            [
              'Sales',
              'Prepare discovery questions from an account brief, then handle two written objections',
              '45 minutes',
            ],
          ],
        },
        {
          type: 'timeline',
          eyebrow: 'Timeline',
          title: 'How long it takes',
          lead: 'Three to four weeks from application to offer. If anything takes longer on our side, we tell you why and when to expect an answer.',
          items: [
            {
              when: 'Day 0',
              title: 'You apply',
              text: 'You get an email confirming we have your application.',
            },
            {
              when: 'Within 5 working days',
              title: 'Skills test invitation',
              text: 'Or a clear no, with the reason. You then have five days to take the test.',
            },
            {
              when: 'Week 2',
              title: 'Video and team interviews',
              text: 'An answer within two working days of each, and the team call is booked at a time that suits you.',
            },
            {
              when: 'Week 3',
              title: 'Final conversation and offer',
              text: 'References, then a written offer and at least five working days to decide.',
            },
          ],
        },
        {
          type: 'document',
          eyebrow: 'Accommodations and fairness',
          title: 'Adjustments, fairness and your data',
          parts: [
            {
              heading: 'Adjustments you can ask for',
              blocks: [
                'You never need to explain a diagnosis to get an adjustment. Tell us what helps, at any stage, and we will arrange it. Common adjustments include:',
                {
                  list: [
                    'extra time on the skills test, or splitting it into two sittings;',
                    'a written or live alternative to the one-way video interview;',
                    'captions on every video call, and questions sent in writing beforehand;',
                    'a test format that works with your screen reader, magnifier or other assistive technology;',
                    'interview times that fit caring responsibilities or religious observance.',
                  ],
                },
              ],
            },
            {
              heading: 'How to ask',
              blocks: [
                'Email [accommodations@quotient.example](mailto:accommodations@quotient.example) with the role you applied for and what you need. The request goes only to the people arranging your interviews; the people assessing you see the adjustment, not the reason for it.',
              ],
            },
            {
              heading: 'How we keep it fair',
              blocks: [
                {
                  list: [
                    'Every candidate for a role takes the same simulation and answers the same interview questions, scored against the same rubric.',
                    'AI scores are reviewed by a person, and no candidate is rejected by software alone.',
                    'We check each stage for adverse impact with the four-fifths rule and change a stage that screens out one group more than others; our [guide to fair AI screening criteria](/ai-screening-criteria-best-practices/) explains the method.',
                    'We never ask for your current or past salary.',
                  ],
                },
                'Quotient Labs, Inc. is an equal opportunity employer. We welcome applicants of every race, color, religion, sex, sexual orientation, gender identity, national origin, age, disability and veteran status.',
              ],
            },
            {
              heading: 'Your application data',
              blocks: [
                'We use your application only to consider you for roles at Quotient. If you are not hired, we keep it for 12 months so we can contact you about a similar role, then delete it; ask us at any time to delete it sooner. Our [privacy policy](/privacy-policy/) has the details.',
              ],
            },
          ],
        },
        {
          type: 'faq',
          title: 'Questions about applying to Quotient',
          items: [
            {
              question: 'Can I use AI assistants in the skills test?',
              answer:
                'Yes, where you would use them in the job, and the test tells you where that is. Some tasks ask for your own words or your own reasoning; there, we want to see you think. Either way, tell us in your answer how you used any tool.',
            },
            {
              question: 'What if my internet connection fails during the test?',
              answer:
                'Your answers save as you go. Reopen the link and continue; if you lose time, tell us and we will reset the timer.',
            },
            {
              question: 'Will I get feedback if I am not hired?',
              answer:
                'Yes. Everyone who completes the skills test gets a short report on their strengths and gaps, and everyone who reaches the team conversation gets written feedback from the interviewers.',
            },
            {
              question: 'Can I practice for the skills test?',
              answer:
                'There is nothing to memorize: it is work from the job. Read the rubric when you receive the invitation, and make sure you have a quiet hour and the tools you normally use.',
            },
          ],
        },
        {
          type: 'action',
          title: 'Ready to apply?',
          text: 'Pick a role, send your application and expect an answer within five working days.',
          primary: { label: 'See open roles', href: '/company/careers/#open-roles' },
          secondary: { label: 'Meet the team', href: '/about/team/' },
        },
      ],
    },
    {
      path: '/partnership/',
      title: 'Partner Program: Referral, Agency and Technology Partners',
      description:
        'Partner with Quotient as a referral partner, a staffing agency or reseller, or a technology integration partner: benefits, tiers, how it works and how to apply.',
      share: 'default',
      section: 'Partnership',
      updated: '2026-11-22',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Partner program',
          title: 'Grow with Quotient: refer, resell or integrate',
          lead: 'Staffing agencies, recruitment process outsourcing providers, HR consultancies and HR software companies partner with Quotient to give their clients skills-based hiring, under their own brand or ours.',
          proof: 'Open since April 2026 · no fee to join · a named partner manager',
          illustration: 'dashboard',
          primary: { label: 'Become a partner', href: '#contactUs' },
          secondary: { label: 'Read the launch news', href: '/company/newsroom/#partner-programme-launch' },
        },
        {
          type: 'features',
          eyebrow: 'Ways to partner',
          title: 'Three ways to partner with Quotient',
          items: [
            {
              title: 'Referral partners',
              text: 'Consultants, advisors and communities who introduce hiring teams to Quotient. You make the introduction; we run the sale and pay you a referral fee of 15% of the client’s first-year subscription.',
            },
            {
              title: 'Agency and reseller partners',
              text: 'Staffing agencies, RPO providers and HR consultancies who run assessments and video interviews for their clients, co-branded, at partner pricing across all client accounts.',
            },
            {
              title: 'Technology partners',
              text: 'Applicant tracking systems, HRIS and HR software that connect to Quotient, so results and stage changes flow back without copying data by hand.',
            },
          ],
        },
        {
          type: 'checklist',
          title: 'What partners get',
          lead: 'Every partner gets the basics; agencies and resellers get more as they grow with us.',
          tone: 'muted',
          items: [
            'Volume pricing across all your client accounts',
            'Co-branded candidate experiences and skills reports for your clients',
            'Onboarding and training for your recruiting team, with a certification for each person',
            'A listing in the Quotient partner directory',
            'A named partner manager and a shared channel for client questions',
            'A free sandbox workspace to build demos and test integrations',
            'Joint case studies, webinars and event invitations with our marketing team',
            'Early access to new simulations and features, and a say in the roadmap',
          ],
        },
        {
          type: 'table',
          eyebrow: 'Tiers',
          title: 'Partner tiers for agencies and resellers',
          lead: 'Tiers are reviewed every six months and only ever move you up during a contract year.',
          caption:
            'Partner tiers for agency and reseller partners: who each suits, what it includes and what it asks.',
          columns: ['Tier', 'Who it suits', 'What you get', 'What we ask'],
          rows: [
            [
              'Registered',
              'Agencies trying Quotient with their first clients',
              'Partner pricing, the sandbox, onboarding and a directory listing',
              'One person on your team completes the partner training',
            ],
            [
              'Certified',
              'Agencies running Quotient for several clients',
              'A deeper partner discount, co-branded reports and a named partner manager',
              'Three active client accounts and two certified recruiters',
            ],
            [
              'Premier',
              'Agencies and RPOs where Quotient is part of the service they sell',
              'Our best pricing, joint marketing, roadmap sessions and priority support for your clients',
              'Ten active client accounts and a joint business plan reviewed each quarter',
            ],
          ],
        },
        {
          type: 'steps',
          title: 'How the partner program works',
          lead: 'Most partners go from first conversation to their first client in under a month.',
          items: [
            {
              title: 'Tell us about you',
              text: 'Send the contact form with your company, your clients and the kind of partnership you have in mind.',
            },
            {
              title: 'Introductory call',
              text: 'Within five working days, a partner manager calls to agree the partner type, tier and terms.',
            },
            {
              title: 'Onboard and certify',
              text: 'Your team trains in the sandbox and your recruiters earn their certification, usually within two weeks.',
            },
            {
              title: 'Launch with clients',
              text: 'Run your first client assessments or list your integration, with your partner manager on hand.',
            },
          ],
        },
        {
          type: 'faq',
          title: 'Questions about the partner program',
          items: [
            {
              question: 'Does it cost anything to join?',
              answer:
                'No. There is no fee to join any tier. Agency and reseller partners pay partner pricing for the assessments and interviews they use; referral partners pay nothing.',
            },
            {
              question: 'Who owns the client relationship?',
              answer:
                'You do. Agency and reseller partners contract with and bill their clients directly. For referrals, we contract with the client, and you stay their advisor.',
            },
            {
              question: 'When is the referral fee paid?',
              answer:
                'Within 30 days of the client paying their first annual invoice, for clients who sign within six months of your introduction and were not already talking to us.',
            },
            {
              question: 'Can our clients see Quotient branding?',
              answer:
                'Certified and Premier partners can co-brand candidate invitations, the assessment experience and skills reports with their own logo and colors.',
            },
            {
              question: 'Do we have to be exclusive?',
              answer:
                'No. You can partner with other assessment or interview vendors; we only ask that you do not share our simulations or partner pricing with them.',
            },
            {
              question: 'Who is responsible for candidates’ personal data?',
              answer:
                'Your client, or you when you hire for your own agency, decides how candidates’ data is used; Quotient processes it for them under a data processing agreement. Partners sign one data processing agreement that covers all their client accounts.',
            },
          ],
        },
        {
          type: 'action',
          title: 'Become a Quotient partner',
          text: 'Tell us about your company and your clients in the contact form, and a partner manager will reply within five working days.',
          primary: { label: 'Talk to our partner team', href: '#contactUs' },
          secondary: { label: 'Email partners@quotient.example', href: 'mailto:partners@quotient.example' },
        },
      ],
    },
    {
      path: '/her-talks/',
      title: 'HerTalks: Women Leaders in HR and Talent Acquisition',
      description:
        'HerTalks is a free monthly series of live talks with women who lead HR and talent acquisition: upcoming and past sessions, speakers, topics and how to take part.',
      share: 'default',
      section: 'HerTalks',
      updated: '2026-11-22',
      sections: [
        {
          type: 'hero',
          eyebrow: 'HerTalks · free live sessions',
          title: 'HerTalks: women who lead hiring, on what actually works',
          lead: 'A monthly series of live conversations with women leading HR and talent acquisition teams: how they built fair hiring processes, grew their teams and their careers, and what they would do differently.',
          proof: 'Live online · 45 to 60 minutes · free · live captions in every session',
          illustration: 'video',
          primary: { label: 'Register for a session', href: '#contactUs' },
          secondary: { label: 'See the sessions', href: '#sessions' },
        },
        {
          type: 'text',
          eyebrow: 'About HerTalks',
          title: 'What HerTalks is',
          paragraphs: [
            'HerTalks gives the stage to women who lead talent acquisition, people operations and HR, so others can learn from their practice and their careers.',
            'Each session is a live conversation with one or more speakers and a host, followed by questions from the audience. Speakers talk about their own work, not about vendors: HerTalks is hosted by Quotient, but sessions are not product demos, and speakers do not need to be Quotient customers.',
            'Anyone can attend. Sessions run at 12:00 Eastern on a Thursday each month, with live captions, and everyone who registers receives a written summary afterwards.',
          ],
        },
        {
          type: 'episodes',
          anchor: 'sessions',
          eyebrow: 'Sessions',
          title: 'Sessions and speakers',
          lead: 'Newest first. To join a session, register with the contact form and name the session in your message.',
          items: [
            {
              date: '2027-01-21',
              title: 'Planning a hiring year when the budget is not set',
              format: 'Live conversation · 45 min',
              summary:
                'How to build a hiring plan that survives a mid-year freeze or a sudden growth target: scenario plans, a bench of silver medalists and agreeing priorities with finance early.',
              topics: ['Workforce planning', 'Budgets', 'Talent pipeline'],
              speakers: [
                { name: 'Olivia Grant', role: 'VP Talent Acquisition, Alderbrook Health' },
                { name: 'Beatrice Owusu', role: 'Head of People, Quotient (host)' },
              ],
            },
            {
              date: '2026-12-10',
              title: 'Structured interviews that hiring managers actually use',
              format: 'Workshop · 60 min',
              summary:
                'A practical workshop on scorecards, question banks and calibration sessions, and on winning over the managers who prefer to “just have a chat”.',
              topics: ['Structured interviews', 'Hiring managers', 'Scorecards'],
              speakers: [
                { name: 'Nasrin Haidari', role: 'Director of Talent, Coastline Logistics' },
                { name: 'Renata Kovač', role: 'Head of Recruiting Operations, Tessellate Software' },
              ],
            },
            {
              date: '2026-11-12',
              title: 'From recruiter to chief people officer',
              format: 'Live conversation · 45 min',
              summary:
                'A career conversation on moving from running requisitions to running the people function: the skills that got harder, the ones that mattered less, and the sponsors who made the difference.',
              topics: ['Careers', 'Leadership'],
              speakers: [
                { name: 'Danielle Ashford', role: 'Chief People Officer, Brookvale Foods' },
                { name: 'Helena Brooks', role: 'Co-founder and CEO, Quotient (host)' },
              ],
            },
            {
              date: '2026-10-15',
              title: 'Auditing AI in hiring before the regulators do',
              format: 'Panel · 60 min',
              summary:
                'What a bias audit of an AI hiring tool involves, what to ask vendors for, and how to run the four-fifths check on your own funnel data every quarter.',
              topics: ['AI in hiring', 'Bias audits', 'Compliance'],
              speakers: [
                { name: 'Joanna Whitlock', role: 'Employment counsel, Harlow & Pine LLP' },
                { name: 'Mei Tanabe', role: 'Head of People Analytics, Northgate Insurance' },
                { name: 'Adaeze Nwosu', role: 'VP of Assessment Science, Quotient' },
              ],
            },
            {
              date: '2026-09-17',
              title: 'Hiring 400 seasonal staff without losing the candidate experience',
              format: 'Live conversation · 45 min',
              summary:
                'How one retail talent team screened thousands of applicants in six weeks with short skills tests and text updates, and kept drop-off low.',
              topics: ['High-volume hiring', 'Candidate experience', 'Retail'],
              speakers: [
                { name: 'Lorena Castillo', role: 'Talent Acquisition Manager, Ridgeline Outfitters' },
              ],
            },
            {
              date: '2026-06-18',
              title: 'Returnships: bringing experienced people back to work',
              format: 'Panel · 60 min',
              summary:
                'Designing a paid returnship for people who stepped away to care for family: who to hire, how to assess skills that are rusty rather than missing, and how to convert returners to permanent roles.',
              topics: ['Returnships', 'Diversity hiring', 'Assessment'],
              speakers: [
                { name: 'Sunita Rao', role: 'Head of Early and Returning Talent, Calder Bank' },
                { name: 'Maeve Donnelly', role: 'Founder, Second Act Careers' },
              ],
            },
          ],
        },
        {
          type: 'steps',
          title: 'How to take part',
          lead: 'Attend a session, or suggest a speaker for the next ones, through the same short form.',
          items: [
            {
              title: 'Register',
              text: 'Open the contact form and name the session in your message, or write “all sessions” to be invited to each one.',
            },
            {
              title: 'Get your invitation',
              text: 'We email a calendar invitation with the link to join, and a reminder on the day.',
            },
            {
              title: 'Join live',
              text: 'Watch, ask questions in the chat or on camera, and follow the live captions.',
            },
            {
              title: 'Read the summary',
              text: 'A few days later, we send a written summary of the session with the resources speakers mentioned.',
            },
          ],
        },
        {
          type: 'faq',
          title: 'Questions about HerTalks',
          items: [
            {
              question: 'Is HerTalks only for women?',
              answer:
                'No. The speakers are women leaders in HR and talent acquisition, and everyone who wants to learn from them is welcome to attend.',
            },
            {
              question: 'Does it cost anything?',
              answer: 'No. Every session is free, and you do not need to be a Quotient customer to attend.',
            },
            {
              question: 'Are sessions recorded?',
              answer:
                'We do not publish recordings, so speakers can talk openly about their work. Everyone who registers receives a written summary, approved by the speakers, a few days after the session.',
            },
            {
              question: 'How do I suggest a speaker, or speak myself?',
              answer:
                'Use the contact form and tell us who the speaker is, what she leads and what she could talk about. We look for practitioners with a specific story to tell; nominating yourself is welcome.',
            },
            {
              question: 'Will I be contacted about Quotient products?',
              answer:
                'Only about HerTalks sessions, unless you ask us about the product. Every email has an unsubscribe link.',
            },
          ],
        },
        {
          type: 'action',
          title: 'Take part in HerTalks',
          text: 'Register for a session or nominate a speaker: send the contact form and tell us which in your message.',
          primary: { label: 'Register or nominate a speaker', href: '#contactUs' },
          secondary: { label: 'Email the HerTalks team', href: 'mailto:hertalks@quotient.example' },
        },
      ],
    },
    {
      path: '/guides/',
      title: 'Hiring Guides, HR Reference and Free Templates',
      description:
        'Every free Quotient guide in one place: step-by-step hiring guides, the HR glossary, minimum wage by state, the HR toolkit of templates and free calculators.',
      share: 'default',
      section: 'Guides',
      updated: '2026-11-22',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Guides',
          title: 'Guides for every step of hiring',
          lead: 'Practical guides, reference pages and templates for recruiters, HR teams and managers who hire: how to run the process, what the terms mean, what the law sets, and documents to start from.',
          proof: 'Free to read · no sign-up needed · the date each page was last updated',
          illustration: 'scorecard',
          primary: { label: 'Start with how to hire', href: '/how-to-hire/' },
          secondary: { label: 'Free tools', href: '/tools/' },
        },
        {
          type: 'guideIndex',
          anchor: 'all-guides',
          title: 'All guides and references',
          lead: 'Grouped by what you need: a process to follow, a fact to check, or a document or calculator to use.',
        },
        {
          type: 'cta',
          title: 'Put the guides into practice',
          text: 'Quotient runs the skills-based process these guides describe: sourcing, job-simulation assessments and structured video interviews on one platform.',
        },
      ],
    },
  ],
  'path',
);
