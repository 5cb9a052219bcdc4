import type { LandingPageInput } from '../../schema/landing';

export const deiSolutions: LandingPageInput = {
  path: '/dei-solutions/',
  title: 'DEI Hiring Solutions: Widen Talent Pools, Judge on Skills',
  description:
    'Diversity, equity and inclusion hiring tools that widen sourcing, score candidates on job skills instead of pedigree and report fairness at every stage of the funnel.',
  share: 'default',
  section: 'DEI solutions',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Diversity, equity and inclusion',
      title: 'Fairer hiring starts with judging the work, not the pedigree',
      lead: 'Inclusive hiring fails in two places: too few people from different backgrounds are ever considered, and those who are get judged on proxies such as schools and past employers. Quotient widens the pool and scores every candidate on the same job-related tasks.',
      proof: 'A staffing firm closed 25 diverse positions with Quotient',
      illustration: 'scorecard',
    },
    {
      type: 'problems',
      eyebrow: 'Where bias creeps in',
      title: 'Four points in the funnel where diverse candidates are lost',
      items: [
        {
          title: 'Narrow sourcing',
          text: 'Searching the same schools, companies and keywords keeps returning the same kind of profile.',
        },
        {
          title: 'Resume screening',
          text: 'Names, addresses, gaps and school names trigger snap judgements that have nothing to do with the job.',
        },
        {
          title: 'Unstructured interviews',
          text: 'Different questions for different people make “culture fit” the deciding factor.',
        },
        {
          title: 'No measurement',
          text: 'Without pass rates per stage, nobody knows where candidates drop out or why.',
        },
      ],
    },
    {
      type: 'features',
      eyebrow: 'How Quotient helps',
      title: 'Practical tools for every stage',
      tone: 'muted',
      items: [
        {
          title: 'Broader sourcing',
          text: 'Search by skills and experience instead of employer names, and include adjacent backgrounds and career changers.',
          href: '/candidate-sourcing-software/',
        },
        {
          title: 'Inclusive job descriptions',
          text: 'The job description builder flags gendered and exclusionary wording and separates must-haves from nice-to-haves.',
        },
        {
          title: 'Skills-first assessment',
          text: 'Job simulations are graded against a rubric without seeing names, photos or schools.',
        },
        {
          title: 'Structured video interviews',
          text: 'Every candidate answers the same questions, with captions and extra time available on request.',
          href: '/video-assessments/',
        },
        {
          title: 'Stage-by-stage reporting',
          text: 'Pass rates at each stage help you spot where any group is being filtered out and test whether a change helped.',
        },
        {
          title: 'Feedback for every candidate',
          text: 'Custom feedback tells each candidate what they did well, which builds your reputation in every community you hire from.',
        },
      ],
    },
    {
      type: 'checklist',
      title: 'An inclusive hiring checklist',
      items: [
        'List no more than five must-have requirements; move the rest to “nice to have”',
        'Drop degree requirements where the job does not need one',
        'Publish the salary range in the job ad',
        'Use the same assessment and interview questions for every candidate',
        'Score against a written rubric before discussing candidates as a panel',
        'Offer accommodations in every invitation, not only on request',
        'Review pass rates per stage each quarter',
      ],
    },
    {
      type: 'text',
      title: 'What we do, and what we don’t',
      tone: 'muted',
      paragraphs: [
        'Quotient widens the pool you search and makes every evaluation job-related and consistent. That is where most unfairness in hiring comes from, and it is where software helps most.',
        'Quotient does not score candidates on demographic data, set quotas or prefer candidates because of a protected characteristic. Decisions stay with your team, based on the same evidence for everyone.',
      ],
    },
    {
      type: 'faq',
      title: 'DEI hiring questions we hear',
      items: [
        {
          question: 'Do skills assessments disadvantage some groups?',
          answer:
            'Badly designed tests can. Job simulations that mirror real tasks, with clear instructions, reasonable time limits and accommodations, tend to reduce gaps compared with resume screening. Review pass rates per stage to check it holds for your roles.',
        },
        {
          question: 'Can we see diversity data for our funnel?',
          answer:
            'Where candidates choose to share voluntary demographic information, it is kept apart from the people evaluating them and reported only in aggregate, by stage.',
        },
        {
          question: 'Does this help with university and early-career hiring?',
          answer:
            'Yes. Skills-first assessment lets students from any school show what they can do, which widens the intake beyond a few target campuses.',
        },
      ],
    },
    {
      type: 'links',
      title: 'Keep building a fairer process',
      items: [
        {
          title: 'AI screening criteria best practices',
          text: 'Remove proxies and monitor adverse impact in automated screening.',
          href: '/ai-screening-criteria-best-practices/',
        },
        {
          title: 'How to hire top talent',
          text: 'Structured, evidence-based hiring in practice.',
          href: '/how-to-hire-top-talent/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Make your next shortlist fairer and stronger',
      text: 'Start a free trial with a skills-first assessment, or book a demo to see stage-by-stage reporting.',
    },
  ],
};
