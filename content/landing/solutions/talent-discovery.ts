import type { LandingPageInput } from '../../schema/landing';

export const talentDiscovery: LandingPageInput = {
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
          quote: 'I was runner-up for that role last spring, and nobody called me when the next one opened.',
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
};
