import type { LandingPageInput } from '../../schema/landing';

export const aiRecruitmentSoftware: LandingPageInput = {
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
};
