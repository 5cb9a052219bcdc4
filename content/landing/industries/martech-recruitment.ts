import type { LandingPageInput } from '../../schema/landing';

export const martechRecruitment: LandingPageInput = {
  path: '/industry/martech-recruitment/',
  title: 'Martech Recruitment: Hire Growth, Marketing Ops and Sales Talent',
  description:
    'Test growth marketers, marketing ops and sales candidates on real campaigns, data and demos, and hire on evidence instead of polished decks.',
  share: 'default',
  section: 'Industries',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Martech recruitment',
      title: 'Hire marketers who can prove it, not just present it',
      lead: 'Martech roles mix creativity, data and tooling: a growth marketer who writes SQL, an ops lead who untangles automation, a seller who demos to marketing leaders. Portfolios and slide decks don’t show any of it. Quotient does, with simulations built on the work itself.',
      proof: 'Hiring cycle cut by 50% · 410% cost saving from avoided mis-hires',
      illustration: 'dashboard',
      screen: {
        employer: 'Signalform',
        role: 'Lifecycle Marketing Lead',
        task: 'Plan a win-back campaign from a churn export',
        questions: [
          'Tell us about a campaign you killed, and why.',
          'How would you prove an email drove the upgrade?',
          'Which lead-scoring rule would you rewrite first?',
        ],
        stage: 'Advance',
        skills: [
          { name: 'Email segmentation', score: 91 },
          { name: 'Campaign analytics (SQL)', score: 88 },
          { name: 'A/B test design', score: 85 },
          { name: 'Marketing automation', score: 79 },
          { name: 'Copywriting', score: 67 },
        ],
        candidates: [
          { person: 'Sofia Lindgren', detail: 'CRM Manager · Brightwave', score: 86 },
          { person: 'Kofi Asante', detail: 'Growth Marketer · Lumo', score: 81 },
          { person: 'Chloe Dubois', detail: 'Marketing Ops · Pipedream', score: 76 },
          { person: 'Arjun Rao', detail: 'Email Specialist · Kestrel', score: 70 },
        ],
      },
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
      title: 'How a marketing analytics company stopped hiring on polished decks',
      challenge:
        'Signalwise was hiring sellers and marketers at the same time. Each role went through four live interviews, and managers disagreed about candidates whose decks all looked impressive.',
      approach:
        'Every candidate took a role simulation first: a campaign brief for marketers, a recorded discovery call for sellers. Live interviews were kept for the top scorers, and managers opened each one with the skills report.',
      outcome:
        'Live interviews now go to the top scorers only, and managers agree on who to hire because they compare the same evidence.',
      metrics: [
        { value: '1 report', label: 'per candidate, read by every manager before interviews' },
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
};
