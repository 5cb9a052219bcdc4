import { defineEntries } from '../define';
import { landingPageSchema } from '../schema/landing';

/**
 * Long-form hiring guides. They have to be useful on their own, to someone who never buys
 * anything: concrete steps, examples, checklists and prompts to copy. Product claims from the spec
 * §9 (copied 2026-11-22) appear only where they support a point. Legal and research references
 * were checked on 2026-11-22 and are summarised, not quoted; the pages say they are not legal advice.
 */
export const guidePages = defineEntries(
  'content/landing/guides.ts',
  landingPageSchema,
  [
    {
      path: '/how-to-hire/',
      title: 'How to Hire: A Step-by-Step Guide for Managers and Founders',
      description:
        'A practical guide to hiring: write a scorecard, a job ad people finish, screen fairly, run structured interviews, check references and make an offer that lands.',
      share: 'default',
      section: 'How to hire',
      updated: '2026-11-22',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Hiring guide',
          title: 'How to hire the right person, step by step',
          lead: 'A plain, practical hiring process for managers and founders who hire a few times a year: what to decide before you post the job, how to judge candidates fairly and how to close the one you want.',
          proof: 'Nine steps · a scorecard example · an interview plan · a pre-posting checklist',
          illustration: 'scorecard',
          secondary: { label: 'See the platform', href: '/features/' },
        },
        {
          type: 'process',
          eyebrow: 'The process',
          title: 'The hiring process in nine steps',
          lead: 'Skip a step and you usually pay for it later, most often in step six, when nobody can agree who was best.',
          items: [
            {
              title: 'Decide what the hire must achieve',
              text: 'Before writing anything, write down what will be different in twelve months if this hire goes well.',
              points: [
                'List three to five outcomes, such as “reduce first-response time to under four hours”',
                'Check the budget, including employer taxes, equipment and a recruiting budget',
                'Ask whether a contractor or a change of responsibilities would solve it instead',
              ],
            },
            {
              title: 'Write a scorecard',
              text: 'A one-page description of the role’s mission, outcomes and the four to six skills that predict success. Everyone involved in hiring signs off on it.',
            },
            {
              title: 'Write the job ad',
              text: 'Turn the scorecard into an ad written for the candidate: what they will do, what they need, what you offer and how the process works.',
              points: [
                'Use the title people actually search for',
                'Publish the salary range',
                'Keep must-haves to five or fewer',
              ],
            },
            {
              title: 'Find candidates',
              text: 'Post the ad, but do not wait for applicants alone. Ask your team for referrals and contact a short list of people directly.',
            },
            {
              title: 'Screen consistently',
              text: 'Use two or three knock-out questions for true must-haves, then a short work sample instead of judging on resumes.',
            },
            {
              title: 'Interview with structure',
              text: 'Same questions for every candidate, answers rated against a written scale, each interviewer covering different skills.',
            },
            {
              title: 'Check references',
              text: 'Speak to two former managers. Ask specific questions about the skills on your scorecard, not “would you recommend them?”.',
            },
            {
              title: 'Make the offer',
              text: 'Call the candidate with a verbal offer, send the written offer within a day and agree a start date.',
            },
            {
              title: 'Onboard',
              text: 'Plan the first day and the first 30 days before the start date. A hire is not done until the person is productive.',
            },
          ],
        },
        {
          type: 'document',
          eyebrow: 'In detail',
          title: 'How to make each step work',
          lead: 'The parts of the process where first-time hiring managers most often go wrong, with examples you can adapt.',
          contents: true,
          parts: [
            {
              heading: 'Writing a scorecard',
              blocks: [
                'A scorecard keeps everyone judging candidates against the same thing. Without one, each interviewer hires for their own idea of the role. Here is a short example for a customer success manager at a software company.',
                { subheading: 'Example: customer success manager' },
                {
                  list: [
                    '**Mission:** keep our 60 mid-market customers successful so they renew and grow.',
                    '**Outcome 1:** gross revenue retention of 92% or more across the book within 12 months.',
                    '**Outcome 2:** a documented success plan for every customer within 90 days.',
                    '**Outcome 3:** two expansion opportunities a quarter handed to sales.',
                    '**Skills:** account planning, difficult conversations, product troubleshooting, written communication, prioritisation.',
                  ],
                },
                'Notice what is not there: years of experience, a degree, or a list of tools. Those are proxies. The outcomes and skills are what you will actually test.',
              ],
            },
            {
              heading: 'Writing a job ad people finish reading',
              blocks: [
                'Candidates skim. Put what they care about first and keep it under 600 words.',
                {
                  list: [
                    'One paragraph on the team and why the role exists now',
                    'What they will do in the first year, from your scorecard outcomes',
                    'Must-haves (five or fewer) and nice-to-haves, clearly separated',
                    'Salary range, location or remote policy, and main benefits',
                    'The hiring process: stages, how long each takes and when they will hear back',
                  ],
                  ordered: true,
                },
                {
                  note: 'Long lists of requirements discourage qualified people who do not tick every box, and they are often people you want. Move anything that can be learned in the first three months to nice-to-have.',
                  title: 'Why five must-haves',
                },
              ],
            },
            {
              heading: 'Screening without reading 300 resumes',
              blocks: [
                'Resumes tell you where someone has been, not what they can do, and many are now polished by AI. Screen in two passes instead.',
                {
                  list: [
                    '**Knock-out questions** for genuine requirements: right to work, location, shift pattern, a licence the job legally needs.',
                    '**A short work sample** of 20 to 45 minutes that mirrors the job: draft a reply to an upset customer, prioritise a week of tasks, analyse a small data set.',
                  ],
                },
                'Score the work sample against a rubric you wrote before reading any answers. Then read resumes only for the people who did well, to prepare for the interview.',
              ],
            },
            {
              heading: 'Running a structured interview',
              blocks: [
                'Structured interviews, with the same questions and a rating scale for every candidate, predict job performance far better than conversations that follow the candidate’s resume. They are also fairer and easier to defend.',
                { subheading: 'Two kinds of question' },
                {
                  list: [
                    '**Behavioural:** “Tell me about a time a customer was about to cancel. What did you do, and what happened?”',
                    '**Situational:** “A customer emails the CEO to complain about a bug your team said was fixed. Walk me through your next two hours.”',
                  ],
                },
                { subheading: 'A four-point rating scale' },
                {
                  list: [
                    '1: no relevant example, or the answer shows the opposite of the skill',
                    '2: a relevant example, but vague or mostly about what the team did',
                    '3: a specific example with clear personal actions and a result',
                    '4: as 3, plus reflection on what they would change and evidence they did',
                  ],
                },
                'Each interviewer writes scores and notes before the debrief. Discussing first lets the most senior or loudest person set everyone’s view.',
              ],
            },
            {
              heading: 'Reference checks that tell you something',
              blocks: [
                'Ask for former managers, and ask questions tied to your scorecard.',
                {
                  list: [
                    'What was the most important thing they achieved while working for you?',
                    'Where did they need the most support from you?',
                    'How would you rate their [skill from the scorecard] from one to ten? What would have made it a ten?',
                    'Would you hire them again for a similar role? Why?',
                  ],
                },
                'Listen for hesitation and for faint praise. “They were always on time” about a senior hire is an answer.',
              ],
            },
            {
              heading: 'Making an offer candidates accept',
              blocks: [
                'Find out early what matters to the candidate beyond money: the manager, the work, flexibility, growth. Make the offer by phone, restate why you chose them, and send the written offer the same day or the next.',
                'Give a reasonable deadline of three to five working days and stay in touch while they decide. Silence after an offer is when counter-offers win.',
              ],
            },
          ],
        },
        {
          type: 'table',
          eyebrow: 'Template',
          title: 'A sample interview plan',
          lead: 'Four stages, each testing different scorecard skills, so no interview repeats another.',
          caption: 'Example interview plan for a mid-level professional role.',
          columns: ['Stage', 'Who', 'Length', 'What it tests'],
          rows: [
            [
              'Work sample',
              'Candidate alone, scored by the hiring manager',
              '30–45 minutes',
              'Core job skills from the scorecard',
            ],
            [
              'Hiring manager interview',
              'Hiring manager',
              '45 minutes',
              'Motivation, past results, how they plan work',
            ],
            [
              'Skills deep-dive',
              'A future peer',
              '45 minutes',
              'Walk through the work sample; technical depth',
            ],
            [
              'Values and collaboration',
              'Someone from a partner team',
              '30 minutes',
              'Communication, handling disagreement',
            ],
          ],
          tone: 'muted',
        },
        {
          type: 'checklist',
          title: 'Before you post the job',
          items: [
            'The scorecard is written and the hiring manager has signed off',
            'The salary range is approved and published in the ad',
            'Knock-out questions cover only genuine requirements',
            'The work sample and its scoring rubric are ready',
            'Interviewers know which skills they each assess',
            'Interview slots are blocked in calendars for the next three weeks',
            'Every candidate will hear back within five working days of each stage',
          ],
        },
        {
          type: 'faq',
          title: 'Hiring questions first-time managers ask',
          items: [
            {
              question: 'How long should hiring take?',
              answer:
                'For most professional roles, aim for three to four weeks from posting to offer. Each stage should take days, not weeks: strong candidates are often off the market within two weeks of starting to look.',
            },
            {
              question: 'How many interviews are enough?',
              answer:
                'Three or four conversations plus a work sample, each covering different skills. More rounds rarely improve the decision and they do lose candidates.',
            },
            {
              question: 'What questions should I never ask in an interview?',
              answer:
                'Anything about age, marital or family status, pregnancy, religion, national origin, disability, sexual orientation or other protected characteristics. Ask only about the job: “Can you work the weekend shifts this role needs?” rather than “Do you have children?”. Check the rules where you hire.',
            },
            {
              question: 'Should I hire for experience or potential?',
              answer:
                'Hire for the skills on your scorecard. Years of experience is a weak predictor on its own; a work sample tells you more about what someone can do now and how fast they learn.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Keep reading',
          items: [
            {
              title: 'How to hire top talent',
              text: 'The habits of teams that consistently land the best candidates.',
              href: '/how-to-hire-top-talent/',
            },
            {
              title: 'AI prompt cheat sheet',
              text: 'Prompts that draft job ads, interview questions and offers.',
              href: '/ai-prompt-cheat-sheet/',
            },
            {
              title: 'Recruiting software for small business',
              text: 'Run this whole process in one simple tool.',
              href: '/recruiting-software-for-small-business/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Put this process on autopilot',
          text: 'Quotient gives you the job ad, the work sample, the scoring and the interview questions. Start free or book a demo.',
        },
      ],
    },
    {
      path: '/how-to-hire-top-talent/',
      title: 'How to Hire Top Talent: 7 Habits of the Best Hiring Teams',
      description:
        'How the best hiring teams land top talent: define top performance, go find it, move fast, test real work, calibrate the panel and close with care.',
      share: 'default',
      section: 'How to hire top talent',
      updated: '2026-11-22',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Hiring guide',
          title: 'How to hire top talent when everyone else wants them too',
          lead: 'Top performers are rarely job-hunting for long and seldom apply to ads. Here is what the teams who keep hiring them do differently, from the first search to the signed offer.',
          proof: 'Seven habits · weak and strong signals · a closing checklist',
          illustration: 'sourcing',
          secondary: { label: 'Start with the basics', href: '/how-to-hire/' },
        },
        {
          type: 'text',
          eyebrow: 'First, a definition',
          title: 'What “top talent” actually means',
          paragraphs: [
            'Top talent is not a type of person. It is someone who will produce outstanding results in a specific role, team and moment. A brilliant enterprise seller can struggle in a self-serve startup; a great researcher may be a poor first engineering hire.',
            'So the first job is to define, for this role, what outstanding looks like, and only then to look for people who have done it or can show they can. In most roles the gap between the best and an average performer is large, which is why getting this right matters more than filling the seat quickly.',
          ],
        },
        {
          type: 'document',
          title: 'Seven habits of teams that hire the top 10%',
          contents: true,
          parts: [
            {
              heading: '1. Define top performance in outcomes',
              blocks: [
                'Ask the hiring manager: “Think of the best person you have seen in this role. What did they do that others did not?” Turn the answers into three to five measurable outcomes and the skills behind them.',
                'This becomes the bar for every stage. If a stage does not test something on the list, cut it.',
              ],
            },
            {
              heading: '2. Go where top people are',
              blocks: [
                'The strongest candidates are usually employed and not reading job boards. Build your pipeline from:',
                {
                  list: [
                    'Referrals, asking your team for specific names rather than “anyone good”',
                    'Direct sourcing of people who have achieved similar outcomes elsewhere',
                    'Silver medallists from earlier searches, who already know you',
                    'Communities and events where practitioners share their work',
                  ],
                },
                'Direct outreach works when it is specific: why them, what the problem is, and what a first conversation would cover.',
              ],
            },
            {
              heading: '3. Move fast',
              blocks: [
                'Speed is a quality signal to candidates. Teams that land top people decide within two weeks of first contact and tell candidates the timeline on day one.',
                {
                  list: [
                    'Block interviewer time before the search starts',
                    'Run stages in parallel when you can: the work sample while references are arranged',
                    'Debrief within 24 hours of the final interview',
                  ],
                },
                {
                  note: 'Quotient customers make hires in under 14 days and cut time to hire by 60%, mostly by removing waiting time between stages.',
                  title: 'What this looks like in practice',
                },
              ],
            },
            {
              heading: '4. Test the work, not the talk',
              blocks: [
                'Decades of research in industrial and organisational psychology rank structured interviews and work samples among the strongest predictors of job performance, and years of experience and unstructured interviews among the weakest.',
                'A good work sample is short (under an hour), realistic (taken from the job), scored against a rubric written in advance, and discussed in the next interview so the candidate can explain their choices.',
              ],
            },
            {
              heading: '5. Sell as much as you assess',
              blocks: [
                'Top candidates are choosing between several options. Every stage should also answer their questions: who will I work with, what will I learn, what does success look like?',
                'Give every candidate feedback. It costs little, and candidates who were turned down but treated well refer others and reapply later. Quotient’s candidates rate the experience 4.7 out of 5.',
              ],
            },
            {
              heading: '6. Calibrate the panel',
              blocks: [
                'One bar, held by everyone. Interviewers score independently before the debrief, each owns specific skills, and one experienced interviewer is tasked with protecting the bar rather than filling the role.',
                'Review your decisions: six months after each hire, compare interview scores with performance. It is the only way to learn which questions predict anything.',
              ],
            },
            {
              heading: '7. Close with care',
              blocks: [
                'Find out what would make the candidate say yes, and what would make them stay where they are, well before the offer. Involve the hiring manager and a future peer in the close, make the offer by phone, and be ready for a counter-offer from their current employer.',
              ],
            },
          ],
        },
        {
          type: 'table',
          eyebrow: 'Judge the right things',
          title: 'Weak signals, and what to look at instead',
          caption: 'Common hiring signals, why they mislead and better evidence to use.',
          columns: ['Tempting signal', 'Why it misleads', 'Look at instead'],
          rows: [
            [
              'Prestigious employer or school',
              'Says who selected them, not what they did',
              'Outcomes they personally delivered',
            ],
            [
              'Years of experience',
              'Ten years can be one year repeated ten times',
              'Performance on a realistic work sample',
            ],
            [
              'Confidence in the interview',
              'Rewards style and similarity to the interviewer',
              'Specific examples rated on a written scale',
            ],
            ['“Culture fit”', 'Often means “like us”', 'Agreed values, assessed with behavioural questions'],
            ['A polished resume', 'Increasingly written with AI', 'The work, and how they explain it'],
          ],
        },
        {
          type: 'stats',
          eyebrow: 'Evidence',
          title: 'What skills-based hiring delivers',
          items: [
            { value: '90%+', label: 'accuracy predicting performance from job simulations' },
            { value: 'Top 10%', label: 'of candidates identified for each role' },
            { value: '2×', label: 'faster: the top 10% in half the time' },
          ],
        },
        {
          type: 'checklist',
          title: 'Closing checklist for a candidate with other offers',
          tone: 'muted',
          items: [
            'You know their top two reasons to join and their main hesitation',
            'The hiring manager has called them personally after the final round',
            'They have met at least one future peer',
            'The offer is ready within 48 hours of the decision',
            'You have discussed how they will handle a counter-offer',
            'There is a named person for them to call with questions while they decide',
          ],
        },
        {
          type: 'faq',
          title: 'Hiring top talent: your questions',
          items: [
            {
              question: 'We cannot match big-company salaries. Can we still hire top people?',
              answer:
                'Yes, if you compete on what they value most: scope, ownership, the team, learning and flexibility. Be open about pay early so it is not a surprise at the end, and lead with the problem they would own.',
            },
            {
              question: 'Will top candidates do an assessment?',
              answer:
                'Most will, if it is short, relevant and respectful of their time, and if you explain how it replaces an interview round. Long, generic tests are what they refuse.',
            },
            {
              question: 'How do we keep the bar high when we need to hire quickly?',
              answer:
                'Keep the bar fixed and speed up everything around it: sourcing, scheduling and decisions. Lowering the bar to fill seats is what makes hiring slow later.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related guides and tools',
          items: [
            {
              title: 'How to hire, step by step',
              text: 'The full process, from scorecard to onboarding.',
              href: '/how-to-hire/',
            },
            {
              title: 'Candidate sourcing software',
              text: 'Find top people who are not applying.',
              href: '/candidate-sourcing-software/',
            },
            {
              title: 'Talent acquisition platform',
              text: 'Skills data across your whole funnel.',
              href: '/talent-acquisition-platform/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Find your top 10% in half the time',
          text: 'Source, test and interview on one platform. Start free or book a demo with your hardest role.',
        },
      ],
    },
    {
      path: '/ai-screening-criteria-best-practices/',
      title: 'AI Screening Criteria: Best Practices for Fair, Accurate Hiring',
      description:
        'How to set AI screening criteria that are job-related, fair and defensible: remove proxies, calibrate against people, monitor adverse impact and tell candidates.',
      share: 'default',
      section: 'AI screening best practices',
      updated: '2026-11-22',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Best practices',
          title: 'AI screening criteria that are accurate, fair and defensible',
          lead: 'AI screening is only as good as the criteria you give it. This guide shows how to write criteria that measure the job, test them against human judgement, watch for adverse impact and explain them to candidates.',
          proof: 'Ten practices · rewritten criteria examples · a worked adverse-impact check',
          illustration: 'scorecard',
          secondary: { label: 'How Quotient uses AI', href: '/ai-recruitment-software/' },
        },
        {
          type: 'checklist',
          title: 'The short version',
          lead: 'If you read nothing else, check your screening against these ten points.',
          items: [
            'Every criterion comes from the job, not from the profile of past hires',
            'Knock-out criteria are separate from ranking criteria, and few',
            'Each criterion describes observable evidence',
            'No criterion is a proxy for age, sex, race, disability or other protected traits',
            'Weights and pass marks are set on purpose and written down',
            'Results were compared with human reviewers before going live',
            'Pass rates are monitored by group for adverse impact',
            'A person reviews every rejection the AI recommends, or a sample of them',
            'Candidates are told AI is used and can ask for a human review',
            'Criteria are versioned and reviewed at least every quarter',
          ],
        },
        {
          type: 'document',
          title: 'The ten practices in detail',
          lead: 'This guide explains good practice; it is not legal advice. Rules on automated hiring tools differ by country and city, so check with counsel where you hire.',
          contents: true,
          parts: [
            {
              heading: '1. Start from the job, not from past hires',
              blocks: [
                'Criteria learned from “people we hired before” copy whatever bias shaped those hires. A widely reported example is the experimental recruiting model a large retailer abandoned after it learned to downgrade resumes mentioning women’s organisations, because most past hires had been men.',
                'Derive criteria from a job analysis instead: the outcomes the role must deliver and the skills that produce them.',
              ],
            },
            {
              heading: '2. Separate knock-out criteria from ranking criteria',
              blocks: [
                'Knock-out criteria remove candidates outright, so keep them to genuine requirements: the legal right to work, a licence the job requires by law, availability for the shifts the job needs.',
                'Everything else should rank candidates rather than reject them. A candidate with four years of experience instead of five may be your best applicant.',
              ],
            },
            {
              heading: '3. Write criteria as observable evidence',
              blocks: [
                'An AI model, like a person, applies vague criteria inconsistently. “Strong communicator” means something different to everyone; “wrote a clear, accurate reply to the customer email in the work sample” does not.',
                {
                  list: [
                    'Name the evidence: a work-sample answer, a described result, a certification',
                    'Describe what strong, acceptable and weak evidence looks like',
                    'Avoid adjectives without a standard: “excellent”, “dynamic”, “rockstar”',
                  ],
                },
              ],
            },
            {
              heading: '4. Remove proxies for protected characteristics',
              blocks: [
                'Some criteria look neutral but track protected characteristics closely. Remove them from screening or review them carefully:',
                {
                  list: [
                    'Names, photos and pronouns',
                    'Graduation years and total years of experience caps (age)',
                    'Home address or postcode (race and income)',
                    'Gaps in employment (caregiving, disability, health)',
                    'School prestige (family income)',
                    '“Native speaker” instead of the language level the job needs',
                    '“Culture fit” without defined values',
                  ],
                },
              ],
            },
            {
              heading: '5. Set weights and thresholds on purpose',
              blocks: [
                'Decide how much each criterion counts before you see results, and write down why. A pass mark chosen after seeing who passes is a pass mark chosen to produce a result.',
                'Prefer ranking with a human review of the borderline band over a hard cut-off at one score.',
              ],
            },
            {
              heading: '6. Calibrate against human judgement',
              blocks: [
                'Before going live, have two experienced reviewers score a sample of around 50 candidates independently, using the same criteria, and compare them with the AI.',
                {
                  list: [
                    'Where the two reviewers disagree with each other, the criterion is unclear: rewrite it',
                    'Where the reviewers agree but the AI differs, look at why before trusting either',
                    'Repeat after any change to the role or the criteria',
                  ],
                },
              ],
            },
            {
              heading: '7. Monitor adverse impact',
              blocks: [
                'Track pass rates at each screening stage by group, where candidates have voluntarily provided the data. In the United States, a common rule of thumb from the federal Uniform Guidelines is the four-fifths rule: if one group’s selection rate is below 80% of the rate of the group with the highest rate, that is generally treated as evidence of adverse impact worth investigating.',
                'A low ratio is a signal to look closer, not proof of discrimination, and a ratio above 0.8 is not proof that all is well, especially with small numbers. See the worked example below.',
              ],
            },
            {
              heading: '8. Keep a person in the loop',
              blocks: [
                'Let the AI sort and recommend; let people decide. Either review every recommended rejection or, at high volume, a meaningful random sample each week. In the EU, the GDPR gives people rights around decisions based solely on automated processing that significantly affect them, which hiring decisions do.',
              ],
            },
            {
              heading: '9. Tell candidates',
              blocks: [
                'Say in the job ad or the invitation that an automated tool helps assess applications, what it assesses and how to ask for a human review or an accommodation.',
                'Some places require this. New York City’s law on automated employment decision tools requires a bias audit within the year before use and advance notice to candidates. The EU AI Act classes AI used to screen and evaluate job candidates as high-risk, with duties on transparency, human oversight and record-keeping.',
              ],
            },
            {
              heading: '10. Document and review',
              blocks: [
                'Keep a record of each version of your criteria: what changed, who approved it and why. Review quarterly, and whenever pass rates, hiring manager feedback or the role itself change.',
              ],
            },
          ],
        },
        {
          type: 'table',
          eyebrow: 'Examples',
          title: 'Rewriting weak screening criteria',
          caption: 'Common weak criteria, the problem with each and a job-related alternative.',
          columns: ['Weak criterion', 'Problem', 'Better criterion'],
          rows: [
            [
              '5+ years of experience',
              'Excludes fast learners; weak predictor',
              'Has independently managed a book of 30+ accounts',
            ],
            [
              'Degree from a top university',
              'Proxy for family income',
              'Scores 3 or more on the analysis work sample',
            ],
            [
              'Excellent communication skills',
              'No standard; applied inconsistently',
              'Written reply to the sample complaint is accurate, clear and polite',
            ],
            ['No gaps in employment', 'Penalises caregivers and illness', 'Remove: not job-related'],
            [
              'Native English speaker',
              'Proxy for national origin',
              'Professional working proficiency in English',
            ],
          ],
        },
        {
          type: 'table',
          eyebrow: 'Worked example',
          title: 'Checking a screening stage with the four-fifths rule',
          lead: 'Divide each group’s selection rate by the highest group’s rate. A ratio under 0.8 means look closer.',
          caption: 'Illustrative numbers for one screening stage; not customer data.',
          columns: ['Group', 'Applicants', 'Passed screening', 'Selection rate', 'Ratio to highest'],
          rows: [
            ['Group A', '200', '80', '40%', '1.00'],
            ['Group B', '150', '45', '30%', '0.75: investigate'],
            ['Group C', '90', '34', '38%', '0.94'],
          ],
          tone: 'muted',
        },
        {
          type: 'prompts',
          title: 'Prompts to draft and audit your criteria',
          lead: 'Paste into the AI assistant your company has approved. Replace the text in square brackets, and never include candidates’ personal data.',
          items: [
            {
              title: 'Turn a job description into screening criteria',
              useFor: 'Drafting criteria from a job analysis',
              prompt:
                'You are an industrial-organisational psychologist. From the job description below, list:\n1. At most three knock-out criteria that are genuine legal or practical requirements.\n2. Five ranking criteria, each written as observable evidence, with what strong, acceptable and weak evidence looks like.\nDo not use years of experience, education level, school names or employment gaps as criteria.\n\nJob description:\n[PASTE JOB DESCRIPTION]',
            },
            {
              title: 'Audit criteria for proxies',
              useFor: 'Reviewing criteria before launch',
              prompt:
                'Review these screening criteria for a [ROLE] role. For each one, say whether it could act as a proxy for age, sex, race, national origin, disability or family status, explain why in one sentence, and suggest a job-related alternative. Answer as a table.\n\nCriteria:\n[PASTE CRITERIA]',
            },
            {
              title: 'Write rubric anchors',
              useFor: 'Making a criterion score consistently',
              prompt:
                'For the criterion "[CRITERION]" in a [ROLE] role, write a 1–4 rating scale. For each level give a one-sentence description and a short example of a candidate answer at that level. Keep the examples realistic and free of names or demographic details.',
            },
          ],
        },
        {
          type: 'faq',
          title: 'AI screening FAQ',
          items: [
            {
              question: 'Is it legal to use AI to screen candidates?',
              answer:
                'Generally yes, but it is increasingly regulated. Anti-discrimination law applies to automated tools as it does to people, and some places add specific duties, such as bias audits and notices in New York City and high-risk obligations under the EU AI Act. Take advice for the places you hire.',
            },
            {
              question: 'How often should we check for adverse impact?',
              answer:
                'Monthly for high-volume roles, quarterly otherwise, and after any change to the criteria. With small numbers, look at trends over several months rather than one period.',
            },
            {
              question: 'Should AI screen resumes or work samples?',
              answer:
                'Work samples where you can. They measure the skill directly, are harder to game with AI-written resumes and carry fewer proxies for background than resume data.',
            },
          ],
        },
        {
          type: 'links',
          title: 'Related reading',
          items: [
            {
              title: 'AI recruitment software',
              text: 'How Quotient applies these practices in the product.',
              href: '/ai-recruitment-software/',
            },
            {
              title: 'DEI solutions',
              text: 'Widen the pool and measure fairness stage by stage.',
              href: '/dei-solutions/',
            },
            {
              title: 'AI prompt cheat sheet',
              text: 'More prompts for every stage of recruiting.',
              href: '/ai-prompt-cheat-sheet/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Screen on skills, with the evidence to show it',
          text: 'Quotient scores job simulations against your rubric and reports pass rates by stage. Start free or book a demo.',
        },
      ],
    },
    {
      path: '/ai-prompt-cheat-sheet/',
      title: 'AI Prompt Cheat Sheet for Recruiters: 16 Prompts to Copy',
      description:
        'Copy-ready AI prompts for recruiters: job ads, Boolean strings, outreach, interview questions with rubrics, interview summaries, rejections and offers.',
      share: 'default',
      section: 'AI prompt cheat sheet',
      updated: '2026-11-22',
      sections: [
        {
          type: 'hero',
          eyebrow: 'Cheat sheet',
          title: 'The recruiter’s AI prompt cheat sheet',
          lead: 'Sixteen prompts for the recruiting tasks that eat your week, from job ads and Boolean strings to interview rubrics and rejection emails. Copy one, fill in the brackets, and edit what comes back.',
          proof: 'Free · no sign-up · works with any AI assistant your company allows',
          illustration: 'dashboard',
          primary: { label: 'Jump to the prompts', href: '#prompts-sourcing' },
          secondary: { label: 'See Quotient’s AI features', href: '/ai-recruitment-software/' },
        },
        {
          type: 'table',
          eyebrow: 'Before you start',
          title: 'The five parts of a prompt that works',
          lead: 'Every prompt below follows the same pattern. Use it for your own prompts too.',
          caption: 'The anatomy of a good recruiting prompt, with an example of each part.',
          columns: ['Part', 'What to include', 'Example'],
          rows: [
            ['Role', 'Who the AI should act as', '“You are an experienced technical recruiter.”'],
            [
              'Context',
              'The company, the role, the audience',
              '“We are a 40-person fintech hiring our first data engineer.”',
            ],
            ['Task', 'One clear job', '“Write three outreach messages.”'],
            ['Format', 'Length, structure, tone', '“Under 90 words each, plain text, friendly but direct.”'],
            ['Limits', 'What to avoid', '“No clichés such as ‘exciting opportunity’; no salary figures.”'],
          ],
        },
        {
          type: 'prompts',
          anchor: 'prompts-sourcing',
          eyebrow: 'Sourcing and job ads',
          title: 'Prompts for finding candidates',
          items: [
            {
              title: 'Write a job ad from a scorecard',
              useFor: 'A first draft you then edit',
              prompt:
                'You are a recruiter who writes clear, inclusive job ads. Write a job ad for a [ROLE] at [COMPANY], a [ONE-LINE COMPANY DESCRIPTION].\nUse these outcomes for the first year: [OUTCOMES].\nMust-haves (max five): [MUST-HAVES]. Nice-to-haves: [NICE-TO-HAVES].\nSalary range: [RANGE]. Location: [LOCATION / REMOTE POLICY].\nStructure: why the role exists, what you will do, what you need, what we offer, our hiring process.\nUnder 500 words. Avoid gendered language, jargon and clichés.',
            },
            {
              title: 'Check a job ad for exclusionary language',
              useFor: 'Reviewing an existing ad',
              prompt:
                'Review the job ad below for wording that may discourage qualified people from applying: gendered terms, unnecessary requirements, jargon, age-coded phrases and ability assumptions. List each issue with the original wording, why it matters and a suggested rewrite.\n\n[PASTE JOB AD]',
            },
            {
              title: 'Build a Boolean search string',
              useFor: 'Searching profile sites and job boards',
              prompt:
                'Build a Boolean search string to find [ROLE] candidates with experience in [SKILLS OR DOMAIN] in [LOCATION]. Include common alternative job titles and skill synonyms, group them with OR inside brackets, and exclude [TITLES TO EXCLUDE, e.g. intern OR recruiter]. Then explain each part in one line so I can adjust it.',
            },
            {
              title: 'Describe the ideal candidate profile',
              useFor: 'Calibrating with a hiring manager',
              prompt:
                'From these hiring-manager notes, write an ideal candidate profile for a [ROLE]: the companies and teams they might work in now, the titles they might hold, the problems they have likely solved, and three signals on a profile that suggest a strong match. Then list three questions I should ask the hiring manager to sharpen it.\n\nNotes: [PASTE NOTES]',
            },
            {
              title: 'Write a first outreach message',
              useFor: 'Contacting a passive candidate',
              prompt:
                'Write a first outreach message to a [CURRENT TITLE] who [ONE SPECIFIC THING FROM THEIR PROFILE]. The role: [ROLE] at [COMPANY]; the problem they would own: [PROBLEM]. Under 90 words, plain text, one clear ask (a 20-minute call), no clichés, no flattery. Give three versions with different opening lines.',
            },
            {
              title: 'Write a follow-up that is not a nag',
              useFor: 'When the first message got no reply',
              prompt:
                'Write a short follow-up to an unanswered recruiting message about a [ROLE] role. Add one new piece of information ([NEW INFO, e.g. the team just shipped X]) and make it easy to say no. Under 60 words. Do not repeat the first message.',
            },
          ],
        },
        {
          type: 'prompts',
          eyebrow: 'Screening and interviews',
          title: 'Prompts for assessing candidates',
          tone: 'muted',
          items: [
            {
              title: 'Knock-out screening questions',
              useFor: 'Filtering on genuine requirements',
              prompt:
                'Suggest up to three knock-out screening questions for a [ROLE] role with these genuine requirements: [REQUIREMENTS]. Each question must be answerable yes/no or with a fixed choice, job-related, and not ask about protected characteristics.',
            },
            {
              title: 'Structured interview questions with a rubric',
              useFor: 'Preparing an interview',
              prompt:
                'Write four behavioural and two situational interview questions to assess [SKILL] for a [ROLE]. For each question, give a 1–4 rating scale with a one-line description of each level, and one follow-up question that probes for the candidate’s own actions rather than the team’s.',
            },
            {
              title: 'Design a work sample',
              useFor: 'Replacing a generic take-home',
              prompt:
                'Design a work-sample task for a [ROLE] that takes 30–45 minutes and mirrors real work in the role: [DESCRIBE TYPICAL WORK]. Include the instructions to the candidate, the materials they need, and a scoring rubric with three to five criteria on a 1–4 scale.',
            },
            {
              title: 'Summarise interview notes into a scorecard',
              useFor: 'After the interview, before the debrief',
              prompt:
                'Here are my interview notes for a [ROLE] candidate, assessed on [SKILLS]. For each skill, summarise the evidence in two sentences, quote the most relevant thing the candidate said, and flag where the notes lack evidence. Do not give an overall recommendation.\n\nNotes (names removed): [PASTE NOTES]',
            },
            {
              title: 'Reference check questions',
              useFor: 'Calling a former manager',
              prompt:
                'Write six reference-check questions for a former manager of a candidate for a [ROLE]. Focus on these skills: [SKILLS]. Make the questions specific and open, include one that asks for a rating out of ten with a follow-up, and avoid questions about health, family or other protected topics.',
            },
          ],
        },
        {
          type: 'prompts',
          eyebrow: 'Communication and offers',
          title: 'Prompts for talking to candidates',
          items: [
            {
              title: 'Interview invitation',
              useFor: 'Telling a candidate what to expect',
              prompt:
                'Write an interview invitation for a [ROLE] candidate. Include: who they will meet and their roles ([NAMES AND TITLES]), the format and length, what the interview will cover, how to prepare, how to ask for accommodations, and how to reschedule. Warm, clear, under 150 words.',
            },
            {
              title: 'Status update while candidates wait',
              useFor: 'When a decision is delayed',
              prompt:
                'Write a short update to candidates waiting on a decision for the [ROLE] role. Explain honestly that the decision is delayed because [REASON], give the new date by which they will hear back ([DATE]), and offer a way to ask questions. Under 80 words, warm and specific, no corporate filler.',
            },
            {
              title: 'Rejection with useful feedback',
              useFor: 'After a final-round interview',
              prompt:
                'Write a rejection email to a final-round candidate for a [ROLE]. Thank them, give two specific strengths and one area that would have made their application stronger, based on: [NOTES]. Invite them to apply again and say how. Kind, honest, under 150 words, no vague phrases such as “we went with a stronger candidate”.',
            },
            {
              title: 'Offer call talking points',
              useFor: 'Preparing to make an offer',
              prompt:
                'Prepare talking points for a phone offer to a candidate for [ROLE]. Their motivators: [MOTIVATORS]. Their concerns: [CONCERNS]. The offer: [SALARY, EQUITY, START DATE, KEY BENEFITS]. Include an opening, how to connect the offer to their motivators, answers to their likely concerns and how to agree next steps.',
            },
            {
              title: 'A first-week onboarding plan',
              useFor: 'Before the new hire starts',
              prompt:
                'Create a first-week onboarding plan for a new [ROLE] joining a [TEAM SIZE]-person team. Day by day: who they meet, what they read, one small task they can finish, and a check-in with their manager. End the week with a first-30-days goal linked to these outcomes: [OUTCOMES].',
            },
          ],
        },
        {
          type: 'checklist',
          title: 'Using AI safely in recruiting',
          items: [
            'Use only the AI tools your company has approved for work data',
            'Remove names and personal details before pasting notes or resumes',
            'Never let an AI tool make or explain a hiring decision on its own',
            'Check facts, numbers and legal statements before sending anything',
            'Read drafts aloud: if it does not sound like you, rewrite it',
            'Watch for bias in AI output, such as gendered wording or assumptions about age',
          ],
        },
        {
          type: 'faq',
          title: 'Questions about AI prompts for recruiting',
          items: [
            {
              question: 'Which AI assistant should I use these prompts with?',
              answer:
                'Any general-purpose assistant works. Use the one your company has approved for work data, and check its settings for whether your inputs are used for training.',
            },
            {
              question: 'Can I paste a candidate’s resume into an AI tool?',
              answer:
                'Only into a tool your company has approved for candidate data, and only when needed. Personal data protection rules apply to candidates too; removing names and contact details is a good habit either way.',
            },
            {
              question: 'Why does the AI output sound generic?',
              answer:
                'Usually because the prompt lacks context. Add one specific detail about the role, the team or the candidate, state what to avoid, and ask for several versions to choose from.',
            },
          ],
        },
        {
          type: 'links',
          title: 'More for recruiters',
          tone: 'muted',
          items: [
            {
              title: 'AI screening criteria best practices',
              text: 'Make automated screening fair and defensible.',
              href: '/ai-screening-criteria-best-practices/',
            },
            {
              title: 'How to hire, step by step',
              text: 'The process these prompts plug into.',
              href: '/how-to-hire/',
            },
            {
              title: 'Prospecting playbook',
              text: 'Outreach prompts for sales teams.',
              href: '/prospecting/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Let AI handle more than the drafting',
          text: 'Quotient sources candidates, grades job simulations and writes skills reports. Start free or book a demo.',
        },
      ],
    },
  ],
  'path',
);
