import type { LandingPageInput } from '../../schema/landing';

export const howToHire: LandingPageInput = {
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
        ['Skills deep-dive', 'A future peer', '45 minutes', 'Walk through the work sample; technical depth'],
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
};
