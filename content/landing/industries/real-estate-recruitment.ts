import type { LandingPageInput } from '../../schema/landing';

export const realEstateRecruitment: LandingPageInput = {
  path: '/real-estate-recruitment/',
  title: 'Real Estate Recruitment Software: Hire Agents Who Can Sell',
  description:
    'Test agents, ISAs and leasing consultants on the sales conversations they will have with clients, and keep hiring steady despite high agent churn.',
  share: 'default',
  section: 'Industries',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Real estate recruitment',
      title: 'Hire agents on how they sell, not how they interview',
      lead: 'An agent’s value shows in the listing appointment and the follow-up call, exactly what a coffee interview can’t reveal. Quotient puts every candidate through a real-estate sales role play on video and grades it, so brokerages build teams that close and stay.',
      proof: 'Candidate drop-off under 10% · Hiring cycle cut by 50%',
      illustration: 'reviewer',
      screen: {
        employer: 'Harrow & Vale Realty',
        role: 'Residential Sales Agent',
        task: 'Role-play a listing appointment with a tough seller',
        questions: [
          'A seller wants to list 10% above comps. What do you say?',
          'How do you follow up a buyer who went quiet?',
          'Which lead source would you drop first, and why?',
        ],
        stage: 'Invite to office',
        skills: [
          { name: 'Listing presentation', score: 90 },
          { name: 'Pricing conversation', score: 86 },
          { name: 'Follow-up discipline', score: 83 },
          { name: 'Local market knowledge', score: 75 },
          { name: 'Negotiation', score: 68 },
        ],
        candidates: [
          { person: 'Rosa Delgado', detail: 'Leasing Agent · Parkline', score: 85 },
          { person: 'Ethan Brooks', detail: 'Sales Associate · Homestead', score: 80 },
          { person: 'Yara Haddad', detail: 'Buyer’s Agent · Keyway', score: 76 },
          { person: 'Noah Fischer', detail: 'Agent Assistant · Crestline', score: 70 },
        ],
      },
    },
    {
      type: 'problems',
      title: 'Why brokerages keep rehiring',
      tone: 'muted',
      items: [
        {
          title: 'Judged on sales skill, hired on charm',
          text: 'Confident candidates interview well; whether they can win a listing only shows months later.',
        },
        {
          title: 'High churn',
          text: 'Agents who don’t produce leave within a year, and the recruiting starts again.',
        },
        {
          title: 'Recruiting never stops',
          text: 'Team leads recruit alongside their own deals, so screening happens late at night or not at all.',
        },
        {
          title: 'Licence and market checks',
          text: 'Licence status, market area and commission expectations need checking before anyone meets.',
        },
      ],
    },
    {
      type: 'features',
      title: 'A sales-first process for real estate teams',
      items: [
        {
          title: 'Listing-presentation role play',
          text: 'Candidates pitch a seller on one-way video: pricing, marketing plan and why they should win the listing.',
        },
        {
          title: 'Objection handling',
          text: 'Answer “another agent offered a lower commission” and similar objections, scored on a sales rubric.',
        },
        {
          title: 'Follow-up writing',
          text: 'Write the message to a buyer after a showing, graded for clarity and persistence.',
        },
        {
          title: 'Licence and market pre-screening',
          text: 'Knock-out questions confirm licence status, areas covered and availability first.',
        },
        {
          title: 'Sourcing licensed agents',
          text: 'Find producing agents and people with sales backgrounds in your market, and reach out personally.',
        },
      ],
    },
    {
      type: 'beforeAfter',
      title: 'Agent hiring, before and after',
      beforeLabel: 'Coffee-chat hiring',
      afterLabel: 'With Quotient',
      tone: 'muted',
      rows: [
        {
          label: 'How candidates are judged',
          before: 'Rapport over coffee and a list of past jobs.',
          after: 'A recorded listing pitch and objection role play, scored.',
        },
        {
          label: 'Team lead time',
          before: 'An hour for every candidate, most of whom won’t produce.',
          after: 'A few minutes per video, and meetings only with top scorers.',
        },
        {
          label: 'What predicts success',
          before: 'Confidence in the interview.',
          after: 'Sales skill in realistic client conversations.',
        },
      ],
    },
    {
      type: 'testimonial',
      quote:
        'Every agent applicant takes the same listing simulation now, and our team leads only sit down with the ones who can hold a listing conversation.',
      name: 'Tom Whitaker',
      role: 'Director of Agent Development',
      company: 'Crestline Realty',
      result: 'Team leads meet only proven candidates',
    },
    {
      type: 'links',
      title: 'Related pages',
      items: [
        {
          title: 'One-way video interviews',
          text: 'The recording tool behind the listing-pitch role play.',
          href: '/solutions/video-interview/',
        },
        {
          title: 'AI candidate sourcing',
          text: 'Find licensed agents and sales talent in your market.',
          href: '/solutions/sourcing/',
        },
        {
          title: 'Candidate screening',
          text: 'Knock-out questions and skills tests before any meeting.',
          href: '/solutions/candidate-screening/',
        },
      ],
    },
    {
      type: 'faq',
      title: 'Questions from brokers and team leads',
      items: [
        {
          question: 'Can you assess new agents with no sales history?',
          answer:
            'Yes. The role play shows how someone handles a seller and an objection, which reveals potential whether or not they have closed a deal before.',
        },
        {
          question: 'Does this work for ISAs, leasing consultants and property managers?',
          answer:
            'Yes. Inside sales agents get a follow-up call simulation, leasing consultants a prospect tour, and property managers a tenant issue to resolve.',
        },
        {
          question: 'Will experienced agents take an assessment?',
          answer:
            'Most see it as a chance to show their skill. Keep it short, explain that top scorers meet the broker directly, and send it after a first call if you prefer.',
        },
        {
          question: 'How does this help with churn?',
          answer:
            'By hiring on the skill that predicts production. Agents who can win listings tend to stay, so testing for it up front means fewer hires who leave empty-handed within a year.',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Build a team that closes',
      text: 'Start a free trial and send your first listing role play today, or book a demo with our team.',
    },
  ],
};
