import type { LandingPageInput } from '../../schema/landing';

export const howToHireTopTalent: LandingPageInput = {
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
              note: 'One Quotient customer, a tutoring network, cut time to hire by 60%, mostly by removing waiting time between stages.',
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
};
