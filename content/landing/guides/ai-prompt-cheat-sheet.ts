import type { LandingPageInput } from '../../schema/landing';

export const aiPromptCheatSheet: LandingPageInput = {
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
};
