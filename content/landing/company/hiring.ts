import type { LandingPageInput } from '../../schema/landing';

export const hiring: LandingPageInput = {
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
};
