import type { LandingPageInput } from '../../schema/landing';

export const sourcingForAiCompanies: LandingPageInput = {
  path: '/sourcing-for-ai-companies/',
  title: 'Sourcing for AI Companies: Hire ML Engineers and Researchers',
  description:
    'How AI startups and labs source machine-learning engineers, researchers and AI product people: skills-based search, credible outreach and realistic work samples.',
  share: 'default',
  section: 'Sourcing for AI companies',
  sections: [
    {
      type: 'hero',
      eyebrow: 'For AI companies',
      title: 'Hire the people who build AI, not the ones who list it on their profile',
      lead: 'Every profile mentions AI now, while the engineers who have shipped models to production are few and heavily courted. Quotient helps AI companies find them by what they have built, reach them credibly and test real skills before the loop.',
      proof: 'Hires in under 14 days · 2+ fit candidates in under 20 hours',
      illustration: 'sourcing',
    },
    {
      type: 'problems',
      title: 'Why AI hiring is harder than other tech hiring',
      items: [
        {
          title: 'A small, contested pool',
          text: 'Engineers with production ML experience get messages from large labs, big tech and every funded startup each week.',
        },
        {
          title: 'Keyword inflation',
          text: '“LLM”, “GenAI” and “agents” appear on profiles after a weekend tutorial, so keyword search returns noise.',
        },
        {
          title: 'Interviews that miss the job',
          text: 'Puzzle questions test algorithms, not whether someone can design an evaluation or debug a training run.',
        },
        {
          title: 'Generic outreach is ignored',
          text: 'Researchers and senior engineers ignore messages that do not show what the team is building and why it matters.',
        },
      ],
      tone: 'muted',
    },
    {
      type: 'table',
      eyebrow: 'Role by role',
      title: 'What to search for and what to test',
      lead: 'Search on evidence of the work, then confirm it with a work sample that mirrors your team’s problems.',
      caption: 'Sourcing signals and assessment ideas for common AI roles.',
      columns: ['Role', 'Signals worth searching for', 'A realistic work sample'],
      rows: [
        [
          'Machine-learning engineer',
          'Models shipped to production, serving and monitoring experience, MLOps tooling',
          'Diagnose a drop in a deployed model’s accuracy from logs and metrics',
        ],
        [
          'Research scientist',
          'Publications or preprints in your area, reproduced results, open research code',
          'Critique a short paper and propose the next experiment',
        ],
        [
          'Applied AI or LLM engineer',
          'Retrieval, evaluation and guardrail work in products people use',
          'Design an evaluation set and metrics for a support assistant',
        ],
        [
          'Data engineer for ML',
          'Feature pipelines, data quality checks, large-scale batch and streaming',
          'Find the leakage in a training-data pipeline',
        ],
        [
          'AI product manager',
          'Shipped AI features with measured outcomes, worked with model teams',
          'Write a launch plan for a feature whose model is right 85% of the time',
        ],
      ],
    },
    {
      type: 'features',
      title: 'How Quotient helps AI teams hire',
      items: [
        {
          title: 'Search by what people built',
          text: 'Describe the systems and problems you need experience with, not just titles; matches come with the reasons they fit.',
        },
        {
          title: 'Most likely to join',
          text: 'Focus scarce outreach on people showing signs of openness, instead of messaging the whole market.',
        },
        {
          title: 'Outreach that reads like an engineer wrote it',
          text: 'Personalised sequences that reference the candidate’s work and explain your technical problem in concrete terms.',
        },
        {
          title: 'Work samples instead of puzzles',
          text: 'Job simulations built around ML tasks, auto-graded with a rubric your engineers agree, plus a skills report for the loop.',
        },
      ],
      tone: 'muted',
    },
    {
      type: 'checklist',
      title: 'Winning candidates who have five other offers',
      items: [
        'Lead with the problem, the data and the compute, not the perks',
        'Let an engineer or researcher send or co-sign the first message',
        'Share the interview plan up front and keep the loop under two weeks',
        'Replace one interview with a paid or short work sample, not an extra round',
        'Be clear about publication, open-source and conference policies',
        'Put salary and equity ranges on the table early',
      ],
    },
    {
      type: 'faq',
      title: 'AI hiring questions from founders and hiring managers',
      items: [
        {
          question: 'Should we hire researchers or engineers first?',
          answer:
            'Most product companies need engineers who can ship and evaluate models before they need researchers. Hire research talent when your roadmap depends on results that do not exist yet.',
        },
        {
          question: 'How long should an ML take-home be?',
          answer:
            'Keep it under two hours, or pay for longer work. Senior candidates with several offers skip open-ended take-homes; a focused simulation with a clear rubric gets done.',
        },
        {
          question: 'Can you find candidates outside the usual hubs?',
          answer:
            'Yes. Searching by skills and shipped work rather than employer names surfaces strong people at smaller companies and in other regions who never appear in the usual target lists.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Related pages',
      items: [
        {
          title: 'AI recruitment software',
          text: 'How Quotient uses AI, and where people stay in charge.',
          href: '/ai-recruitment-software/',
        },
        {
          title: 'Candidate sourcing software',
          text: 'Every sourcing feature in one place.',
          href: '/candidate-sourcing-software/',
        },
        {
          title: 'How to hire top talent',
          text: 'Speed, evidence and closing, in practice.',
          href: '/how-to-hire-top-talent/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Find the engineers who have already built it',
      text: 'Try AI sourcing free on your hardest AI role, or book a demo with our sourcing team.',
    },
  ],
};
